import Foundation
import GlintCore
import Testing

@testable import GlintFiles

/// Flipbooks and stretched sprites in effect files: read into the model (and key paths), written
/// back by export, hostile values clamped or refused with the file and field named.
@Suite struct FlipbookFileTests {
  static func file(cell: String) -> String {
    """
    {
      "version": 1, "id": "flip",
      "layers": [{
        "emitterCells": [{ "name": "smoke", "contents": "dot", "lifetime": 1, \(cell) }]
      }]
    }
    """
  }

  static func load(_ text: String) throws -> DataEffect {
    try EffectFile.decode(Data(text.utf8), file: "flip.json", url: URL(fileURLWithPath: "/tmp/flip.json"))
  }

  static let everything = file(
    cell: """
      "flipbookColumns": 4, "flipbookRows": 2, "flipbookFrameCount": 7, "flipbookFrameRate": 12,
      "flipbookOverLife": true, "flipbookStartFrame": 3, "flipbookRandomStart": true, "flipbookLoops": false,
      "stretchAlongVelocity": true, "stretchSpeedFactor": 0.05, "stretchLength": 6
      """)

  @Test func theFieldsReachTheModelAndKeyPaths() throws {
    let layer = try #require(try Self.load(Self.everything).declaration.layers.first).makeLayer()
    let cell = layer.emitterCells[0]
    #expect(cell.flipbookColumns == 4 && cell.flipbookRows == 2 && cell.flipbookFrameCount == 7)
    #expect(cell.flipbookFrameRate == 12 && cell.flipbookOverLife && cell.flipbookStartFrame == 3)
    #expect(cell.flipbookRandomStart && !cell.flipbookLoops)
    #expect(cell.stretchAlongVelocity && cell.stretchSpeedFactor == 0.05 && cell.stretchLength == 6)
    #expect(try layer.resolveKeyPath("emitterCells.smoke.flipbookFrameRate").value == .number(12))
    try layer.resolveKeyPath("emitterCells.smoke.stretchLength").setValue(.number(9))
    #expect(cell.stretchLength == 9)
  }

  @Test func exportWritesThemBackAndLeavesDefaultsOut() throws {
    let declared = try Self.load(Self.everything).declaration
    let text = EffectFile.text(of: declared)
    #expect(try Self.load(text).declaration.layers == declared.layers)
    let plain = EffectFile.text(of: try Self.load(Self.file(cell: #""birthRate": 5"#)).declaration)
    #expect(!plain.contains("flipbook") && !plain.contains("stretch"))
  }

  @Test(arguments: [
    (#""flipbookColumns": 0"#, "flipbookColumns: must be at least 1, found 0"),
    (#""flipbookRows": -3"#, "flipbookRows: must be at least 1, found -3"),
    (#""flipbookFrameRate": -1"#, "flipbookFrameRate: must not be negative"),
    (#""flipbookStartFrame": -1"#, "flipbookStartFrame: must be at least 0, found -1"),
    (#""stretchSpeedFactor": -0.5"#, "stretchSpeedFactor: must not be negative"),
    (#""flipbookColumns": 2.5"#, "flipbookColumns: expected an integer"),
  ])
  func badValuesAreRefusedNamingFileAndField(field: String, message: String) {
    #expect {
      _ = try Self.load(Self.file(cell: field))
    } throws: { error in
      "\(error)".contains("flip.json") && "\(error)".contains("layers[0].emitterCells[0].\(message)")
    }
  }

  /// A 100,000-frame grid is clamped to 256 a side with a warning naming the file and field.
  @Test func hugeGridsAreClampedWithAWarning() throws {
    let effect = try Self.load(
      Self.file(cell: #""flipbookColumns": 1000, "flipbookRows": 100, "flipbookFrameRate": 5000"#))
    let cell = try #require(effect.declaration.layers.first?.emitterCells.first)
    #expect(cell.flipbookColumns == 256 && cell.flipbookRows == 100 && cell.flipbookFrameRate == 1000)
    let warnings = effect.warnings.map(\.description)
    #expect(
      warnings.contains {
        $0.contains("flip.json")
          && $0.contains("layers[0].emitterCells[0].flipbookColumns: 1000 clamped to 256")
      }, "\(warnings)")
    #expect(
      warnings.contains { $0.contains("flipbookFrameRate: 5000.0 frames per second clamped to 1000.0") })
  }
}
