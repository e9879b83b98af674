import Foundation
import GlintCore
import GlintFiles
import Testing

/// The motion fields of a cell in effect files: read under the model's names, written back as
/// they were, and bad values refused with one line naming the field.
@Suite struct MotionFieldTests {
  static let url = URL(fileURLWithPath: "/tmp/motion.json")

  static func load(_ cell: String) throws(FileError) -> DataEffect {
    let text = #"{"version": 1, "id": "motion", "layers": [{"emitterCells": [\#(cell)]}]}"#
    return try EffectFile.decode(Data(text.utf8), file: "motion.json", url: url)
  }

  static let every = """
    {"name": "a", "radialAcceleration": -30, "radialAccelerationRange": 4, "tangentialAcceleration": 12,
     "tangentialAccelerationRange": 2, "drag": 0.5, "maxSpeed": 90},
    {"name": "b", "motion": "orbit", "orbitRadius": 40, "orbitRadiusRange": 6, "orbitEndRadius": 5,
     "orbitEndRadiusRange": 1, "orbitAngularVelocity": -2, "orbitAngularVelocityRange": 0.5}
    """

  @Test func everyMotionFieldReadsAndWritesBack() throws {
    let effect = try Self.load(Self.every)
    #expect(effect.warnings.isEmpty)
    let cells = effect.declaration.layers[0].emitterCells
    #expect(cells[0].radialAcceleration == -30 && cells[0].radialAccelerationRange == 4)
    #expect(cells[0].tangentialAcceleration == 12 && cells[0].tangentialAccelerationRange == 2)
    #expect(cells[0].drag == 0.5 && cells[0].maxSpeed == 90 && cells[0].motion == .ballistic)
    #expect(cells[1].motion == .orbit && cells[1].orbitRadius == 40 && cells[1].orbitRadiusRange == 6)
    #expect(cells[1].orbitEndRadius == 5 && cells[1].orbitEndRadiusRange == 1)
    #expect(cells[1].orbitAngularVelocity == -2 && cells[1].orbitAngularVelocityRange == 0.5)
    let text = EffectFile.text(of: effect.declaration)
    #expect(text.contains(#""motion" : "orbit""#) || text.contains(#""motion": "orbit""#))
    let again = try EffectFile.decode(Data(text.utf8), file: "again.json", url: Self.url)
    #expect(again.declaration == effect.declaration)
  }

  @Test func anAbsentOrNullEndRadiusKeepsTheStartRadius() throws {
    let absent = try Self.load(#"{"motion": "orbit", "orbitRadius": 10}"#)
    #expect(absent.declaration.layers[0].emitterCells[0].orbitEndRadius == nil)
    let null = try Self.load(#"{"motion": "orbit", "orbitEndRadius": null}"#)
    #expect(null.declaration.layers[0].emitterCells[0].orbitEndRadius == nil)
    #expect(!EffectFile.text(of: null.declaration).contains("orbitEndRadius"))
  }

  @Test(arguments: [
    (#"{"drag": -1}"#, "emitterCells[0].drag: must not be negative"),
    (#"{"maxSpeed": -5}"#, "emitterCells[0].maxSpeed: must not be negative"),
    (#"{"motion": "spiral"}"#, "emitterCells[0].motion: unknown value 'spiral'"),
    (#"{"orbitEndRadius": "far"}"#, "emitterCells[0].orbitEndRadius"),
    (#"{"radialAcceleration": 1e39}"#, "emitterCells[0].radialAcceleration: the number"),
  ])
  func badMotionValuesAreRefusedWithOneLine(cell: String, says: String) {
    do {
      _ = try Self.load(cell)
      Issue.record("\(cell) was accepted")
    } catch {
      #expect(error.description.contains(says), "\(error.description)")
      #expect(!error.description.contains("\n"))
    }
  }
}
