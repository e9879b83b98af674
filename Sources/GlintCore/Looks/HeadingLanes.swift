#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `atan2(y, x)` of four lanes at once, bit for bit what glibc's single-precision `atan2f`
/// returns: the same float operations in the same order (fdlibm's reduction of |y / x| to one of
/// five intervals and its odd polynomial, with glibc's coefficients), done in every lane with
/// each lane's interval's constants picked by masks, so a heading costs a few dozen vector
/// operations and one division instead of a call per particle. A lane that is not an ordinary
/// case (a zero, a subnormal, an infinity, a NaN, x = 1, or |y / x| beyond 2^±60) is read
/// through `atan2` itself. Masks are integer lanes (all ones or zero) combined with bit
/// operations: SSE2 has no blend, and masks of `SIMDMask` combined lane by lane compile to
/// scalar code.
@inline(__always)
func atan2Lanes(_ y: SIMD4<Float>, _ x: SIMD4<Float>) -> SIMD4<Float> {
  let hx = bits(x)
  let hy = bits(y)
  let ix = hx & 0x7fff_ffff
  let iy = hy & 0x7fff_ffff
  // Ordinary: both normal and finite, x not 1, and (iy - ix) >> 23 within ±60.
  let ordinary =
    isNormal(ix) & isNormal(iy) & mask(hx .!= 0x3f80_0000)
    & isBelow((iy &- ix) &+ 60 << 23, 121 << 23)
  let z = atanLanes(magnitude(y / x))
  // The quadrant: pi_lo is the part of π a Float misses; for x < 0, π - (z - pi_lo), then the
  // sign of y (y < 0 and x < 0: (z - pi_lo) - π, the same value negated).
  let (pi, piLow) = (Float(bitPattern: 0x4049_0fdb), Float(bitPattern: 0xb3bb_bd2e))
  let left = hx &>> 31
  let turned = (left & bits(pi - (z - piLow))) | (~left & bits(z))
  let result = float(turned ^ (hy & Int32.min))
  return all(ordinary .!= 0) ? result : atan2Lanes(y, x, result, alone: ordinary)
}

/// `result` with the lanes that are not `ordinary` read through `atan2` one at a time.
@inline(never)
private func atan2Lanes(
  _ y: SIMD4<Float>, _ x: SIMD4<Float>, _ result: SIMD4<Float>, alone ordinary: SIMD4<Int32>
) -> SIMD4<Float> {
  var result = result
  for lane in 0..<4 where ordinary[lane] == 0 { result[lane] = atan2(y[lane], x[lane]) }
  return result
}

/// Each lane's bits.
@inline(__always)
private func bits(_ v: SIMD4<Float>) -> SIMD4<Int32> { unsafeBitCast(v, to: SIMD4<Int32>.self) }

/// Each lane's bits as a float.
@inline(__always)
private func float(_ v: SIMD4<Int32>) -> SIMD4<Float> { unsafeBitCast(v, to: SIMD4<Float>.self) }

/// A comparison's lanes as all ones (true) or zero.
@inline(__always)
private func mask(_ m: SIMDMask<SIMD4<Int32>>) -> SIMD4<Int32> {
  SIMD4<Int32>(repeating: 0).replacing(with: -1, where: m)
}

/// Whether each lane, read as unsigned, is below `bound` (read as unsigned): a signed
/// comparison with the sign bits flipped.
@inline(__always)
private func isBelow(_ v: SIMD4<Int32>, _ bound: Int32) -> SIMD4<Int32> {
  mask((v ^ Int32.min) .< (bound ^ Int32.min))
}

/// Whether each lane (bits of a float without its sign) is a normal, finite float.
@inline(__always)
private func isNormal(_ magnitudeBits: SIMD4<Int32>) -> SIMD4<Int32> {
  isBelow(magnitudeBits &- 0x0080_0000, 0x7f00_0000)
}

/// Each lane with its sign bit cleared (C's `fabsf`).
@inline(__always)
private func magnitude(_ v: SIMD4<Float>) -> SIMD4<Float> { float(bits(v) & 0x7fff_ffff) }

/// glibc's `atanf` of four finite, positive lanes, its operations in its order. Each interval's
/// reduced argument is one quotient (numerator a·t + b over c·t + d, whose products and sums
/// are exactly fdlibm's: t·1 and t·2 are exact, t·0 + -1 is -1); below 7/16 it is t / 1 and the
/// result r - p, which is 0 - ((p - 0) - r), the other intervals' formula with zero constants.
@inline(__always)
private func atanLanes(_ t: SIMD4<Float>) -> SIMD4<Float> {
  let it = bits(t)
  // Past 7/16, 11/16, 19/16 and 39/16: each lane's interval, as masks that nest.
  let (m1, m2) = (mask(it .> 0x3edf_ffff), mask(it .> 0x3f2f_ffff))
  let (m3, m4) = (mask(it .> 0x3f97_ffff), mask(it .> 0x401b_ffff))
  let c = AtanCoefficients.self
  /// The constant of each lane's interval: `values` of intervals 0 to 4, as bits.
  @inline(__always) func pick(_ v: (Float, Float, Float, Float, Float)) -> SIMD4<Float> {
    let b = (v.0.bitPattern, v.1.bitPattern, v.2.bitPattern, v.3.bitPattern, v.4.bitPattern)
    let d = (b.0 ^ b.1, b.1 ^ b.2, b.2 ^ b.3, b.3 ^ b.4)
    var r = SIMD4<Int32>(repeating: Int32(bitPattern: b.0))
    if d.0 != 0 { r ^= m1 & Int32(bitPattern: d.0) }
    if d.1 != 0 { r ^= m2 & Int32(bitPattern: d.1) }
    if d.2 != 0 { r ^= m3 & Int32(bitPattern: d.2) }
    if d.3 != 0 { r ^= m4 & Int32(bitPattern: d.3) }
    return float(r)
  }
  // Numerators t, 2t - 1, t - 1, t - 1.5, -1; denominators 1, t + 2, t + 1, 1.5t + 1, t.
  let scaleUp = pick((1, 2, 1, 1, 0))
  let r = (t * scaleUp + pick((0, -1, -1, -1.5, -1))) / (t * pick((0, 1, 1, 1.5, 1)) + scaleUp)
  let z = r * r
  let w = z * z
  let s1 = z * (c.a0 + w * (c.a2 + w * (c.a4 + w * (c.a6 + w * (c.a8 + w * c.a10)))))
  let s2 = w * (c.a1 + w * (c.a3 + w * (c.a5 + w * (c.a7 + w * c.a9))))
  let p = r * (s1 + s2)
  let high = pick((0, c.high0, c.high1, c.high2, c.high3))
  let low = pick((0, c.low0, c.low1, c.low2, c.low3))
  let result = high - ((p - low) - r)
  // From 2^25 on, it is π/2 as two floats sum.
  let huge = mask(it .> 0x4bff_ffff)
  return float((huge & bits(SIMD4(repeating: c.high3 + c.low3))) | (~huge & bits(result)))
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
