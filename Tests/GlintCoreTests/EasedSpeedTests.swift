import Foundation
import Testing

@testable import GlintCore

/// A speed curve alone moves a particle in closed form (`EasedSpeed`): checked against the
/// equation it solves, x' = (v0 + a·τ) · f(τ / life), integrated in Double with 0.1 ms steps
/// through the curve the engine reads.
@Suite struct EasedSpeedTests {
  static let life = 2.5
  static let times: [Double] = [0.1, 0.5, 1.2, 1.9, 2.45]

  /// The place and velocity x' = (v0 + a·τ) · f(τ / life) gives at each of `times`.
  static func reference(
    curve: ValueCurve, velocity v0: SIMD2<Double>, acceleration a: SIMD2<Double>, at times: [Double]
  ) -> [(x: SIMD2<Double>, v: SIMD2<Double>)] {
    let dt = 1e-4
    var (x, t) = (SIMD2<Double>(200, 300), 0.0)
    var out: [(SIMD2<Double>, SIMD2<Double>)] = []
    let f = { (t: Double) in Double(curve.scalar(at: Float(t / life))) }
    for target in times {
      while t + dt <= target + 1e-12 {
        x += (v0 + a * (t + dt / 2)) * (dt * f(t + dt / 2))
        t += dt
      }
      let rest = target - t
      let end = x + (v0 + a * (t + rest / 2)) * (rest * f(t + rest / 2))
      out.append((end, (v0 + a * target) * f(target)))
    }
    return out
  }

  static func dress(_ curve: ValueCurve) -> (EmitterCell) -> Void {
    {
      $0.velocity = 120
      $0.emissionLongitude = 0.6
      $0.xAcceleration = 15
      $0.yAcceleration = -40
      $0.curves.speed = curve
    }
  }

  static let curves: [ValueCurve] = [
    ValueCurve([(0, 1), (0.4, 0.3), (1, 0)], ease: .init(name: .easeOut)),
    ValueCurve([(0, 0.2), (0.5, 2), (1, 0.6)], ease: .init(name: .easeInEaseOut)),
    ValueCurve([(0, 1), (0.3, 2), (1, 0.2)], stepped: true),
  ]

  @Test(arguments: 0..<3) func aSpeedCurveMovesTheParticleByItsIntegral(curve index: Int) {
    let curve = Self.curves[index]
    let glint = EngineMotionTests.track(fps: 60, times: Self.times, cell: Self.dress(curve))
    let v0 = SIMD2(cos(0.6), sin(0.6)) * 120
    let expected = Self.reference(curve: curve, velocity: v0, acceleration: SIMD2(15, -40), at: Self.times)
    #expect(glint.count == expected.count)
    for (p, e) in zip(glint, expected) {
      let (dx, dy) = (Double(p.x) - e.x.x, Double(p.y) - e.x.y)
      // A stepped curve's jump falls inside one table cell: up to a 256th of the life at the
      // jump's size, off for that cell and the same after it.
      let tolerance = curve.stepped ? 0.5 : 0.02
      #expect((dx * dx + dy * dy).squareRoot() < tolerance, "place at \(p.age): off by \(dx), \(dy)")
      #expect(abs(Double(p.vx) - e.v.x) < 0.01 && abs(Double(p.vy) - e.v.y) < 0.01, "velocity at \(p.age)")
    }
  }

  @Test func theClosedFormIsTheSameAtEveryStepRate() {
    let dress = Self.dress(Self.curves[0])
    let reference = EngineMotionTests.track(fps: 60, times: Self.times, cell: dress)
    for fps in [30.0, 144.0] {
      let other = EngineMotionTests.track(fps: fps, times: Self.times, cell: dress)
      #expect(other.map(\.x) == reference.map(\.x) && other.map(\.y) == reference.map(\.y), "at \(fps)")
    }
  }

  @Test func aSpeedCurveWithAnotherForceIsIntegratedWithIt() {
    let values = { (drag: Float) -> CellValues in
      let cell = EmitterCell()
      cell.curves.speed = Self.curves[0]
      cell.drag = drag
      return cell.values
    }
    #expect(EasedSpeed(values(0)) != nil && PathMotion(values(0)) == nil)
    #expect(EasedSpeed(values(0.5)) == nil && PathMotion(values(0.5))?.kind == .integrated)
  }

  /// Spin by speed reads the speed the curve gives: a curve that stops the particle at half its
  /// life stops a spin that only turns above 50 pt/s.
  @Test func spinBySpeedReadsTheSpeedTheCurveGives() {
    let glint = EngineMotionTests.track(fps: 60, times: [1, 2]) {
      $0.velocity = 100
      $0.spin = 2
      $0.curves.speed = ValueCurve([(0, 1), (0.4, 1), (0.4, 0), (1, 0)], stepped: true)
      $0.speedCurves.spin = ValueCurve([(0, 0), (1, 1)], stepped: true)
      $0.speedCurveMinimum = 50
      $0.speedCurveMaximum = 50
    }
    // Moving at 100 pt/s for 0.4 · 2.5 = 1 s at spin 2 rad/s, then still.
    #expect(glint.count == 2)
    for p in glint { #expect(abs(p.rotation - 2) < 0.02, "rotation \(p.rotation) at \(p.age)") }
  }
}
