#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Births at exact instants: from the layer for top-level cells, from every live parent for
/// sub-cells, and the sampling of one particle.
extension Simulation {
  /// Births of top-level node `k` over [from, to], at the exact instants its accumulator crosses
  /// an integer, on the emitter's path.
  func emitFromLayer(
    _ k: Int, params: LayerParameters, path: EmitterPath, from: Double, to: Double
  ) {
    guard params.emitsFromLayer else { return }
    if nodes[k].cell.emission.emitsWaves {
      return emitWaves(k, params: params, path: path, from: from, to: to)
    }
    if animations.drivesBirthRate(k) { return emitVarying(k, params: params, path: path, from: from, to: to) }
    let cell = nodes[k].cell
    let (open, close, pace) = cell.window(from: startTime)
    let rate = Double(params.birthRate) * Double(cell.birthRate) * pace
    guard rate > 0 else { return }
    let lo = max(from, open)
    let hi = min(to, close)
    guard hi > lo else { return }
    let emitted = layerEmitted[k]
    let total = snapped(emitted + rate * (hi - lo))
    layerEmitted[k] = total
    let key = nodes[k].key
    var index = firstIndex(emitted, rate: rate, from: lo, skipBefore: to - horizon[k])
    let count = ParallelBirths.count(from: index, to: total)
    if birthsInParallel(k, cell: cell, params: params, count: count) {
      var births = ParallelBirths(
        simulation: self, cell: cell, params: params, path: path, key: key, first: index, count: count,
        lo: lo, emitted: emitted, rate: rate, pace: Float(cell.pace), pool: nodes[k].pool,
        base: nodes[k].pool.count)
      return births.make()
    }
    while index <= total {
      let t = lo + (index - emitted) / rate
      guard hasRoom(k, at: t) else {
        index = dropUntilRoom(k, from: index, emitted: emitted, rate: rate, lo: lo, total: total)
        continue
      }
      let random = BirthRandom(seed: params.seed, node: key, emitter: 0, index: UInt64(index))
      let spot = params.place(random)
      let at = path.position(at: t)
      spawn(
        k, cell: cell, random: random, time: t, x: at.x + spot.x, y: at.y + spot.y,
        z: at.z + spot.z, baseAngle: spot.angle, parentColor: SIMD4(1, 1, 1, 1), parentScale: 1,
        params: params, origin: SIMD2(at.x, at.y))
      index += 1
    }
  }

  /// Births of sub-cell node `k` from every live particle of its parent, over the part of
  /// [from, to] where the parent lives and the sub-cell's window (in parent age) is open.
  func emitFromParents(_ k: Int, params: LayerParameters, from: Double, to: Double) {
    let cell = nodes[k].cell
    if cell.emission.emitsWaves { return emitWavesFromParents(k, params: params, from: from, to: to) }
    let (open, close, pace) = cell.window(from: 0)
    let rate = Double(params.birthRate) * Double(cell.birthRate) * pace
    guard rate > 0 else { return }
    let p = nodes[k].parent
    let parent = nodes[p].pool
    let acc = parent.emitted[nodes[k].subIndex]
    let key = nodes[k].key
    let motion = CellMotion(nodes[p].cell)
    let columns = ParticleColumns(parent)
    let begin = max(0, open)
    let skipBefore = to - horizon[k]
    for i in 0..<parent.count {
      eventLog?.emitter = parent.serial[i]
      let born = parent.birth[i]
      let lo = max(from, born + begin)
      let hi = min(to, born + Double(parent.life[i]), born + close)
      guard hi > lo else { continue }
      let emitted = acc[i]
      let total = snapped(emitted + rate * (hi - lo))
      acc[i] = total
      var index = firstIndex(emitted, rate: rate, from: lo, skipBefore: skipBefore)
      while index <= total {
        let t = lo + (index - emitted) / rate
        guard hasRoom(k, at: t) else {
          index = dropUntilRoom(k, from: index, emitted: emitted, rate: rate, lo: lo, total: total)
          continue
        }
        let s = motion.state(columns, i, age: Float(t - born))
        let heading =
          s.vx * s.vx + s.vy * s.vy > 1e-12 ? atan2(s.vy, s.vx) : atan2(parent.dirY[i], parent.dirX[i])
        let random = BirthRandom(
          seed: params.seed, node: key, emitter: parent.serial[i], index: UInt64(index))
        if cell.movement.inheritedVelocity != 0 { forces.birthVelocity = SIMD3(s.vx, s.vy, 0) }
        spawn(
          k, cell: cell, random: random, time: t, x: s.x, y: s.y, z: s.z, baseAngle: heading,
          parentColor: s.color, parentScale: s.scale, params: params, origin: SIMD2(s.x, s.y))
        index += 1
      }
    }
  }

