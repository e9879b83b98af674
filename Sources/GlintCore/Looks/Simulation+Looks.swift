#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Simulation {
  /// Draws the looks of particle `i` of `pool` just born (its Core Animation values already
  /// drawn): start rotation, heading, and the rates to its end values, each end value drawn and
  /// clamped at birth as cocos2d-x does, then reached linearly over the particle's own life.
  @inline(never)
  func drawLooks(
    _ pool: ParticleStore, _ i: Int, cell: CellValues, random: BirthRandom, life: Float,
    parentColor: SIMD4<Float>, parentScale: Float, params: LayerParameters
  ) {
    pool.addLooks()
    guard let looks = pool.looks else { return }
    let l = cell.looks
    let r0 = sample(l.rotation, l.rotationRange, random.unit(.rotation))
    let (vx, vy) = (pool.vx[i], pool.vy[i])
    let heading = vx * vx + vy * vy > 1e-12 ? atan2(vy, vx) : atan2(pool.dirY[i], pool.dirX[i])
    looks.heading[i] = heading
    looks.rotation[i] = l.rotationFollowsVelocity == .atBirth ? r0 + heading : r0
    if let end = l.endRotation {
      pool.spin[i] = (sample(end, l.endRotationRange, random.unit(.endRotation)) - r0) / life
    }
    if let end = l.endScale {
      let s0 = max(0, pool.scale[i])
      let s1 = max(0, sample(end, l.endScaleRange, random.unit(.endScale))) * params.scale * parentScale
      pool.scale[i] = s0
      looks.scaleSpeed[i] = (s1 - s0) / life
    }
    if let end = l.endColor {
      let range = l.endColorRange
      let c1 =
        SIMD4(
          clamp01(sample(end.red, range.red, random.unit(.endRed))),
          clamp01(sample(end.green, range.green, random.unit(.endGreen))),
          clamp01(sample(end.blue, range.blue, random.unit(.endBlue))),
          clamp01(sample(end.alpha, range.alpha, random.unit(.endAlpha)))) * parentColor
      looks.redSpeed[i] = (c1.x - pool.red[i]) / life
      looks.greenSpeed[i] = (c1.y - pool.green[i]) / life
      looks.blueSpeed[i] = (c1.z - pool.blue[i]) / life
      looks.alphaSpeed[i] = (c1.w - pool.alpha[i]) / life
    }
  }
}

/// What a cell's looks change in the closed form, read once per cell before a loop: nil for
/// cells that use none, so their particles read exactly as Core Animation's.
struct LooksMotion {
  let endColor: Bool
  let endScale: Bool
  let follows: Bool
  let color: ValueCurve?
  let alpha: ValueCurve?
  let scale: ValueCurve?

  init?(_ cell: borrowing CellValues) {
    let l = cell.looks
    guard l.usesParticleLooks else { return nil }
    endColor = l.endColor != nil
    endScale = l.endScale != nil
    follows = l.rotationFollowsVelocity == .always
    (color, alpha, scale) = (l.curves.color, l.curves.alpha, l.curves.scale)
  }

  /// The looks' passes over the run of particles `range` (their Core Animation state and path
  /// already there, at the ages they hold), one simple pass per look, in this order: start
  /// rotation, heading, end scale, end colour, then the colour, alpha and scale curves, each read
  /// through one borrowed reader. The looks drawn at birth need the store's look columns: a
  /// store without them (its particles born while its cell used none, curves alone need none)
  /// reads as drawn without them. Out of line: the closed form's loops stay as small as they were.
  @inline(never)
  func apply(_ run: ParticleRun, _ p: ParticleColumns, _ range: Range<Int>) {
    let first = range.lowerBound
    let n = range.count
    let (age, life) = (run.age, p.life + first)
    if let l = p.looks { applyDrawn(run, p, l, range) }
    color?.withReader { curve in
      for k in 0..<n {
        let m = curve.value(at: age[k] / life[k])
        run.red[k] = clampLane01(run.red[k] * m.x)
        run.green[k] = clampLane01(run.green[k] * m.y)
        run.blue[k] = clampLane01(run.blue[k] * m.z)
        run.alpha[k] = clampLane01(run.alpha[k] * 1)
      }
    }
    alpha?.withReader { curve in
      Self.scale(run.alpha, by: curve, age, life, n, clamped: true)
    }
    scale?.withReader { curve in
      Self.scale(run.scale, by: curve, age, life, n, clamped: false)
    }
  }

  /// The looks drawn at birth over the run: start rotation, heading, end scale, end colour.
  @inline(__always)
  private func applyDrawn(_ run: ParticleRun, _ p: ParticleColumns, _ l: LookColumns, _ range: Range<Int>) {
    let first = range.lowerBound
    let n = range.count
    let age = run.age
    let start = l.rotation + first
    for k in 0..<n { run.rotation[k] += start[k] }
    if follows {
      let heading = l.heading + first
      for k in 0..<n {
        let (vx, vy) = (run.vx[k], run.vy[k])
        run.rotation[k] += vx * vx + vy * vy > 1e-12 ? atan2(vy, vx) : heading[k]
      }
    }
    if endScale {
      let (scale, speed) = (p.scale + first, l.scaleSpeed + first)
      for k in 0..<n { run.scale[k] = scale[k] + speed[k] * age[k] }
    }
    if endColor {
      Self.towards(run.red, p.red + first, l.redSpeed + first, age, n)
      Self.towards(run.green, p.green + first, l.greenSpeed + first, age, n)
      Self.towards(run.blue, p.blue + first, l.blueSpeed + first, age, n)
      Self.towards(run.alpha, p.alpha + first, l.alphaSpeed + first, age, n)
    }
  }

  /// A column of a run multiplied by a number curve at each particle's life fraction (then
  /// clamped to [0, 1], for alpha), four particles at a time.
  @inline(__always)
  private static func scale(
    _ column: UnsafeMutablePointer<Float>, by curve: CurveReader, _ age: UnsafeMutablePointer<Float>,
    _ life: UnsafeMutablePointer<Float>, _ n: Int, clamped: Bool
  ) {
    var k = 0
    while k + 4 <= n {
      let fraction = age.lanes(at: k) / life.lanes(at: k)
      var value = column.lanes(at: k) * curve.scalars(at: fraction)
      if clamped { value = clamp01(value) }
      column.setLanes(value, at: k)
      k += 4
    }
    while k < n {
      let value = column[k] * curve.scalar(at: age[k] / life[k])
      column[k] = clamped ? clampLane01(value) : value
      k += 1
    }
  }

  /// One colour channel of a run carried from its start towards its end value: start + speed ·
  /// age, clamped.
  @inline(__always)
  private static func towards(
    _ out: UnsafeMutablePointer<Float>, _ start: UnsafeMutablePointer<Float>,
    _ speed: UnsafeMutablePointer<Float>, _ age: UnsafeMutablePointer<Float>, _ n: Int
  ) {
    for k in 0..<n { out[k] = clampLane01(start[k] + speed[k] * age[k]) }
  }
}

/// A float clamped to [0, 1] as one lane of `clamp01(_: SIMD4<Float>)` is (NaN reads as 0).
@inline(__always)
func clampLane01(_ v: Float) -> Float { .minimum(.maximum(v, 0), 1) }

/// Each lane clamped to [0, 1] as `clampLane01` clamps it.
@inline(__always)
func clamp01(_ x: SIMD4<Float>) -> SIMD4<Float> {
  var y = x
  y.replace(with: 0, where: .!(x .> 0))
  y.replace(with: 1, where: y .> 1)
  return y
}
