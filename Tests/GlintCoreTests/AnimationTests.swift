import GlintCore
import Testing

/// Animations on layers: values presented over the model, key paths at any depth, keyframes and
/// paths, groups, removal, and clear errors at `add`.
@Suite struct AnimationTests {
  /// A layer emitting still particles 10 times a second, so each birth shows where the emitter was.
  static func marker(_ configure: (EmitterLayer) -> Void = { _ in }) -> EmitterLayer {
    Engine.layer(position: .zero, configure: configure) {
      $0.name = "dot"
      $0.birthRate = 10
      $0.lifetime = 100
    }
  }

  /// Birth positions by birth time.
  static func births(_ layer: EmitterLayer) -> [(t: Double, p: Point)] {
    Engine.particles(layer).map { ($0.birthTime, Point(x: $0.x, y: $0.y)) }.sorted { $0.t < $1.t }
  }

  @Test func basicAnimationPresentsWithoutChangingTheModel() throws {
    let layer = Self.marker()
    let move = BasicAnimation(keyPath: "emitterPosition")
    move.fromValue = .point(Point(x: 0, y: 0))
    move.toValue = .point(Point(x: 100, y: 0))
    move.duration = 1
    try layer.add(move, forKey: "move")
    Engine.run(layer, to: 2, fps: 60)
    #expect(layer.emitterPosition == .zero)
    let births = Self.births(layer)
    #expect(births.count == 20)
    // During the animation births follow it; after it is removed, the model's position returns.
    for (t, p) in births where t < 0.999 { #expect(abs(p.x - Float(t) * 100) < 0.01, "at \(t): \(p)") }
    for (t, p) in births where t > 1.05 { #expect(p.x == 0, "at \(t): \(p)") }
    #expect(layer.animation(forKey: "move") == nil)
  }

  @Test func combinationsOfFromToAndBy() throws {
    func presentedRate(_ configure: (BasicAnimation) -> Void) throws -> Float {
      // The layer's model rate is 2; the scale multiplier shows the presented value in births.
      let layer = Engine.layer(position: .zero) {
        $0.birthRate = 1
        $0.lifetime = 100
      }
      layer.scale = 2
      let a = BasicAnimation(keyPath: "scale")
      a.duration = 10
      configure(a)
      try layer.add(a, forKey: nil)
      Engine.run(layer, to: 5, fps: 10)  // halfway
      return Engine.particles(layer).max { $0.birthTime < $1.birthTime }!.scale
    }
    #expect(
      try presentedRate {
        $0.fromValue = 4; $0.toValue = 8
      } == 6)
    #expect(
      try presentedRate {
        $0.fromValue = 4; $0.byValue = 2
      } == 5)
    #expect(
      try presentedRate {
        $0.byValue = 2; $0.toValue = 8
      } == 7)
    #expect(try presentedRate { $0.fromValue = 4 } == 3)  // to the model's 2
    #expect(try presentedRate { $0.toValue = 8 } == 5)  // from the model's 2
    #expect(try presentedRate { $0.byValue = 4 } == 4)  // 2 → 6
    #expect(try presentedRate { _ in } == 2)
  }

  @Test func keyframesAlongAPathArePacedByLength() throws {
    let layer = Self.marker()
    let along = KeyframeAnimation(keyPath: "emitterPosition")
    along.path = Path(rect: Rect(x: 0, y: 0, width: 300, height: 100))  // 800 points round
    along.calculationMode = .paced
    along.values = [.point(Point(x: -1, y: -1))]  // ignored when there is a path
    along.duration = 4
    try layer.add(along, forKey: "star")
    Engine.run(layer, to: 3.99, fps: 60)
    for (t, p) in Self.births(layer) {
      let d = Float(t) * 200  // points along the path
      let expected =
        d <= 300
        ? Point(x: d, y: 0)
        : d <= 400
          ? Point(x: 300, y: d - 300) : d <= 700 ? Point(x: 700 - d, y: 100) : Point(x: 0, y: 800 - d)
      #expect(abs(p.x - expected.x) < 0.05 && abs(p.y - expected.y) < 0.05, "at \(t): \(p) for \(expected)")
    }
  }

  @Test func keyframeValuesWithKeyTimesAndDiscreteMode() throws {
    let layer = Self.marker()
    let hop = KeyframeAnimation(keyPath: "emitterPosition.x")
    hop.values = [0, 50, 80]
    hop.keyTimes = [0, 0.5, 0.75, 1]
    hop.calculationMode = .discrete
    hop.duration = 2
    try layer.add(hop, forKey: "hop")
    Engine.run(layer, to: 1.99, fps: 30)
    // Within a step the emitter moves straight from where it was to where it is, so the births of
    // the step that holds a jump lie between; every other birth shows one value.
    for (t, p) in Self.births(layer) where abs(t - 1) > 0.034 && abs(t - 1.5) > 0.034 {
      let expected: Float = t < 1 ? 0 : t < 1.5 ? 50 : 80
      #expect(p.x == expected, "at \(t)")
    }
  }

  @Test func cellPropertiesAtAnyDepthAnimate() throws {
    let spark = EmitterCell()
    spark.name = "spark"
    spark.birthRate = 20
    spark.lifetime = 10
    let layer = Engine.layer(position: .zero) {
      $0.name = "rocket"
      $0.birthRate = 1
      $0.lifetime = 10
      $0.emitterCells = [spark]
    }
    let tint = BasicAnimation(keyPath: "emitterCells.rocket.emitterCells.spark.color")
    tint.fromValue = .color(Color(red: 1, green: 0, blue: 0, alpha: 1))
    tint.toValue = .color(Color(red: 0, green: 0, blue: 1, alpha: 1))
    tint.duration = 10
    try layer.add(tint, forKey: "tint")
    Engine.run(layer, to: 5, fps: 60)
    let sparks = Engine.particles(layer, cell: "spark")
    let newest = sparks.max { $0.birthTime < $1.birthTime }!
    #expect(abs(newest.r - 0.5) < 0.01 && abs(newest.b - 0.5) < 0.01)
    #expect(spark.color == .white)  // the model is untouched
  }

  @Test func groupsClipTheirChildrenAndLendThemTheirDuration() throws {
    let layer = Self.marker()
    let slide = BasicAnimation(keyPath: "emitterPosition.x")
    slide.fromValue = 0
    slide.toValue = 100  // no duration: the group's
    let drop = BasicAnimation(keyPath: "emitterPosition.y")
    drop.fromValue = 0
    drop.toValue = 300
    drop.duration = 3  // longer than the group: clipped at 1 s
    let group = AnimationGroup()
    group.animations = [slide, drop]
    group.duration = 1
    try layer.add(group, forKey: "group")
    Engine.run(layer, to: 1.5, fps: 60)
    for (t, p) in Self.births(layer) {
      if t < 0.999 {
        #expect(abs(p.x - Float(t) * 100) < 0.01 && abs(p.y - Float(t) * 100) < 0.01, "at \(t)")
      } else if t > 1.01 {
        #expect(p == .zero, "at \(t)")
      }
    }
  }

  @Test func fillForwardsKeepsTheEndWhenNotRemoved() throws {
    let layer = Self.marker()
    let move = BasicAnimation(keyPath: "emitterPosition.y")
    move.toValue = 40
    move.duration = 0.5
    move.fillMode = .forwards
    move.isRemovedOnCompletion = false
    move.beginTime = 0.5
    try layer.add(move, forKey: "move")
    Engine.run(layer, to: 2, fps: 60)
    let births = Self.births(layer)
    #expect(births.filter { $0.t <= 0.5 }.nonEmptyAndAllSatisfy { $0.p.y == 0 })
    #expect(births.filter { $0.t >= 1 }.nonEmptyAndAllSatisfy { $0.p.y == 40 })
    #expect(layer.animationKeys() == ["move"])
    layer.removeAnimation(forKey: "move")
    #expect(layer.animationKeys().isEmpty)
  }

  @Test func theLayerKeepsACopyAndKeysReplace() throws {
    let layer = Self.marker()
    let a = BasicAnimation(keyPath: "emitterPosition.x")
    a.toValue = 100
    a.duration = 1
    try layer.add(a, forKey: "x")
    a.toValue = 999  // changes nothing running
    #expect((layer.animation(forKey: "x") as? BasicAnimation)?.toValue == 100)
    let b = BasicAnimation(keyPath: "emitterPosition.y")
    b.toValue = 10
    try layer.add(b, forKey: "x")
    try layer.add(b, forKey: "y")
    try layer.add(b, forKey: nil)
    #expect(layer.animationKeys() == ["x", "y"])
    #expect((layer.animation(forKey: "x") as? BasicAnimation)?.keyPath == "emitterPosition.y")
    layer.removeAllAnimations()
    #expect(layer.animationKeys().isEmpty)
  }

  @Test func badAnimationsThrowOneLineAndAddNothing() {
    let layer = Self.marker()
    func reason(_ make: () -> Animation) -> String {
      do {
        try layer.add(make(), forKey: "bad")
        return "added"
      } catch {
        return error.description
      }
    }
    func basic(_ path: String?, _ to: KeyPathValue) -> Animation {
      let a = BasicAnimation(keyPath: path)
      a.toValue = to
      return a
    }
    #expect(reason { basic("emitterCells.nope.birthRate", 1) }.contains("no cell named 'nope'"))
    #expect(reason { basic("birthRat", 1) }.contains("EmitterLayer has no property 'birthRat'"))
    #expect(
      reason { basic("seed", 1) } == "animation 'bad' of 'seed': the property is not animatable (number)")
    #expect(reason { basic("emitterShape", "circle") }.contains("not animatable"))
    #expect(reason { basic("birthRate", .color(.white)) }.contains("toValue"))
    #expect(reason { basic(nil, 1) } == "animation 'bad': it has no key path")
    #expect(
      reason {
        let k = KeyframeAnimation(keyPath: "birthRate")
        k.path = Path(rect: Rect(x: 0, y: 0, width: 1, height: 1))
        return k
      }.contains("a path animates a point"))
    #expect(
      reason {
        let k = KeyframeAnimation(keyPath: "birthRate")
        k.values = [1, 2]
        k.keyTimes = [0, 2]
        return k
      } == "animation 'bad' of 'birthRate': keyTimes has a value outside 0...1")
    #expect(reason { KeyframeAnimation(keyPath: "birthRate") }.contains("neither values nor a path"))
    #expect(
      reason {
        let k = KeyframeAnimation(keyPath: "emitterPosition")
        k.path = Path {
          $0.move(to: .zero); $0.addLine(to: Point(x: .nan, y: 1))
        }
        return k
      }.contains("not finite"))
    #expect(reason { basic("birthRate", .number(.nan)) }.contains("not a finite number"))
    #expect(layer.animationKeys().isEmpty)
    for text in [reason { basic("seed", 1) }] { #expect(!text.contains("\n")) }
  }
}

