/// The force fields' sums for four particles at a time, so that cells with fields integrate in
/// lanes as the others do (`PathLanes.swift`). Each lane does the scalar sums' float operations
/// (`ResolvedField.force`, `wind`, `flow`, `ActiveFields.force`, `wind`, `flow`) in the same
/// order, the zero a sum starts from and the z of 0 they return included, so each lane is the
/// scalar path bit for bit; a lane the scalar path returns zero for is masked to zero.
extension ResolvedField {
  /// `reach` in lanes, at squared distances `r2`.
  @inline(__always)
  func reach(_ r2: SIMD4<Float>) -> SIMD4<Float> {
    var f: SIMD4<Float>
    switch falloff {
    case .none: f = SIMD4(repeating: 1)
    case .linear:
      // `max(0, v)`: v where v ≥ 0, else 0 (NaN included).
      let v = 1 - r2.squareRoot() * inverseRadius
      f = v.replacing(with: 0, where: .!(v .>= 0))
    case .inverseSquare:
      let s2 = max(1, softeningSquared)
      f = s2 / (r2 + s2)
    }
    return f.replacing(with: 0, where: .!(r2 .<= radiusSquared))
  }

  /// `wind` in lanes, at the instants `clock`.
  @inline(__always)
  func wind(clock: LaneClock) -> (SIMD4<Float>, SIMD4<Float>) {
    guard gust != 0 else {
      let gusting: Float = 1
      return (
        SIMD4(repeating: direction.x * (strength * gusting)),
        SIMD4(repeating: direction.y * (strength * gusting))
      )
    }
    let gusting = 1 + gust * FieldNoise.gust(clock.pattern(rate: gustFrequency), seed: seed, gusts)
    return (direction.x * (strength * gusting), direction.y * (strength * gusting))
  }

  /// `force` in lanes: at `x`, `y`, `t` seconds from the step's end.
  @inline(__always)
  func force(x: SIMD4<Float>, y: SIMD4<Float>, time t: SIMD4<Float>) -> (SIMD4<Float>, SIMD4<Float>) {
    let (dx, dy) = (centre.x + velocity.x * t - x, centre.y + velocity.y * t - y)
    let r2 = dx * dx + dy * dy
    let pull: SIMD4<Float>
    var acts = r2 .<= radiusSquared
    switch falloff {
    case .inverseSquare:
      // The softening² is never negative (nor −0), so its magnitude is itself: said so, the
      // square root is known to need no library call for negative lanes and stays in lanes.
      let s = r2 + softeningSquared.magnitude
      pull = strength / (s * s.squareRoot())
      acts = acts .& (s .> 0)
    case .none, .linear:
      pull = strength * reach(r2) / r2.squareRoot()
      acts = acts .& (r2 .> 0)
    }
    let none = .!acts
    return ((dx * pull).replacing(with: 0, where: none), (dy * pull).replacing(with: 0, where: none))
  }

  /// `flow` in lanes: at `x`, `y`, `t` seconds from the step's end, at the instants `clock`.
  @inline(__always)
  func flow(x: SIMD4<Float>, y: SIMD4<Float>, time t: SIMD4<Float>, clock: LaneClock)
    -> (SIMD4<Float>, SIMD4<Float>)
  {
    let (dx, dy) = (x - (centre.x + velocity.x * t), y - (centre.y + velocity.y * t))
    let f = reach(dx * dx + dy * dy)
    let none = .!(f .> 0)
    let size = strength * f
    if kind == .vortex {
      // −d.y · size as a factor −size: a vector's prefix minus is 0 − x, which keeps the sign of
      // a nil d.y where the scalar path flips it.
      return ((dy * -size).replacing(with: 0, where: none), (dx * size).replacing(with: 0, where: none))
    }
    guard !all(none) else { return (.zero, .zero) }
    let (cx, cy) = FieldNoise.curl(
      x: x, y: y, drift: clock.pattern(rate: scroll), frequency: frequency, octaves: octaves, seed: seed,
      cells: cells)
    return ((cx * size).replacing(with: 0, where: none), (cy * size).replacing(with: 0, where: none))
  }
}

/// Four particles' instants in layer time, as the fields' patterns read them: each lane's birth
/// (`PathMotion.clock(birth:)`) plus the age it reads, added in Double as the scalar path adds.
struct LaneClock {
  let birth: SIMD4<Double>
  let age: SIMD4<Float>

  /// `ResolvedField.pattern(at:rate:)` of each lane's instant: in lanes while every lane is
  /// within the period (as it is but for layers that run for days), else lane by lane.
  @inline(__always)
  func pattern(rate: Float) -> SIMD4<Float> {
    let s = (birth + SIMD4<Double>(age)) * Double(rate)
    if all((s .< 0x1p20) .& (s .> -0x1p20)) { return SIMD4<Float>(s) }
    return wrapped(rate: rate)
  }

  /// `pattern` lane by lane. Out of line: it is rarely taken.
  @inline(never)
  func wrapped(rate: Float) -> SIMD4<Float> {
    var p = SIMD4<Float>()
    for j in 0..<4 { p[j] = ResolvedField.pattern(at: birth[j] + Double(age[j]), rate: rate) }
    return p
  }
}

extension ActiveFields {
  /// `force(at:time:scale:)` in lanes.
  @inline(never)
  func force(x: SIMD4<Float>, y: SIMD4<Float>, time t: SIMD4<Float>, scale: Float)
    -> (SIMD4<Float>, SIMD4<Float>)
  {
    var (ax, ay) = (SIMD4<Float>.zero, SIMD4<Float>.zero)
    guard let base else { return (ax, ay) }
    for k in 0..<count where base[k].kind == .point {
      let a = base[k].force(x: x, y: y, time: t)
      (ax, ay) = (ax + a.0, ay + a.1)
    }
    return (ax * scale, ay * scale)
  }

  /// `wind(clock:scale:)` in lanes.
  @inline(never)
  func wind(clock: LaneClock, scale: Float) -> (SIMD4<Float>, SIMD4<Float>) {
    var (ax, ay) = (SIMD4<Float>.zero, SIMD4<Float>.zero)
    guard let base else { return (ax, ay) }
    for k in 0..<count where base[k].kind == .wind {
      let a = base[k].wind(clock: clock)
      (ax, ay) = (ax + a.0, ay + a.1)
    }
    return (ax * scale, ay * scale)
  }

  /// `flow(at:time:clock:scale:vorticesOnly:)` in lanes.
  @inline(never)
  func flow(
    x: SIMD4<Float>, y: SIMD4<Float>, time t: SIMD4<Float>, clock: LaneClock, scale: Float,
    vorticesOnly: Bool = false
  ) -> (SIMD4<Float>, SIMD4<Float>) {
    var (ux, uy) = (SIMD4<Float>.zero, SIMD4<Float>.zero)
    guard let base else { return (ux, uy) }
    for k in 0..<count where base[k].kind == .vortex || (base[k].kind == .turbulence && !vorticesOnly) {
      let u = base[k].flow(x: x, y: y, time: t, clock: clock)
      (ux, uy) = (ux + u.0, uy + u.1)
    }
    return (ux * scale, uy * scale)
  }
}
