/// A particle's state at an age: Core Animation's closed form from what it drew at birth and its
/// cell's constant rates, then each of the cell's behaviours in order. Packing, snapshots and
/// nested emission all read particles through `CellMotion` (`state` for one, `states` for a run),
/// so what is drawn, what is tested and where sub-cells are born are one computation and cannot
/// drift apart.
public struct ParticleState: Sendable {
  /// Position (points).
  public var x, y, z: Float
  /// Current velocity (points per second).
  public var vx, vy: Float
  /// Scale before the cell's contentsScale.
  public var scale: Float
  /// Rotation (radians).
  public var rotation: Float
  /// The age the state is at (seconds), which behaviours read (it fills what would be padding).
  public var age: Float
  /// Straight colour, each channel in [0, 1].
  public var color: SIMD4<Float>
}

/// The arrays of a pool the closed form reads, copied out of the pool once per loop so a hot
/// loop holds them in registers rather than reloading them through the pool.
struct ParticleColumns {
  let birth: UnsafeMutablePointer<Double>
  let px, py, pz, vx, vy, vz: UnsafeMutablePointer<Float>
  let spin, scale: UnsafeMutablePointer<Float>
  /// The direction of emission at birth (a path followed is turned by it).
  let dirX, dirY: UnsafeMutablePointer<Float>
  let red, green, blue, alpha: UnsafeMutablePointer<Float>
  /// The pool's integrated and orbit paths, when its cell has used them.
  let paths: PathColumns?
  let life: UnsafeMutablePointer<Float>
  /// The pool's looks arrays, when a cell of it used looks.
  let looks: LookColumns?
  /// The pool's integrated spin, when a cell of it spun by speed.
  let spinBySpeed: SpinColumns?
  /// The columns of the behaviours a package added, when the cell keeps any.
  let behaviours: BehaviourColumns?

  init(_ pool: ParticleStore) {
    birth = pool.birth
    (px, py, pz, vx, vy, vz) = (pool.px, pool.py, pool.pz, pool.vx, pool.vy, pool.vz)
    (spin, scale) = (pool.spin, pool.scale)
    (dirX, dirY) = (pool.dirX, pool.dirY)
    (red, green, blue, alpha) = (pool.red, pool.green, pool.blue, pool.alpha)
    paths = pool.paths
    life = pool.life
    looks = pool.looks
    spinBySpeed = pool.spinBySpeed
    behaviours = pool.behaviours
  }
}

/// A cell's rates of change, read once per cell before a loop over its particles.
struct CellMotion {
  /// Half of each acceleration: position is p + (v + a/2 · τ) · τ.
  let halfAcceleration: SIMD3<Float>
  let scaleSpeed: Float
  let colorSpeed: SIMD4<Float>
  /// Orbit or integrated forces; nil for Core Animation's closed form (or when `closedFormOnly`).
  let paths: PathMotion?
  /// The speed curve in closed form, when it is the cell's only force; nil otherwise.
  let easedSpeed: EasedSpeed?
  /// A path expression followed across the birth direction; nil when the cell follows none.
  let following: PathFollowing?
  /// Start rotation, end values, curves and heading; nil when the cell uses none.
  let looks: LooksMotion?
  /// Rotation acceleration; nil when the spin is constant (or spins by speed, which includes it).
  let spinAcceleration: SpinAcceleration?
  /// Spin by speed, integrated; nil when the cell has no spin curve by speed.
  let spinBySpeed: SpinBySpeed?
  /// Colour, alpha and scale by speed; nil when the cell has no curve by speed.
  let speedLooks: SpeedLooks?
  /// The behaviours a package added; nil when the cell has none.
  let added: AddedPasses?

