/// The event of a particle's that makes a sub-emitter emit.
public enum SubEmitterEvent: String, CaseIterable, Sendable, Hashable {
  /// When it is born.
  case birth
  /// When its life runs out (or a shape kills it: `CollisionMode.die`).
  case death
  /// Each time it bounces off a shape or dies at one.
  case collision
}

/// Particles of one of a cell's sub-cells, emitted at once where and when a particle of the cell
/// meets `event`, instead of (or as well as) the sub-cell's continuous `birthRate`.
///
/// The sub-cell is named: it is one of the cell's own `emitterCells`, so the cell tree bounds the
/// generations (a cell among its own descendants is left out, so a cell naming itself emits
/// nothing). Births are checked against the layer's capacity, the sub-cell's `maxParticles` and
/// the host's birth budget like any other; those that do not fit are dropped and counted.
public struct SubEmitter: Hashable, Sendable {
  public var event: SubEmitterEvent
  /// The `name` of one of the cell's sub-cells.
  public var cell: String
  /// Particles per event: `count` plus a whole number drawn uniformly from 0 to `countRange`.
  public var count: Int
  public var countRange: Int
  /// The chance that an event emits at all (one draw per event).
  public var probability: Float
  /// Whether the new particles start where the event happened (else at the layer's emitter).
  public var inheritsPosition: Bool
  /// The share of the particle's velocity at the event added to each new particle's own.
  public var inheritsVelocity: Float
  /// Whether the new particles' colour and scale multiply the particle's at the event (as a
  /// sub-cell's continuous births do).
  public var inheritsColor: Bool
  public var inheritsScale: Bool

  /// The most particles one event may emit (`count` + `countRange`).
  public static let mostPerEvent = 1000

  public init(
    event: SubEmitterEvent, cell: String, count: Int = 1, countRange: Int = 0, probability: Float = 1,
    inheritsPosition: Bool = true, inheritsVelocity: Float = 0, inheritsColor: Bool = false,
    inheritsScale: Bool = false
  ) {
    self.event = event
    self.cell = cell
    self.count = count
    self.countRange = countRange
    self.probability = probability
    self.inheritsPosition = inheritsPosition
    self.inheritsVelocity = inheritsVelocity
    self.inheritsColor = inheritsColor
    self.inheritsScale = inheritsScale
  }

  /// How many particles an event emits for the draw `u` in [0, 1): hostile counts are held to
  /// 0...`mostPerEvent`.
  func particles(_ u: Float) -> Int {
    let least = min(max(0, count), Self.mostPerEvent)
    let spread = min(max(0, countRange), Self.mostPerEvent - least)
    return least + min(spread, Int(u * Float(spread + 1)))
  }
}

extension EmitterCell {
  /// Sub-cells emitted at the births, deaths and collisions of this cell's particles.
  public var subEmitters: [SubEmitter] {
    get { values.subEmitters }
    set { values.subEmitters = newValue }
  }
}
