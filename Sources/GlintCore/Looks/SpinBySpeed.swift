/// Spin by speed (Unity's rotation by speed): the spin rate times `speedCurves.spin` read at the
/// particle's speed. The rate then changes along the life, so the rotation has no closed form: it
/// is integrated over fixed 1/240 s sub-steps of age, stored per particle up to the last whole
/// sub-step, and finished to the age read, so it is the same at any frame rate. The speed is the
/// one the particle moves at, whatever moves it (`Source`): Core Animation's launch (velocity and
/// acceleration, times the speed curve where it moves the particle in closed form, `EasedSpeed`)
/// or an orbit, both closed forms, integrated by the trapezoid rule (exact for a
/// constant curve) in their own step phase; or an integrated path (forces, drag, the speed curve,
/// fields, collisions), whose integrator counts the spin in each of its sub-steps by the midpoint
/// rule (`SpinCount`); a path expression followed turns the velocity along its tangent.

/// The store's columns for spin by speed, a column group of `ParticleStore` added the first time
/// a particle of such a cell is born: the rotation integrated to the sub-steps done.
struct SpinColumns {
  /// Four-byte columns in the group.
  static let count = 2
  /// Rotation added by the spin (radians) up to the last whole sub-step integrated.
  let rotation: UnsafeMutablePointer<Float>
  /// Whole sub-steps integrated.
  let steps: UnsafeMutablePointer<Int32>

  /// The group's columns, `stride` bytes apart from `base`, each for `capacity` particles.
  init(_ base: UnsafeMutableRawPointer, stride: Int, capacity: Int) {
    rotation = base.bindMemory(to: Float.self, capacity: capacity)
    steps = (base + stride).bindMemory(to: Int32.self, capacity: capacity)
  }
}

/// The spin-by-speed pass of a cell, read once per cell before a loop; nil for cells without a
/// spin curve by speed (or whose spin an end rotation replaces).
struct SpinBySpeed {
  /// What gives the speed the curve reads.
  enum Source {
    /// Core Animation's launch: the velocity plus the constant acceleration (closed form).
    case launch
    /// An orbit's closed form (`PathMotion.orbitSpeed`).
    case orbit
    /// An integrated path: the integrator's sub-steps (`PathMotion`, `SpinCount`).
    case integrated
  }

  let source: Source
  /// The curve, kept alive for `reader`.
  let curve: ValueCurve
  let reader: CurveReader
  let minimum: Float
  /// 1 / (maximum − minimum); infinity for an empty range (a step at the minimum).
  let inverseRange: Float
  /// The cell's acceleration times pace² (the velocity gains it per second).
  let acceleration: SIMD2<Float>
  /// The cell's spin acceleration times pace² (the spin rate gains it per second).
  let spinAcceleration: Float
  /// An orbit's pace and drag, as the orbit reads them.
  let angularScale: Float
  let drag: Float
  /// The path expression the particles follow across their birth direction, if any.
  let following: PathExpression?
  /// The speed curve moving a launched particle, when the cell has one.
  let easedSpeed: EasedSpeed?

  /// Whether `cell` spins by speed.
  static func applies(to cell: CellValues) -> Bool {
    cell.looks.speedCurves.spin != nil && cell.looks.endRotation == nil
  }

  init?(_ cell: borrowing CellValues) {
    guard Self.applies(to: cell), let curve = cell.looks.speedCurves.spin else { return nil }
    let l = cell.looks
    switch PathMotion.kind(cell) {
    case nil: source = .launch
    case .orbit: source = .orbit
    case .integrated: source = .integrated
    }
    self.curve = curve
    reader = curve.reader
    minimum = l.speedCurveMinimum
    let width = l.speedCurveMaximum - l.speedCurveMinimum
    inverseRange = width > 0 ? 1 / width : .infinity
    let pace = Float(cell.pace)
    acceleration = SIMD2(cell.xAcceleration, cell.yAcceleration) * (pace * pace)
    spinAcceleration = l.spinAcceleration * pace * pace
    angularScale = pace
    drag = min(max(0, cell.movement.drag * pace), PathMotion.stepsPerSecond)
    following = PathFollowing(cell)?.expression
    easedSpeed = EasedSpeed(cell)
  }

