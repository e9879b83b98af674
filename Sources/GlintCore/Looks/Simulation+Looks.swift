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

  init?(_ cell: CellValues) {
    let l = cell.looks
    guard l.usesParticleLooks else { return nil }
    endColor = l.endColor != nil
    endScale = l.endScale != nil
    follows = l.rotationFollowsVelocity == .always
    (color, alpha, scale) = (l.curves.color, l.curves.alpha, l.curves.scale)
  }

  /// Particle `i`'s looks at age `tau`, applied to its Core Animation state `s`. A particle
  /// born before its cell used looks (its pool has no looks yet) reads as drawn without them.
  @inline(__always)
  func apply(_ s: inout ParticleState, _ p: ParticleColumns, _ i: Int, age tau: Float) {
    guard let l = p.looks else { return }
    s.rotation += l.rotation[i]
    if follows {
      let moving = s.vx * s.vx + s.vy * s.vy > 1e-12
      s.rotation += moving ? atan2(s.vy, s.vx) : l.heading[i]
    }
    if endScale { s.scale = p.scale[i] + l.scaleSpeed[i] * tau }
    if endColor {
      let start = SIMD4(p.red[i], p.green[i], p.blue[i], p.alpha[i])
      let speed = SIMD4(l.redSpeed[i], l.greenSpeed[i], l.blueSpeed[i], l.alphaSpeed[i])
      s.color = clamp01(start + speed * tau)
    }
    guard color != nil || alpha != nil || scale != nil else { return }
    let fraction = tau / p.life[i]
    if let color {
      let m = color.value(at: fraction)
      s.color = clamp01(s.color * SIMD4(m.x, m.y, m.z, 1))
    }
    if let alpha { s.color.w = clamp01(s.color.w * alpha.scalar(at: fraction)) }
    if let scale { s.scale *= scale.scalar(at: fraction) }
  }
}

/// Each lane clamped to [0, 1].
@inline(__always)
func clamp01(_ x: SIMD4<Float>) -> SIMD4<Float> {
  x.clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1))
}

extension LooksMotion {
  /// Applies the looks to the instances of particles `range` that Core Animation's closed form
  /// has just packed (scale already divided by the cell's contentsScale, `inverse`), one simple
  /// pass per look, so the closed form's loop stays as fast as for a cell without looks. The
  /// same arithmetic, in the same order, as `apply`, which every other reader of particles uses.
  func repack(
    _ out: UnsafeMutablePointer<SpriteInstance>, _ p: ParticleColumns, _ range: Range<Int>, time: Double,
    motion: CellMotion, inverse: Float
  ) {
    guard let l = p.looks else { return }
    @inline(__always) func age(_ i: Int) -> Float { Float(time - p.birth[i]) }
    for i in range { out[i].rotation += l.rotation[i] }
    if follows {
      let h = motion.halfAcceleration
      for i in range {
        let tau = age(i)
        let (vx, vy) = (p.vx[i] + 2 * h.x * tau, p.vy[i] + 2 * h.y * tau)
        out[i].rotation += vx * vx + vy * vy > 1e-12 ? atan2(vy, vx) : l.heading[i]
      }
    }
    if endScale {
      for i in range { out[i].scale = (p.scale[i] + l.scaleSpeed[i] * age(i)) * inverse }
    }
    if endColor {
      for i in range {
        let start = SIMD4(p.red[i], p.green[i], p.blue[i], p.alpha[i])
        let speed = SIMD4(l.redSpeed[i], l.greenSpeed[i], l.blueSpeed[i], l.alphaSpeed[i])
        let c = clamp01(start + speed * age(i))
        (out[i].r, out[i].g, out[i].b, out[i].a) = (c.x, c.y, c.z, c.w)
      }
    }
    // Each curve in a pass of its own, read through one borrowed reader; colour, then alpha,
    // then scale, as `apply` does.
    color?.withReader { curve in
      for i in range {
        let m = curve.value(at: age(i) / p.life[i])
        let c = clamp01(SIMD4(out[i].r, out[i].g, out[i].b, out[i].a) * SIMD4(m.x, m.y, m.z, 1))
        (out[i].r, out[i].g, out[i].b, out[i].a) = (c.x, c.y, c.z, c.w)
      }
    }
    alpha?.withReader { curve in
      for i in range { out[i].a = clamp01(out[i].a * curve.value(at: age(i) / p.life[i]).x) }
    }
    scale?.withReader { curve in
      for i in range { out[i].scale *= curve.value(at: age(i) / p.life[i]).x }
    }
  }
}
