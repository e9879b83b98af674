/// The wind's gusts: value noise over time, one seeded value a gust period, blended with a
/// smooth step. A step draws the few values its instants fall among once (`GustValues`), so a
/// read blends two of them rather than hashing each.
extension FieldNoise {
  /// A smooth value from −1 to 1 at time `t` (in gust periods), its values from `known` where
  /// it holds them.
  @inline(__always)
  static func gust(_ t: Float, seed: UInt32, _ known: GustValues = GustValues()) -> Float {
    let (i, f) = lattice(t)
    let (a, b) = known.pair(at: i) ?? (gustValue(i, seed), gustValue(i &+ 1, seed))
    return a + (b - a) * fade(f)
  }

  /// `gust` in lanes, at times `t`.
  @inline(__always)
  static func gust(_ t: SIMD4<Float>, seed: UInt32, _ known: GustValues = GustValues()) -> SIMD4<Float> {
    let (i, f) = lattice(t)
    let (a, b): (SIMD4<Float>, SIMD4<Float>)
    if all(i .== i[0]) {
      // The lanes' instants are within one step, so they mostly share a lattice cell: its two
      // values once, as the scalar `gust` draws them.
      let (a0, b0) = known.pair(at: i[0]) ?? (gustValue(i[0], seed), gustValue(i[0] &+ 1, seed))
      (a, b) = (SIMD4(repeating: a0), SIMD4(repeating: b0))
    } else {
      let y = 0x9E37 &* hashY
      let xs = unsafeBitCast(i, to: SIMD4<UInt32>.self) &* hashX
      (a, b) = (value(mix(xs ^ y ^ seed)), value(mix((xs &+ hashX) ^ y ^ seed)))
    }
    return a + (b - a) * fade(f)
  }

  /// The gusts' value at whole time `i` (in gust periods).
  @inline(__always)
  static func gustValue(_ i: Int32, _ seed: UInt32) -> Float { value(hash(i, 0x9E37, seed)) }
}

/// The gusts' values at four whole times from `first`: those about a step's start, where every
/// read of the step falls but for rates of many gusts a step. None by default.
struct GustValues {
  private var first: Int32 = 0
  private var values = SIMD4<Float>()
  /// How many cells (pairs of values) are held: 3, or 0 for none.
  private var cells: Int32 = 0

  init() {}

  /// The values about time `t` (in gust periods) for gusts of `seed`.
  init(about t: Float, seed: UInt32) {
    first = FieldNoise.lattice(t).0 &- 1
    for k in 0..<4 { values[k] = FieldNoise.gustValue(first &+ Int32(k), seed) }
    cells = 3
  }

  /// The values at whole times `i` and `i + 1`, if held.
  @inline(__always)
  func pair(at i: Int32) -> (Float, Float)? {
    let k = i &- first
    guard k >= 0 && k < cells else { return nil }
    return (values[Int(k)], values[Int(k) + 1])
  }
}