  /// The curve's value at a speed (as `SpeedLooks.fraction`).
  @inline(__always)
  func factor(speed: Float) -> Float {
    let over = speed - minimum
    return reader.scalar(at: inverseRange.isFinite ? over * inverseRange : (over > 0 ? 1 : 0))
  }

  /// The spin rate at `age` of a particle that drew `spin`, moving at `speed`:
  /// (spin + spin acceleration · age) × curve(speed).
  @inline(__always)
  func rate(spin: Float, age: Float, speed: Float) -> Float {
    (spin + spinAcceleration * age) * factor(speed: speed)
  }

  /// Velocity `v` at place `x` (of the motion before the path) turned along the path expression
  /// followed from `origin` across `direction` (a unit vector), as `PathFollowing` turns it; `v`
  /// itself without one.
  @inline(__always)
  func followed(
    _ v: SIMD2<Float>, at x: SIMD2<Float>, origin: SIMD2<Float>, direction u: SIMD2<Float>,
    stack: UnsafeMutablePointer<Dual>?
  ) -> SIMD2<Float> {
    guard let following, let stack else { return v }
    let along = ((x - origin) * u).sum()
    let slope = following.evaluate(along, stack: stack).slope
    return v + SIMD2(-u.y, u.x) * ((v * u).sum() * slope)
  }

  /// Particle `i`'s unit birth direction (the path expression's x axis).
  @inline(__always)
  static func direction(_ p: ParticleColumns, _ i: Int) -> SIMD2<Float> {
    let (dx, dy) = (p.dirX[i], p.dirY[i])
    let length = (dx * dx + dy * dy).squareRoot()
    return length > 0 ? SIMD2(dx / length, dy / length) : SIMD2(1, 0)
  }

  /// Runs `body` with room for the path expression's evaluation (nil without one).
  @inline(__always)
  func withStack<R>(_ body: (UnsafeMutablePointer<Dual>?) -> R) -> R {
    guard let following else { return body(nil) }
    return following.withStack { body($0) }
  }

  /// Particle `i`'s speed at age `tau` where it has a closed form (launch or orbit).
  @inline(__always)
  func speed(_ p: ParticleColumns, _ i: Int, age tau: Float, stack: UnsafeMutablePointer<Dual>?) -> Float {
    if source == .orbit, let c = p.paths {
      return PathMotion.orbitSpeed(c, i, age: tau, angularScale: angularScale, drag: drag)
    }
    var v = SIMD2(p.vx[i], p.vy[i]) + acceleration * tau
    var x = SIMD2(p.px[i], p.py[i]) + (SIMD2(p.vx[i], p.vy[i]) + acceleration * (0.5 * tau)) * tau
    if let easedSpeed { (x, v) = easedSpeed.motion(p, i, age: tau) }
    if stack != nil {
      v = followed(
        v, at: x, origin: SIMD2(p.px[i], p.py[i]), direction: Self.direction(p, i), stack: stack)
    }
    return (v * v).sum().squareRoot()
  }

  /// Particle `i`'s spin rate at age `tau` (launch or orbit).
  @inline(__always)
  func rate(_ p: ParticleColumns, _ i: Int, age tau: Float, stack: UnsafeMutablePointer<Dual>?) -> Float {
    rate(spin: p.spin[i], age: tau, speed: speed(p, i, age: tau, stack: stack))
  }

  /// Particle `i`'s rotation integrated from `rotation` at sub-step `done` to sub-step `n`.
  @inline(__always)
  func integrate(
    _ p: ParticleColumns, _ i: Int, from done: Int, rotation: Float, to n: Int,
    stack: UnsafeMutablePointer<Dual>?
  ) -> Float {
    let h = PathMotion.step
    var r = rotation
    var before = rate(p, i, age: Float(done) * h, stack: stack)
    for j in done..<n {
      let after = rate(p, i, age: Float(j + 1) * h, stack: stack)
      r += 0.5 * h * (before + after)
      before = after
    }
    return r
  }

