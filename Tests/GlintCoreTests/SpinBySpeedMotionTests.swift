import Foundation
import Testing

@testable import GlintCore

/// Spin by speed on every kind of motion: orbits, integrated paths (drag, fields, collisions)
/// and path expressions, against exact answers and numerical references, and the same particles
/// at 30, 60 and 144 steps a second.
@Suite struct SpinBySpeedMotionTests {
  /// `steps` intervals of Simpson's rule for ∫₀^τ f.
  static func simpson(_ tau: Double, steps: Int = 20_000, _ f: (Double) -> Double) -> Double {
    let h = tau / Double(steps)
    var sum = f(0) + f(tau)
    for k in 1..<steps { sum += Double(k % 2 == 1 ? 4 : 2) * f(Double(k) * h) }
    return sum * h / 3
  }

  /// A curve over 100...300 points per second from 0.5 to 2.5 (linear), on top of `configure`.
  static func layer(_ configure: (EmitterCell) -> Void) -> EmitterLayer {
    Engine.layer(position: Point(x: 300, y: 200)) { c in
      c.birthRate = 20
      c.lifetime = 3
      c.spin = 1.5
      c.speedCurveMinimum = 100
      c.speedCurveMaximum = 300
      c.speedCurves = LifeCurves(spin: ValueCurve([(0, 0.5), (1, 2.5)]))
      configure(c)
    }
  }

  /// The linear curve above at speed `s`.
  static func curve(_ s: Double) -> Double { 0.5 + 2 * min(max((s - 100) / 200, 0), 1) }