  /// Accumulator totals within rounding of a whole number are that number, so a birth due
  /// exactly at a step's or a window's end is not lost to rounding, however the steps fell. The
  /// tolerance is relative (a billionth up to 1000 births, then a trillionth of the total: some
  /// 4000 ulps), since an absolute one falls below one ulp after about 4.5 million births.
  @inline(__always)
  func snapped(_ total: Double) -> Double {
    let whole = total.rounded()
    return abs(total - whole) < max(1e-9, whole.magnitude * 1e-12) ? whole : total
  }

  /// Drops the births from `index` on that come before the layer has room again (all the rest
  /// of the stretch when no death within the step makes room) and returns the next index to try.
  /// An index is never skipped on the strength of rounding: the one returned may still be early,
  /// and is then checked (and dropped) on its own.
  func dropUntilRoom(_ k: Int, from index: Double, emitted: Double, rate: Double, lo: Double, total: Double)
    -> Double
  {
    let end = total.rounded(.down) + 1
    let room = roomFrom(k)
    let resume = room.isFinite ? min(end, max(index + 1, (emitted + (room - lo) * rate).rounded(.down))) : end
    dropped += Int(resume - index)
    return resume
  }

  /// The first birth index to realise: the next one after `emitted`, or later where births before
  /// `skipBefore` would be dead (with all their descendants) by the end of the step.
  @inline(__always)
  func firstIndex(_ emitted: Double, rate: Double, from lo: Double, skipBefore: Double)
    -> Double
  {
    let next = emitted.rounded(.down) + 1
    guard skipBefore > lo else { return next }
    return max(next, (emitted + rate * (skipBefore - lo)).rounded(.up))
  }

  /// Draws one particle of node `k` born at `time`; a lifetime ≤ 0, or a miss of the cell's
  /// `spawnChance`, means it is never born. `origin` is the emitter position at that instant (the
  /// centre of radial forces and orbits). A wave's particle has its emission axis turned by
  /// `turn` and is born `reach` points out along its direction. `inherited` is added to its
  /// launch velocity (a sub-emitter's share of its parent's).
  @inline(__always)
  func spawn(
    _ k: Int, cell: CellValues, random: BirthRandom, time: Double, x: Float, y: Float, z: Float,
    baseAngle: Float, parentColor: SIMD4<Float>, parentScale: Float, params: LayerParameters,
    origin: SIMD2<Float>, turn: Float = 0, reach: Float = 0, inherited: SIMD3<Float> = .zero
  ) {
    let chance = cell.emission.spawnChance
    guard chance >= 1 || random.unit(.chance) < chance else { return }
    // A cell's speed runs its particles' time faster: shorter life, faster motion and spin (the
    // rates of change scale in CellMotion).
    let pace = Float(cell.pace)
    guard pace > 0 else { return }
    let life = params.lifetime * sample(cell.lifetime, cell.lifetimeRange, random.unit(.lifetime)) / pace
    guard life > 0 else { return }
    let pool = nodes[k].pool
    guard pool.reserveOne() else {
      dropped += 1
      return
    }
    let i = pool.count
    pool.count = i + 1
    drawBirth(
      pool, i, cell: cell, random: random, time: time, life: life, pace: pace, x: x, y: y, z: z,
      baseAngle: baseAngle, parentColor: parentColor, parentScale: parentScale, params: params, turn: turn,
      reach: reach, inherited: inherited)
    if let kind = PathMotion.kind(cell) {
      beginPath(pool, i, kind: kind, cell: cell, random: random, origin: origin)
    }
    // A store that has look columns keeps every particle's filled, so a look taken up later
    // never reads what a particle retired before left there.
    if cell.looks.usesLookColumns || pool.looks != nil {
      drawLooks(
        pool, i, cell: cell, random: random, life: life, parentColor: parentColor, parentScale: parentScale,
        params: params)
    }
    if pool.spinBySpeed != nil || SpinBySpeed.applies(to: cell) { beginSpinBySpeed(pool, i) }
    if !cell.added.isEmpty { drawAddedBehaviours(k, pool, i, cell: cell, random: random) }
    if cell.trail.points > 0 { beginTrail(pool, i, points: cell.trail.keptPoints) }
    let death = time + Double(finiteLife(pool, i, cell: cell, pace: pace))
    liveCount += 1
    births += 1
    noteBirth(k, death: death)
    if eventLog != nil { record(.birth, node: k, particle: i, age: 0, at: time) }
    if k < events.emitsOnBirth.count && events.emitsOnBirth[k] { emitOnBirth(k, particle: i) }
  }