  /// Particle `i`'s stored rotation advanced to the last whole sub-step within age `tau`.
  @inline(__always)
  func advanceStored(
    _ p: ParticleColumns, _ c: SpinColumns, _ i: Int, age tau: Float, stack: UnsafeMutablePointer<Dual>?
  ) {
    let done = Int(c.steps[i])
    let n = PathMotion.wholeSteps(tau)
    guard n > done else { return }
    c.rotation[i] = integrate(p, i, from: done, rotation: c.rotation[i], to: n, stack: stack)
    c.steps[i] = Int32(n)
  }

  /// Replaces the spin's share of the run's rotation (spin · τ, from the closed form) with the
  /// integrated one: the stored rotation, then the partial sub-step to the age held (from sub-step
  /// 0 when the store has no columns yet). An integrated path's rotation is its integrator's
  /// (`PathMotion.place`), so this pass is for the closed forms alone.
  @inline(never)
  func apply(_ run: ParticleRun, _ p: ParticleColumns, _ range: Range<Int>) {
    guard source != .integrated else { return }
    let first = range.lowerBound
    let h = PathMotion.step
    withStack { stack in
      for k in 0..<range.count {
        let i = first &+ k
        let tau = run.age[k]
        var (done, r) = (0, Float(0))
        if let c = p.spinBySpeed { (done, r) = (Int(c.steps[i]), c.rotation[i]) }
        let n = max(done, PathMotion.wholeSteps(tau))
        if n > done { r = integrate(p, i, from: done, rotation: r, to: n, stack: stack) }
        let start = Float(n) * h
        r += 0.5 * (tau - start) * (rate(p, i, age: start, stack: stack) + rate(p, i, age: tau, stack: stack))
        run.rotation[k] += r - p.spin[i] * tau
      }
    }
  }
}

extension Simulation {
  /// Particle `i` just born into `pool`: its integrated spin starts at age 0 (also when its cell
  /// has stopped spinning by speed, so a later edit that starts it again finds no stale state).
  @inline(__always)
  func beginSpinBySpeed(_ pool: ParticleStore, _ i: Int) {
    pool.addSpinBySpeed()
    guard let c = pool.spinBySpeed else { return }
    (c.rotation[i], c.steps[i]) = (0, 0)
  }

  /// After a step: the spin of every live particle of a cell that spins by speed integrated to
  /// the last whole sub-step within its age at `end`, a large cell's parts on every thread (each
  /// particle's spin is its own).
  func advanceSpins(to end: Double) {
    for k in nodes.indices {
      let pool = nodes[k].pool
      // An integrated path's spin advances with the path (`advancePaths`).
      guard pool.count > 0, let pass = nodes[k].reading(SpinBySpeed.init), pass.source != .integrated else {
        continue
      }
      pool.addSpinBySpeed()
      guard let columns = pool.spinBySpeed else { continue }
      var work = SpinWork(
        pass: pass, particles: ParticleColumns(pool), columns: columns, count: pool.count, end: end,
        workers: workers)
      withUnsafeMutablePointer(to: &work) { workers.run(parts: workers.parts(pool.count), SpinJob(work: $0)) }
    }
  }

  /// What the parts of a cell's spin step share, held by the caller for the length of the job.
  struct SpinWork {
    let pass: SpinBySpeed
    let particles: ParticleColumns
    let columns: SpinColumns
    let count: Int
    let end: Double
    let workers: StepWorkers
  }

  /// One part of a cell's spin step: its particles' spins advanced to `end`.
  struct SpinJob: StepJob {
    let work: UnsafeMutablePointer<SpinWork>

    func run(part: Int, thread: Int) {
      let w = work.pointee
      w.pass.withStack { stack in
        for i in w.workers.range(part, of: w.count) {
          w.pass.advanceStored(
            w.particles, w.columns, i, age: Float(w.end - w.particles.birth[i]), stack: stack)
        }
      }
    }
  }
}
