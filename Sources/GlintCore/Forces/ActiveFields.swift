#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One force field as a step reads it: its settings in the form the sums use, and its centre as
/// a straight line through the step (`centre` at the step's end, moving at `velocity`).
struct ResolvedField {
  var kind: ForceField.Kind
  var falloff: ForceField.Falloff
  var centre: SIMD2<Float>
  var velocity: SIMD2<Float>
  /// Times the cell's pace² (forces) or pace (flows) where the cell reads it (`scaled`).
  var strength: Float
  /// Squared; infinity when unlimited.
  var radiusSquared: Float
  var inverseRadius: Float
  var softeningSquared: Float
  /// Wind: its unit direction; its gusts' size and rate.
  var direction: SIMD2<Float>
  var gust: Float
  var gustFrequency: Float
  /// The gusts' values about the step's start (`withGusts(from:)`), drawn once a step.
  var gusts = GustValues()
  /// Turbulence.
  var frequency: Float
  var octaves: Int
  var scroll: Float
  var seed: UInt32
  /// Turbulence's lattice (`FieldNoise.cells`), read once a step rather than once a sum.
  var cells = FieldNoise.cells

  /// This field with its gusts' values drawn about layer time `begin`, a step's start (a wind
  /// with gusts; any other field as it is).
  func withGusts(from begin: Double) -> ResolvedField {
    guard kind == .wind && gust != 0 else { return self }
    var field = self
    field.gusts = GustValues(about: Self.pattern(at: begin, rate: gustFrequency), seed: seed)
    return field
  }

  /// The field's centre `t` seconds after the step's end (before it when negative).
  @inline(__always)
  func centre(at t: Float) -> SIMD2<Float> { centre + velocity * t }

  /// How much of the field reaches offset `d` from its centre (0 past its radius).
  @inline(__always)
  func reach(_ d: SIMD2<Float>, _ r2: Float) -> Float {
    guard r2 <= radiusSquared else { return 0 }
    switch falloff {
    case .none: return 1
    case .linear: return max(0, 1 - r2.squareRoot() * inverseRadius)
    case .inverseSquare:
      let s2 = max(1, softeningSquared)
      return s2 / (r2 + s2)
    }
  }

  /// Where a pattern moving at `rate` units a second stands at layer time `clock`: whole
  /// multiples of 2²⁰ units dropped (exactly, the period being a power of two), so a Float keeps
  /// its fraction however long the layer runs. Read from the instant itself, not from the step's
  /// end, so a particle meets the same pattern at any step rate.
  @inline(__always)
  static func pattern(at clock: Double, rate: Float) -> Float {
    let s = clock * Double(rate)
    return abs(s) < 0x1p20 ? Float(s) : wrapped(s)
  }

  /// `s` less whole multiples of 2²⁰; 0 for an absurd or undefined one.
  @inline(never)
  static func wrapped(_ s: Double) -> Float {
    guard abs(s) < 1e15 else { return 0 }
    return Float(s - Double(Int64(s * 0x1p-20)) * 0x1p20)
  }

  /// The wind's acceleration at layer time `clock` (the same everywhere).
  @inline(__always)
  func wind(clock: Double) -> SIMD2<Float> {
    let gusting =
      gust == 0
      ? 1 : 1 + gust * FieldNoise.gust(Self.pattern(at: clock, rate: gustFrequency), seed: seed, gusts)
    return direction * (strength * gusting)
  }

  /// A point field's acceleration at `x`, `t` seconds from the step's end.
  @inline(__always)
  func force(at x: SIMD2<Float>, time t: Float) -> SIMD2<Float> {
    let d = centre(at: t) - x
    let r2 = (d * d).sum()
    guard r2 <= radiusSquared else { return .zero }
    switch falloff {
    case .inverseSquare:
      // Plummer's softened pull: strength · d / (r² + ε²)^(3/2), exactly Kepler's with ε = 0.
      let s = r2 + softeningSquared
      return s > 0 ? d * (strength / (s * s.squareRoot())) : .zero
    case .none, .linear:
      guard r2 > 0 else { return .zero }
      return d * (strength * reach(d, r2) / r2.squareRoot())
    }
  }

  /// A vortex's or turbulence's flow (velocity) at `x`, `t` seconds from the step's end, at
  /// layer time `clock` (the same instant, for turbulence's scroll).
  @inline(__always)
  func flow(at x: SIMD2<Float>, time t: Float, clock: Double) -> SIMD2<Float> {
    let d = x - centre(at: t)
    let r2 = (d * d).sum()
    let f = reach(d, r2)
    guard f > 0 else { return .zero }
    if kind == .vortex {
      // Turning clockwise on screen (y down) at strength radians per second: (−d.y, d.x) · ω.
      return SIMD2(-d.y, d.x) * (strength * f)
    }
    return FieldNoise.curl(x, clock: clock, self) * (strength * f)
  }
}

/// The force fields acting on one cell during a step: a run of resolved fields the layer's
/// engine holds, and the instant their centres refer to (the step's end). Empty for a cell no
/// field names, which then pays nothing.
struct ActiveFields: Hashable, @unchecked Sendable {
  var base: UnsafePointer<ResolvedField>? = nil
  var count = 0
  /// Whether some are point fields, winds, flows (vortex, turbulence), vortices.
  var hasPoints = false
  var hasWinds = false
  var hasFlows = false
  var hasVortices = false
  /// The layer time the fields' centres refer to.
  var time: Double = 0

  var isEmpty: Bool { count == 0 }

  static func == (a: ActiveFields, b: ActiveFields) -> Bool {
    a.base == b.base && a.count == b.count && a.time == b.time
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(time)
  }

  /// The point fields' acceleration at `x`, `t` seconds from `time`, times `scale` (the cell's
  /// pace²).
  /// Out of line (as `wind` and `flow`): the integrator's loops stay small enough for their
  /// sub-steps to be inlined into them, and cells without fields pay a flag's test.
  @inline(never)
  func force(at x: SIMD3<Float>, time t: Float, scale: Float) -> SIMD3<Float> {
    guard let base else { return .zero }
    var a = SIMD2<Float>.zero
    for k in 0..<count where base[k].kind == .point {
      a += base[k].force(at: SIMD2(x.x, x.y), time: t)
    }
    a *= scale
    return SIMD3(a.x, a.y, 0)
  }

  /// The winds' acceleration at layer time `clock`, times `scale`: the same everywhere, so a
  /// sub-step reads it once, at its middle, for both its halves (`PathMotion.advance`).
  @inline(never)
  func wind(clock: Double, scale: Float) -> SIMD3<Float> {
    guard let base else { return .zero }
    var a = SIMD2<Float>.zero
    for k in 0..<count where base[k].kind == .wind { a += base[k].wind(clock: clock) }
    a *= scale
    return SIMD3(a.x, a.y, 0)
  }

  /// The flows' velocity at `x`, `t` seconds from `time` (layer time `clock`), times `scale` (the
  /// cell's pace): every flow, or the vortices alone (`vorticesOnly`).
  @inline(never)
  func flow(
    at x: SIMD3<Float>, time t: Float, clock: Double, scale: Float, vorticesOnly: Bool = false
  ) -> SIMD3<Float> {
    guard let base else { return .zero }
    var u = SIMD2<Float>.zero
    for k in 0..<count where base[k].kind == .vortex || (base[k].kind == .turbulence && !vorticesOnly) {
      u += base[k].flow(at: SIMD2(x.x, x.y), time: t, clock: clock)
    }
    u *= scale
    return SIMD3(u.x, u.y, 0)
  }
}
