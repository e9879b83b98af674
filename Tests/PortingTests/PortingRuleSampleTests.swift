import GlintCore
import Testing

/// Rules the six files do not use, line by line: what the rules make of an iOS line, and (in the
/// same order) that line compiled and run against Glint.
@Suite struct PortingRuleSampleTests {
  static let samples: [(ios: String, glint: String)] = [
    ("emitter.emitterShape = kCAEmitterLayerCircle", "emitter.emitterShape = .circle"),
    ("emitter.emitterMode = CAEmitterLayerEmitterMode.surface", "emitter.emitterMode = .surface"),
    ("emitter.renderMode = kCAEmitterLayerOldestFirst", "emitter.renderMode = .oldestFirst"),
    ("let shape: CAEmitterLayerEmitterShape = .line", "let shape: EmitterLayerEmitterShape = .line"),
    ("emitter.emitterPosition = CGPointMake(10, 20)", "emitter.emitterPosition = Point(x: 10, y: 20)"),
    (
      "emitter.emitterSize = CGSize(width: 30, height: 0)", "emitter.emitterSize = Size(width: 30, height: 0)"
    ),
    ("cell.emissionRange = CGFloat(M_PI_2)", "cell.emissionRange = (Float.pi / 2)"),
    ("cell.spin = CGFloat(Double.pi)", "cell.spin = Float.pi"),
    ("cell.magnificationFilter = kCAFilterNearest", "cell.magnificationFilter = .nearest"),
    (
      "cell.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1).withAlphaComponent(0.5).cgColor",
      "cell.color = Color(red: 1, green: 0, blue: 0, alpha: 1).withAlphaComponent(0.5)"
    ),
    (
      "let fade = CABasicAnimation(keyPath: \"birthRate\")",
      "let fade = BasicAnimation(keyPath: \"birthRate\")"
    ),
    ("fade.fromValue = NSNumber(value: level)", "fade.fromValue = level.keyPathValue"),
    ("fade.fillMode = CAMediaTimingFillMode.both", "fade.fillMode = .both"),
    (
      "fade.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)",
      "fade.timingFunction = MediaTimingFunction(name: .easeInEaseOut)"
    ),
    (
      "let move = CAKeyframeAnimation(keyPath: \"emitterPosition\")",
      "let move = KeyframeAnimation(keyPath: \"emitterPosition\")"
    ),
    (
      "move.values = [NSValue(cgPoint: a), NSValue(cgPoint: b)]",
      "move.values = [a.keyPathValue, b.keyPathValue]"
    ),
    ("move.calculationMode = kCAAnimationPaced", "move.calculationMode = .paced"),
    (
      "let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))",
      "let oval = Path(ovalIn: Rect(x: 0, y: 0, width: 40, height: 20))"
    ),
    ("move.path = oval.cgPath", "move.path = oval"),
    ("let group = CAAnimationGroup()", "let group = AnimationGroup()"),
    ("group.animations = [fade, move]", "group.animations = [fade, move]"),
  ]

  @Test func eachLineBecomesItsGlintLine() {
    for sample in Self.samples {
      #expect(Porter.renamed(sample.ios) == sample.glint)
    }
  }

  /// The Glint lines above, compiled: each names API that exists, with the types the rules give.
  @Test func theGlintLinesCompileAndRun() throws {
    let emitter = EmitterLayer()
    let cell = EmitterCell()
    let level: Float = 0.5
    let a = Point(x: 0, y: 0)
    let b = Point(x: 100, y: 0)
    emitter.emitterShape = .circle
    emitter.emitterMode = .surface
    emitter.renderMode = .oldestFirst
    let shape: EmitterLayerEmitterShape = .line
    emitter.emitterPosition = Point(x: 10, y: 20)
    emitter.emitterSize = Size(width: 30, height: 0)
    cell.emissionRange = (Float.pi / 2)
    cell.spin = Float.pi
    cell.magnificationFilter = .nearest
    cell.color = Color(red: 1, green: 0, blue: 0, alpha: 1).withAlphaComponent(0.5)
    let fade = BasicAnimation(keyPath: "birthRate")
    fade.fromValue = level.keyPathValue
    fade.fillMode = .both
    fade.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
    let move = KeyframeAnimation(keyPath: "emitterPosition")
    move.values = [a.keyPathValue, b.keyPathValue]
    move.calculationMode = .paced
    let oval = Path(ovalIn: Rect(x: 0, y: 0, width: 40, height: 20))
    move.path = oval
    let group = AnimationGroup()
    group.animations = [fade, move]

    emitter.emitterCells = [cell]
    try emitter.add(group, forKey: "both")
    #expect(emitter.animation(forKey: "both") != nil)
    #expect(cell.color.alpha == 0.5 && emitter.emitterShape == .circle && shape == .line)
  }
}
