import Foundation
import GlintCore
import Testing

@testable import GlintFiles

/// A layer's `animations` in an effect file: read into the same animations a Swift effect adds,
/// giving the same particles bit for bit, written back by export, and refused with the field named.
@Suite struct AnimationFileTests {
  /// An effect written in Swift that animates its layer and its cell by key path.
  struct Pulse: DeclarativeEffect {
    var info: EffectInfo { EffectInfo(id: "pulse", name: "Pulse", summary: "Animated by key path.") }
    var layerBehaviours: [LayerBehaviour] { [LayerBehaviour()] }

    func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
      let cell = EmitterCell()
      cell.name = "dot"
      cell.birthRate = 40
      cell.lifetime = 1
      cell.velocity = 50
      cell.emissionRange = 6.2831855
      let layer = EmitterLayer(capacity: 800)
      layer.emitterCells = [cell]

      let grow = BasicAnimation(keyPath: "emitterCells.dot.birthRate")
      grow.fromValue = 10
      grow.toValue = 120
      grow.duration = 0.8
      grow.autoreverses = true
      grow.repeatCount = 2
      grow.timingFunction = MediaTimingFunction(name: .easeInEaseOut)

      let circle = KeyframeAnimation(keyPath: "emitterPosition")
      circle.path = Path { path in
        path.move(to: Point(x: 20, y: 0))
        path.addQuadCurve(to: Point(x: 0, y: 20), control: Point(x: 20, y: 20))
        path.addCurve(to: Point(x: -20, y: 0), control1: Point(x: -5, y: 25), control2: Point(x: -20, y: 10))
        path.closeSubpath()
      }
      circle.calculationMode = .paced
      circle.duration = 1.5
      circle.repeatCount = .greatestFiniteMagnitude

      let tint = KeyframeAnimation(keyPath: "emitterCells.dot.color")
      tint.values = [.color(.red), .color(Color(red: 0.2, green: 0.4, blue: 1, alpha: 0.5)), .color(.white)]
      tint.keyTimes = [0, 0.3, 1]
      tint.timingFunctions = [
        MediaTimingFunction(controlPoints: 0.1, 0.7, 0.3, 1), MediaTimingFunction(name: .easeIn),
      ]
      let widen = BasicAnimation(keyPath: "emitterSize")
      widen.byValue = .size(Size(width: 30, height: 10))
      let group = AnimationGroup()
      group.animations = [tint, widen]
      group.duration = 2
      group.beginTime = 0.25
      group.fillMode = .forwards
      group.isRemovedOnCompletion = false