  /// A particle on an orbit at a constant speed (radius 80, 2 rad/s: 160 points per second)
  /// spins at exactly spin × curve(160) = 1.5 × 1.1 radians per second.
  @Test func anOrbitAtConstantSpeedSpinsAtTheCurvesRate() {
    let layer = Self.layer { c in
      c.motion = .orbit
      c.orbitRadius = 80
      c.orbitAngularVelocity = 2
    }
    Engine.run(layer, to: 2.7, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    #expect(all.count > 40)
    #expect(all.nonEmptyAndAllSatisfy { abs(Double($0.rotation) - 1.5 * 1.1 * Double($0.age)) < 1e-4 })
  }

  /// An orbit whose radius shrinks and whose turning decays with drag: its speed
  /// √(Ṙ² + (R·ω)²) changes along the life, and the rotation is the integral of the rate.
  @Test func anOrbitWithChangingSpeedMatchesTheIntegral() {
    let layer = Self.layer { c in
      c.motion = .orbit
      c.orbitRadius = 120
      c.orbitEndRadius = 30
      c.orbitAngularVelocity = 2.5
      c.drag = 0.4
    }
    Engine.run(layer, to: 2.7, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    #expect(all.count > 40)
    for p in all {
      let expected = Self.simpson(Double(p.age)) { t in
        let (radius, shrinking) = (120 - 30 * t, 30.0)
        let omega = 2.5 * exp(-0.4 * t)
        return 1.5 * Self.curve((shrinking * shrinking + radius * radius * omega * omega).squareRoot())
      }
      #expect(abs(Double(p.rotation) - expected) < 2e-4, "at age \(p.age): \(p.rotation) vs \(expected)")
    }
  }

  /// Under drag alone the speed is v₀·e^(−k·t), so a curve linear in speed gives a rotation in
  /// closed form: spin · ∫ curve(v₀·e^(−k·t)) dt, here with v₀ = 280 and k = 1.2 (the speed
  /// falls through the whole range and below it, where the curve holds at 0.5).
  @Test func aParticleUnderDragSpinsByTheIntegralOfTheCurve() {
    let layer = Self.layer { c in
      c.velocity = 280
      c.emissionLongitude = 0.7  // in the plane: a cone would tilt some out of it, slower on screen
      c.drag = 1.2
    }
    Engine.run(layer, to: 2.9, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    #expect(all.count > 40)
    for p in all {
      let tau = Double(p.age)
      // The curve is linear above 100 (until the speed drops there, at t₁) and 0.5 below.
      let t1 = log(280.0 / 100) / 1.2
      let above = min(tau, t1)
      let linear = 0.5 * above + 0.01 * (280 * (1 - exp(-1.2 * above)) / 1.2 - 100 * above)
      let expected = 1.5 * (linear + 0.5 * max(0, tau - t1))
      #expect(abs(Double(p.rotation) - expected) < 2e-4, "at age \(p.age): \(p.rotation) vs \(expected)")
    }
  }

  /// A path expression turns the velocity along its tangent: moving at 100 points per second
  /// along y = 40·sin(x / 30), the speed is 100·√(1 + (4/3·cos(100·t / 30))²).
  @Test func aPathExpressionSpinsAtTheSpeedAlongThePath() throws {
    let path = try PathExpression("sin(x / 30) * 40")
    let layer = Self.layer { c in
      c.velocity = 100
      c.emissionLongitude = 0.3
      c.pathExpression = path
    }
    Engine.run(layer, to: 2.7, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    #expect(all.count > 40)
    for p in all {
      let expected = Self.simpson(Double(p.age)) { t in
        let slope = 4.0 / 3 * cos(100 * t / 30)
        return 1.5 * Self.curve(100 * (1 + slope * slope).squareRoot())
      }
      #expect(abs(Double(p.rotation) - expected) < 2e-4, "at age \(p.age): \(p.rotation) vs \(expected)")
    }
    // Some particles' speed crossed the range: the curve was read along it.
    #expect(all.contains { $0.rotation > 1.5 * 0.9 * $0.age })
  }

  /// The kinds of motion spin by speed reaches, with a curve that peaks mid-range.
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case orbit, drag, forcesAndPath, turbulence, colliding
    var testDescription: String { rawValue }

    func configure(_ c: EmitterCell) {
      c.velocity = 150
      c.velocityRange = 200
      c.emissionRange = 2 * .pi
      c.spinRange = 2
      c.speedCurves = LifeCurves(spin: ValueCurve([(0, 0), (0.5, 2), (1, -1)]))
      switch self {
      case .orbit:
        c.motion = .orbit
        c.orbitRadius = 60
        c.orbitRadiusRange = 80
        c.orbitAngularVelocity = 2
        c.orbitAngularVelocityRange = 2
        c.drag = 0.3
      case .drag:
        c.drag = 0.8
        c.yAcceleration = 120
      case .forcesAndPath:
        c.radialAcceleration = -60
        c.tangentialAcceleration = 40
        c.pathExpression = try? PathExpression("sin(x / 25) * 15")
      case .turbulence:
        c.yAcceleration = -40
      case .colliding:
        c.yAcceleration = 500
        c.collisionMode = .bounce
        c.collisionRestitution = 0.6
        c.colliders = [.segment(from: Point(x: 0, y: 300), to: Point(x: 600, y: 300))]
      }
    }
  }

  /// Every particle's rotation, by serial, after 1.5013 s at `fps`.
  static func rotations(_ kind: Kind, fps: Double) -> [UInt64: Float] {
    let layer = Self.layer(kind.configure)
    if kind == .turbulence {
      layer.forceFields = [
        ForceField(kind: .turbulence, anchor: .canvas) {
          $0.strength = 80
          $0.frequency = 0.02
          $0.scroll = 15
        }
      ]
    }
    Engine.run(layer, to: 1.5013, fps: fps)
    return Dictionary(
      Engine.particles(layer).map { ($0.serial, $0.rotation) }, uniquingKeysWith: { a, _ in a })
  }

  /// The same rotations at 30, 60 and 144 steps a second, for each kind of motion (bit for bit
  /// but in a field); and the curve did turn them (not the spin as drawn).
  @Test(arguments: Kind.allCases) func theStepRateDoesNotChangeTheSpin(kind: Kind) {
    let reference = Self.rotations(kind, fps: 60)
    #expect(reference.count > 20)
    for fps in [30.0, 144] {
      let other = Self.rotations(kind, fps: fps)
      #expect(Set(other.keys) == Set(reference.keys))
      // A field's instant is read in seconds from the step's end, which rounds differently
      // at another rate: the fields keep the particles within 0.01 pt (ForceFieldTests), and
      // the spin within 10⁻⁴ rad; every other kind is the same bit for bit.
      let tolerance: Float = kind == .turbulence ? 1e-4 : 0
      let differing = reference.filter { serial, r in other[serial].map { abs($0 - r) > tolerance } ?? true }
      #expect(differing.isEmpty, "\(kind) at \(fps): \(differing.map { ($0.value, other[$0.key] ?? .nan) })")
    }
    let layer = Self.layer { kind.configure($0) }
    layer.emitterCells[0].speedCurves = LifeCurves()
    Engine.run(layer, to: 1.5013, fps: 60)
    let drawn = Dictionary(
      Engine.particles(layer).map { ($0.serial, $0.rotation) }, uniquingKeysWith: { a, _ in a })
    #expect(
      reference.filter { abs($0.value - (drawn[$0.key] ?? $0.value)) > 0.05 }.count > reference.count / 2)
  }

  /// An integrated cell without the curve keeps no columns for it and counts nothing.
  @Test func anIntegratedCellWithoutItPaysNothing() {
    let layer = Engine.layer { c in
      c.birthRate = 30
      c.lifetime = 2
      c.spin = 2
      c.drag = 1
    }
    Engine.run(layer, to: 1, fps: 60)
    #expect(layer.simulation.nodes[0].pool.spinBySpeed == nil)
    #expect(PathMotion(layer.simulation.nodes[0].cell)?.spin == nil)
    #expect(Engine.particles(layer).nonEmptyAndAllSatisfy { abs($0.rotation - 2 * $0.age) < 1e-5 })
  }
}

extension SpinBySpeedMotionTests {
  /// On an integrated path, a constant curve c taken away at 1 s and given back at 1.7 s: the
  /// sub-steps counted with it turn at c × spin, those the path took without it at the spin as
  /// drawn, so a particle's rotation is spin × (c·a + g + c·(τ − a − g)), where a and g are the
  /// whole sub-steps of age before the curve was taken and those taken without it.
  @Test func aCurveGivenBackOnAnIntegratedPathCountsTheGapAtTheSpinAsDrawn() {
    let layer = Self.layer { c in
      c.velocity = 150
      c.drag = 0.5
      c.speedCurves = LifeCurves(spin: ValueCurve([(0, 0.4), (1, 0.4)]))
    }
    let curve = layer.emitterCells[0].speedCurves
    Engine.run(layer, to: 1, fps: 60)
    layer.emitterCells[0].speedCurves = LifeCurves()
    Engine.run(layer, to: 1.7, fps: 60)
    layer.emitterCells[0].speedCurves = curve
    Engine.run(layer, to: 2.3, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    #expect(all.contains { $0.birthTime < 1 } && all.contains { $0.birthTime > 1.1 && $0.birthTime < 1.6 })
    let h = 1.0 / 240
    for p in all {
      let tau = Double(p.age)
      // Whole sub-steps of its age at layer time t, as the engine counts them (in Float).
      func whole(_ t: Double) -> Double { Double(PathMotion.wholeSteps(Float(t - p.birthTime))) * h }
      let (before, gap) = (whole(1), whole(1.7) - whole(1))
      let expected = 1.5 * (0.4 * before + gap + 0.4 * (tau - before - gap))
      #expect(
        abs(Double(p.rotation) - expected) < 1e-4, "born at \(p.birthTime): \(p.rotation) vs \(expected)")
    }
  }
}
