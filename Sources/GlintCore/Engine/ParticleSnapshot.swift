/// One live particle's state at its layer's time, for dumps and tests.
public struct ParticleSnapshot: Sendable, Hashable {
  public var x, y, z: Float
  /// Current velocity (points per second).
  public var vx, vy: Float
  public var age, lifetime: Float
  public var scale, rotation: Float
  /// Current colour, straight, clamped to [0, 1].
  public var r, g, b, a: Float
  /// The cell's name.
  public var cell: String
  /// Birth instant on the layer's clock.
  public var birthTime: Double
  /// The particle's identity: the same particle has the same serial however the steps fell.
  public var serial: UInt64
}

extension Simulation {
  /// Every live particle through the closed form, cell by cell (preorder), in storage order;
  /// one whose motion overflowed a Float (a place, velocity, size or rotation that is not
  /// finite) is left out, as the pack leaves it out of the drawing.
  func forEachParticle(_ body: (ParticleSnapshot) -> Void) {
    for node in nodes {
      let pool = node.pool
      let motion = CellMotion(node.cell)
      let columns = ParticleColumns(pool)
      for i in 0..<pool.count {
        let tau = motion.age(columns, i, at: time)
        let s = motion.state(columns, i, age: tau)
        let motionValues = SIMD8(s.x, s.y, s.z, s.vx, s.vy, s.scale, s.rotation, 0)
        guard motionValues - motionValues == .zero else { continue }
        let snapshot = ParticleSnapshot(
          x: s.x, y: s.y, z: s.z, vx: s.vx, vy: s.vy, age: tau, lifetime: pool.life[i], scale: s.scale,
          rotation: s.rotation, r: s.color.x, g: s.color.y, b: s.color.z, a: s.color.w,
          cell: node.cell.name, birthTime: pool.birth[i], serial: pool.serial[i])
        body(snapshot)
      }
    }
  }
}
