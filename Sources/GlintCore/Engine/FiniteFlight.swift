/// How long a particle's closed form stays within Float's range. Nothing bounds a velocity, an
/// acceleration, a spin or a scale speed but Float itself, so a particle may fly past it: its
/// place, velocity, size or rotation would then be infinite or NaN. Such a particle is retired
/// where it overflows, the same at any frame rate: its life is cut at birth to the age at which
/// the closed form reaches `limit` (a few operations on values drawn at birth, so their largest
/// sizes grow with age and that age is found once). Integrated paths are checked where they are
/// integrated (`Simulation.advancePaths`). Packing and snapshots also leave out any value that is
/// not finite, for what this does not cover (a curve's factor, a tiny `contentsScale`, an orbit).
struct FiniteFlight {
  /// The largest size kept: a thousandth below Float's largest, more than the rounding of the
  /// closed form's few operations can add.
  static let limit = Double(Float.greatestFiniteMagnitude) * (1 - 1.0 / 1024)

  /// Sizes of the particle's birth place, velocity and half acceleration (x and y left out when
  /// a path replaces the closed form's), of its scale, scale speed, start rotation and spin.
  let place, velocity, half: SIMD3<Double>
  let scale, scaleSpeed, rotation, spin: Double

  /// Particle `i` of `pool`, just drawn, of `cell` at `pace`.
  @inline(__always)
  init(_ pool: ParticleStore, _ i: Int, cell: borrowing CellValues, pace: Float) {
    let h = SIMD3(cell.xAcceleration, cell.yAcceleration, cell.zAcceleration) * (0.5 * pace * pace)
    let lanes: SIMD3<Double> = PathMotion.kind(cell) == nil ? .one : SIMD3(0, 0, 1)
    place = SIMD3(Double(pool.px[i]), Double(pool.py[i]), Double(pool.pz[i])).magnitudes * lanes
    velocity = SIMD3(Double(pool.vx[i]), Double(pool.vy[i]), Double(pool.vz[i])).magnitudes * lanes
    half = SIMD3(Double(h.x), Double(h.y), Double(h.z)).magnitudes * lanes
    scale = Double(pool.scale[i]).magnitude
    let looks = cell.looks.usesParticleLooks ? pool.looks : nil
    let endScale = cell.looks.endScale != nil ? looks?.scaleSpeed[i] : nil
    scaleSpeed = Double(endScale ?? cell.scaleSpeed * pace).magnitude
    rotation = Double(looks?.rotation[i] ?? 0).magnitude + 4  // and a heading, within ±π
    spin = Double(pool.spin[i]).magnitude
  }

  /// The largest size any value of the closed form (or a step of it) can have at age `tau`:
  /// grows with `tau`.
  @inline(__always)
  func largest(at tau: Double) -> Double {
    let twice: SIMD3<Double> = half * 2
    let moving: SIMD3<Double> = velocity + half * tau
    let flying: SIMD3<Double> = place + moving * tau
    let speed: SIMD3<Double> = velocity + twice * tau
    let motion = pointwiseMax(pointwiseMax(flying, speed), twice).max()
    let looks = max(scale + scaleSpeed * tau, rotation + spin * tau)
    return max(motion, looks)
  }

  /// The particle's life, `life` or shorter: it ends before `largest` reaches `limit`.
  @inline(__always)
  func life(_ life: Float) -> Float {
    largest(at: Double(life)) < Self.limit ? life : overflowAge(within: life)
  }

  /// The last age within `life` (as a Float, not above it) before `largest` reaches `limit`.
  @inline(never)
  private func overflowAge(within life: Float) -> Float {
    guard largest(at: 0) < Self.limit else { return 0 }
    var (below, above) = (0.0, Double(life))
    for _ in 0..<64 {
      let middle = (below + above) / 2
      if largest(at: middle) < Self.limit { below = middle } else { above = middle }
    }
    let age = Float(below)
    return Double(age) > below ? age.nextDown : age
  }
}

extension SIMD3<Double> {
  /// Each lane's size.
  fileprivate var magnitudes: SIMD3<Double> { SIMD3(x.magnitude, y.magnitude, z.magnitude) }
}

extension Simulation {
  /// Cuts the life of particle `i` of `pool`, just drawn, to the age at which its flight would
  /// overflow a Float (`FiniteFlight`); returns its life.
  @inline(__always)
  func finiteLife(_ pool: ParticleStore, _ i: Int, cell: CellValues, pace: Float) -> Float {
    let life = FiniteFlight(pool, i, cell: cell, pace: pace).life(pool.life[i])
    pool.life[i] = life
    return life
  }
}
