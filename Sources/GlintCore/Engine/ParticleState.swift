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
  /// A path expression followed across the birth direction; nil when the cell follows none.
  let following: PathFollowing?
  /// Start rotation, end values, curves and heading; nil when the cell uses none.
  let looks: LooksMotion?
  /// Rotation acceleration; nil when the spin is constant.
  let spinAcceleration: SpinAcceleration?
  /// Colour, alpha and scale by speed; nil when the cell has no curve by speed.
  let speedLooks: SpeedLooks?
  /// The behaviours a package added; nil when the cell has none.
  let added: AddedPasses?

  /// `withAdded: false` leaves out the behaviours a package added (their birth phase reads
  /// the state before them).
  init(_ cell: CellValues, closedFormOnly: Bool = false, withAdded: Bool = true) {
    // The cell's speed runs its particles' time `pace` times faster (velocity and spin were
    // scaled at birth).
    let pace = Float(cell.pace)
    halfAcceleration = SIMD3(cell.xAcceleration, cell.yAcceleration, cell.zAcceleration) * (0.5 * pace * pace)
    scaleSpeed = cell.scaleSpeed * pace
    colorSpeed = SIMD4(cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed) * pace
    paths = closedFormOnly ? nil : PathMotion(cell)
    following = closedFormOnly ? nil : PathFollowing(cell)
    looks = cell.looks.usesParticleLooks ? LooksMotion(cell) : nil
    spinAcceleration = SpinAcceleration(cell)
    speedLooks = SpeedLooks(cell)
    added = withAdded ? AddedPasses(cell) : nil
    isClosedForm =
      paths == nil && following == nil && looks == nil && spinAcceleration == nil && speedLooks == nil
      && added == nil
  }

  /// Whether `state` is Core Animation's closed form alone: hot loops then run `closedState`, a
  /// loop with no branch in it, so cells that use nothing more cost what they always did.
  let isClosedForm: Bool

  /// Particle `i`'s age at `time` on the layer's clock.
  @inline(__always)
  func age(_ p: ParticleColumns, _ i: Int, at time: Double) -> Float { Float(time - p.birth[i]) }

  /// Particle `i`'s state at age `tau`: a run of one.
  @inline(__always)
  func state(_ p: ParticleColumns, _ i: Int, age tau: Float) -> ParticleState {
    var s = closedState(p, i, age: tau)
    if !isClosedForm { withUnsafeMutablePointer(to: &s) { behave($0, p, i..<i + 1) } }
    return s
  }

  /// The states of particles `range` at `time` into `out` (`out[k]` for particle
  /// `range.lowerBound + k`): the closed form, then each behaviour's pass over the run.
  @inline(__always)
  func states(
    into out: UnsafeMutablePointer<ParticleState>, _ p: ParticleColumns, _ range: Range<Int>, at time: Double
  ) {
    let first = range.lowerBound
    for i in range { out[i - first] = closedState(p, i, age: age(p, i, at: time)) }
    behave(out, p, range)
  }

  /// The cell's behaviours beyond the closed form, in order, each a pass over the run `s` of
  /// particles `range` (ages already in the states): the path, the looks, then the behaviours a
  /// package added.
  @inline(__always)
  func behave(_ s: UnsafeMutablePointer<ParticleState>, _ p: ParticleColumns, _ range: Range<Int>) {
    if let paths { paths.place(s, p, range) }
    if let following { following.apply(s, p, range) }
    if let looks { looks.apply(s, p, range) }
    if let spinAcceleration { spinAcceleration.apply(s, range) }
    if let speedLooks { speedLooks.apply(s, range) }
    if let added { added.apply(s, p, range) }
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
