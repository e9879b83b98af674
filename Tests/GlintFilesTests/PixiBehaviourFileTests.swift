import Foundation
import GlintCore
import GlintFiles
import Testing

/// Rotation acceleration, path expressions, the emitter offset and curves by speed in effect
/// files: written and read back to the same particles, and a bad path refused with the file and
/// field named.
@Suite struct PixiBehaviourFileTests {
  /// A Swift effect using them all.
  struct Winding: DeclarativeEffect {
    var info: EffectInfo { EffectInfo(id: "winding", name: "Winding", summary: "paths and offsets") }
    var layerBehaviours: [LayerBehaviour] { [LayerBehaviour()] }

    func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
      let layer = EmitterLayer(capacity: 2000)
      layer.emitterShape = .rectangle
      layer.emitterMode = .surface
      layer.emitterSize = Size(width: 60, height: 10)
      layer.emitterOffset = Point(x: 10, y: -80)
      let cell = EmitterCell { c in
        c.name = "wisp"
        c.contents = "dot"
        c.birthRate = 90
        c.lifetime = 1.5
        c.velocity = 120
        c.emissionRange = 1
        c.spin = 1
        c.spinAcceleration = -3
        c.pathExpression = try? PathExpression("sin(x / 15) * 12 + pow(x / 40, 2)")
        c.speedCurves = LifeCurves(
          color: ValueCurve(colors: [(0, SIMD3(1, 1, 1)), (1, SIMD3(1, 0.4, 0))]),
          scale: ValueCurve([(0, 1), (1, 2)]))
        c.speedCurveMinimum = 20
        c.speedCurveMaximum = 150
      }
      layer.emitterCells = [cell]
      return [layer]
    }
  }

  static func decode(_ text: String) throws -> DataEffect {
    try EffectFile.decode(Data(text.utf8), file: "paths.json", url: URL(fileURLWithPath: "/tmp/paths.json"))
  }

  static func file(cell: String) -> String {
    #"{"version": 1, "id": "paths", "layers": [{"emitterCells": [{"# + cell + "}]}]}"
  }

  @Test(arguments: GestureScript.builtInNames)
  func anExportGivesTheSameParticles(gesture: String) throws {
    let declared = DeclaredEffect(describing: Winding())
    let text = EffectFile.text(of: declared)
    for field in [
      "\"spinAcceleration\": -3", "\"pathExpression\": \"sin(x / 15) * 12 + pow(x / 40, 2)\"",
      "\"emitterOffset\": [10, -80]", "\"speedCurves\"", "\"speedCurveMaximum\": 150",
    ] {
      #expect(text.contains(field), "the export lacks \(field)")
    }
    let loaded = try Self.decode(text)
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.declaration.layers == declared.layers)
    let script = try GestureScript.builtIn(named: gesture)
    let swift = Digests.run(Winding(), script)
    #expect(Set(swift).count > 1, "the gesture made no particles to compare")
    #expect(swift == Digests.run(loaded, script))
  }

  @Test(arguments: [
    (#""pathExpression": "sin(x) + foo(x)""#, "unknown name 'foo' at character 10"),
    (#""pathExpression": "random() * x""#, "random (at character 1) is not allowed"),
    (#""pathExpression": 3"#, "pathExpression"),
    (
      #""pathExpression": ""# + String(repeating: "x+", count: 5000) + "x\"",
      "is 10001 characters long; a path expression has at most 1000"
    ),
  ])
  func badPathsAreRefusedWithTheFileAndField(cell: String, words: String) {
    #expect {
      try Self.decode(Self.file(cell: cell))
    } throws: { error in
      let text = "\(error)"
      return text.contains("paths.json") && text.contains("emitterCells[0].pathExpression")
        && text.contains(words) && !text.contains("\n")
    }
  }

  @Test func aKeyPathSetsAPathOnlyWhenItReads() throws {
    let cell = EmitterCell()
    try cell.setValue("x * 2", forKeyPath: "pathExpression")
    #expect(cell.pathExpression?.text == "x * 2")
    #expect(throws: (any Error).self) { try cell.setValue("x +", forKeyPath: "pathExpression") }
    #expect(cell.pathExpression?.text == "x * 2")
  }
}
