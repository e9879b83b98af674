/// Seeded, smooth noise for the wind's gusts and turbulence's curl: a hash of whole lattice
/// coordinates and the seed, so a field is the same run after run and at any frame rate.
enum FieldNoise {
  /// Lattice coordinates are held to this size, so an absurd position or time never traps
  /// when turned into an integer (the pattern simply repeats out there).
  static let reach: Float = 4_194_304

  /// A smooth value from −1 to 1 over time `t` (in gust periods): value noise with a smooth step.
  @inline(__always)
  static func gust(_ t: Float, seed: UInt32) -> Float {
    let (i, f) = lattice(t)
    let a = value(hash(i, 0x9E37, seed))
    let b = value(hash(i &+ 1, 0x9E37, seed))
    return a + (b - a) * fade(f)
  }

  /// The curl of seeded gradient noise at `x` (points), `t` seconds from the step's end, with the
  /// field's frequency, octaves and scroll: (∂ψ/∂y, −∂ψ/∂x) in the noise's own units, so its
  /// size is about 1 whatever the frequency. The pattern drifts up (−y) at `scroll`.
  @inline(__always)
  static func curl(_ x: SIMD2<Float>, time t: Float, _ field: ResolvedField) -> SIMD2<Float> {
    var q = SIMD2(x.x, x.y + field.phase + field.scroll * t) * field.frequency
    var amplitude: Float = 1
    var sum = SIMD2<Float>.zero
    for octave in 0..<field.octaves {
      let g = gradient(q, seed: field.seed &+ UInt32(truncatingIfNeeded: octave) &* 0x68E3_1DA4)
      sum += SIMD2(g.y, -g.x) * amplitude
      q *= 2
      amplitude *= 0.5
    }
    return sum
  }

  /// The gradient of 2-D gradient noise at `q` (Perlin's, with a quintic fade, differentiated).
  @inline(__always)
  static func gradient(_ q: SIMD2<Float>, seed: UInt32) -> SIMD2<Float> {
    let (ix, fx) = lattice(q.x)
    let (iy, fy) = lattice(q.y)
    let g00 = direction(hash(ix, iy, seed))
    let g10 = direction(hash(ix &+ 1, iy, seed))
    let g01 = direction(hash(ix, iy &+ 1, seed))
    let g11 = direction(hash(ix &+ 1, iy &+ 1, seed))
    let n00 = g00.x * fx + g00.y * fy
    let n10 = g10.x * (fx - 1) + g10.y * fy
    let n01 = g01.x * fx + g01.y * (fy - 1)
    let n11 = g11.x * (fx - 1) + g11.y * (fy - 1)
    let (u, v) = (fade(fx), fade(fy))
    let (du, dv) = (fadeSlope(fx), fadeSlope(fy))
    let k = n00 - n10 - n01 + n11
    let gk = g00 - g10 - g01 + g11
    let base = g00 + (g10 - g00) * u + (g01 - g00) * v + gk * (u * v)
    return base + SIMD2(du * (n10 - n00 + k * v), dv * (n01 - n00 + k * u))
  }

  /// The whole lattice coordinate at or below `x` and the fraction past it (a truncation and a
  /// select, rather than a call to floor).
  @inline(__always)
  static func lattice(_ x: Float) -> (Int32, Float) {
    let held = x.isNaN ? 0 : min(max(x, -reach), reach)
    let truncated = Int32(held)
    let whole = Float(truncated) > held ? truncated &- 1 : truncated
    return (whole, held - Float(whole))
  }

  @inline(__always)
  static func hash(_ x: Int32, _ y: Int32, _ seed: UInt32) -> UInt32 {
    var h = (UInt32(bitPattern: x) &* 0x8DA6_B343) ^ (UInt32(bitPattern: y) &* 0xD816_3841) ^ seed
    h = h &* 0x9E37_79B1
    return h ^ (h >> 16)
  }

  /// A gradient with each component from −1 to 1, from the hash's two halves: no branch, so
  /// random lattice points cost no mispredicted jumps.
  @inline(__always)
  static func direction(_ h: UInt32) -> SIMD2<Float> {
    let x = Int32(bitPattern: h) >> 16
    let y = Int32(Int16(truncatingIfNeeded: h))
    return SIMD2(Float(x), Float(y)) * (1 / 32768)
  }

  /// A value from −1 to 1.
  @inline(__always)
  static func value(_ h: UInt32) -> Float { Float(h >> 8) * (2 / Float(1 << 24)) - 1 }

  @inline(__always)
  static func fade(_ t: Float) -> Float { t * t * t * (t * (t * 6 - 15) + 10) }

  @inline(__always)
  static func fadeSlope(_ t: Float) -> Float { 30 * t * t * (t * (t - 2) + 1) }
}
