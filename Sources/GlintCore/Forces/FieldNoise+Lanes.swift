/// The noise of `FieldNoise` for four particles at a time: each lane does the scalar
/// functions' operations in the same order (integer products and shifts wrap as they do; float
/// operations are IEEE lane by lane), so each lane is the scalar value bit for bit. Clamps and
/// choices are masks: without SSE4.1, generic minimums, maximums and roundings of vectors are
/// library calls.
extension FieldNoise {
  /// `curl` in lanes, at `x`, `y` and the scroll's offsets `drift` (`ResolvedField.pattern` of
  /// each lane's instant at the field's scroll).
  @inline(__always)
  static func curl(
    x: SIMD4<Float>, y: SIMD4<Float>, drift: SIMD4<Float>, _ field: ResolvedField
  ) -> (SIMD4<Float>, SIMD4<Float>) {
    curl(
      x: x, y: y, drift: drift, frequency: field.frequency, octaves: field.octaves, seed: field.seed,
      cells: field.cells)
  }

  /// `curl` of a field of `frequency`, `octaves` and `seed`, reading `cells`: its settings
  /// passed alone, so that a caller's field is read where it lies rather than copied for the call.
  @inline(__always)
  static func curl(
    x: SIMD4<Float>, y: SIMD4<Float>, drift: SIMD4<Float>, frequency: Float, octaves: Int, seed: UInt32,
    cells: UnsafePointer<SIMD4<Float>>
  ) -> (SIMD4<Float>, SIMD4<Float>) {
    var (qx, qy) = (held(x * frequency), held((y + drift) * frequency))
    var seed = seed
    var g = slope(qx, qy, seed: seed, cells)
    // The scalar negation flips the sign of 0 too; a vector's prefix minus is 0 − x, which
    // does not, so the lanes negate by a factor −1 (exact, as the scalar path's).
    var (sx, sy) = (g.y, g.x * -1)
    var amplitude: Float = 1
    for _ in 1..<max(1, octaves) {
      (qx, qy) = (qx * 2 + octaveShift.x, qy * 2 + octaveShift.y)
      amplitude *= 0.5
      seed = seed &+ octaveSeedStep
      g = slope(qx, qy, seed: seed, cells)
      (sx, sy) = (sx + g.y * amplitude, sy + g.x * -amplitude)
    }
    return (sx, sy)
  }

  /// The slope of `potential` in lanes at (`qx`, `qy`), reading `cells`.
  @inline(__always)
  static func slope(
    _ qx: SIMD4<Float>, _ qy: SIMD4<Float>, seed: UInt32, _ cells: UnsafePointer<SIMD4<Float>>
  )
    -> (x: SIMD4<Float>, y: SIMD4<Float>)
  {
    let (ix, fx) = cell(qx)
    let (iy, fy) = cell(qy)
    let (_, b, c, k) = blends(cellIndex(ix, iy, cellOffset(seed)), in: cells)
    let (u, v) = (ease(fx), ease(fy))
    return (easeSlope(fx) * (b + k * v), easeSlope(fy) * (c + k * u))
  }

  /// `value` in lanes.
  @inline(__always)
  static func value(_ h: SIMD4<UInt32>) -> SIMD4<Float> {
    SIMD4<Float>(unsafeBitCast(h &>> 8, to: SIMD4<Int32>.self)) * (2 / Float(1 << 24)) - 1
  }

  /// `lattice` in lanes.
  @inline(__always)
  static func lattice(_ x: SIMD4<Float>) -> (SIMD4<Int32>, SIMD4<Float>) {
    cell(held(x, within: reach))
  }

  /// `held` in lanes, for one coordinate.
  @inline(__always)
  static func held(_ x: SIMD4<Float>, within reach: Float = octaveReach) -> SIMD4<Float> {
    var held = x
    // `max(x, -reach)` then `min(_, reach)`, as `Swift.max` and `Swift.min` choose; NaN to 0.
    held.replace(with: -reach, where: -reach .>= held)
    held.replace(with: reach, where: reach .< held)
    held.replace(with: 0, where: x .!= x)
    return held
  }

  /// `cell` in lanes.
  @inline(__always)
  static func cell(_ x: SIMD4<Float>) -> (SIMD4<Int32>, SIMD4<Float>) {
    let shifted = x + 12_582_912
    let rounded = shifted - 12_582_912
    let whole = unsafeBitCast(shifted, to: SIMD4<Int32>.self) &- 0x4B40_0000
    let above = rounded .> x
    return (
      whole.replacing(with: whole &- 1, where: above),
      x - rounded.replacing(with: rounded - 1, where: above)
    )
  }

  /// `mix` in lanes.
  @inline(__always)
  static func mix(_ h: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let m = h &* 0x9E37_79B1
    return m ^ (m &>> 16)
  }

  @inline(__always)
  static func fade(_ t: SIMD4<Float>) -> SIMD4<Float> { t * t * t * (t * (t * 6 - 15) + 10) }

  @inline(__always)
  static func ease(_ t: SIMD4<Float>) -> SIMD4<Float> { t * t * (3 - 2 * t) }

  @inline(__always)
  static func easeSlope(_ t: SIMD4<Float>) -> SIMD4<Float> { 6 * t * (1 - t) }
}
