import Foundation
import Testing

@testable import GlintCore

/// Turbulence against exact answers: its flow is the curl of a stream function (so it has no
/// divergence: the flux across any segment is the stream function's difference at its ends),
/// a still particle in a steady pattern keeps to its streamline, and a seed gives the same
/// particles run after run while another seed gives others.
@Suite struct TurbulenceTests {
  /// A turbulence field as a step reads it.
  static func field(octaves: Int, seed: UInt32, scroll: Float = 25) -> ResolvedField {
    ResolvedField(
      kind: .turbulence, falloff: .none, centre: .zero, velocity: .zero, strength: 1,
      radiusSquared: .infinity, inverseRadius: 0, softeningSquared: 0, direction: .zero, gust: 0,
      gustFrequency: 0, frequency: 0.013, octaves: octaves, scroll: scroll, seed: seed)
  }

  /// Points from a fixed sequence over a 600-point square (a plain linear congruential draw).
  static func points(_ count: Int) -> [SIMD2<Float>] {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func unit() -> Float {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Float(state >> 40) / Float(1 << 24)
    }
    return (0..<count).map { _ in SIMD2(unit() * 600 - 300, unit() * 600 - 300) }
  }

  /// The flux of the flow across a segment (Simpson's rule on 2,000 intervals, in points) is the
  /// stream function's difference at its ends over the frequency, for one octave and several;
  /// so the flow has no divergence (the flux out of any closed path is nil).
  @Test(arguments: [1, 3]) func theFlowIsTheCurlOfItsStreamFunction(octaves: Int) {
    let ends = Self.points(40)
    var worst = 0.0
    var largest = 0.0
    for (k, seed) in zip(stride(from: 0, to: ends.count, by: 2), [UInt32](1...20)) {
      let field = Self.field(octaves: octaves, seed: seed * 7_919)
      let (p, q) = (ends[k], ends[k + 1])
      let time = 0.3 * Double(k)
      let length = Double(((q - p) * (q - p)).sum().squareRoot())
      let d = (q - p) / Float(length)
      let normal = SIMD2(d.y, -d.x)
      let n = 2_000
      var sum = 0.0
      for i in 0...n {
        let x = p + (q - p) * (Float(i) / Float(n))
        let u = FieldNoise.curl(x, clock: time, field)
        let weight = i == 0 || i == n ? 1.0 : (i % 2 == 1 ? 4.0 : 2.0)
        sum += weight * Double((u * normal).sum())
      }
      let flux = sum * length / Double(n) / 3
      let expected =
        Double(FieldNoise.stream(q, clock: time, field) - FieldNoise.stream(p, clock: time, field))
        / Double(field.frequency)
      worst = max(worst, abs(flux - expected))
      largest = max(largest, abs(expected))
    }
    #expect(largest > 20)  // the segments cross real changes of the stream function
    #expect(worst < 0.01, "flux off by \(worst) points² per second")
  }

  /// The slope each octave's potential gives is its value's: central differences of the value
  /// at 10⁻³ of a cell agree with it everywhere, lattice lines included.
  @Test func thePotentialsSlopeIsItsValuesDerivative() {
    let h: Float = 1e-3
    for (k, x) in Self.points(400).enumerated() {
      // Over some thirty cells; one point in four exactly on a lattice point.
      let q = k % 4 == 0 ? (x * 0.05).rounded(.down) : x * 0.05
      let seed = UInt32(k)
      let slope = FieldNoise.potential(q, seed: seed).slope
      func value(_ dx: Float, _ dy: Float) -> Float {
        FieldNoise.potential(q + SIMD2(dx, dy), seed: seed).value
      }
      let dx = (value(h, 0) - value(-h, 0)) / (2 * h)
      let dy = (value(0, h) - value(0, -h)) / (2 * h)
      #expect(abs(dx - slope.x) < 2e-3 && abs(dy - slope.y) < 2e-3, "at \(q): \(slope) vs (\(dx), \(dy))")
    }
  }

