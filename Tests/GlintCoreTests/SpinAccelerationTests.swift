import GlintCore
import Testing

/// Rotation acceleration: rotation = spin · τ + α · τ² / 2, at any step rate.
@Suite struct SpinAccelerationTests {
  static func layer(spin: Float = 1, acceleration: Float, configure: (EmitterCell) -> Void = { _ in })
    -> EmitterLayer
  {
    Engine.layer { c in
      c.birthRate = 30
      c.lifetime = 3
      c.velocity = 50
      c.spin = spin
      c.spinAcceleration = acceleration
      configure(c)
    }
  }

  @Test func rotationIsSpinTimesAgePlusHalfTheAccelerationTimesAgeSquared() {
    let layer = Self.layer(spin: 1, acceleration: -2.5)
    Engine.run(layer, to: 2.9, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    #expect(all.count > 50)
    #expect(
      all.nonEmptyAndAllSatisfy { p in
        let expected = 1 * p.age - 1.25 * p.age * p.age
        return abs(p.rotation - expected) <= 1e-5 * max(1, abs(expected))
      })
    // The oldest have turned back: the spin reversed at τ = ω/α = 0.4 s.
    #expect(all.contains { $0.age > 2 && $0.rotation < -2 })
  }

  @Test func theCellsSpeedRunsTheAccelerationAsItsTime() {
    let layer = Self.layer(spin: 0.5, acceleration: 3) { $0.speed = 2 }
    Engine.run(layer, to: 1.2, fps: 60)
    // Time runs twice as fast: ω·2τ + α·(2τ)²/2.
    #expect(
      Engine.particles(layer, cell: "c").nonEmptyAndAllSatisfy { p in
        let t = 2 * p.age
        let expected = 0.5 * t + 1.5 * t * t
        return abs(p.rotation - expected) <= 1e-5 * max(1, expected)
      })
  }

  @Test func anEndRotationReplacesSpinAndAcceleration() {
    let layer = Self.layer(acceleration: 40) { $0.endRotation = 1 }
    Engine.run(layer, to: 2, fps: 60)
    #expect(
      Engine.particles(layer, cell: "c").nonEmptyAndAllSatisfy { p in
        abs(p.rotation - p.age / p.lifetime) < 1e-5
      })
  }

  /// Birth instants differ in their last bits with the step rate (as every cell's do), so the
  /// same particles turn alike within that.
  @Test(arguments: [30.0, 144.0]) func theStepRateDoesNotChangeTheParticles(fps: Double) {
    func run(_ fps: Double) -> [UInt64: ParticleSnapshot] {
      let layer = Self.layer(acceleration: 4) { $0.spinRange = 2 }
      Engine.run(layer, to: 2.5013, fps: fps)
      var all: [UInt64: ParticleSnapshot] = [:]
      layer.forEachParticle { all[$0.serial] = $0 }
      return all
    }
    let reference = run(60)
    let other = run(fps)
    #expect(reference.count > 50)
    #expect(Set(reference.keys) == Set(other.keys))
    let worst = reference.map { serial, p in abs(p.rotation - (other[serial]?.rotation ?? .infinity)) }.max()
    #expect((worst ?? .infinity) < 1e-4)
  }
}
