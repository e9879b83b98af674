/// Spin by speed (Unity's rotation by speed): the spin rate times `speedCurves.spin` read at the
/// particle's speed. The rate then changes along the life, so the rotation has no closed form: it
/// is integrated over fixed 1/240 s sub-steps of age (the trapezoid rule, exact for a constant
/// curve), stored per particle up to the last whole sub-step, and finished to the age read, so it
/// is the same at any frame rate. The speed is Core Animation's launch: the velocity plus the
/// constant acceleration, times the speed curve where it moves the particle in closed form
/// (`EasedSpeed`); cells with a path kind or a path expression do not spin by speed.

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
/// spin curve by speed (or whose spin an end rotation replaces, or whose motion is a path).
struct SpinBySpeed {
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
  /// The speed curve scaling the velocity, when the cell has one.
  let easedSpeed: EasedSpeed?

  /// Whether `cell` spins by speed.
  static func applies(to cell: CellValues) -> Bool {
    let l = cell.looks
    return l.speedCurves.spin != nil && l.endRotation == nil && PathMotion.kind(cell) == nil
      && (cell.movement.path == nil || cell.movement.motion == .orbit)
  }

  init?(_ cell: borrowing CellValues) {
    let l = cell.looks
    guard Self.applies(to: cell), let curve = l.speedCurves.spin else { return nil }
    self.curve = curve
    reader = curve.reader
    minimum = l.speedCurveMinimum
    let width = l.speedCurveMaximum - l.speedCurveMinimum
    inverseRange = width > 0 ? 1 / width : .infinity
    let pace = Float(cell.pace)
    acceleration = SIMD2(cell.xAcceleration, cell.yAcceleration) * (pace * pace)
    spinAcceleration = l.spinAcceleration * pace * pace
    easedSpeed = EasedSpeed(cell)
  }

  /// The curve's value at a speed (as `SpeedLooks.fraction`).
  @inline(__always)
  func factor(speed: Float) -> Float {
    let over = speed - minimum
    return reader.scalar(at: inverseRange.isFinite ? over * inverseRange : (over > 0 ? 1 : 0))
  }

  /// Particle `i`'s spin rate at age `tau`: (spin + spin acceleration · τ) × curve(speed).
  @inline(__always)
  func rate(_ p: ParticleColumns, _ i: Int, age tau: Float) -> Float {
    let vx = p.vx[i] + acceleration.x * tau
    let vy = p.vy[i] + acceleration.y * tau
    var speed = (vx * vx + vy * vy).squareRoot()
    if let easedSpeed { speed *= abs(easedSpeed.factor(age: tau, life: p.life[i])) }
    return (p.spin[i] + spinAcceleration * tau) * factor(speed: speed)
  }

  /// Particle `i`'s rotation integrated from `rotation` at sub-step `done` to sub-step `n`.
  @inline(__always)
  func integrate(_ p: ParticleColumns, _ i: Int, from done: Int, rotation: Float, to n: Int) -> Float {
    let h = PathMotion.step
    var r = rotation
    var before = rate(p, i, age: Float(done) * h)
    for j in done..<n {
      let after = rate(p, i, age: Float(j + 1) * h)
      r += 0.5 * h * (before + after)
      before = after
    }
    return r
  }

  /// Particle `i`'s stored rotation advanced to the last whole sub-step within age `tau`.
  @inline(__always)
  func advanceStored(_ p: ParticleColumns, _ c: SpinColumns, _ i: Int, age tau: Float) {
    let done = Int(c.steps[i])
    let n = PathMotion.wholeSteps(tau)
    guard n > done else { return }
    c.rotation[i] = integrate(p, i, from: done, rotation: c.rotation[i], to: n)
    c.steps[i] = Int32(n)
  }

  /// Replaces the spin's share of the run's rotation (spin · τ, from the closed form) with the
  /// integrated one: the stored rotation, then the partial sub-step to the age held (from sub-step
  /// 0 when the store has no columns yet).
  @inline(never)
  func apply(_ run: ParticleRun, _ p: ParticleColumns, _ range: Range<Int>) {
    let first = range.lowerBound
    let h = PathMotion.step
    for k in 0..<range.count {
      let i = first &+ k
      let tau = run.age[k]
      var (done, r) = (0, Float(0))
      if let c = p.spinBySpeed { (done, r) = (Int(c.steps[i]), c.rotation[i]) }
      let n = max(done, PathMotion.wholeSteps(tau))
      if n > done { r = integrate(p, i, from: done, rotation: r, to: n) }
      let start = Float(n) * h
      r += 0.5 * (tau - start) * (rate(p, i, age: start) + rate(p, i, age: tau))
      run.rotation[k] += r - p.spin[i] * tau
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
      guard pool.count > 0, let pass = SpinBySpeed(nodes[k].cell) else { continue }
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
      for i in w.workers.range(part, of: w.count) {
        w.pass.advanceStored(w.particles, w.columns, i, age: Float(w.end - w.particles.birth[i]))
      }
    }
  }
}
