/// The engine's side of `PathMotion`: what a particle draws for it at birth, and the per-step
/// work for cells whose paths are integrated.
extension Simulation {
  /// Draws particle `i`'s path values at birth (only for cells with a path kind): `origin` is the
  /// emitter position at that instant, the centre its forces or orbit turn about.
  @inline(__always)
  func beginPath(
    _ pool: ParticleStore, _ i: Int, kind: PathMotion.Kind, cell: CellValues, random: BirthRandom,
    origin: SIMD2<Float>
  ) {
    let paths = preparedPaths(pool, kind: kind, cell: cell)
    drawPath(paths, i, cell: cell, random: random, origin: origin, life: pool.life[i])
    if kind == .integrated { startIntegration(paths, i, from: pool, cell: cell) }
  }

  /// Before a step's births: every node whose cell follows paths has them for every live particle
  /// (a cell that has just switched to another kind starts its particles' paths where they are).
  func preparePaths() {
    for k in nodes.indices {
      let pool = nodes[k].pool
      guard let kind = nodes[k].reading({ PathMotion.kind($0) }) else {
        pool.pathKind = nil
        continue
      }
      if pool.count > 0 { _ = preparedPaths(pool, kind: kind, cell: nodes[k].cell) }
    }
  }

  /// After a step: the integrated paths of every live particle advanced to the last whole
  /// sub-step within its age at `end`, a large cell's parts on every thread (each particle's
  /// path is its own, so the parts may run in any order). A particle whose path overflowed a
  /// Float by then is retired: at the first step end past the sub-step that overflowed, whatever
  /// the frame rate (the parts mark it, and one pass on this thread removes what they marked).
  func advancePaths(to end: Double) {
    for k in nodes.indices {
      let pool = nodes[k].pool
      guard pool.count > 0, let motion = nodes[k].reading(PathMotion.init), motion.kind == .integrated else {
        continue
      }
      // A cell that spins by speed counts its spin in its path's sub-steps, into its columns.
      if motion.spin != nil { pool.addSpinBySpeed() }
      guard let c = pool.paths else { continue }
      // A colliding cell's paths advanced before its retire (Simulation+Collisions).
      if motion.collisions != nil { continue }
      let threads = workers.threads
      let overflowed = withUnsafeTemporaryAllocation(of: Bool.self, capacity: threads) { marked in
        marked.initialize(repeating: false)
        var work = PathWork(
          motion: motion, columns: c, pool: pool, end: end, workers: workers,
          marked: marked.baseAddress.unsafelyUnwrapped)
        withUnsafeMutablePointer(to: &work) {
          workers.run(parts: workers.parts(pool.count), PathJob(work: $0))
        }
        return marked.contains(true)
      }
      guard overflowed else { continue }
      var i = 0
      while i < pool.count {
        if c.steps[i] >= 0 {
          i += 1
        } else {
          pool.remove(at: i)
          liveCount -= 1
        }
      }
    }
  }

  /// What the parts of a cell's path step share, held by the caller for the length of the job.
  struct PathWork {
    let motion: PathMotion
    let columns: PathColumns
    let pool: ParticleStore
    let end: Double
    let workers: StepWorkers
    /// Per thread: whether a part it ran marked a particle whose path overflowed.
    let marked: UnsafeMutablePointer<Bool>
  }

  /// One part of a cell's path step: its particles' paths advanced to `end`; a path that
  /// overflowed a Float is marked for removal (its sub-step count set to -1).
  struct PathJob: StepJob {
    let work: UnsafeMutablePointer<PathWork>

    func run(part: Int, thread: Int) {
      let w = work.pointee
      let (birth, life) = (w.pool.birth, w.pool.life)
      let range = w.workers.range(part, of: w.pool.count)
      @inline(__always) func mark(_ i: Int, _ finite: Bool) {
        guard !finite else { return }
        w.columns.steps[i] = -1
        w.marked[thread] = true
      }
      if w.motion.spin != nil, let spins = w.pool.spinBySpeed {
        return Simulation.runSpinning(w, spins, range, mark)
      }
      // Four particles at a time in lanes where the path allows (`PathMotion.integratesInLanes`),
      // then two at a time (see `PathMotion.advanceStored(_:_:_:ages:births:lives:)`).
      var i = range.lowerBound
      if w.motion.integratesInLanes {
        i =
          w.motion.fields.isEmpty
          ? Simulation.runLanes(w, range, thread: thread) : Simulation.runFieldLanes(w, range, thread: thread)
      }
      while i + 1 < range.upperBound {
        let finite = w.motion.advanceStored(
          w.columns, i, i + 1, ages: (Float(w.end - birth[i]), Float(w.end - birth[i + 1])),
          births: (birth[i], birth[i + 1]), lives: (life[i], life[i + 1]))
        mark(i, finite.0)
        mark(i + 1, finite.1)
        i += 2
      }
      if i < range.upperBound {
        mark(
          i,
          w.motion.advanceStored(w.columns, i, age: Float(w.end - birth[i]), birth: birth[i], life: life[i]))
      }
    }
  }

