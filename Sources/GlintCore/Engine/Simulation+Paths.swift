/// The engine's side of `PathMotion`: what a particle draws for it at birth, and the per-step
/// work for cells whose paths are integrated.
extension Simulation {
  /// Draws particle `i`'s path values at birth (only for cells with a path kind): `origin` is the
  /// emitter position at that instant, the centre its forces or orbit turn about.
  @inline(__always)
  func beginPath(
    _ pool: ParticlePool, _ i: Int, kind: PathMotion.Kind, cell: CellValues, random: BirthRandom,
    origin: SIMD2<Float>
  ) {
    let paths = preparedPaths(pool, kind: kind, cell: cell)
    drawPath(paths.columns, i, cell: cell, random: random, origin: origin, life: pool.life[i])
    if kind == .integrated { startIntegration(paths.columns, i, from: pool, cell: cell) }
  }

  /// Before a step's births: every node whose cell follows paths has them for every live particle
  /// (a cell that has just switched to another kind starts its particles' paths where they are).
  func preparePaths() {
    for k in nodes.indices {
      let pool = nodes[k].pool
      guard let kind = PathMotion.kind(nodes[k].cell) else {
        pool.paths?.kind = nil
        continue
      }
      if pool.count > 0 { _ = preparedPaths(pool, kind: kind, cell: nodes[k].cell) }
    }
  }

  /// After a step: the integrated paths of every live particle advanced to the last whole
  /// sub-step within its age at `end`. A particle whose path overflowed a Float by then is
  /// retired: at the first step end past the sub-step that overflowed, whatever the frame rate.
  func advancePaths(to end: Double) {
    for k in nodes.indices {
      let pool = nodes[k].pool
      guard pool.count > 0, let motion = PathMotion(nodes[k].cell), motion.kind == .integrated,
        let paths = pool.paths
      else { continue }
      let c = paths.columns
      let (birth, life) = (pool.birth, pool.life)
      var i = 0
      while i < pool.count {
        if motion.advanceStored(c, i, age: Float(end - birth[i]), life: life[i]) {
          i += 1
        } else {
          pool.remove(at: i)
          liveCount -= 1
        }
      }
    }
  }

  /// The pool's paths of `kind`, made or restarted for its live particles when they hold none.
  private func preparedPaths(_ pool: ParticlePool, kind: PathMotion.Kind, cell: CellValues) -> ParticlePaths {
    if let paths = pool.paths, paths.kind == kind { return paths }
    let paths = pool.paths ?? ParticlePaths(kind: kind, capacity: pool.capacity)
    paths.kind = kind
    pool.paths = paths
    // Particles alive before the switch: their path starts from Core Animation's closed form at
    // their last whole sub-step, about their birth position, with values drawn from their serial.
    for i in 0..<pool.count {
      let random = BirthRandom(serial: pool.serial[i])
      drawPath(
        paths.columns, i, cell: cell, random: random, origin: SIMD2(pool.px[i], pool.py[i]),
        life: pool.life[i])
      guard kind == .integrated else { continue }
      let steps = PathMotion.wholeSteps(Float(time - pool.birth[i]))
      startIntegration(paths.columns, i, from: pool, cell: cell, restart: steps)
    }
    return paths
  }

  /// Particle `i`'s drawn values: the centre, its radial and tangential accelerations, its orbit.
  @inline(__always)
  private func drawPath(
    _ c: ParticlePaths.Columns, _ i: Int, cell: CellValues, random: BirthRandom, origin: SIMD2<Float>,
    life: Float
  ) {
    let m = cell.movement
    c.cx[i] = origin.x
    c.cy[i] = origin.y
    c.radial[i] = sample(m.radialAcceleration, m.radialAccelerationRange, random.unit(.radialAcceleration))
    c.tangential[i] = sample(
      m.tangentialAcceleration, m.tangentialAccelerationRange, random.unit(.tangentialAcceleration))
    let start = sample(m.orbitRadius, m.orbitRadiusRange, random.unit(.orbitRadius))
    let end =
      m.orbitEndRadius.map { sample($0, m.orbitEndRadiusRange, random.unit(.orbitEndRadius)) } ?? start
    c.radius[i] = start
    c.radiusSpeed[i] = life > 0 ? (end - start) / life : 0
    c.angle[i] = sample(cell.emissionLongitude, cell.emissionRange, random.unit(.coneU))
    c.angularVelocity[i] = sample(
      m.orbitAngularVelocity, m.orbitAngularVelocityRange, random.unit(.orbitAngularVelocity))
  }

  /// Particle `i`'s integration from its birth values, or, with `restart`, from Core
  /// Animation's closed form at that many sub-steps of age.
  @inline(__always)
  private func startIntegration(
    _ c: ParticlePaths.Columns, _ i: Int, from pool: ParticlePool, cell: CellValues, restart: Int? = nil
  ) {
    guard let steps = restart else {
      (c.x[i], c.y[i], c.z[i]) = (pool.px[i], pool.py[i], pool.pz[i])
      // A launch faster than the limit starts at the limit.
      var v = SIMD3(pool.vx[i], pool.vy[i], pool.vz[i])
      if let motion = PathMotion(cell) {
        motion.limit(&v, factor: motion.speedFactor(age: 0, life: pool.life[i]))
      }
      (c.vx[i], c.vy[i], c.vz[i]) = (v.x, v.y, v.z)
      c.steps[i] = 0
      return
    }
    let tau = Float(steps) * PathMotion.step
    let s = CellMotion(cell, closedFormOnly: true).closedState(ParticleColumns(pool), i, age: tau)
    let pace = Float(cell.pace)
    (c.x[i], c.y[i], c.z[i], c.vx[i], c.vy[i]) = (s.x, s.y, s.z, s.vx, s.vy)
    c.vz[i] = pool.vz[i] + cell.zAcceleration * pace * pace * tau
    c.steps[i] = Int32(steps)
  }
}

extension BirthRandom {
  /// The draws of the particle with this serial (its birth key), for values drawn after birth.
  init(serial: UInt64) { self.serial = serial }
}