  /// `withAdded: false` leaves out the behaviours a package added (their birth phase reads
  /// the state before them).
  init(_ cell: borrowing CellValues, closedFormOnly: Bool = false, withAdded: Bool = true) {
    // The cell's speed runs its particles' time `pace` times faster (velocity and spin were
    // scaled at birth).
    let pace = Float(cell.pace)
    halfAcceleration = SIMD3(cell.xAcceleration, cell.yAcceleration, cell.zAcceleration) * (0.5 * pace * pace)
    scaleSpeed = cell.scaleSpeed * pace
    colorSpeed = SIMD4(cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed) * pace
    paths = closedFormOnly ? nil : PathMotion(cell)
    easedSpeed = closedFormOnly ? nil : EasedSpeed(cell)
    following = closedFormOnly ? nil : PathFollowing(cell)
    looks = cell.looks.usesParticleLooks ? LooksMotion(cell) : nil
    spinBySpeed = SpinBySpeed(cell)
    spinAcceleration = spinBySpeed == nil ? SpinAcceleration(cell) : nil
    speedLooks = SpeedLooks(cell)
    added = withAdded ? AddedPasses(cell) : nil
    isClosedForm =
      paths == nil && easedSpeed == nil && following == nil && looks == nil && spinAcceleration == nil
      && spinBySpeed == nil && speedLooks == nil && added == nil
  }

  /// Whether `state` is Core Animation's closed form alone: hot loops then run `closedState`, a
  /// loop with no branch in it, so cells that use nothing more cost what they always did.
  let isClosedForm: Bool

  /// Particle `i`'s age at `time` on the layer's clock.
  @inline(__always)
  func age(_ p: ParticleColumns, _ i: Int, at time: Double) -> Float { Float(time - p.birth[i]) }

  /// Particle `i`'s state at age `tau`: a run of one (its columns on the stack).
  @inline(__always)
  func state(_ p: ParticleColumns, _ i: Int, age tau: Float) -> ParticleState {
    guard !isClosedForm else { return closedState(p, i, age: tau) }
    return withUnsafeTemporaryAllocation(of: Float.self, capacity: ParticleRun.columns) { room in
      let run = ParticleRun(room.baseAddress.unsafelyUnwrapped, length: 1)
      run.age[0] = tau
      closedRun(run, p, i..<i + 1)
      behave(run, p, i..<i + 1)
      return run[0]
    }
  }

  /// The states of particles `range` at `time` into `run` (its element `k` for particle
  /// `range.lowerBound + k`): the closed form, then each behaviour's pass over the run.
  @inline(__always)
  func states(into run: ParticleRun, _ p: ParticleColumns, _ range: Range<Int>, at time: Double) {
    let first = range.lowerBound
    for i in range { run.age[i &- first] = age(p, i, at: time) }
    closedRun(run, p, range)
    behave(run, p, range)
  }

  /// The cell's behaviours beyond the closed form, in order, each a pass over the run of
  /// particles `range` (ages already in it): the path or the speed curve, a path expression, the
  /// looks, rotation acceleration or spin by speed, the looks by speed, then the behaviours a
  /// package added.
  @inline(__always)
  func behave(_ run: ParticleRun, _ p: ParticleColumns, _ range: Range<Int>) {
    if let paths { paths.place(run, p, range) }
    if let easedSpeed { easedSpeed.apply(run, p, range) }
    if let following { following.apply(run, p, range) }
    if let looks { looks.apply(run, p, range) }
    if let spinAcceleration { spinAcceleration.apply(run, range) }
    if let spinBySpeed { spinBySpeed.apply(run, p, range) }
    if let speedLooks { speedLooks.apply(run, range) }
    if let added { added.apply(run, p, range) }
  }

