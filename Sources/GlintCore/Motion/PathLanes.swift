/// Integrated paths four particles at a time, for cells whose forces are gravity, radial,
/// tangential, drag and maxSpeed alone (`integratesInLanes`): a sub-step's square roots and
/// divisions then serve four particles at once. Each lane does `PathMotion.advance`'s float
/// operations in the same order (IEEE lane-wise operations, square root included, are exact), so
/// the paths are the scalar ones bit for bit; a lane with fewer sub-steps to take than the others
/// sits out the rest (its results are computed and discarded).
extension PathMotion {
  /// Whether the path's sub-steps may run in lanes: no fields, speed curve, shapes or spin by
  /// speed, whose reads are per particle.
  var integratesInLanes: Bool {
    kind == .integrated && fields.isEmpty && speedReader == nil && collisions == nil && spin == nil
  }

  /// Four particles being integrated: `Body` in lanes, with their accelerations already times
  /// the cell's pace² (the product `acceleration` takes each time).
  struct BodyLanes {
    var x, y, z, vx, vy, vz: SIMD4<Float>
    let cx, cy, radial, tangential: SIMD4<Float>

    @inline(__always)
    init(_ c: PathColumns, _ i: Int, forceScale: Float) {
      (x, y, z) = (c.x.lanes(at: i), c.y.lanes(at: i), c.z.lanes(at: i))
      (vx, vy, vz) = (c.vx.lanes(at: i), c.vy.lanes(at: i), c.vz.lanes(at: i))
      (cx, cy) = (c.cx.lanes(at: i), c.cy.lanes(at: i))
      radial = c.radial.lanes(at: i) * forceScale
      tangential = c.tangential.lanes(at: i) * forceScale
    }

    @inline(__always)
    func store(_ c: PathColumns, _ i: Int) {
      c.x.setLanes(x, at: i)
      c.y.setLanes(y, at: i)
      c.z.setLanes(z, at: i)
      c.vx.setLanes(vx, at: i)
      c.vy.setLanes(vy, at: i)
      c.vz.setLanes(vz, at: i)
    }

    /// Whether each lane's position and velocity are finite (`advanceStored`'s test).
    @inline(__always)
    var finite: SIMDMask<SIMD4<Int32>> {
      (x - x .== 0) .& (y - y .== 0) .& (z - z .== 0) .& (vx - vx .== 0) .& (vy - vy .== 0)
        .& (vz - vz .== 0)
    }
  }

  /// `wholeSteps` in lanes.
  @inline(__always)
  static func wholeSteps(_ tau: SIMD4<Float>) -> SIMD4<Int32> {
    var t = tau * stepsPerSecond
    t.replace(with: 0, where: .!(t .>= 1))
    t.replace(with: 1e9, where: t .> 1e9)
    return SIMD4(Int32(t[0]), Int32(t[1]), Int32(t[2]), Int32(t[3]))
  }

