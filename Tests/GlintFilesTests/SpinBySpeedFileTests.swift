import Foundation
import GlintCore
import GlintFiles
import Testing

/// Spin by speed in effect files: written and read back to the same particles; a bad spin curve
/// refused with the file and field named.
@Suite struct SpinBySpeedFileTests {
  /// A Swift effect whose sparks spin faster the faster they fly.
  struct Tumbling: DeclarativeEffect {
    var info: EffectInfo { EffectInfo(id: "tumbling", name: "Tumbling", summary: "spin by speed") }
    var layerBehaviours: [LayerBehaviour] { [LayerBehaviour()] }

    func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
      let layer = EmitterLayer(capacity: 2000)
      let cell = EmitterCell { c in
        c.name = "spark"
        c.contents = "dot"
        c.birthRate = 90
        c.lifetime = 1.5
        c.velocity = 160
        c.velocityRange = 200
        c.emissionRange = 2 * .pi
        c.yAcceleration = 120
        c.spin = 2
        c.spinRange = 1
        c.speedCurves = LifeCurves(
          scale: ValueCurve([(0, 1), (1, 2)]), spin: ValueCurve([(0, -1), (0.3, 0.5), (1, 4)]))
        c.speedCurveMinimum = 20
        c.speedCurveMaximum = 250
      }
      layer.emitterCells = [cell]
      return [layer]
    }
  }

  static func decode(_ text: String) throws -> DataEffect {
    try EffectFile.decode(Data(text.utf8), file: "spin.json", url: URL(fileURLWithPath: "/tmp/spin.json"))
  }

  @Test(arguments: GestureScript.builtInNames)
  func anExportGivesTheSameParticles(gesture: String) throws {
    let declared = DeclaredEffect(describing: Tumbling())
    let text = EffectFile.text(of: declared)
    #expect(text.contains("\"spin\" : {") || text.contains("\"spin\": {"), "the export lacks the spin curve")
    let loaded = try Self.decode(text)
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.declaration.layers == declared.layers)
    let script = try GestureScript.builtIn(named: gesture)
    let swift = Digests.run(Tumbling(), script)
    #expect(Set(swift).count > 1, "the gesture made no particles to compare")
    #expect(swift == Digests.run(loaded, script))
  }

  @Test func aBadSpinCurveIsRefusedWithTheFileAndField() {
    let file =
      #"{"version": 1, "id": "s", "layers": [{"emitterCells": [{"speedCurves": {"spin": {"keys": [[0.5, 1]]}}}]}]}"#
    #expect {
      try Self.decode(file)
    } throws: { error in
      let text = "\(error)"
      return text.contains("spin.json") && text.contains("speedCurves.spin") && !text.contains("\n")
    }
  }
}
