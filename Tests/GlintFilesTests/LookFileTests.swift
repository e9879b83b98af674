import Foundation
import GlintCore
import GlintFiles
import Testing

/// The looks fields (issue 12) in effect files: read, written, refused with the field named,
/// and an export of a Swift effect using them loads to the same particles.
@Suite struct LookFileTests {
  /// A Swift effect that uses every look and a blend pair.
  struct Dressed: DeclarativeEffect {
    var info: EffectInfo { EffectInfo(id: "dressed", name: "Dressed", summary: "every look") }
    var layerBehaviours: [LayerBehaviour] { [LayerBehaviour()] }

    func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
      let layer = EmitterLayer(capacity: 5000)
      layer.blend = BlendFactors(source: .sourceAlpha, destination: .oneMinusDestinationAlpha)
      layer.emissionGeometry = .fan
      let cell = EmitterCell { c in
        c.name = "spark"
        c.contents = "spark"
        c.birthRate = 120
        c.lifetime = 1.2
        c.lifetimeRange = 0.4
        c.velocity = 80
        c.emissionRange = 6.28
        c.yAcceleration = 40
        c.rotation = 0.3
        c.rotationRange = 0.6
        c.endColor = Color(red: 1, green: 0.2, blue: 0, alpha: 0)
        c.endColorRange = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0)
        c.endScale = 0.25
        c.endScaleRange = 0.1
        c.endRotation = 2
        c.endRotationRange = 1
        c.rotationFollowsVelocity = .atBirth
        c.contentsPremultiplied = true
        c.curves = LifeCurves(
          color: ValueCurve(colors: [(0, SIMD3(1, 1, 1)), (0.3, SIMD3(1, 0.5, 0.25)), (1, SIMD3(1, 1, 1))]),
          alpha: ValueCurve([(0, 0), (0.1, 1), (1, 1)], ease: MediaTimingFunction(name: .easeOut)),
          scale: ValueCurve([(0, 1), (0.5, 1.5), (1, 2)], stepped: true),
          speed: ValueCurve([(0, 1), (1, 0.5)], ease: MediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.9)))
      }
      layer.emitterCells = [cell]
      return [layer]
    }
  }

  static func decode(_ text: String) throws -> DataEffect {
    try EffectFile.decode(Data(text.utf8), file: "looks.json", url: URL(fileURLWithPath: "/tmp/looks.json"))
  }

  @Test(arguments: GestureScript.builtInNames)
  func anExportOfASwiftEffectUsingLooksGivesTheSameParticles(gesture: String) throws {
    let declared = DeclaredEffect(describing: Dressed())
    let text = EffectFile.text(of: declared)
    for field in ["rotation", "endColor", "endColorRange", "endScale", "endRotation", "curves", "blend"] {
      #expect(text.contains("\"\(field)\""), "the export lacks \(field)")
    }
    let loaded = try Self.decode(text)
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.declaration.layers == declared.layers)
    let script = try GestureScript.builtIn(named: gesture)
    let swift = Digests.run(Dressed(), script)
    #expect(Set(swift).count > 1, "the gesture made no particles to compare")
    #expect(swift == Digests.run(loaded, script))
  }

  static func file(cell: String, layer: String = "") -> String {
    #"{"version": 1, "id": "looks", "layers": [{"# + layer + #""emitterCells": [{"# + cell + "}]}]}"
  }

  @Test func theFieldsReadAsWritten() throws {
    let effect = try Self.decode(
      Self.file(
        cell: #""rotation": 1, "endColor": [1, 0, 0], "endScale": null, "rotationFollowsVelocity": "birth", "#
          + #""curves": {"alpha": {"keys": [[0, 1], [0.5, 0.2], [1, 0]], "stepped": true, "ease": [0.1, 0, 0.9, 1]}, "#
          + #""color": {"keys": [[0, [1, 0.5, 0]], [1, [0, 0, 1]]], "ease": "easeIn"}}"#,
        layer: #""blend": {"source": "one", "destination": "one"}, "#))
    let layer = effect.declaration.layers[0]
    let cell = layer.emitterCells[0]
    #expect(layer.blend == BlendFactors(source: .one, destination: .one))
    #expect(
      cell.rotation == 1 && cell.endColor == Color(red: 1, green: 0, blue: 0, alpha: 1)
        && cell.endScale == nil)
    #expect(cell.rotationFollowsVelocity == .atBirth)
    #expect(
      cell.curves.alpha
        == ValueCurve(
          [(0, 1), (0.5, 0.2), (1, 0)], stepped: true,
          ease: MediaTimingFunction(controlPoints: 0.1, 0, 0.9, 1)))
    #expect(
      cell.curves.color
        == ValueCurve(
          colors: [(0, SIMD3(1, 0.5, 0)), (1, SIMD3(0, 0, 1))], ease: MediaTimingFunction(name: .easeIn)))
    #expect(
      try Self.decode(Self.file(cell: #""rotationFollowsVelocity": true"#)).declaration.layers[0]
        .emitterCells[0].rotationFollowsVelocity == .always)
  }

  @Test(arguments: [
    (
      #""curves": {"alpha": {"keys": [[0.1, 1], [1, 0]]}}"#,
      "curves.alpha.keys: a curve's first key is at time 0"
    ),
    (
      #""curves": {"alpha": {"keys": [[0, 1], [0.7, 0], [0.5, 1], [1, 0]]}}"#,
      "curves.alpha.keys[2]: key times must not decrease"
    ),
    (#""curves": {"alpha": {"keys": []}}"#, "curves.alpha.keys: a curve needs at least one key"),
    (
      #""curves": {"color": {"keys": [[0, 1], [1, 0]]}}"#,
      "curves.color.keys[0]: a colour curve's value is [red, green, blue]"
    ),
    (
      #""curves": {"scale": {"keys": [[0, [1, 2, 3]], [1, 0]]}}"#,
      "curves.scale.keys[0]: this curve's value is a number"
    ),
    (#""curves": {"scale": {"keys": [[0, "big"], [1, 0]]}}"#, "curves.scale.keys[0]: expected [time, value]"),
    (
      #""curves": {"scale": {"keys": [[0, 1], [1, 0]], "ease": "wobbly"}}"#,
      "curves.scale.ease: unknown timing function 'wobbly'"
    ),
    (#""curves": {"size": {"keys": [[0, 1]]}}"#, "curves.size: unknown field"),
    (#""curves": {"alpha": {"points": [[0, 1]]}}"#, "curves.alpha.points: unknown field"),
    (#""rotationFollowsVelocity": "sideways""#, "rotationFollowsVelocity: expected false, true or \"birth\""),
    (#""endColorRange": [0.1, 0.1, 0.1]"#, "endColorRange: expected [red, green, blue, alpha]"),
    (#""endScale": "big""#, "endScale"),
  ])
  func badFieldsAreRefusedByName(cell: String, message: String) {
    #expect {
      try Self.decode(Self.file(cell: cell))
    } throws: { error in
      "\(error)".contains("emitterCells[0]." + message)
    }
  }

  @Test func aBadBlendIsRefusedByName() {
    #expect {
      try Self.decode(Self.file(cell: "", layer: #""blend": {"source": "one", "destination": "two"}, "#))
    } throws: { error in
      "\(error)".contains("layers[0].blend.destination: unknown blend factor 'two'")
    }
    #expect {
      try Self.decode(Self.file(cell: "", layer: #""blend": {"source": "one"}, "#))
    } throws: { error in
      "\(error)".contains("layers[0].blend: a blend needs 'destination'")
    }
  }

  @Test func aCurveHasAtMostSixtyFourKeys() {
    let keys = (0...64).map { "[\(Float($0) / 64), 1]" }.joined(separator: ", ")
    #expect {
      try Self.decode(Self.file(cell: #""curves": {"alpha": {"keys": ["# + keys + "]}}"))
    } throws: { error in
      "\(error)".contains("curves.alpha.keys: a curve has at most 64 keys")
    }
  }
}