  /// The columns every birth draws (Core Animation's closed form and the nested cells'
  /// accumulators) of particle `i` of `pool`, whose `life` is drawn; what `spawn` documents.
  @inline(__always)
  func drawBirth(
    _ pool: ParticleStore, _ i: Int, cell: CellValues, random: BirthRandom, time: Double, life: Float,
    pace: Float, x: Float, y: Float, z: Float, baseAngle: Float, parentColor: SIMD4<Float>,
    parentScale: Float,
    params: LayerParameters, turn: Float, reach: Float, inherited: SIMD3<Float>
  ) {
    let dir = emissionDirection(
      axisAngle: baseAngle + cell.emissionLongitude + turn, latitude: cell.emissionLatitude,
      range: cell.emissionRange, geometry: params.geometry, u: random.unit(.coneU),
      v: random.unit(.coneV))
    let speed = params.velocity * sample(cell.velocity, cell.velocityRange, random.unit(.speed)) * pace
    pool.birth[i] = time
    pool.serial[i] = random.serial
    for s in 0..<pool.subCellCount { pool.emitted[s][i] = 0 }
    pool.life[i] = life
    if reach == 0 {
      pool.px[i] = x
      pool.py[i] = y
      pool.pz[i] = z
    } else {
      pool.px[i] = x + reach * dir.x
      pool.py[i] = y + reach * dir.y
      pool.pz[i] = z + reach * dir.z
    }
    pool.vx[i] = speed * dir.x
    pool.vy[i] = speed * dir.y
    pool.vz[i] = speed * dir.z
    // The fraction of its emitter's velocity it takes, and what an event's birth inherits.
    if cell.movement.inheritedVelocity != 0 { add(thrownVelocity(cell), toVelocityOf: i, in: pool) }
    if inherited != .zero { add(inherited, toVelocityOf: i, in: pool) }
    pool.dirX[i] = dir.x
    pool.dirY[i] = dir.y
    pool.spin[i] = params.spin * sample(cell.spin, cell.spinRange, random.unit(.spin)) * pace
    pool.scale[i] =
      params.scale * sample(cell.scale, cell.scaleRange, random.unit(.scale)) * parentScale
    let c = cell.color
    pool.red[i] = clamp01(sample(c.red, cell.redRange, random.unit(.red))) * parentColor.x
    pool.green[i] = clamp01(sample(c.green, cell.greenRange, random.unit(.green))) * parentColor.y
    pool.blue[i] = clamp01(sample(c.blue, cell.blueRange, random.unit(.blue))) * parentColor.z
    pool.alpha[i] = clamp01(sample(c.alpha, cell.alphaRange, random.unit(.alpha))) * parentColor.w
  }

  /// Adds `velocity` to particle `i`'s launch velocity.
  @inline(__always)
  private func add(_ velocity: SIMD3<Float>, toVelocityOf i: Int, in pool: ParticleStore) {
    pool.vx[i] += velocity.x
    pool.vy[i] += velocity.y
    pool.vz[i] += velocity.z
  }
}
