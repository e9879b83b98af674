/// What happened to a particle.
public enum ParticleEventKind: UInt8, Sendable, Hashable {
  case birth
  /// Its life ran out.
  case death
  /// Taken away before its life ran out: the layer restarted or was removed.
  case removal
  /// It met a shape (Collisions/): the state is at the contact, with the velocity it leaves with
  /// (for a particle that dies there, the velocity it met the shape with).
  case collision
}

/// A particle's birth, end or collision, with its state at that instant (what sub-emitters and
/// a host that follows particles read).
public struct ParticleEvent: Sendable, Hashable {
  public var kind: ParticleEventKind
  /// The instant on the layer's clock: the birth instant, birth + lifetime for a death, or the
  /// instant of a collision.
  public var time: Double
  /// The particle's cell: its index in the layer's cell tree in preorder (top-level cells and
  /// their sub-cells, as `forEachParticle` visits them).
  public var cell: Int
  /// The particle's identity (its birth key).
  public var serial: UInt64
  /// The serial of the particle that emitted it, for a sub-cell's particle; nil for the layer's.
  public var emitter: UInt64?
  public var x, y, z: Float
  /// Velocity (points per second).
  public var vx, vy: Float
  /// Scale (before the cell's contentsScale) and rotation (radians).
  public var scale, rotation: Float
  public var color: Color
}

/// The events of a layer whose consumer asked for them (`EmitterLayer.recordsParticleEvents`):
/// a layer without one records nothing and pays nothing. The list keeps its room from step to
/// step, so a steady population records without allocating.
final class ParticleEventLog {
  var events: [ParticleEvent] = []
  /// The particle whose sub-cell births are being made (nil while the layer itself emits).
  var emitter: UInt64?

  init() { events.reserveCapacity(1024) }
}

extension Simulation {
  /// Records particle `i` of node `k` at age `tau` (its birth, death or removal at `time`).
  @inline(never)
  func record(_ kind: ParticleEventKind, node k: Int, particle i: Int, age tau: Float, at time: Double) {
    guard let log = eventLog else { return }
    let pool = nodes[k].pool
    let s = CellMotion(nodes[k].cell).state(ParticleColumns(pool), i, age: tau)
    log.events.append(
      ParticleEvent(
        kind: kind, time: time, cell: k, serial: pool.serial[i], emitter: kind == .birth ? log.emitter : nil,
        x: s.x, y: s.y, z: s.z, vx: s.vx, vy: s.vy, scale: s.scale, rotation: s.rotation,
        color: Color(red: s.color.x, green: s.color.y, blue: s.color.z, alpha: s.color.w)))
  }

  /// Records the removal of every live particle at the layer's time (a restart, a removal).
  func recordRemovals() {
    guard eventLog != nil else { return }
    for k in nodes.indices {
      let pool = nodes[k].pool
      for i in 0..<pool.count {
        record(.removal, node: k, particle: i, age: Float(time - pool.birth[i]), at: time)
      }
    }
  }
}
