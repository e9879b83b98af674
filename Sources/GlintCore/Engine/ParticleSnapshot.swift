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
  func forEachParticle(_ body: (ParticleSnapshot) -> Void) {
    for node in nodes {
      let pool = node.pool
      let cell = node.cell
      let hax = cell.xAcceleration * 0.5
      let hay = cell.yAcceleration * 0.5
      let haz = cell.zAcceleration * 0.5
      for i in 0..<pool.count {
        let tau = Float(time - pool.birth[i])
        let snapshot = ParticleSnapshot(
          x: pool.px[i] + (pool.vx[i] + hax * tau) * tau,
          y: pool.py[i] + (pool.vy[i] + hay * tau) * tau,
          z: pool.pz[i] + (pool.vz[i] + haz * tau) * tau,
          vx: pool.vx[i] + cell.xAcceleration * tau, vy: pool.vy[i] + cell.yAcceleration * tau,
          age: tau, lifetime: pool.life[i], scale: pool.scale[i] + cell.scaleSpeed * tau,
          rotation: pool.spin[i] * tau,
          r: clamp01(pool.red[i] + cell.redSpeed * tau),
          g: clamp01(pool.green[i] + cell.greenSpeed * tau),
          b: clamp01(pool.blue[i] + cell.blueSpeed * tau),
          a: clamp01(pool.alpha[i] + cell.alphaSpeed * tau),
          cell: cell.name, birthTime: pool.birth[i], serial: pool.serial[i])
        body(snapshot)
      }
    }
  }
}