  /// A still particle in turbulence that does not scroll is carried along a streamline: the
  /// stream function at its place stays what it was at its birth, to the integration's error
  /// (turbulence is read once a whole sub-step, so the error is of first order in it): within
  /// 0.5% of the potential's range (−0.64...0.64) over 3 s, at every step rate.
  @Test(arguments: [30.0, 60, 144]) func aStillParticleKeepsToItsStreamline(fps: Double) {
    let origin = Point(x: 310, y: 270)
    let layer = Engine.layer(position: origin) {
      $0.birthRate = 0
      $0.lifetime = 20
      $0.velocity = 0
    }
    layer.forceFields = [
      ForceField(kind: .turbulence, anchor: .canvas) {
        $0.strength = 60
        $0.frequency = 0.013
        $0.octaves = 2
        $0.seed = 17
      }
    ]
    layer.burst(count: 1, at: 0, position: origin)
    let field = Self.field(octaves: 2, seed: 17, scroll: 0)
    let start = FieldNoise.stream(SIMD2(origin.x, origin.y), clock: 0, field)
    var travelled: Float = 0
    var last = SIMD2(origin.x, origin.y)
    // Between sub-steps (a read ends with a partial one), at every rate.
    for t in stride(from: 0.5021, through: 3, by: 0.5) {
      Engine.run(layer, to: t, fps: fps)
      let all = Engine.particles(layer)
      #expect(all.count == 1)
      guard let p = all.first else { return }
      let here = SIMD2(p.x, p.y)
      travelled += ((here - last) * (here - last)).sum().squareRoot()
      last = here
      let drift = abs(FieldNoise.stream(here, clock: 0, field) - start)
      #expect(drift < 6e-3, "at \(t) s the stream function moved by \(drift)")
      // Its velocity is the flow it moved with through its last whole sub-step (a read's partial
      // sub-step moves with it): the curl at that sub-step's midpoint by its own velocity, which
      // for a still particle is where the sub-step started, the part of a sub-step past it and a
      // whole one back along its way.
      let back = Float(t - (t * 240).rounded(.down) / 240) + PathMotion.step
      let u = FieldNoise.curl(here - SIMD2(p.vx, p.vy) * back, clock: 0, field) * 60
      #expect(abs(p.vx - u.x) < 0.05 && abs(p.vy - u.y) < 0.05, "velocity \(p.vx), \(p.vy) vs \(u) at \(t) s")
    }
    #expect(travelled > 60)
  }

  /// The same seed gives the same particles bit for bit, run after run; another seed others.
  @Test func aSeedGivesItsOwnParticles() {
    func particles(seed: UInt32) -> [UInt64: SIMD4<Float>] {
      let layer = Engine.layer(position: Point(x: 300, y: 300)) {
        $0.birthRate = 80
        $0.lifetime = 2
        $0.velocity = 30
        $0.emissionRange = 2 * .pi
      }
      layer.forceFields = [
        ForceField(kind: .turbulence, anchor: .canvas) {
          $0.strength = 50
          $0.frequency = 0.02
          $0.octaves = 3
          $0.scroll = 20
          $0.seed = seed
        }
      ]
      Engine.run(layer, to: 1.5, fps: 60)
      return Dictionary(
        Engine.particles(layer).map { ($0.serial, SIMD4($0.x, $0.y, $0.vx, $0.vy)) },
        uniquingKeysWith: { a, _ in a })
    }
    let (a, b, other) = (particles(seed: 5), particles(seed: 5), particles(seed: 6))
    #expect(a.count > 80 && a == b)
    #expect(Set(other.keys) == Set(a.keys))
    let moved = a.filter { serial, s in other[serial].map { abs($0.x - s.x) + abs($0.y - s.y) > 1 } ?? false }
    #expect(moved.count > a.count / 2)
  }

  /// A moving pattern's place (turbulence's scroll, the wind's gusts) is the rate times the
  /// instant less whole multiples of 2²⁰, exactly (the remainder of the division); an absurd or
  /// undefined one is the start of the pattern, never a trap.
  @Test func aPatternsPlaceIsHeldWithinItsPeriodExactly() {
    let period = 1_048_576.0
    for clock in [0, 1.5, 23_301.7, 46_603.4, -40_000.25, 3.6e6] {
      for rate: Float in [45, -3, 0.5, 1e4] {
        let expected = Float((clock * Double(rate)).truncatingRemainder(dividingBy: period))
        #expect(ResolvedField.pattern(at: clock, rate: rate) == expected, "at \(clock) s, \(rate) a second")
      }
    }
    #expect(ResolvedField.pattern(at: 23_301.7, rate: 45) < 50)  // past 2²⁰ points it starts again
    for clock in [Double.nan, .infinity, 1e300] {
      #expect(ResolvedField.pattern(at: clock, rate: 45) == 0)
    }
  }