  /// Core Animation's closed form over a run, at the ages it holds: `closedState` column by
  /// column, the same arithmetic, so the compiler can vectorise each column's loop.
  @inline(never)
  func closedRun(_ run: ParticleRun, _ p: ParticleColumns, _ range: Range<Int>) {
    let h = halfAcceleration
    let c = colorSpeed
    let (h2x, h2y) = (2 * h.x, 2 * h.y)
    let first = range.lowerBound
    let n = range.count
    let (px, py, pz, vx, vy, vz) = (
      p.px + first, p.py + first, p.pz + first, p.vx + first, p.vy + first, p.vz + first
    )
    let (age, x, y, z) = (run.age, run.x, run.y, run.z)
    // An integrated path writes every particle's place and velocity over these (`place`).
    if !(paths?.kind == .integrated && p.paths != nil) {
      for k in 0..<n {
        let tau = age[k]
        x[k] = px[k] + (vx[k] + h.x * tau) * tau
        y[k] = py[k] + (vy[k] + h.y * tau) * tau
        z[k] = pz[k] + (vz[k] + h.z * tau) * tau
      }
      let (rvx, rvy) = (run.vx, run.vy)
      for k in 0..<n {
        let tau = age[k]
        rvx[k] = vx[k] + h2x * tau
        rvy[k] = vy[k] + h2y * tau
      }
    }
    let (scale, spin, rs, rr) = (p.scale + first, p.spin + first, run.scale, run.rotation)
    for k in 0..<n {
      let tau = age[k]
      rs[k] = scale[k] + scaleSpeed * tau
      rr[k] = spin[k] * tau
    }
    let (red, green, blue, alpha) = (p.red + first, p.green + first, p.blue + first, p.alpha + first)
    let (rred, rgreen, rblue, ralpha) = (run.red, run.green, run.blue, run.alpha)
    for k in 0..<n {
      let tau = age[k]
      rred[k] = clamp01(red[k] + c.x * tau)
      rgreen[k] = clamp01(green[k] + c.y * tau)
      rblue[k] = clamp01(blue[k] + c.z * tau)
      ralpha[k] = clamp01(alpha[k] + c.w * tau)
    }
  }

  /// Core Animation's closed form alone: `state` for a cell with `isClosedForm`.
  @inline(__always)
  func closedState(_ p: ParticleColumns, _ i: Int, age tau: Float) -> ParticleState {
    let h = halfAcceleration
    let c = colorSpeed
    return ParticleState(
      x: p.px[i] + (p.vx[i] + h.x * tau) * tau,
      y: p.py[i] + (p.vy[i] + h.y * tau) * tau,
      z: p.pz[i] + (p.vz[i] + h.z * tau) * tau,
      vx: p.vx[i] + 2 * h.x * tau,
      vy: p.vy[i] + 2 * h.y * tau,
      scale: p.scale[i] + scaleSpeed * tau,
      rotation: p.spin[i] * tau,
      age: tau,
      color: SIMD4(
        clamp01(p.red[i] + c.x * tau), clamp01(p.green[i] + c.y * tau),
        clamp01(p.blue[i] + c.z * tau), clamp01(p.alpha[i] + c.w * tau)))
  }
}

/// The states of a run of particles as structure-of-arrays columns of `length` floats each (the
/// fields of `ParticleState`), so each behaviour's pass over a run is a plain loop over a few
/// columns that the compiler vectorises. Room for a run comes from its caller: the layer's or a
/// worker's scratch for a pack, the stack for a run of one.
struct ParticleRun {
  /// Columns in a run.
  static let columns = 12
  let x, y, z, vx, vy, scale, rotation, age: UnsafeMutablePointer<Float>
  let red, green, blue, alpha: UnsafeMutablePointer<Float>

  /// The run whose columns lie `length` floats apart from `base` (room for `columns` of them).
  init(_ base: UnsafeMutablePointer<Float>, length: Int) {
    func column(_ k: Int) -> UnsafeMutablePointer<Float> { base + k * length }
    (x, y, z, vx, vy, scale) = (column(0), column(1), column(2), column(3), column(4), column(5))
    (rotation, age, red, green, blue, alpha) = (
      column(6), column(7), column(8), column(9), column(10), column(11)
    )
  }

  /// Room for the columns of a run of `Simulation.runLength` particles (the caller frees it).
  static func allocate() -> UnsafeMutablePointer<Float> {
    .allocate(capacity: columns * Simulation.runLength)
  }

  /// Element `k` as one state.
  @inline(__always)
  subscript(k: Int) -> ParticleState {
    get {
      ParticleState(
        x: x[k], y: y[k], z: z[k], vx: vx[k], vy: vy[k], scale: scale[k], rotation: rotation[k], age: age[k],
        color: SIMD4(red[k], green[k], blue[k], alpha[k]))
    }
    nonmutating set {
      (x[k], y[k], z[k], vx[k], vy[k]) = (newValue.x, newValue.y, newValue.z, newValue.vx, newValue.vy)
      (scale[k], rotation[k], age[k]) = (newValue.scale, newValue.rotation, newValue.age)
      (red[k], green[k], blue[k], alpha[k]) = (
        newValue.color.x, newValue.color.y, newValue.color.z, newValue.color.w
      )
    }
  }
}
