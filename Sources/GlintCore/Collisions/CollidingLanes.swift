/// A colliding cell's step in lanes of four particles, where its path integrates in lanes (no
/// speed curve or spin by speed): each sub-step is integrated in lanes (`PathMotion.advance`'s
/// lanes, the scalar paths bit for bit), and only a lane whose sub-step may meet a shape (by the
/// clearances in lanes, then by the shapes near it: `ShapeView.mayMeet`) is taken out for the
/// swept test and its response, which are the scalar ones. Most sub-steps start far from every
/// shape, so most skip the test altogether, four at a time.
extension Simulation {
  /// The shared parts of a colliding cell's step in lanes.
  struct CollidingLanes {
    let motion: PathMotion
    let response: CollisionResponse
    let columns: PathColumns
    let pool: ParticleStore
    let end: Double
    let recording: Bool
  }

  /// `advanceColliding`'s work for particles from 0 in groups of four while four are left: returns
  /// the first particle it left, and whether a path overflowed (marked with a sub-step count of -1).
  /// Hits are appended to `events.hits` in the particles' order, as one at a time lists them.
  func advanceCollidingLanes(_ w: CollidingLanes) -> (next: Int, overflowed: Bool) {
    var i = 0
    var overflowed = false
    while i + 4 <= w.pool.count {
      let first = events.hits.count
      let tau = CellMotion.ages(w.pool.birth, i, at: w.end)
      var finite: SIMDMask<SIMD4<Int32>>
      if w.motion.fields.isEmpty {
        var none = NoFieldLanes()
        finite = advanceColliding(w, i, ages: tau, fields: &none)
      } else {
        var f = FieldLanes(
          w.motion, born: -tau, births: PathMotion.births(w.pool.birth, i), held: w.columns, i)
        finite = advanceColliding(w, i, ages: tau, fields: &f)
      }
      if !all(finite) {
        for j in 0..<4 where !finite[j] { w.columns.steps[i + j] = -1 }
        overflowed = true
      }
      if w.recording { sortHits(from: first) }
      i += 4
    }
    return (i, overflowed)
  }

  /// Particles `i` to `i + 3`, at ages `tau`: their paths advanced as `advanceColliding` advances
  /// each; whether each lane's state is finite.
  @inline(__always)
  private func advanceColliding<F: LaneFields>(
    _ w: CollidingLanes, _ i: Int, ages tau: SIMD4<Float>, fields f: inout F
  ) -> SIMDMask<SIMD4<Int32>> {
    let (motion, c, pool) = (w.motion, w.columns, w.pool)
    let stepsAt = UnsafeMutableRawPointer(c.steps + i)
    var s = stepsAt.loadUnaligned(as: SIMD4<Int32>.self)
    let lives = UnsafeRawPointer(pool.life + i).loadUnaligned(as: SIMD4<Float>.self)
    // Hits after the last whole sub-step of a life are not looked for: it has ended.
    let (aged, lived) = (PathMotion.wholeSteps(tau), PathMotion.wholeSteps(lives))
    var n = aged.replacing(with: lived, where: lived .< aged)
    let moved = n .> s
    guard any(moved) else { return SIMDMask(repeating: true) }
    var b = PathMotion.BodyLanes(c, i, forceScale: motion.forceScale)
    var active = moved
    let dt = SIMD4<Float>(repeating: PathMotion.step)
    while any(active) {
      let before = b
      motion.advance(&b, by: dt, at: SIMD4<Float>(s) * PathMotion.step, where: active, fields: &f)
      var taken = SIMD4<Int32>(repeating: 1).replacing(with: 0, where: .!active)
      let near = active .& w.response.shapes.mayMeet(before.x, before.y, b.x - before.x, b.y - before.y)
      if any(near) {
        for j in 0..<4 where near[j] {
          let (px, py) = (before.x[j], before.y[j])
          guard w.response.shapes.mayMeet(px, py, b.x[j] - px, b.y[j] - py) else { continue }
          if meet(w, i + j, &b, before, lane: j, subStep: s[j], n: &n[j]) { taken[j] = 0 }
        }
      }
      s &+= taken
      active = n .> s
    }
    b.store(c, i)
    f.store(c, i)
    stepsAt.storeBytes(of: s, as: SIMD4<Int32>.self)
    return b.finite .| .!moved
  }

  /// Lane `j` (particle `i`) of `b` after sub-step `s` from `before`, bent at the shapes it meets
  /// and its hit taken as `advanceColliding` takes it: true when the particle ends at the hit
  /// (its lane back at the sub-step's start); `n`, its last sub-step, shortened by a loss of life.
  @inline(never)
  private func meet(
    _ w: CollidingLanes, _ i: Int, _ b: inout PathMotion.BodyLanes, _ before: PathMotion.BodyLanes,
    lane j: Int, subStep s: Int32, n: inout Int32
  ) -> Bool {
    var x = SIMD3(b.x[j], b.y[j], b.z[j])
    var v = SIMD3(b.vx[j], b.vy[j], b.vz[j])
    let x0 = SIMD3(before.x[j], before.y[j], before.z[j])
    let v0 = SIMD3(before.vx[j], before.vy[j], before.vz[j])
    let response = w.response
    let found = response.resolve(&x, &v, from: x0, velocity: v0, dt: PathMotion.step)
    (b.x[j], b.y[j], b.z[j], b.vx[j], b.vy[j], b.vz[j]) = (x.x, x.y, x.z, v.x, v.y, v.z)
    guard let hit = found else { return false }
    let pool = w.pool
    let age = (Float(s) + hit.t) * PathMotion.step
    if w.recording {
      events.hits.append(
        PendingHit(
          particle: i, subStep: s + 1, age: age, x: hit.x, y: hit.y, z: x.z, vx: hit.vx, vy: hit.vy))
    }
    let life = response.mode == .die ? age : pool.life[i] - response.lifetimeLoss
    if life <= age || response.mode == .die {
      // It ends at the hit, its path at the sub-step's start (as one at a time has it).
      pool.life[i] = max(age, 0)
      (b.x[j], b.y[j], b.z[j]) = (before.x[j], before.y[j], before.z[j])
      (b.vx[j], b.vy[j], b.vz[j]) = (before.vx[j], before.vy[j], before.vz[j])
      n = s
      return true
    }
    if life != pool.life[i] {
      pool.life[i] = life
      // A life that now ends before `end` stops at its last whole sub-step.
      n = max(s + 1, min(n, Int32(PathMotion.wholeSteps(life))))
    }
    return false
  }

  /// The hits from `first` on in the particles' order, each particle's in the order they came
  /// (an insertion sort, stable: a group's hits are few, and most of them in order already).
  private func sortHits(from first: Int) {
    var k = first + 1
    while k < events.hits.count {
      let hit = events.hits[k]
      var m = k
      while m > first && events.hits[m - 1].particle > hit.particle {
        events.hits[m] = events.hits[m - 1]
        m -= 1
      }
      events.hits[m] = hit
      k += 1
    }
  }
}
