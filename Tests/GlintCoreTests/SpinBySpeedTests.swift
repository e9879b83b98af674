import Testing

@testable import GlintCore

/// Spin by speed: the spin rate times `speedCurves.spin` at the particle's speed, integrated over
/// 1/240 s sub-steps of age, against closed forms and a fine numerical reference.
@Suite struct SpinBySpeedTests {
  /// Particles launched every way at speeds over 0...400 and pulled down and left, so their speed
  /// falls and rises through the 50...250 range; spin 3 rad/s.
  static func layer(curve: ValueCurve, configure: (EmitterCell) -> Void = { _ in }) -> EmitterLayer {
    Engine.layer { c in
      c.birthRate = 60
      c.lifetime = 2
      c.velocity = 200
      c.velocityRange = 400
      c.emissionRange = 2 * .pi
      c.xAcceleration = -60
      c.yAcceleration = 150
      c.spin = 3
      c.speedCurveMinimum = 50
      c.speedCurveMaximum = 250
      c.speedCurves = LifeCurves(spin: curve)
      configure(c)
    }
  }

  /// A constant curve c: rotation = c · (ω · τ + α · τ² / 2), the closed form.
  @Test func aConstantCurveScalesTheClosedForm() {
    let layer = Self.layer(curve: ValueCurve([(0, 0.4), (1, 0.4)])) { $0.spinAcceleration = -1.5 }
    Engine.run(layer, to: 1.9, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    #expect(all.count > 80)
    #expect(
      all.nonEmptyAndAllSatisfy { p in
        let expected = 0.4 * (3 * p.age - 0.75 * p.age * p.age)
        return abs(p.rotation - expected) <= 2e-5 * max(1, abs(expected))
      })
  }

  /// The peaked curve below, read at a speed.
  static func curve(_ s: Double) -> Double {
    let t = min(max((s - 50) / 200, 0), 1)
    return t < 0.5 ? 4 * t : 2 - 6 * (t - 0.5)
  }

  /// The rotation of a particle of `layer` with the peaked curve: Simpson's rule on 20 000
  /// intervals of the exact rate (the launch velocity is the velocity now less the acceleration
  /// times the age).
  static func reference(_ p: ParticleSnapshot) -> Double {
    let tau = Double(p.age)
    let (v0x, v0y) = (Double(p.vx) + 60 * tau, Double(p.vy) - 150 * tau)
    func rate(_ t: Double) -> Double {
      let (vx, vy) = (v0x - 60 * t, v0y + 150 * t)
      return 3 * curve((vx * vx + vy * vy).squareRoot())
    }
    let n = 20_000
    let h = tau / Double(n)
    var sum = rate(0) + rate(tau)
    for k in 1..<n { sum += Double(k % 2 == 1 ? 4 : 2) * rate(Double(k) * h) }
    return sum * h / 3
  }
  static let peaked = ValueCurve([(0, 0), (0.5, 2), (1, -1)])

  /// A curve that peaks mid-range, against a fine numerical reference.
  @Test func aCurveOverSpeedMatchesANumericalReference() {
    let layer = Self.layer(curve: Self.peaked)
    Engine.run(layer, to: 1.9, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    let errors = all.map { abs(Double($0.rotation) - Self.reference($0)) }
    #expect(all.count > 80)
    #expect((errors.max() ?? .infinity) < 2e-4)
    // The curve is read over its whole range: some particles turned back, some well forward.
    #expect(all.contains { $0.rotation < -0.2 } && all.contains { $0.rotation > 2 })
  }

  /// The stored rotation and sub-steps, and what is drawn, are the same bits at any step rate.
  @Test(arguments: [30.0, 144.0]) func theStepRateDoesNotChangeTheParticles(fps: Double) throws {
    func run(_ fps: Double) throws -> [UInt64: (Float, Float, Int32)] {
      let layer = Self.layer(curve: Self.peaked)
      Engine.run(layer, to: 1.5013, fps: fps)
      let pool = layer.simulation.nodes[0].pool
      let c = try #require(pool.spinBySpeed)
      var stored: [UInt64: (Float, Int32)] = [:]
      for i in 0..<pool.count { stored[pool.serial[i]] = (c.rotation[i], c.steps[i]) }
      var all: [UInt64: (Float, Float, Int32)] = [:]
      layer.forEachParticle { p in
        let s = stored[p.serial] ?? (.nan, -1)
        all[p.serial] = (p.rotation, s.0, s.1)
      }
      return all
    }
    let reference = try run(60)
    let other = try run(fps)
    #expect(reference.count > 50 && Set(reference.keys) == Set(other.keys))
    #expect(reference.values.contains { $0.2 > 100 })
    let differing = reference.filter { serial, a in
      guard let b = other[serial] else { return true }
      return !(a.0 == b.0 && a.1 == b.1 && a.2 == b.2)
    }
    #expect(differing.isEmpty, "\(differing.prefix(3).map { ($0.value, other[$0.key] as Any) })")
  }

  /// Cells without the curve keep no columns for it; an end rotation leaves the spin as drawn.
  @Test func cellsWithoutItPayNothing() {
    let plain = Engine.layer { c in
      c.birthRate = 30
      c.spin = 2
      c.speedCurves = LifeCurves(scale: ValueCurve([(0, 1), (1, 2)]))
    }
    Engine.run(plain, to: 1, fps: 60)
    #expect(plain.simulation.nodes[0].pool.spinBySpeed == nil)
    let ended = Self.layer(curve: ValueCurve([(0, 0.4), (1, 0.4)])) { $0.endRotation = 1 }
    Engine.run(ended, to: 1, fps: 60)
    #expect(ended.simulation.nodes[0].pool.spinBySpeed == nil)
  }

  /// A curve taken away and given back mid-life: every particle, born before, during or after
  /// the gap, has the reference rotation (the spin integrated so far is kept and carried on).
  @Test func aCurveGivenBackContinuesFromWhatWasIntegrated() {
    let curve = Self.peaked
    let layer = Self.layer(curve: curve) { $0.lifetime = 1.4 }
    Engine.run(layer, to: 1, fps: 60)
    layer.emitterCells[0].speedCurves = LifeCurves()
    Engine.run(layer, to: 1.7, fps: 60)
    layer.emitterCells[0].speedCurves = LifeCurves(spin: curve)
    Engine.run(layer, to: 2.3, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    #expect(all.contains { $0.birthTime < 1 } && all.contains { $0.birthTime > 1.1 && $0.birthTime < 1.6 })
    #expect((all.map { abs(Double($0.rotation) - Self.reference($0)) }.max() ?? .infinity) < 2e-4)
  }

  /// The life curves keep no spin curve (spin has one by speed only).
  @Test func theLifeCurvesKeepNoSpin() {
    let cell = EmitterCell()
    cell.curves = LifeCurves(alpha: ValueCurve([(0, 1), (1, 0)]), spin: ValueCurve([(0, 1), (1, 2)]))
    cell.speedCurves = LifeCurves(spin: ValueCurve([(0, 1), (1, 2)]))
    #expect(cell.curves.spin == nil && cell.curves.alpha != nil)
    #expect(cell.speedCurves.spin == ValueCurve([(0, 1), (1, 2)]))
  }
}
