import Foundation
import Testing

@testable import GlintCore

/// Start rotation, per-particle end values, curves and the heading (issue 12's looks).
@Suite struct LooksTests {
  /// Life fraction of a particle.
  static func fraction(_ p: ParticleSnapshot) -> Float { p.age / p.lifetime }

  @Test func colourAtHalfLifeIsTheMidpointOfStartAndEnd() {
    let layer = Engine.layer { c in
      c.birthRate = 40
      c.lifetime = 2
      c.color = Color(red: 1, green: 0.2, blue: 0, alpha: 1)
      c.endColor = Color(red: 0, green: 0.6, blue: 1, alpha: 0.5)
    }
    Engine.run(layer, to: 3, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    let start = SIMD4<Float>(1, 0.2, 0, 1)
    let end = SIMD4<Float>(0, 0.6, 1, 0.5)
    #expect(
      all.nonEmptyAndAllSatisfy { p in
        let expected = start + (end - start) * Self.fraction(p)
        return abs(p.r - expected.x) < 1e-4 && abs(p.g - expected.y) < 1e-4 && abs(p.b - expected.z) < 1e-4
          && abs(p.a - expected.w) < 1e-4
      })
    let halfway = all.filter { abs(Self.fraction($0) - 0.5) < 0.02 }
    #expect(
      halfway.nonEmptyAndAllSatisfy {
        abs($0.r - 0.5) < 0.02 && abs($0.g - 0.4) < 0.01 && abs($0.a - 0.75) < 0.01
      })
  }

  @Test func endColourIgnoresTheColourSpeedsAndLifetimeVariance() {
    let layer = Engine.layer { c in
      c.birthRate = 40
      c.lifetime = 2
      c.lifetimeRange = 1.5
      c.redSpeed = 5
      c.color = Color(red: 0, green: 0, blue: 0, alpha: 1)
      c.endColor = Color(red: 1, green: 1, blue: 1, alpha: 0)
    }
    Engine.run(layer, to: 3, fps: 30)
    // Each particle reaches its end colour at its own death, whatever its lifetime.
    #expect(Engine.particles(layer, cell: "c").nonEmptyAndAllSatisfy { abs($0.r - Self.fraction($0)) < 1e-4 })
  }

  @Test func endValuesWithRangesStayWithinBoundsAndVaryPerParticle() {
    let layer = Engine.layer { c in
      c.birthRate = 200
      c.lifetime = 1
      c.color = Color(red: 0, green: 0, blue: 0, alpha: 0)
      c.endColor = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)
      c.endColorRange = Color(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.4)
      c.scale = 1
      c.endScale = 2
      c.endScaleRange = 1
      c.rotation = 0
      c.endRotation = 1
      c.endRotationRange = 0.5
    }
    Engine.run(layer, to: 1.5, fps: 60)
    // The end each particle drew, read back from where it is now on its line.
    let grown = Engine.particles(layer, cell: "c").filter { Self.fraction($0) > 0.2 }
    let ends = grown.map { p in
      (r: p.r / Self.fraction(p), s: 1 + (p.scale - 1) / Self.fraction(p), o: p.rotation / Self.fraction(p))
    }
    #expect(ends.nonEmptyAndAllSatisfy { $0.r >= 0.3 - 1e-3 && $0.r <= 0.7 + 1e-3 })
    #expect(ends.nonEmptyAndAllSatisfy { $0.s >= 1.5 - 1e-3 && $0.s <= 2.5 + 1e-3 })
    #expect(ends.nonEmptyAndAllSatisfy { $0.o >= 0.75 - 1e-3 && $0.o <= 1.25 + 1e-3 })
    #expect(Set(ends.map { ($0.r * 1000).rounded() }).count > grown.count / 4)
    #expect(Set(ends.map { ($0.s * 1000).rounded() }).count > grown.count / 4)
    #expect(Set(ends.map { ($0.o * 1000).rounded() }).count > grown.count / 4)
  }

  /// cocos2d-x's end spin: the particle turns from its start rotation to the end rotation over
  /// its life, rotation(f) = start + (end − start) · f, so from 1 to 3 it is 1 + 2f (not 1 + 3f).
  /// Following its heading at birth (0.5 here), the turn is the same, from 1.5 to 3.5.
  @Test(arguments: [RotationFollowsVelocity.never, .atBirth])
  func rotationTurnsFromTheStartToTheEndRotation(follows: RotationFollowsVelocity) {
    let layer = Engine.layer { c in
      c.birthRate = 50
      c.lifetime = 1
      c.rotation = 1
      c.endRotation = 3
      c.velocity = 10
      c.emissionLongitude = 0.5
      c.rotationFollowsVelocity = follows
    }
    Engine.run(layer, to: 1.5, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    let heading: Float = follows == .atBirth ? 0.5 : 0
    #expect(all.nonEmptyAndAllSatisfy { abs($0.rotation - (1 + heading + 2 * Self.fraction($0))) < 1e-4 })
    #expect(all.contains { Self.fraction($0) > 0.5 })
  }

  @Test func endValuesAreClampedAtBirth() {
    let layer = Engine.layer { c in
      c.birthRate = 50
      c.lifetime = 1
      c.color = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
      c.endColor = Color(red: 3, green: -2, blue: 0.5, alpha: 1)
      c.scale = 1
      c.endScale = -1
    }
    Engine.run(layer, to: 1.5, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    // Red goes to 1 (not 3), green to 0 (not -2): each linearly over the life.
    #expect(all.nonEmptyAndAllSatisfy { abs($0.r - (0.5 + 0.5 * Self.fraction($0))) < 1e-4 })
    #expect(all.nonEmptyAndAllSatisfy { abs($0.g - (0.5 - 0.5 * Self.fraction($0))) < 1e-4 })
    // Scale goes to 0, never below.
    #expect(all.nonEmptyAndAllSatisfy { $0.scale >= 0 && abs($0.scale - (1 - Self.fraction($0))) < 1e-4 })
  }

  @Test func startRotationIsDrawnWithinItsRangeAndSpinAddsToIt() {
    let layer = Engine.layer { c in
      c.birthRate = 100
      c.lifetime = 1
      c.rotation = 1
      c.rotationRange = 0.5
      c.spin = 2
    }
    Engine.run(layer, to: 1, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    let starts = all.map { $0.rotation - 2 * $0.age }
    #expect(starts.nonEmptyAndAllSatisfy { $0 >= 0.75 - 1e-4 && $0 <= 1.25 + 1e-4 })
    #expect(Set(starts.map { ($0 * 1000).rounded() }).count > all.count / 4)
  }

  @Test func rotationFollowsVelocityUnderAcceleration() {
    let layer = Engine.layer { c in
      c.birthRate = 30
      c.lifetime = 2
      c.velocity = 100
      c.emissionRange = 1
      c.yAcceleration = 300
      c.rotation = 0.25
      c.rotationFollowsVelocity = true
    }
    Engine.run(layer, to: 2, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    #expect(all.nonEmptyAndAllSatisfy { abs($0.rotation - (atan2($0.vy, $0.vx) + 0.25)) < 1e-4 })
    // Falling turns them: the headings of old particles point further down than the young ones'.
    let old = all.filter { $0.age > 1.5 }.map { atan2($0.vy, $0.vx) }
    #expect(old.nonEmptyAndAllSatisfy { $0 > 0.9 })
  }

  @Test func rotationFollowsVelocityAtBirthKeepsTheBirthHeading() {
    let layer = Engine.layer { c in
      c.birthRate = 30
      c.lifetime = 2
      c.velocity = 100
      c.emissionLongitude = 0.5
      c.yAcceleration = 300
      c.spin = 1
      c.rotationFollowsVelocity = .atBirth
    }
    layer.emissionGeometry = .fan
    Engine.run(layer, to: 2, fps: 60)
    #expect(
      Engine.particles(layer, cell: "c").nonEmptyAndAllSatisfy { abs($0.rotation - (0.5 + $0.age)) < 1e-4 })
  }

  @Test func curvesMultiplyTheValuesDrawnAtBirth() {
    let layer = Engine.layer { c in
      c.birthRate = 60
      c.lifetime = 1
      c.scale = 2
      c.color = Color(red: 1, green: 0.5, blue: 0.5, alpha: 0.8)
      c.curves = LifeCurves(
        color: ValueCurve(colors: [(0, SIMD3(1, 1, 1)), (1, SIMD3(0, 1, 2))]),
        alpha: ValueCurve([(0, 0), (0.5, 1), (1, 0)]),
        scale: ValueCurve([(0, 1), (0.5, 3), (1, 3)], stepped: true))
    }
    Engine.run(layer, to: 1.5, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    #expect(
      all.nonEmptyAndAllSatisfy { p in
        let f = Self.fraction(p)
        let alpha = 0.8 * (f < 0.5 ? 2 * f : 2 - 2 * f)
        return abs(p.r - (1 - f)) < 1e-4 && abs(p.g - 0.5) < 1e-4 && abs(p.b - min(1, 0.5 * (1 + f))) < 1e-4
          && abs(p.a - alpha) < 1e-4 && p.scale == (f < 0.5 ? 2 : 6)
      })
  }

  @Test func steppedAndEasedCurvesAtKnownFractions() {
    let linear = ValueCurve([(0, 0), (1, 10)])
    #expect(linear.scalar(at: 0.25) == 2.5)
    #expect(linear.scalar(at: -1) == 0 && linear.scalar(at: 2) == 10 && linear.scalar(at: .nan) == 0)
    let stepped = ValueCurve([(0, 1), (0.5, 2), (1, 3)], stepped: true)
    #expect(stepped.scalar(at: 0.49) == 1)
    #expect(stepped.scalar(at: 0.5) == 2)
    #expect(stepped.scalar(at: 0.99) == 2)
    #expect(stepped.scalar(at: 1) == 3)
    let eased = ValueCurve([(0, 0), (1, 1)], ease: MediaTimingFunction(name: .easeIn))
    let expected = Float(MediaTimingFunction(name: .easeIn).value(at: 0.5))
    // The ease is read from a table of 257 samples: within 1e-4 of the curve.
    #expect(abs(eased.scalar(at: 0.5) - expected) < 1e-4)
    for x in stride(from: Float(0), through: 1, by: 0.01) {
      #expect(
        abs(eased.scalar(at: x) - Float(MediaTimingFunction(name: .easeIn).value(at: Double(x)))) < 1e-4)
    }
    #expect(expected < 0.4)
    let points = ValueCurve(
      [(0, 0), (0.5, 1), (1, 0)], ease: MediaTimingFunction(controlPoints: 0, 0.5, 0.5, 1))
    #expect(abs(points.scalar(at: 0.5) - 2 * (1 - Float(points.ease.value(at: 0.5)))) < 1e-3)
    #expect(ValueCurve(keys: []).value(at: 0.3) == SIMD3(1, 1, 1))
    #expect(ValueCurve([(0, 4)]).scalar(at: 0.7) == 4)
  }

  @Test func looksAreDeterministicAndIndependentOfTheStepRate() {
    func make() -> EmitterLayer {
      Engine.layer(seed: 7) { c in
        c.birthRate = 80
        c.lifetime = 1.5
        c.lifetimeRange = 1
        c.velocity = 50
        c.emissionRange = 6
        c.rotationRange = 3
        c.endColor = Color(red: 0, green: 1, blue: 0, alpha: 0)
        c.endColorRange = Color(red: 0.3, green: 0.3, blue: 0.3, alpha: 0.3)
        c.endScale = 0.2
        c.endScaleRange = 0.2
        c.endRotation = 4
        c.endRotationRange = 2
        c.rotationFollowsVelocity = .always
        c.curves.alpha = ValueCurve([(0, 1), (1, 0)], ease: MediaTimingFunction(name: .easeOut))
      }
    }
    let (a, b, c) = (make(), make(), make())
    Engine.run(a, to: 2, fps: 60)
    Engine.run(b, to: 2, fps: 60)
    Engine.run(c, to: 2, fps: 144)
    let first = Engine.particles(a, cell: "c")
    #expect(first.count > 50)
    #expect(first == Engine.particles(b))
    // Another step rate: the same particles, within the rounding of their birth instants.
    let other = Dictionary(uniqueKeysWithValues: Engine.particles(c).map { ($0.serial, $0) })
    #expect(other.count == first.count)
    var worst: Float = 0
    for p in first {
      guard let q = other[p.serial] else { continue }
      worst = max(worst, abs(p.rotation - q.rotation), abs(p.r - q.r), abs(p.a - q.a), abs(p.scale - q.scale))
    }
    #expect(worst < 1e-3)
  }

  @Test func cellsWithoutLooksKeepNoLooksArrays() {
    let plain = Engine.layer { c in
      c.birthRate = 10
      c.lifetime = 1
    }
    Engine.run(plain, to: 1, fps: 30)
    #expect(plain.simulation.nodes.nonEmptyAndAllSatisfy { $0.pool.looks == nil })
    let dressed = Engine.layer { c in
      c.birthRate = 10
      c.lifetime = 1
      c.rotation = 1
    }
    Engine.run(dressed, to: 1, fps: 30)
    #expect(dressed.simulation.nodes.nonEmptyAndAllSatisfy { $0.pool.looks != nil })
  }

  @Test func keyPathsReachEveryLook() throws {
    let layer = Engine.layer { _ in }
    try layer.setValue(0.5, forKeyPath: "emitterCells.c.rotation")
    try layer.setValue(0.25, forKeyPath: "emitterCells.c.rotationRange")
    try layer.setValue(Color(red: 1, green: 0, blue: 0, alpha: 1), forKeyPath: "emitterCells.c.endColor")
    try layer.setValue(
      Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), forKeyPath: "emitterCells.c.endColorRange")
    try layer.setValue(2, forKeyPath: "emitterCells.c.endScale")
    try layer.setValue(0.5, forKeyPath: "emitterCells.c.endScaleRange")
    try layer.setValue(3, forKeyPath: "emitterCells.c.endRotation")
    try layer.setValue(1, forKeyPath: "emitterCells.c.endRotationRange")
    try layer.setValue("birth", forKeyPath: "emitterCells.c.rotationFollowsVelocity")
    try layer.setValue(true, forKeyPath: "emitterCells.c.contentsPremultiplied")
    try layer.setValue(
      KeyPathValue.dictionary(["source": "sourceAlpha", "destination": "one"]), forKeyPath: "blend")
    let cell = layer.emitterCells[0]
    #expect(cell.rotation == 0.5 && cell.rotationRange == 0.25)
    #expect(cell.endColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(cell.endColorRange == Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
    #expect(cell.endScale == 2 && cell.endScaleRange == 0.5)
    #expect(cell.endRotation == 3 && cell.endRotationRange == 1)
    #expect(cell.rotationFollowsVelocity == .atBirth && cell.contentsPremultiplied)
    #expect(layer.blend == .additive)
    try layer.setValue(true, forKeyPath: "emitterCells.c.rotationFollowsVelocity")
    #expect(cell.rotationFollowsVelocity == .always)
    try layer.setValue(nil, forKeyPath: "emitterCells.c.endScale")
    try layer.setValue(nil, forKeyPath: "blend")
    #expect(cell.endScale == nil && layer.blend == nil)
    #expect(try layer.value(forKeyPath: "emitterCells.c.rotationFollowsVelocity") == .bool(true))
    #expect(throws: KeyPathError.self) {
      try layer.setValue("sideways", forKeyPath: "emitterCells.c.rotationFollowsVelocity")
    }
    #expect(throws: KeyPathError.self) {
      try layer.setValue(
        KeyPathValue.dictionary(["source": "two", "destination": "one"]), forKeyPath: "blend")
    }
  }

  @Test func blendFactorsKnowTheirGLNumbers() {
    #expect(BlendFactor(glValue: 770) == .sourceAlpha && BlendFactor(glValue: 1) == .one)
    #expect(BlendFactor(glValue: 774) == .destinationColor && BlendFactor(glValue: 2) == nil)
    #expect(BlendFactor.allCases.map(\.glValue) == [0, 1, 768, 769, 770, 771, 772, 773, 774, 775])
    #expect(SpriteBlend(cocos: .premultiplied) == .sourceOver)
    #expect(SpriteBlend(cocos: .additive) == SpriteBlend(factors: .additive, straightColor: true))
  }

  @Test func aLayersBlendReachesItsBatches() {
    let layer = Engine.layer(configure: { $0.blend = .additive }) { c in
      c.birthRate = 10
      c.lifetime = 1
      c.contentsPremultiplied = true
    }
    Engine.run(layer, to: 1, fps: 30)
    let buffer = InstanceBuffer()
    buffer.fill(from: [layer])
    #expect(
      buffer.batches.nonEmptyAndAllSatisfy {
        $0.blend == SpriteBlend(factors: .additive, straightColor: true) && $0.contentsPremultiplied
      })
  }

  /// Batches of one blend stay one batch; a change of pair is a new batch and a new blend.
  @Test func batchesOfTheSameBlendMerge() {
    let buffer = InstanceBuffer()
    let blend = SpriteBlend(cocos: .additive)
    buffer.addBatch(DrawBatch(sprite: "dot", blend: blend, range: 0..<3))
    buffer.addBatch(DrawBatch(sprite: "dot", blend: blend, range: 3..<5))
    buffer.addBatch(DrawBatch(sprite: "dot", blend: .sourceOver, range: 5..<6))
    #expect(buffer.batches.map(\.range) == [0..<5, 5..<6])
  }
}

