/// One live pointer as the host keeps it: where it is, how it moves, and the layers its effect
/// made for it.
public struct PointerTrack {
  public let id: Int
  public internal(set) var phase: PointerPhase
  /// The latest location, in points.
  public internal(set) var location: Point
  /// The location before the latest event.
  public internal(set) var previousLocation: Point
  /// Velocity in points per second over the latest move (zero while still).
  public internal(set) var velocity: Point
  /// Total path length travelled so far, in points.
  public internal(set) var distance: Float
  /// When the pointer began, and the time of its latest event, in seconds.
  public internal(set) var beganAt: Double
  public internal(set) var time: Double
  /// The emitter layers the effect made for this pointer (it may add or remove some).
  public var layers: [EmitterLayer]
  /// Whatever the effect wants to remember about this pointer between calls.
  public var memory: [String: Double] = [:]

  public init(id: Int, location: Point, time: Double, layers: [EmitterLayer] = []) {
    self.id = id
    self.phase = .began
    self.location = location
    self.previousLocation = location
    self.velocity = .zero
    self.distance = 0
    self.beganAt = time
    self.time = time
    self.layers = layers
  }
}
