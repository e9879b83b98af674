/// Per-particle state for motion beyond Core Animation's closed form, kept beside a pool whose
/// cell uses it (made at the first such birth or switch, grown with the pool, so the steady state
/// never allocates): the integrated position and velocity with the sub-steps taken so far, the
/// centre the forces and orbits turn about, and what each particle drew for them.
///
/// Like the pool's, the arrays come from one block, staggered so they never alias in the cache.
final class ParticlePaths {
  /// Which kind of path the arrays hold for every live particle (see `PathMotion.Kind`).
  @exclusivity(unchecked) var kind: PathMotion.Kind?
  @exclusivity(unchecked) private(set) var capacity = 0
  @exclusivity(unchecked) private(set) var columns: Columns
  @exclusivity(unchecked) private var block: UnsafeMutableRawPointer

  /// The arrays, copied out once per loop.
  struct Columns {
    /// Integrated position and velocity (velocity before the speed curve), as of `steps` sub-steps.
    let x, y, z, vx, vy, vz: UnsafeMutablePointer<Float>
    /// Sub-steps integrated so far, from birth.
    let steps: UnsafeMutablePointer<Int32>
    /// The emitter position at birth: the centre of the radial and tangential forces and orbits.
    let cx, cy: UnsafeMutablePointer<Float>
    /// The radial and tangential accelerations drawn at birth (before the cell's pace).
    let radial, tangential: UnsafeMutablePointer<Float>
    /// Orbit: the radius at birth, its change per second, the angle at birth, and the angular
    /// velocity drawn at birth (before the cell's pace).
    let radius, radiusSpeed, angle, angularVelocity: UnsafeMutablePointer<Float>
  }

  static let arrays = 15

  init(kind: PathMotion.Kind, capacity: Int) {
    self.kind = kind
    self.capacity = max(1, capacity)
    block = UnsafeMutableRawPointer.allocate(byteCount: Self.arrays * Self.slot(self.capacity), alignment: 64)
    columns = Self.carve(block, capacity: self.capacity)
  }

  deinit { block.deallocate() }

  /// Moves particle `from`'s state into slot `to` (the pool's removal).
  @inline(__always)
  func move(_ from: Int, to: Int) {
    let c = columns
    (c.x[to], c.y[to], c.z[to]) = (c.x[from], c.y[from], c.z[from])
    (c.vx[to], c.vy[to], c.vz[to]) = (c.vx[from], c.vy[from], c.vz[from])
    c.steps[to] = c.steps[from]
    (c.cx[to], c.cy[to], c.radial[to], c.tangential[to]) = (
      c.cx[from], c.cy[from], c.radial[from], c.tangential[from]
    )
    (c.radius[to], c.radiusSpeed[to]) = (c.radius[from], c.radiusSpeed[from])
    (c.angle[to], c.angularVelocity[to]) = (c.angle[from], c.angularVelocity[from])
  }

  /// Makes room for `newCapacity` particles, keeping the first `live`.
  func grow(to newCapacity: Int, copying live: Int) {
    guard newCapacity > capacity else { return }
    let newBlock = UnsafeMutableRawPointer.allocate(
      byteCount: Self.arrays * Self.slot(newCapacity), alignment: 64)
    let new = Self.carve(newBlock, capacity: newCapacity)
    if live > 0 {
      // The arrays are laid out alike in both blocks: copy each slot's live part.
      let (oldSlot, newSlot) = (Self.slot(capacity), Self.slot(newCapacity))
      for k in 0..<Self.arrays {
        (newBlock + k * newSlot).copyMemory(from: block + k * oldSlot, byteCount: live * 4)
      }
    }
    block.deallocate()
    block = newBlock
    columns = new
    capacity = newCapacity
  }

  /// Bytes per array: whole cache lines plus the pool's stagger.
  private static func slot(_ capacity: Int) -> Int { (capacity * 4 + 63) / 64 * 64 + ParticlePool.stagger }

  private static func carve(_ block: UnsafeMutableRawPointer, capacity: Int) -> Columns {
    var offset = 0
    func next<T>(_ type: T.Type) -> UnsafeMutablePointer<T> {
      let p = (block + offset).bindMemory(to: type, capacity: capacity)
      offset += slot(capacity)
      return p
    }
    return Columns(
      x: next(Float.self), y: next(Float.self), z: next(Float.self), vx: next(Float.self),
      vy: next(Float.self),
      vz: next(Float.self), steps: next(Int32.self), cx: next(Float.self), cy: next(Float.self),
      radial: next(Float.self), tangential: next(Float.self), radius: next(Float.self),
      radiusSpeed: next(Float.self), angle: next(Float.self), angularVelocity: next(Float.self))
  }
}