extension LooksTests {
  /// What is drawn is what is read: the packed instances of a cell with every look are its
  /// particles' states (the pack applies the looks in passes of its own).
  @Test func packedLooksAreTheParticlesStates() {
    let layer = Engine.layer { c in
      c.birthRate = 100
      c.lifetime = 1.5
      c.lifetimeRange = 1
      c.velocity = 60
      c.emissionRange = 6
      c.yAcceleration = 40
      c.contentsScale = 2
      c.rotationRange = 2
      c.endColor = Color(red: 0, green: 0.5, blue: 1, alpha: 0.2)
      c.endScale = 3
      c.endRotation = 2
      c.rotationFollowsVelocity = .always
      c.curves = LifeCurves(
        color: ValueCurve(colors: [(0, SIMD3(2, 1, 1)), (1, SIMD3(0.5, 1, 1))]),
        alpha: ValueCurve([(0, 0), (0.3, 1), (1, 1)], ease: MediaTimingFunction(name: .easeIn)),
        scale: ValueCurve([(0, 1), (0.5, 0.5), (1, 0.5)], stepped: true))
    }
    Engine.run(layer, to: 2, fps: 60)
    let buffer = InstanceBuffer()
    buffer.fill(from: [layer])
    let particles = Engine.particles(layer, cell: "c")
    #expect(buffer.count == particles.count)
    func agrees(_ instance: SpriteInstance, _ p: ParticleSnapshot) -> Bool {
      let place = abs(instance.x - p.x) < 1e-4 && abs(instance.rotation - p.rotation) < 1e-5
      let size = abs(instance.scale - p.scale / 2) < 1e-5
      let colour =
        abs(instance.r - p.r) < 1e-6 && abs(instance.b - p.b) < 1e-6 && abs(instance.a - p.a) < 1e-6
      return place && size && colour
    }
    #expect(Array(zip(buffer.instances, particles)).nonEmptyAndAllSatisfy(agrees))
  }
}
