/// One pointer as the host keeps it: where it is, how it moves, and the layers its effect
/// made for it. What the effect remembers about it is the effect's own typed `PointerState`,
/// handed to each hook beside the track.
public struct PointerTrack {
  public let id: Int
  /// began, moved or stationary while live; ended or cancelled while its particles finish.
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
  /// Counts the host's began events: tells apart two strokes that reuse one pointer id.
  public internal(set) var serial: UInt64 = 0
  /// The emitter layers the effect made for this pointer (it may add or remove some; a layer it
  /// adds after began must be started by the effect with `start(at:)`).
  public var layers: [EmitterLayer]
  /// The effect's random sequence for this pointer: the same seed and events give the same
  /// choices (see `EffectRandom`).
  public var random: EffectRandom
  /// The host's canvas layers now (`PointerHost.canvasLayers`): what an effect that keeps the
  /// canvas's state in a canvas layer (a hosted view) reads from a pointer's hooks.
  public var canvasLayers: [EmitterLayer] { canvasShare?.layers ?? [] }
  /// The host's one record of its canvas layers, shared by all its tracks.
  var canvasShare: CanvasShare?
  /// The effect's `PointerState` for this pointer, which only its hooks read (`EffectHooks`).
  var stateBox: AnyObject?
  /// Where the pointer was when the host's latest step ended: its velocity through the next
  /// step is its move from here (what force fields on a pointer follow).
  var stepStart: Point
  /// The hooks of the effect the pointer began with: it keeps that effect's behaviour (and state)
  /// when the host's effect is replaced.
  var hooks: (any EffectHooks)?

  public init(id: Int, location: Point, time: Double, layers: [EmitterLayer] = []) {
    self.id = id
    self.phase = .began
    self.location = location
    self.previousLocation = location
    self.stepStart = location
    self.velocity = .zero
    self.distance = 0
    self.beganAt = time
    self.time = time
    self.layers = layers
    self.random = EffectRandom(hostSeed: 0, pointer: id, serial: 0)
  }

  /// Whether the pointer has ended or been cancelled.
  public var hasEnded: Bool { phase.isFinal }

  /// Records a move (or a stationary report) to `location` at `time`.
  mutating func move(to newLocation: Point, at newTime: Double, phase newPhase: PointerPhase) {
    let dx = newLocation.x - location.x
    let dy = newLocation.y - location.y
    let dt = Float(newTime - time)
    if newPhase == .stationary {
      velocity = .zero
    } else if dt > 0 {
      velocity = Point(x: dx / dt, y: dy / dt)
    }
    distance += (dx * dx + dy * dy).squareRoot()
    previousLocation = location
    location = newLocation
    time = newTime
    phase = newPhase
  }
}

/// A host's canvas layers, held once and read by every track of that host.
final class CanvasShare {
  var layers: [EmitterLayer] = []
}
