/// Turbulence's octaves four at a time: each octave's potential slope is independent of the
/// others', so up to four are evaluated in the lanes of one vector, with the same float
/// operations in the same order as `FieldNoise.potential`, and summed in octave order as
/// `curlOctaveByOctave` sums them. Three octaves then cost about what one does.
extension FieldNoise {
  /// `curl` at `q` (in the noise's units) of `octaves` octaves (two to six), bit for bit what
  /// `curlOctaveByOctave` gives.
  @inline(never)
  static func curlInLanes(_ q: SIMD2<Float>, octaves: Int, seed: UInt32) -> SIMD2<Float> {
    var (q, seed) = (q, seed)
    var sum = SIMD2<Float>.zero
    var amplitude: Float = 1
    var first = 0
    while first < octaves {
      let count = min(4, octaves - first)
      var (x, y) = (SIMD4(repeating: q.x), SIMD4(repeating: q.y))
      var seeds = SIMD4(repeating: seed)
      for lane in 0..<count {
        if first + lane > 0 {
          q = q * 2 + octaveShift
          seed = seed &+ octaveSeedStep
        }
        (x[lane], y[lane], seeds[lane]) = (q.x, q.y, seed)
      }
      let (sx, sy) = slopeLanes(x, y, seeds: seeds)
      for lane in 0..<count {
        let g = SIMD2(sy[lane], -sx[lane])
        if first + lane == 0 {
          sum = g
        } else {
          amplitude *= 0.5
          sum += g * amplitude
        }
      }
      first += count
    }
    return sum
  }

  /// `potential(_:seed:)`'s slope in each lane: at (`x`, `y`) with that lane's seed.
  @inline(__always)
  static func slopeLanes(
    _ x: SIMD4<Float>, _ y: SIMD4<Float>, seeds: SIMD4<UInt32>
  ) -> (SIMD4<Float>, SIMD4<Float>) {
    let (ix, fx) = latticeLanes(x)
    let (iy, fy) = latticeLanes(y)
    let x0 = unsafeBitCast(ix, to: SIMD4<UInt32>.self) &* hashX
    let y0 = unsafeBitCast(iy, to: SIMD4<UInt32>.self) &* hashY
    let (x1, y1) = (x0 &+ hashX, y0 &+ hashY)
    let v00 = heightLanes(mixLanes(x0 ^ y0 ^ seeds))
    let v10 = heightLanes(mixLanes(x1 ^ y0 ^ seeds))
    let v01 = heightLanes(mixLanes(x0 ^ y1 ^ seeds))
    let v11 = heightLanes(mixLanes(x1 ^ y1 ^ seeds))
    let (u, v) = (fadeLanes(fx), fadeLanes(fy))
    let k = v00 - v10 - v01 + v11
    return (fadeSlopeLanes(fx) * (v10 - v00 + k * v), fadeSlopeLanes(fy) * (v01 - v00 + k * u))
  }

  /// `lattice` in each lane.
  @inline(__always)
  static func latticeLanes(_ x: SIMD4<Float>) -> (SIMD4<Int32>, SIMD4<Float>) {
    var held = x.replacing(with: 0, where: x .!= x)
    held = held.clamped(lowerBound: SIMD4(repeating: -reach), upperBound: SIMD4(repeating: reach))
    let shifted = held + 12_582_912
    let rounded = shifted - 12_582_912
    var whole = unsafeBitCast(shifted, to: SIMD4<Int32>.self) &- 0x4B40_0000
    var fraction = held - rounded
    let up = rounded .> held
    whole.replace(with: whole &- 1, where: up)
    fraction.replace(with: held - (rounded - 1), where: up)
    return (whole, fraction)
  }

  /// `height` in each lane.
  @inline(__always)
  static func heightLanes(_ h: SIMD4<UInt32>) -> SIMD4<Float> {
    let scale: Float = 0.6 / 2_147_483_648
    return SIMD4<Float>(unsafeBitCast(h, to: SIMD4<Int32>.self)) * scale
  }

  /// `mix` in each lane.
  @inline(__always)
  static func mixLanes(_ h: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let m = h &* 0x9E37_79B1
    return m ^ (m &>> 16)
  }

  /// `fade` in each lane.
  @inline(__always)
  static func fadeLanes(_ t: SIMD4<Float>) -> SIMD4<Float> { t * t * t * (t * (t * 6 - 15) + 10) }

  /// `fadeSlope` in each lane.
  @inline(__always)
  static func fadeSlopeLanes(_ t: SIMD4<Float>) -> SIMD4<Float> { 30 * t * t * (t * (t - 2) + 1) }
}
