import Foundation
import GlintCore
import GlintEffects
import Testing

/// Every effect module documents itself: a README in its folder that names its id.
@Suite struct EffectDocumentationTests {
  static let plugins = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Plugins")

  @Test(arguments: EffectHarness.ids)
  func readmeNamesTheEffect(effectID: String) throws {
    let effect = try EffectHarness.effect(effectID)
    // The registry gives each effect its folder's Resources/ for its images.
    let images = try #require(effect.imageFolder)
    #expect(images.effect == effectID)
    let folder = URL(fileURLWithPath: images.path).deletingLastPathComponent()
    #expect(folder.deletingLastPathComponent().standardizedFileURL == Self.plugins.standardizedFileURL)
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Sources/\(folder.lastPathComponent)Effect.swift").path))
    let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains(effectID))
    #expect(readme.contains("## Tunables") || readme.contains("## Tunable"))
  }
}