  /// `acceleration` in lanes, at positions `x`, `y` with velocities `vx`, `vy`, `vz`.
  @inline(__always)
  func acceleration(
    _ b: BodyLanes, x: SIMD4<Float>, y: SIMD4<Float>, vx: SIMD4<Float>, vy: SIMD4<Float>, vz: SIMD4<Float>
  ) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
    var ax = gravity.x - drag * vx
    var ay = gravity.y - drag * vy
    let az = gravity.z - drag * vz
    let (dx, dy) = (x - b.cx, y - b.cy)
    let length = (dx * dx + dy * dy).squareRoot()
    let (ux, uy) = (dx / length, dy / length)
    let turning = length .> 0
    ax.replace(with: ax + (b.radial * ux - b.tangential * uy), where: turning)
    ay.replace(with: ay + (b.radial * uy + b.tangential * ux), where: turning)
    return (ax, ay, az)
  }

  /// `advance(_:by:at:curveAtStart:)` in lanes (no speed curve: its factors are 1), for the
  /// lanes of `active` alone; the others keep their state.
  @inline(__always)
  func advance(_ b: inout BodyLanes, by dt: SIMD4<Float>, where active: SIMDMask<SIMD4<Int32>>) {
    let half = dt * 0.5
    let a1 = acceleration(b, x: b.x, y: b.y, vx: b.vx, vy: b.vy, vz: b.vz)
    let (xm, ym) = (b.x + b.vx * half, b.y + b.vy * half)
    let (vxm, vym, vzm) = (b.vx + a1.0 * half, b.vy + a1.1 * half, b.vz + a1.2 * half)
    let a2 = acceleration(b, x: xm, y: ym, vx: vxm, vy: vym, vz: vzm)
    b.x.replace(with: b.x + vxm * dt, where: active)
    b.y.replace(with: b.y + vym * dt, where: active)
    b.z.replace(with: b.z + vzm * dt, where: active)
    var (vx, vy, vz) = (b.vx + a2.0 * dt, b.vy + a2.1 * dt, b.vz + a2.2 * dt)
    if maxSpeed < .infinity {
      // `limit`: the speed is the sum x² + y² + z² in that order, as `sum()` adds.
      let speed = (vx * vx + vy * vy + vz * vz).squareRoot()
      let over = speed .> maxSpeed
      let factor = maxSpeed / speed
      vx.replace(with: vx * factor, where: over)
      vy.replace(with: vy * factor, where: over)
      vz.replace(with: vz * factor, where: over)
    }
    b.vx.replace(with: vx, where: active)
    b.vy.replace(with: vy, where: active)
    b.vz.replace(with: vz, where: active)
  }

  /// Whole sub-steps, lane by lane from its `done` to its `n`.
  @inline(__always)
  func advance(_ b: inout BodyLanes, from done: SIMD4<Int32>, to n: SIMD4<Int32>) {
    let left = n &- done
    var taken = SIMD4<Int32>.zero
    var active = left .> taken
    let dt = SIMD4<Float>(repeating: Self.step)
    while any(active) {
      advance(&b, by: dt, where: active)
      taken &+= 1
      active = left .> taken
    }
  }

  /// `advanceStored(_:_:age:life:)` for particles `i` to `i + 3`, at ages `tau`: whether each
  /// lane's state is finite.
  @inline(__always)
  func advanceStored(_ c: PathColumns, _ i: Int, ages tau: SIMD4<Float>) -> SIMDMask<SIMD4<Int32>> {
    let steps = UnsafeMutableRawPointer(c.steps + i)
    let done = steps.loadUnaligned(as: SIMD4<Int32>.self)
    let n = Self.wholeSteps(tau)
    let moved = n .> done
    guard any(moved) else { return SIMDMask(repeating: true) }
    var b = BodyLanes(c, i, forceScale: forceScale)
    advance(&b, from: done, to: n)
    b.store(c, i)
    steps.storeBytes(of: done.replacing(with: n, where: moved), as: SIMD4<Int32>.self)
    return b.finite .| .!moved
  }

  /// `place` for particles `i` to `i + 3` in lanes `s`, at the ages they hold: each stored path
  /// finished with whole sub-steps up to its age (none, after a step) and one partial sub-step,
  /// in one loop, so that its sub-step is inlined once.
  @inline(__always)
  func place(_ s: inout StateLanes, _ c: PathColumns, _ i: Int) {
    let tau = s.age
    var b = BodyLanes(c, i, forceScale: forceScale)
    let done = UnsafeRawPointer(c.steps + i).loadUnaligned(as: SIMD4<Int32>.self)
    let n = pointwiseMax(done, Self.wholeSteps(tau))
    let left = n &- done
    let rest = tau - SIMD4<Float>(n) * Self.step
    let partial = rest .!= 0
    var taken = SIMD4<Int32>.zero
    var active = left .> taken .| partial
    while any(active) {
      let whole = left .> taken
      advance(&b, by: SIMD4(repeating: Self.step).replacing(with: rest, where: .!whole), where: active)
      taken &+= 1
      active = left .> taken .| (left .== taken .& partial)
    }
    (s.x, s.y, s.vx, s.vy) = (b.x, b.y, b.vx, b.vy)
  }
}

/// A cell's integrated paths as a pass over lanes of its pack (`CellMotion.packsInLanes`).
struct IntegratedLanes: LanePass {
  let motion: PathMotion
  let columns: PathColumns

  @inline(__always)
  func apply(_ s: inout StateLanes, _ p: ParticleColumns, _ i: Int) { motion.place(&s, columns, i) }
}

/// A behaviour's pass over four particles' states (`i` to `i + 3`) of a pack in lanes; generic
/// code over it is compiled for each, so a pass the cell does not use costs nothing.
protocol LanePass {
  func apply(_ s: inout StateLanes, _ p: ParticleColumns, _ i: Int)
}

/// No pass: the lanes as they are.
struct NoLanePass: LanePass {
  @inline(__always)
  func apply(_ s: inout StateLanes, _ p: ParticleColumns, _ i: Int) {}
}

extension LooksMotion: LanePass {
  @inline(__always)
  func apply(_ s: inout StateLanes, _ p: ParticleColumns, _ i: Int) { applyLanes(&s, p, i, WholeLanes()) }
}
