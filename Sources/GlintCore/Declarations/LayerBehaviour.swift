/// What one layer of a declared effect does as its pointer begins, moves and ends: the
/// declarative form of an effect's hooks (see `DeclaredEffect`).
///
/// The defaults are the `Effect` protocol's: the layer follows the pointer and stops its births
/// when the pointer ends, leaving its particles to finish their lives.
public struct LayerBehaviour: Hashable, Sendable {
  /// Where the layer goes when its pointer moves.
  public enum Move: String, Hashable, Sendable, CaseIterable {
    /// The layer's emitter is placed on the pointer at every move.
    case follow
    /// The layer stays where its pointer began.
    case stay
  }

  /// What the layer does when its pointer ends or is cancelled.
  public enum End: String, Hashable, Sendable, CaseIterable {
    /// The layer's birth rate becomes 0: nothing more is born at any level, and live particles
    /// finish their lives.
    case stopBirths
    /// The top-level cells' birth rates become 0: particles in flight still emit their sub-cells
    /// (fireworks' rockets still burst).
    case stopCells
    /// Nothing changes: the layer goes on emitting where it is until its cells' windows close.
    case keepEmitting
  }

  public var move: Move = .follow
  /// Released once, at the layer's own time and place, by the first hook that runs after the
  /// pointer began (before anything moves the layer), in the order given.
  public var beginBursts: [CellBurst] = []
  /// Released again and again while the pointer is down, by time and by distance travelled.
  public var repeating: RepeatingBursts? = nil
  /// Released when the pointer ends, where it ends, before `end` applies.
  public var endBursts: [CellBurst] = []
  public var end: End = .stopBirths

  public init() {}

  /// Builds a behaviour by configuring the defaults.
  public init(_ configure: (inout LayerBehaviour) -> Void) {
    configure(&self)
  }
}

/// A number of particles of one top-level cell, released at once.
public struct CellBurst: Hashable, Sendable {
  /// The index of a top-level cell of the layer.
  public var cell: Int
  /// How many particles.
  public var count: Int

  public init(cell: Int, count: Int) {
    self.cell = cell
    self.count = count
  }
}

/// Bursts released while a pointer is down: when it begins, then every `interval` seconds and
/// every `spacing` points of travel (either kind restarts both counts; see `BurstSchedule`).
///
/// A layer that repeats bursts is moved by its schedule: it goes along the pointer's path in
/// each step, after the bursts on the way are placed, so bursts land at exact times and places
/// whatever the frame rate. A pointer that begins and ends in one instant still gets one burst.
public struct RepeatingBursts: Hashable, Sendable {
  /// Seconds between bursts while the pointer is held (at least 0.01).
  public var interval: Double
  /// Points of travel between bursts; nil bursts by time only.
  public var spacing: Float?
  /// What each burst releases, in order.
  public var bursts: [CellBurst]

  public init(interval: Double, spacing: Float? = nil, bursts: [CellBurst]) {
    self.interval = interval
    self.spacing = spacing
    self.bursts = bursts
  }
}
