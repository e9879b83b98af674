/// What one layer of a declared effect does as its pointer begins, moves and ends: the
/// declarative form of an effect's hooks (see `DeclaredEffect`).
///
/// The defaults are the `Effect` protocol's: the layer stops emitting when the pointer ends,
/// leaving its particles to finish their lives. (Whether it follows the pointer is the layer's
/// own `followsPointer`.)
public struct LayerBehaviour: Hashable, Sendable {
  /// What the layer does when its pointer ends or is cancelled.
  public enum End: String, Hashable, Sendable, CaseIterable {
    /// The layer stops emitting (`EmitterLayer.stopEmitting()`): its top-level cells give no
    /// more births, while particles in flight still emit their sub-cells (fireworks' rockets
    /// still burst).
    case stopEmitting
    /// The layer's birth rate becomes 0: nothing more is born at any level, sub-cells included.
    case stopBirths
    /// Nothing changes: the layer goes on emitting where it is until its cells' windows close.
    case keepEmitting
  }

  /// Released once, at the layer's own time and place, by the first hook that runs after the
  /// pointer began (before anything moves the layer), in the order given.
  public var beginBursts: [CellBurst] = []
  /// Released again and again while the pointer is down, by time and by distance travelled.
  public var repeating: RepeatingBursts? = nil
  /// Released when the pointer ends, where it ends, before `end` applies.
  public var endBursts: [CellBurst] = []
  public var end: End = .stopEmitting

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
/// A layer that repeats bursts and follows its pointer is moved by its schedule: it goes along the
/// pointer's path in each step, after the bursts on the way are placed, so bursts land at exact times and places
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