/// An animation added while an effect makes its layers (before the host starts them) begins when
/// the layer starts, at the pointer's time.
@Suite struct HostAnimationTests {
  struct Hearts: Effect {
    var info: EffectInfo { EffectInfo(id: "hearts", name: "Hearts", summary: "a burst of hearts that fades") }
    func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
      let layer = EmitterLayer()
      let heart = EmitterCell()
      heart.name = "heart"
      heart.birthRate = 150
      heart.lifetime = 10
      layer.emitterCells = [heart]
      let fade = BasicAnimation(keyPath: "emitterCells.heart.birthRate")
      fade.fromValue = 150
      fade.toValue = 0
      fade.duration = 2
      heart.birthRate = 0  // the model's final value, as iOS code sets it
      try? layer.add(fade, forKey: "fade")
      return [layer]
    }
  }

  @Test func animationsAddedBeforeTheStartBeginWithThePointer() {
    let host = PointerHost(effect: Hearts())
    host.handle(PointerEvent(id: 1, phase: .began, location: .zero, time: 5))
    for i in 1...180 { host.advance(to: 5 + Double(i) / 60) }
    #expect(host.birthCount == 150)  // 150 · ∫(1 − t/2) dt over 2 s
    #expect(host.layers.first?.animationKeys() == [])
  }
}
