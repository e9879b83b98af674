import Foundation
import GlintCore
import GlintEffects
import Testing

@testable import GlintFiles

/// Trail fields in effect files: read as written, exported and read back to the same effect,
/// and hostile values clamped or refused with the file and field named.
struct TrailFileTests {
  static func decode(_ text: String) throws -> DataEffect {
    try EffectFile.decode(Data(text.utf8), file: "trail.json", url: URL(fileURLWithPath: "/tmp/trail.json"))
  }

  static func file(cell: String, layer: String = "") -> String {
    #"{"version": 1, "id": "trail", "layers": [{"# + layer + #""emitterCells": [{"# + cell + "}]}]}"
  }

  @Test func theFieldsReadAsWrittenAndExportBack() throws {
    let cell =
      #""name": "c", "birthRate": 10, "trailPoints": 12, "trailInterval": 0.025, "trailMinDistance": 2, "#
      + #""trailWidth": 6, "trailEndWidth": 1, "trailColor": [1, 0.5, 0.25, 0.75], "#
      + #""trailEndColor": [0, 0, 1, 0], "trailContents": "solid", "trailTexture": "tile""#
    let layer = #""trailPoints": 30, "trailWidth": 3, "trailContents": "dot", "#
    let loaded = try Self.decode(Self.file(cell: cell, layer: layer))
    #expect(loaded.warnings.isEmpty)
    let trail = loaded.declaration.layers[0].emitterCells[0].makeCell().trail
    #expect(trail.points == 12 && trail.interval == 0.025 && trail.minDistance == 2)
    #expect(trail.width == 6 && trail.endWidth == 1 && trail.contents == "solid" && trail.texture == .tile)
    #expect(trail.color == Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))
    #expect(trail.endColor == Color(red: 0, green: 0, blue: 1, alpha: 0))
    let layerTrail = loaded.declaration.layers[0].makeLayer().trail
    #expect(layerTrail.points == 30 && layerTrail.width == 3 && layerTrail.contents == "dot")
    let again = try Self.decode(EffectFile.text(of: loaded.declaration))
    #expect(again.declaration.layers == loaded.declaration.layers, "the export reads back the same")
  }

  /// The sparkle trail's line survives an export to an effect file and back, and the shipped
  /// data version of the effect draws the same line.
  @Test func theSparkleTrailsLineExportsAndShips() throws {
    let effect = try #require(
      try EffectRegistry.standard().effect(id: "sparkle-trail") as? any DeclarativeEffect)
    let declared = DeclaredEffect(describing: effect)
    let line = declared.layers[0].trail
    #expect(line.points == 18 && line.width == 3 && line.contents == "solid")
    let text = EffectFile.text(of: declared)
    #expect(text.contains("\"trailPoints\": 18"))
    let loaded = try Self.decode(text)
    #expect(loaded.declaration.layers == declared.layers)
    let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Effects/sparkle-trail-data.json")
    #expect(try EffectFile.load(contentsOf: shipped).declaration.layers[0].trail == line)
  }

  @Test func aMillionPointsIsClampedNamingTheFileAndField() throws {
    let loaded = try Self.decode(
      Self.file(cell: #""trailPoints": 1000000"#, layer: #""trailPoints": 999999, "#))
    let warnings = loaded.warnings.map { "\($0)" }
    #expect(
      warnings.contains {
        $0.contains("trail.json") && $0.contains("emitterCells[0].trailPoints")
          && $0.contains("clamped to 64")
      }, "\(warnings)")
    #expect(
      warnings.contains { $0.contains("layers[0].trailPoints") && $0.contains("clamped to 64") },
      "\(warnings)")
    #expect(loaded.declaration.layers[0].emitterCells[0].makeCell().trail.points == 64)
  }

  @Test(arguments: [
    (#""trailInterval": -1"#, "emitterCells[0].trailInterval: must not be negative"),
    (#""trailWidth": -3"#, "emitterCells[0].trailWidth: must not be negative"),
    (#""trailPoints": -2"#, "emitterCells[0].trailPoints: must be at least 0"),
    (#""trailTexture": "wrap""#, "emitterCells[0].trailTexture: unknown value 'wrap'"),
  ])
  func badValuesAreRefusedByName(cell: String, message: String) {
    #expect {
      try Self.decode(Self.file(cell: cell))
    } throws: { error in
      "\(error)".contains("trail.json") && "\(error)".contains(message)
    }
  }
}