  /// The noise in lanes is the scalar noise bit for bit: turbulence's curl of one octave to six
  /// and the wind's gusts, at places spread over the lattice, on its lines and its cells'
  /// middles, far out, past its reach, and absurd (infinite, NaN).
  @Test func theNoiseInLanesIsTheScalarNoise() {
    var values = Self.points(48).flatMap { [$0.x, $0.y] }
    values += [0, -0.0, 1, -1, 2.5, -2.5, 7, -7.5, 1e-30, -1e-30, 0.999_999_94, -0.999_999_94]
    values += [4_194_303.5, -4_194_304, 3e7, -3e7, 1e30, -1e30, .infinity, -.infinity, .nan, 65_535, 65_536]
    func lanes(_ j: Int) -> (SIMD4<Float>, SIMD4<Float>) {
      let v = { values[($0 + j) % values.count] }
      return (SIMD4(v(0), v(1), v(2), v(3)), SIMD4(v(5), v(4), v(7), v(6)))
    }
    func same(_ a: Float, _ b: Float) -> Bool { a.bitPattern == b.bitPattern }
    for octaves in 1...6 {
      // A frequency of 1 puts the whole values on the lattice's lines.
      for frequency: Float in [0.013, 1] {
        var field = Self.field(octaves: octaves, seed: UInt32(octaves) &* 0x9E37_79B9)
        field.frequency = frequency
        let clock = 1.25 * Double(octaves)
        let drift = SIMD4(repeating: ResolvedField.pattern(at: clock, rate: field.scroll))
        for j in 0..<values.count {
          let (x, y) = lanes(j)
          let (cx, cy) = FieldNoise.curl(x: x, y: y, drift: drift, field)
          for i in 0..<4 {
            let c = FieldNoise.curl(SIMD2(x[i], y[i]), clock: clock, field)
            #expect(
              same(c.x, cx[i]) && same(c.y, cy[i]), "at (\(x[i]), \(y[i])): \(c) vs (\(cx[i]), \(cy[i]))")
            #expect(c.x.isFinite && c.y.isFinite)
          }
        }
      }
    }
    // Instants in one cell (whose values the lanes draw once) and spread ones.
    let instants = [SIMD4<Float>(3.1, 3.2, 3.3, 3.9)] + (0..<values.count).map { lanes($0).0 }
    for t in instants {
      let g = FieldNoise.gust(t, seed: 41)
      for i in 0..<4 {
        #expect(same(g[i], FieldNoise.gust(t[i], seed: 41)), "gust at \(t[i])")
      }
    }
  }

  /// The gusts' values a step draws once about its start are the ones each read would hash:
  /// gusts read with them equal gusts read without, bit for bit, scalar and in lanes, at
  /// instants in the cells they hold, beside them and far from them.
  @Test func aStepsGustValuesAreTheHashedOnes() {
    func same(_ a: Float, _ b: Float) -> Bool { a.bitPattern == b.bitPattern }
    for start: Float in [0, 7.75, -3.5, 4_194_303.5, -4_194_304] {
      let known = GustValues(about: start, seed: 41)
      var held = 0
      for k in -40...40 {
        let t = start + Float(k) * 0.1
        #expect(same(FieldNoise.gust(t, seed: 41, known), FieldNoise.gust(t, seed: 41)), "gust at \(t)")
        let lanes = SIMD4(repeating: t)
        let g = FieldNoise.gust(lanes, seed: 41, known)
        #expect(same(g[0], FieldNoise.gust(t, seed: 41)) && g == SIMD4(repeating: g[0]), "gusts at \(t)")
        if known.pair(at: FieldNoise.lattice(t).0) != nil { held += 1 }
      }
      // Reads from a cell before the start's to two after it use the values held.
      #expect(held >= 25, "\(held) reads of 81 about \(start) held")
    }
    #expect(GustValues().pair(at: 0) == nil)
  }
}
