/// Seeded, smooth noise for the wind's gusts and turbulence's curl: a hash of whole lattice
/// coordinates and the seed (turbulence's hashed once, `FieldNoise+Cells`), so a field is the
/// same run after run and at any frame rate.
enum FieldNoise {
  /// Lattice coordinates are held to this size, so an absurd position or time never traps
  /// when turned into an integer (the pattern simply repeats out there).
  static let reach: Float = 4_194_304

  /// The curl of seeded noise at `x` (points) at layer time `clock`, with the field's
  /// frequency, octaves and scroll: (∂Ψ/∂y, −∂Ψ/∂x) of the stream function Ψ (`stream`) in the
  /// noise's own units, so its size is about 1 whatever the frequency, each octave's slope from
  /// one evaluation of its potential (`potential`). The pattern drifts up (−y) at `scroll`.
  @inline(__always)
  static func curl(_ x: SIMD2<Float>, clock: Double, _ field: ResolvedField) -> SIMD2<Float> {
    var q = held(scrolled(x, clock: clock, field))
    var seed = field.seed
    let g = potential(q, seed: seed, field.cells).slope
    var sum = SIMD2(g.y, -g.x)
    var amplitude: Float = 1
    for _ in 1..<max(1, field.octaves) {
      q = q * 2 + octaveShift
      amplitude *= 0.5
      seed = seed &+ octaveSeedStep
      let g = potential(q, seed: seed, field.cells).slope
      sum += SIMD2(g.y, -g.x) * amplitude
    }
    return sum
  }

  /// The stream function of `curl` at `x` at layer time `clock`: its curl is what
  /// `curl` gives, so the flow has no divergence and its flux across a segment (in points) is
  /// the difference of this at the segment's ends over the frequency. Octave k's potential
  /// counts 4⁻ᵏ: its slope is read per cell of its own lattice, 2ᵏ times finer, at amplitude 2⁻ᵏ.
  static func stream(_ x: SIMD2<Float>, clock: Double, _ field: ResolvedField) -> Float {
    var q = held(scrolled(x, clock: clock, field))
    var seed = field.seed
    var sum = potential(q, seed: seed, field.cells).value
    var weight: Float = 1
    for _ in 1..<max(1, field.octaves) {
      q = q * 2 + octaveShift
      weight *= 0.25
      seed = seed &+ octaveSeedStep
      sum += potential(q, seed: seed, field.cells).value * weight
    }
    return sum
  }

  /// Point `x` in the noise's own units, the pattern having drifted up at the field's scroll
  /// until `clock`.
  @inline(__always)
  static func scrolled(_ x: SIMD2<Float>, clock: Double, _ field: ResolvedField) -> SIMD2<Float> {
    SIMD2(x.x, x.y + ResolvedField.pattern(at: clock, rate: field.scroll)) * field.frequency
  }

  /// How far each octave's lattice is moved off the one before: a fraction of a cell whose
  /// multiples by 2ᵏ − 1 are never whole, so the octaves' lattice points (where a value noise's
  /// slope is nil) never meet.
  static var octaveShift: SIMD2<Float> { SIMD2(0.37, 0.61) }
  /// Each octave's seed is the one before plus this.
  static let octaveSeedStep: UInt32 = 0x68E3_1DA4

  /// Turbulence's potential ψ at `q` (within `octaveReach` · 2⁵) and its slope (∂ψ/∂x, ∂ψ/∂y),
  /// from one evaluation: value noise, its cell's corner values (`cells`, where `seed` reads
  /// the lattice) blended with a cubic fade (`ease`), the slope that blend differentiated. Values run
  /// from −0.64 to 0.64, which gives the curl a root-mean-square size of about 0.7.
  @inline(__always)
  static func potential(_ q: SIMD2<Float>, seed: UInt32, _ cells: UnsafePointer<SIMD4<Float>> = cells)
    -> (value: Float, slope: SIMD2<Float>)
  {
    let (ix, fx) = cell(q.x)
    let (iy, fy) = cell(q.y)
    let c = cells[cellIndex(ix, iy, cellOffset(seed))]
    let (u, v) = (ease(fx), ease(fy))
    let value = c[0] + c[1] * u + c[2] * v + c[3] * (u * v)
    let slope = SIMD2(easeSlope(fx) * (c[1] + c[3] * v), easeSlope(fy) * (c[2] + c[3] * u))
    return (value, slope)
  }

  /// A corner's value of the potential, from −0.64 to 0.64.
  @inline(__always)
  static func height(_ h: UInt32) -> Float { Float(Int32(bitPattern: h)) * (0.64 / 2_147_483_648) }

  /// The whole lattice coordinate at or below `x` and the fraction past it, `x` held within
  /// `reach` first.
  @inline(__always)
  static func lattice(_ x: Float) -> (Int32, Float) {
    cell(x.isNaN ? 0 : min(max(x, -reach), reach))
  }

  /// Turbulence's first octave reads its lattice within this, so that the sixth's, 2⁵ times
  /// finer, is within `reach`: the octaves then take their cells with no clamp of their own.
  static let octaveReach: Float = 65_536

  /// Point `q` held within `octaveReach`, NaN to 0.
  @inline(__always)
  static func held(_ q: SIMD2<Float>) -> SIMD2<Float> {
    func held(_ x: Float) -> Float { x.isNaN ? 0 : min(max(x, -octaveReach), octaveReach) }
    return SIMD2(held(q.x), held(q.y))
  }

  /// The whole lattice coordinate at or below `x` (within `reach`) and the fraction past it,
  /// with no conversion that could trap and no call to floor: adding 1.5·2²³ rounds it to a
  /// whole number whose bits, less the constant's, are that number as an integer; one below it
  /// is taken where it rounded up.
  @inline(__always)
  static func cell(_ x: Float) -> (Int32, Float) {
    let shifted = x + 12_582_912
    let rounded = shifted - 12_582_912
    let whole = Int32(bitPattern: shifted.bitPattern) &- 0x4B40_0000
    return rounded > x ? (whole &- 1, x - (rounded - 1)) : (whole, x - rounded)
  }

  static let hashX: UInt32 = 0x8DA6_B343
  static let hashY: UInt32 = 0xD816_3841

  @inline(__always)
  static func hash(_ x: Int32, _ y: Int32, _ seed: UInt32) -> UInt32 {
    mix((UInt32(bitPattern: x) &* hashX) ^ (UInt32(bitPattern: y) &* hashY) ^ seed)
  }

  /// The hash's last stir.
  @inline(__always)
  static func mix(_ h: UInt32) -> UInt32 {
    let m = h &* 0x9E37_79B1
    return m ^ (m >> 16)
  }

  /// A value from −1 to 1.
  @inline(__always)
  static func value(_ h: UInt32) -> Float { Float(h >> 8) * (2 / Float(1 << 24)) - 1 }

  @inline(__always)
  static func fade(_ t: Float) -> Float { t * t * t * (t * (t * 6 - 15) + 10) }

  /// Turbulence's fade: the cubic smooth step, whose slope is nil at a cell's sides, so the
  /// potential is smooth and its curl, the flow, continuous; a third of the quintic `fade`'s
  /// work, which matters where every octave of every particle reads it at every sub-step.
  @inline(__always)
  static func ease(_ t: Float) -> Float { t * t * (3 - 2 * t) }

  @inline(__always)
  static func easeSlope(_ t: Float) -> Float { 6 * t * (1 - t) }
}
