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
  /// The curves, held so that their readers stay valid while this lives.
  let curves: LifeCurves
  let color: CurveReader?
  let alpha: CurveReader?
  let scale: CurveReader?
  /// Whose paced life fractions the alpha and scale curves read: a curve before it with the
  /// same ease paces the fraction alike, so its pacing is read once.
  let alphaPace, scalePace: Pace
  /// Whether every curve present reads inside its segments (`CurveReader.readsInside`).
  let readInside: Bool

  enum Pace { case own, color, alpha }

  init?(_ cell: borrowing CellValues) {
    let l = cell.looks
    guard l.usesParticleLooks else { return nil }
    endColor = l.endColor != nil
    endScale = l.endScale != nil
    follows = l.rotationFollowsVelocity == .always
    curves = l.curves
    (color, alpha, scale) = (curves.color?.reader, curves.alpha?.reader, curves.scale?.reader)
    // No array of the three: this is made every step, which allocates nothing.
    readInside =
      (color?.readsInside ?? true) && (alpha?.readsInside ?? true) && (scale?.readsInside ?? true)
    let eases = (color: curves.color?.ease, alpha: curves.alpha?.ease, scale: curves.scale?.ease)
    alphaPace = eases.alpha != nil && eases.alpha == eases.color ? .color : .own
    scalePace =
      eases.scale == nil
      ? .own : eases.scale == eases.color ? .color : eases.scale == eases.alpha ? .alpha : .own
  }

  /// The looks' pass over the run of particles `range` (their Core Animation state and path
  /// already there, at the ages they hold): `applyLanes` four particles at a time. Out of line:
  /// the closed form's loops stay as small as they were.
  @inline(never)
  func apply(_ run: ParticleRun, _ p: ParticleColumns, _ range: Range<Int>) {
    withExtendedLifetime(curves) {
      var k = 0
      while k &+ 4 <= range.count {
        var s = StateLanes(run, k, WholeLanes())
        applyLanes(&s, p, range.lowerBound &+ k, WholeLanes())
        s.storeLooks(run, k, WholeLanes())
        k &+= 4
      }
      guard k < range.count else { return }
      let part = PartLanes(count: range.count &- k)
      var s = StateLanes(run, k, part)
      applyLanes(&s, p, range.lowerBound &+ k, part)
      s.storeLooks(run, k, part)
    }
  }

  /// The looks of particles `i` to `i + 3` (those `access` reaches) on their state in `s`,
  /// in this order: start rotation, heading, end scale, end colour, then the colour, alpha and
  /// scale curves. The looks drawn at birth need the store's look columns: a store without them
  /// (its particles born while its cell used none; curves alone need none) reads as drawn
  /// without them. Each lane's arithmetic is that of a particle alone, so a particle's look is
  /// the same whatever lanes it shares. Inlined into its callers' loops, so the lanes stay in
  /// registers rather than passing through memory four particles at a time.
  @inline(__always)
  func applyLanes(_ s: inout StateLanes, _ p: ParticleColumns, _ i: Int, _ access: some LaneAccess) {
    if let l = p.looks { applyDrawn(&s, p, l, i, access) }
    guard color != nil || alpha != nil || scale != nil else { return }
    let fraction = s.age / access.read(p.life, at: i)
    guard readInside else { return applyCurves(&s, fraction) }
    if !applyCurvesInside(&s, fraction) { s = curvesOutOfLine(s, fraction) }
  }

  /// Lanes `s` with the curves applied at life fractions `fraction`, out of line (the lanes
  /// that the reads inside segments leave, `applyCurvesInside`, are few), taking and giving
  /// the lanes by value so that the loop's lanes stay in registers.
  @inline(never)
  func curvesOutOfLine(_ s: StateLanes, _ fraction: SIMD4<Float>) -> StateLanes {
    var s = s
    applyCurves(&s, fraction)
    return s
  }

  /// The colour, alpha and scale curves on lanes `s` at life fractions `fraction`.
  @_transparent
  func applyCurves(_ s: inout StateLanes, _ fraction: SIMD4<Float>) {
    var paced = (color: fraction, alpha: fraction)
    if let color {
      paced.color = color.paced(fraction)
      let m = color.values(at: fraction, paced: paced.color)
      (s.red, s.green, s.blue) = (clamp01(s.red * m.0), clamp01(s.green * m.1), clamp01(s.blue * m.2))
      s.alpha = clamp01(s.alpha * 1)
    }
    if let alpha {
      paced.alpha = alphaPace == .color ? paced.color : alpha.paced(fraction)
      s.alpha = clamp01(s.alpha * alpha.scalars(at: fraction, paced: paced.alpha))
    }
    if let scale {
      let x = scalePace == .color ? paced.color : scalePace == .alpha ? paced.alpha : scale.paced(fraction)
      s.scale = s.scale * scale.scalars(at: fraction, paced: x)
    }
  }

  /// `applyCurves` for curves that all read inside their segments (`readInside`), when no lane
  /// of any is at an edge: the same products in the same order, without the clamps to the
  /// first and last keys, which no lane needs. Returns false, leaving `s` as it was, when some
  /// lane is at an edge.
  @_transparent
  func applyCurvesInside(_ s: inout StateLanes, _ fraction: SIMD4<Float>) -> Bool {
    var edge = SIMDMask<SIMD4<Int32>>(repeating: false)
    var paced = (color: fraction, alpha: fraction)
    var (red, green, blue, a, size) = (s.red, s.green, s.blue, s.alpha, s.scale)
    if let color {
      paced.color = color.paced(fraction)
      let segment = color.inside(paced.color, edge: &edge)
      red = clamp01(red * color.inside(row: 0, segment))
      green = clamp01(green * color.inside(row: 1, segment))
      blue = clamp01(blue * color.inside(row: 2, segment))
      a = clamp01(a * 1)
    }
    if let alpha {
      paced.alpha = alphaPace == .color ? paced.color : alpha.paced(fraction)
      a = clamp01(a * alpha.inside(row: 0, alpha.inside(paced.alpha, edge: &edge)))
    }
    if let scale {
      let x = scalePace == .color ? paced.color : scalePace == .alpha ? paced.alpha : scale.paced(fraction)
      size = size * scale.inside(row: 0, scale.inside(x, edge: &edge))
    }
    guard !any(edge) else { return false }
    (s.red, s.green, s.blue, s.alpha, s.scale) = (red, green, blue, a, size)
    return true
  }

  /// The looks drawn at birth: start rotation, heading, end scale, end colour. Transparent,
  /// as the curves' reads are: a call would take the loop's lanes through memory.
  @_transparent
  private func applyDrawn(
    _ s: inout StateLanes, _ p: ParticleColumns, _ l: LookColumns, _ i: Int, _ access: some LaneAccess
  ) {
    s.rotation += access.read(l.rotation, at: i)
    if follows {
      // A still particle keeps its birth heading (its lanes read a direction of no concern).
      let moving = s.vx * s.vx + s.vy * s.vy .> 1e-12
      let (vx, vy) = (s.vx.replacing(with: 2, where: .!moving), s.vy.replacing(with: 2, where: .!moving))
      s.rotation += atan2Lanes(vy, vx).replacing(with: access.read(l.heading, at: i), where: .!moving)
    }
    if endScale { s.scale = access.read(p.scale, at: i) + access.read(l.scaleSpeed, at: i) * s.age }
    if endColor {
      let age = s.age
      @inline(__always) func towards(
        _ start: UnsafeMutablePointer<Float>, _ speed: UnsafeMutablePointer<Float>
      )
        -> SIMD4<Float>
      {
        clamp01(access.read(start, at: i) + access.read(speed, at: i) * age)
      }
      (s.red, s.green) = (towards(p.red, l.redSpeed), towards(p.green, l.greenSpeed))
      (s.blue, s.alpha) = (towards(p.blue, l.blueSpeed), towards(p.alpha, l.alphaSpeed))
    }
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