      try? layer.add(grow, forKey: "grow")
      try? layer.add(circle, forKey: "circle")
      try? layer.add(group, forKey: "tint")
      let sway = BasicAnimation(keyPath: "emitterCells.dot.emissionLongitude")
      sway.byValue = 1.5
      sway.duration = 3
      try? layer.add(sway, forKey: nil)
      return [layer]
    }
  }

  /// The same effect written as a file by hand.
  static let file = """
    {
      "version": 1, "id": "pulse", "name": "Pulse", "summary": "Animated by key path.",
      "layers": [{
        "capacity": 800,
        "emitterCells": [{"name": "dot", "birthRate": 40, "lifetime": 1, "velocity": 50, "emissionRange": 6.2831855}],
        "animations": [
          {"kind": "basic", "key": "grow", "keyPath": "emitterCells.dot.birthRate", "fromValue": 10, "toValue": 120,
           "duration": 0.8, "autoreverses": true, "repeatCount": 2, "timingFunction": "easeInEaseOut"},
          {"kind": "keyframe", "key": "circle", "keyPath": "emitterPosition", "calculationMode": "paced",
           "duration": 1.5, "repeatCount": 3.4028235e38,
           "path": [["move", 20, 0], ["quadCurve", 20, 20, 0, 20], ["curve", -5, 25, -20, 10, -20, 0], ["close"]]},
          {"kind": "group", "key": "tint", "duration": 2, "beginTime": 0.25, "fillMode": "forwards",
           "isRemovedOnCompletion": false, "animations": [
             {"kind": "keyframe", "keyPath": "emitterCells.dot.color", "keyTimes": [0, 0.3, 1],
              "values": [[1, 0, 0], [0.2, 0.4, 1, 0.5], [1, 1, 1, 1]],
              "timingFunctions": [[0.1, 0.7, 0.3, 1], "easeIn"]},
             {"kind": "basic", "keyPath": "emitterSize", "byValue": [30, 10]}
           ]},
          {"kind": "basic", "keyPath": "emitterCells.dot.emissionLongitude", "byValue": 1.5, "duration": 3}
        ]
      }]
    }
    """

  static func load(_ text: String) throws -> DeclaredEffect {
    try EffectFile.decode(Data(text.utf8), file: "pulse.json", url: URL(fileURLWithPath: "/tmp/pulse.json"))
      .declaration
  }

  /// The gestures that hold a pointer down long enough for the animations to show.
  @Test(arguments: ["hold", "swipe", "circle", "figure-eight"])
  func aFileGivesTheSameParticlesAsSwift(gesture: String) throws {
    let script = try GestureScript.builtIn(named: gesture)
    let swift = Digests.run(Pulse(), script)
    #expect(Set(swift).count > 1, "the gesture made no particles to compare")
    var loaded = try Self.load(Self.file)
    #expect(swift == Digests.run(loaded, script))
    loaded.layers[0].animations = []
    #expect(swift != Digests.run(loaded, script), "the animations changed no particle")
  }

  @Test func theFileAddsEachAnimationUnderItsKey() throws {
    let layer = try #require(try Self.load(Self.file).layers.first).makeLayer()
    #expect(layer.animationKeys() == ["grow", "circle", "tint"])
    let grow = try #require(layer.animation(forKey: "grow") as? BasicAnimation)
    #expect(grow.toValue == .number(120) && grow.timingFunction == MediaTimingFunction(name: .easeInEaseOut))
    let group = try #require(layer.animation(forKey: "tint") as? AnimationGroup)
    let widen = try #require(group.animations?.last as? BasicAnimation)
    #expect(widen.byValue == .size(Size(width: 30, height: 10)))
  }

  @Test func exportWritesTheAnimationsBack() throws {
    let declared = DeclaredEffect(describing: Pulse())
    #expect(declared.layers.first?.animations.map(\.key) == ["grow", "circle", "tint", nil])
    let text = EffectFile.text(of: declared)
    #expect(text.contains(#""animations""#) && text.contains(#""quadCurve""#))
    let loaded = try Self.load(text)
    #expect(loaded.layers == declared.layers)
    let script = try GestureScript.builtIn(named: "circle")
    #expect(Digests.run(Pulse(), script) == Digests.run(loaded, script))
  }

  @Test func theFileAndItsExportValidate() throws {
    for text in [Self.file, EffectFile.text(of: DeclaredEffect(describing: Pulse()))] {
      let document = try JSONDecoder().decode(JSONTree.self, from: Data(text.utf8))
      let problems = SchemaValidator(schema: SchemaTests.schema).problems(
        document, against: SchemaTests.schema, at: "")
      #expect(problems.isEmpty, "\(problems)")
    }
  }

  /// (the animation's JSON, what the one line must say)
  static let malformed: [(String, String)] = [
    (
      #"{"kind": "basic", "keyPath": "emitterCells.dot.bogus", "toValue": 1}"#,
      "layers[0].animations[0].keyPath: "
    ),
    (
      #"{"kind": "basic", "keyPath": "emitterPosition", "toValue": 3}"#,
      "layers[0].animations[0].toValue: the key path takes a point [x, y], found a number"
    ),
    (
      #"{"kind": "keyframe", "keyPath": "birthRate", "values": [1, [2, 3]]}"#,
      "layers[0].animations[0].values[1]: the key path takes a number, found an array of 2 numbers"
    ),
    (
      #"{"kind": "basic", "keyPath": "emitterShape", "toValue": 1}"#,
      "layers[0].animations[0].toValue: the key path takes a string, which does not animate, found a number"
    ),
    (#"{"keyPath": "birthRate"}"#, "layers[0].animations[0].kind: missing"),
    (#"{"kind": "tween"}"#, "layers[0].animations[0].kind: unknown value 'tween'"),
    (#"{"kind": "basic", "keyPath": "birthRate", "toValu": 2}"#, "did you mean 'toValue'?"),
    (
      #"{"kind": "basic", "keyPath": "birthRate", "toValue": 2, "timingFunction": "easy"}"#,
      "layers[0].animations[0].timingFunction: unknown timing function 'easy'"
    ),
    (
      #"{"kind": "keyframe", "keyPath": "emitterPosition", "path": [["line", 1]]}"#,
      "layers[0].animations[0].path[0]: 'line' takes 2 numbers, found 1"
    ),
    (
      #"{"kind": "keyframe", "keyPath": "birthRate", "values": [1, 2], "keyTimes": [0, 0.5, 1]}"#,
      "layers[0].animations[0]: animation of 'birthRate': keyTimes"
    ),
    (#"{"kind": "keyframe", "keyPath": "emitterSize", "path": [["move", 1, 2]]}"#, "a path animates a point"),
  ]

  @Test(arguments: malformed.indices)
  func aMalformedAnimationIsNamed(index: Int) throws {
    let (animation, message) = Self.malformed[index]
    let text =
      #"{"version": 1, "id": "x", "layers": [{"emitterCells": [{"name": "dot"}], "animations": [\#(animation)]}]}"#
    do {
      _ = try Self.load(text)
      Issue.record("loaded \(animation)")
    } catch {
      let line = "\(error)"
      #expect(line.hasPrefix("pulse.json:1:"), "\(line)")
      #expect(line.contains(message), "\(line)")
      #expect(!line.contains("\n"))
    }
  }
}
