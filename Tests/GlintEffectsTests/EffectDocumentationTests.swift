import Foundation
import GlintCore
import GlintEffects
import GlintFiles
import Testing

/// Every effect module documents itself: a README in its folder that names its id; every data
/// effect, in its name and summary.
@Suite struct EffectDocumentationTests {
  static let plugins = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Plugins")

  @Test(arguments: EffectHarness.moduleIDs)
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

  @Test func everyShippedEffectFileLoads() throws {
    #expect(EffectHarness.dataEffectFiles.count >= 5)
    for file in EffectHarness.dataEffectFiles {
      let effect = try EffectFile.load(contentsOf: file)
      #expect(effect.warnings.isEmpty, "\(file.lastPathComponent): \(effect.warnings)")
      #expect(!effect.info.summary.isEmpty && effect.info.name != effect.info.id)
      #expect(file.lastPathComponent == effect.info.id + ".json")
    }
  }
}
