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
    let typeName = String(describing: type(of: effect))
    #expect(typeName.hasSuffix("Effect"))
    let folder = Self.plugins.appendingPathComponent(String(typeName.dropLast("Effect".count)))
    let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains(effectID))
    #expect(readme.contains("## Tunables") || readme.contains("## Tunable"))
  }
}
