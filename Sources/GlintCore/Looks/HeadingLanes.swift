#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `atan2(y, x)` of four lanes at once, bit for bit what glibc's single-precision `atan2f`
/// returns: the same float operations in the same order (fdlibm's reduction of |y / x| to one of
/// five intervals and its odd polynomial, with glibc's coefficients), done in every lane and each
/// lane's interval selected, so a heading costs a few vector operations and one division instead
/// of a call per particle. A lane that is not an ordinary case (a zero, an infinity, a NaN, x = 1,
/// or |y / x| beyond 2^±60) is read through `atan2` itself.
@inline(never)
func atan2Lanes(_ y: SIMD4<Float>, _ x: SIMD4<Float>) -> SIMD4<Float> {
  let hx = unsafeBitCast(x, to: SIMD4<Int32>.self)
  let hy = unsafeBitCast(y, to: SIMD4<Int32>.self)
  let ix = hx & 0x7fff_ffff
  let iy = hy & 0x7fff_ffff
  let k = (iy &- ix) &>> 23
  let ordinary =
    (ix .> 0) .& (ix .< 0x7f80_0000) .& (iy .> 0) .& (iy .< 0x7f80_0000) .& (hx .!= 0x3f80_0000)
    .& (k .<= 60) .& (k .>= -60)
  let z = atanLanes(magnitude(y / x))
  // The quadrant: pi_lo is the part of π a Float misses.
  let (pi, piLow) = (Float(bitPattern: 0x4049_0fdb), Float(bitPattern: 0xb3bb_bd2e))
  var result = z
  result.replace(with: -z, where: hy .< 0)
  result.replace(with: pi - (z - piLow), where: (hx .< 0) .& (hy .>= 0))
  result.replace(with: (z - piLow) - pi, where: (hx .< 0) .& (hy .< 0))
  return all(ordinary) ? result : atan2Lanes(y, x, result, alone: ordinary)
}

/// `result` with the lanes that are not `ordinary` read through `atan2` one at a time.
@inline(never)
private func atan2Lanes(
  _ y: SIMD4<Float>, _ x: SIMD4<Float>, _ result: SIMD4<Float>, alone ordinary: SIMDMask<SIMD4<Int32>>
) -> SIMD4<Float> {
  var result = result
  for lane in 0..<4 where !ordinary[lane] { result[lane] = atan2(y[lane], x[lane]) }
  return result
}

/// Each lane with its sign bit cleared (C's `fabsf`).
@inline(__always)
private func magnitude(_ v: SIMD4<Float>) -> SIMD4<Float> {
  unsafeBitCast(unsafeBitCast(v, to: SIMD4<UInt32>.self) & 0x7fff_ffff, to: SIMD4<Float>.self)
}

/// glibc's `atanf` of four finite, non-negative lanes, its operations in its order.
@inline(__always)
private func atanLanes(_ t: SIMD4<Float>) -> SIMD4<Float> {
  let it = unsafeBitCast(t, to: SIMD4<Int32>.self)
  // The interval: below 7/16 (read as it is), 11/16, 19/16, 39/16, and above (0 to 4 here).
  @inline(__always) func past(_ bound: Int32) -> SIMD4<Int32> {
    SIMD4<Int32>(repeating: 1).replacing(with: 0, where: it .< bound)
  }
  let id = past(0x3ee0_0000) &+ past(0x3f30_0000) &+ past(0x3f98_0000) &+ past(0x401c_0000)
  // Each interval's reduced argument as one quotient: t / 1 is t.
  var numerator = t
  var denominator = SIMD4<Float>(repeating: 1)
  numerator.replace(with: (t + t) - 1, where: id .== 1)
  denominator.replace(with: t + 2, where: id .== 1)
  numerator.replace(with: t - 1, where: id .== 2)
  denominator.replace(with: t + 1, where: id .== 2)
  numerator.replace(with: t - 1.5, where: id .== 3)
  denominator.replace(with: t * 1.5 + 1, where: id .== 3)
  numerator.replace(with: -1, where: id .== 4)
  denominator.replace(with: t, where: id .== 4)
  let r = numerator / denominator
  let z = r * r
  let w = z * z
  let c = AtanCoefficients.self
  let s1 = z * (c.a0 + w * (c.a2 + w * (c.a4 + w * (c.a6 + w * (c.a8 + w * c.a10)))))
  let s2 = w * (c.a1 + w * (c.a3 + w * (c.a5 + w * (c.a7 + w * c.a9))))
  let p = r * (s1 + s2)
  var high = SIMD4<Float>(repeating: c.high0)
  var low = SIMD4<Float>(repeating: c.low0)
  high.replace(with: c.high1, where: id .== 2)
  low.replace(with: c.low1, where: id .== 2)
  high.replace(with: c.high2, where: id .== 3)
  low.replace(with: c.low2, where: id .== 3)
  high.replace(with: c.high3, where: id .== 4)
  low.replace(with: c.low3, where: id .== 4)
  var result = high - ((p - low) - r)
  result.replace(with: r - p, where: id .== 0)
  // Tiny arguments are their own arctangent; from 2^25 on, it is π/2 as two floats sum.
  result.replace(with: t, where: it .< 0x3100_0000)
  result.replace(with: c.high3 + c.low3, where: it .>= 0x4c00_0000)
  return result
}

/// glibc's `atanf` constants: arctangents of 0.5, 1, 1.5 and ∞ as a float and its remainder,
/// and the polynomial's coefficients.
private enum AtanCoefficients {
  static let high0 = Float(bitPattern: 0x3eed_6338)
  static let high1 = Float(bitPattern: 0x3f49_0fda)
  static let high2 = Float(bitPattern: 0x3f7b_985e)
  static let high3 = Float(bitPattern: 0x3fc9_0fda)
  static let low0 = Float(bitPattern: 0x31ac_3769)
  static let low1 = Float(bitPattern: 0x3322_2168)
  static let low2 = Float(bitPattern: 0x3314_0fb4)
  static let low3 = Float(bitPattern: 0x33a2_2168)
  static let a0 = Float(bitPattern: 0x3eaa_aaab)
  static let a1 = Float(bitPattern: 0xbe4c_cccd)
  static let a2 = Float(bitPattern: 0x3e12_4925)
  static let a3 = Float(bitPattern: 0xbde3_8e38)
  static let a4 = Float(bitPattern: 0x3dba_2e6e)
  static let a5 = Float(bitPattern: 0xbd9d_8795)
  static let a6 = Float(bitPattern: 0x3d88_6b35)
  static let a7 = Float(bitPattern: 0xbd6e_f16b)
  static let a8 = Float(bitPattern: 0x3d4b_da59)
  static let a9 = Float(bitPattern: 0xbd15_a221)
  static let a10 = Float(bitPattern: 0x3c85_69d7)
}
