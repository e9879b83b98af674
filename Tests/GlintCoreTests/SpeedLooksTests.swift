import GlintCore
import Testing

/// Colour, alpha and scale by speed: curves read at (speed − min) / (max − min), clamped.
@Suite struct SpeedLooksTests {
  /// Particles launched at speeds spread over 0...400, slowed by drag, so every speed in the range
  /// and past it is seen; scale goes 1 → 3 and red 1 → 0 over 100...300 points a second.
  static func layer(fps: Double = 60, configure: (EmitterCell) -> Void = { _ in }) -> EmitterLayer {
    let layer = Engine.layer { c in
      c.birthRate = 80
      c.lifetime = 2
      c.velocity = 200
      c.velocityRange = 400
      c.emissionRange = 2 * .pi
      c.drag = 0.7
      c.speedCurveMinimum = 100
      c.speedCurveMaximum = 300
      c.speedCurves = LifeCurves(
        color: ValueCurve(colors: [(0, SIMD3(1, 1, 1)), (1, SIMD3(0, 1, 1))]),
        alpha: ValueCurve([(0, 0.5), (1, 0.5)]), scale: ValueCurve([(0, 1), (1, 3)]))
      configure(c)
    }
    Engine.run(layer, to: 1.9, fps: fps)
    return layer
  }

  static func fraction(_ p: ParticleSnapshot) -> Float {
    min(max(((p.vx * p.vx + p.vy * p.vy).squareRoot() - 100) / 200, 0), 1)
  }

  @Test func scaleColourAndAlphaFollowTheSpeed() {
    let all = Engine.particles(Self.layer(), cell: "c")
    #expect(
      all.nonEmptyAndAllSatisfy { p in
        let t = Self.fraction(p)
        return abs(p.scale - (1 + 2 * t)) < 1e-4 && abs(p.r - (1 - t)) < 1e-4 && p.g == 1
          && abs(p.a - 0.5) < 1e-6
      })
    #expect(all.contains { Self.fraction($0) == 0 } && all.contains { Self.fraction($0) == 1 })
    #expect(all.contains { Self.fraction($0) > 0.2 && Self.fraction($0) < 0.8 })
  }

  /// They multiply the life curves' values (the life scale curve doubles, the speed one adds
  /// up to 3×).
  @Test func theyMultiplyWhatTheLifeCurvesGive() {
    let all = Engine.particles(Self.layer { $0.curves.scale = ValueCurve([(0, 2), (1, 2)]) }, cell: "c")
    #expect(all.nonEmptyAndAllSatisfy { abs($0.scale - 2 * (1 + 2 * Self.fraction($0))) < 1e-4 })
  }

  @Test func anEmptyRangeIsAStepAtTheMinimum() {
    let all = Engine.particles(Self.layer { $0.speedCurveMaximum = 100 }, cell: "c")
    #expect(
      all.nonEmptyAndAllSatisfy { p in
        let fast = (p.vx * p.vx + p.vy * p.vy).squareRoot() > 100
        return p.scale == (fast ? 3 : 1)
      })
  }

  @Test(arguments: [30.0, 144.0]) func theStepRateDoesNotChangeTheParticles(fps: Double) {
    func snapshot(_ layer: EmitterLayer) -> [UInt64: ParticleSnapshot] {
      var all: [UInt64: ParticleSnapshot] = [:]
      layer.forEachParticle { all[$0.serial] = $0 }
      return all
    }
    let reference = snapshot(Self.layer(fps: 60))
    let other = snapshot(Self.layer(fps: fps))
    #expect(reference.count > 50 && Set(reference.keys) == Set(other.keys))
    let worst = reference.map { serial, p in
      max(abs(p.scale - (other[serial]?.scale ?? .infinity)), abs(p.r - (other[serial]?.r ?? .infinity)))
    }.max()
    #expect((worst ?? .infinity) < 1e-3)
  }
}