  /// The particles of `range` of a cell whose path integrates in lanes, four at a time while
  /// four are left: returns the first particle it left. Out of line, as `runSpinning`.
  @inline(never)
  private static func runLanes(_ w: PathWork, _ range: Range<Int>, thread: Int) -> Int {
    var i = range.lowerBound
    while i + 4 <= range.upperBound {
      let finite = w.motion.advanceStored(w.columns, i, ages: CellMotion.ages(w.pool.birth, i, at: w.end))
      if !all(finite) {
        for j in 0..<4 where !finite[j] { w.columns.steps[i + j] = -1 }
        w.marked[thread] = true
      }
      i += 4
    }
    return i
  }

  /// `runLanes` for a cell force fields act on.
  @inline(never)
  private static func runFieldLanes(_ w: PathWork, _ range: Range<Int>, thread: Int) -> Int {
    var i = range.lowerBound
    while i + 4 <= range.upperBound {
      let finite = w.motion.advanceStored(
        w.columns, i, ages: CellMotion.ages(w.pool.birth, i, at: w.end),
        births: PathMotion.births(w.pool.birth, i))
      if !all(finite) {
        for j in 0..<4 where !finite[j] { w.columns.steps[i + j] = -1 }
        w.marked[thread] = true
      }
      i += 4
    }
    return i
  }

  /// The particles of `range` of a cell that spins by speed: each path and spin advanced
  /// together. Out of line, so that the loop of cells without it stays small enough for their
  /// sub-steps to be inlined into it.
  @inline(never)
  private static func runSpinning(
    _ w: PathWork, _ spins: SpinColumns, _ range: Range<Int>, _ mark: (Int, Bool) -> Void
  ) {
    let p = ParticleColumns(w.pool)
    w.motion.withSpinStack { stack in
      for i in range {
        mark(
          i,
          w.motion.advanceStoredSpinning(
            w.columns, spins, p, i, age: Float(w.end - w.pool.birth[i]), stack: stack))
      }
    }
  }

  /// The store's path columns holding paths of `kind`: added, or restarted for its live
  /// particles, when they hold none.
  private func preparedPaths(_ pool: ParticleStore, kind: PathMotion.Kind, cell: CellValues) -> PathColumns {
    if let paths = pool.paths, pool.pathKind == kind { return paths }
    pool.addPaths()
    pool.pathKind = kind
    guard let paths = pool.paths else { preconditionFailure("the store has just added its path columns") }
    // Particles alive before the switch: their path starts from Core Animation's closed form at
    // their last whole sub-step, about their birth position, with values drawn from their serial.
    for i in 0..<pool.count {
      let random = BirthRandom(serial: pool.serial[i])
      drawPath(
        paths, i, cell: cell, random: random, origin: SIMD2(pool.px[i], pool.py[i]),
        life: pool.life[i])
      guard kind == .integrated else { continue }
      let steps = PathMotion.wholeSteps(Float(time - pool.birth[i]))
      startIntegration(paths, i, from: pool, cell: cell, restart: steps)
    }
    return paths
  }

  /// Particle `i`'s drawn values: the centre, its radial and tangential accelerations, its orbit.
  @inline(__always)
  private func drawPath(
    _ c: PathColumns, _ i: Int, cell: CellValues, random: BirthRandom, origin: SIMD2<Float>,
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
    _ c: PathColumns, _ i: Int, from pool: ParticleStore, cell: CellValues, restart: Int? = nil
  ) {
    guard let steps = restart else {
      (c.x[i], c.y[i], c.z[i]) = (pool.px[i], pool.py[i], pool.pz[i])
      // A launch faster than the limit starts at the limit.
      var v = SIMD3(pool.vx[i], pool.vy[i], pool.vz[i])
      if let motion = PathMotion(cell) {
        motion.limit(&v, factor: motion.speedFactor(age: 0, life: pool.life[i]))
      }
      (c.vx[i], c.vy[i], c.vz[i]) = (v.x, v.y, v.z)
      (c.steps[i], c.ux[i], c.uy[i]) = (0, 0, 0)
      return
    }
    let tau = Float(steps) * PathMotion.step
    let s = CellMotion(cell, closedFormOnly: true).closedState(ParticleColumns(pool), i, age: tau)
    let pace = Float(cell.pace)
    (c.x[i], c.y[i], c.z[i], c.vx[i], c.vy[i]) = (s.x, s.y, s.z, s.vx, s.vy)
    c.vz[i] = pool.vz[i] + cell.zAcceleration * pace * pace * tau
    (c.steps[i], c.ux[i], c.uy[i]) = (Int32(steps), 0, 0)
  }
}

extension BirthRandom {
  /// The draws of the particle with this serial (its birth key), for values drawn after birth.
  init(serial: UInt64) { self.serial = serial }
}
