/// Recorded pointer input to replay: for tests, benchmarks, screenshots and demos.
///
/// The JSON form is
/// ```
/// { "size": [800, 600],
///   "events": [ {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 300}, ... ] }
/// ```
/// with `t` in seconds (never decreasing), `id` an integer, `phase` a `PointerPhase` name and
/// `x`, `y` in points (y down); an event may instead name an action of the effect,
/// `{"t": 1.0, "action": "burst"}` (a hosted view's button, see `Effect.actions`), which the
/// player triggers at its time. `size` is the canvas the script was written for. Between two
/// events of one pointer its location moves linearly in time (`GesturePlayer` does that).
/// GlintCore never reads files: GlintFiles reads the JSON (`parse(_:source:)`).
public struct GestureScript: Hashable, Sendable {
  /// The canvas the coordinates refer to, in points.
  public var size: Size
  /// The events, in time order.
  public var events: [PointerEvent]
  /// The actions to trigger, in time order (`PointerHost.perform(action:)`).
  public var actions: [GestureAction]

  public init(size: Size, events: [PointerEvent], actions: [GestureAction] = []) {
    self.size = size
    self.events = events
    self.actions = actions
  }

  /// The longest script time, in seconds: an hour, the bound of every time option of the CLI.
  public static let maxTime: Double = 3600

  /// The most events a script holds: 100,000 (about 8 MB of JSON, 28 minutes of 60 Hz input).
  public static let maxEvents = 100_000

  /// The most pointers a script holds down at once: `PointerHost`'s default `maxPointers`, so
  /// a replay never meets the host's limit.
  public static let maxPointersDown = 256

  /// The longest script text, in bytes of UTF-8: 16 MiB.
  public static let maxTextBytes = 16 << 20

  /// The bounds of each side of `size`, in points; the same as the CLI's --size.
  public static let sideRange: ClosedRange<Double> = 1...16384

  /// The canvas built-in gestures and the examples assume when none is given.
  public static let defaultSize = Size(width: 800, height: 600)

  /// The time of the last event or action (0 for an empty script).
  public var duration: Double { max(events.last?.time ?? 0, actions.last?.time ?? 0) }

  /// The same gesture on another canvas: every coordinate scales by the ratio of the sizes.
  public func scaled(to newSize: Size) -> GestureScript {
    let sx = size.width > 0 ? newSize.width / size.width : 1
    let sy = size.height > 0 ? newSize.height / size.height : 1
    var copy = self
    copy.size = newSize
    for i in copy.events.indices {
      copy.events[i].location = Point(x: events[i].location.x * sx, y: events[i].location.y * sy)
    }
    return copy
  }
}

/// An action a script triggers: the effect's action `name` at `time`, after the first
/// `afterEvents` pointer events of the script (so one at the same time as an event keeps its
/// place in the file).
public struct GestureAction: Hashable, Sendable {
  public var time: Double
  public var name: String
  public var afterEvents: Int

  public init(time: Double, name: String, afterEvents: Int) {
    self.time = time
    self.name = name
    self.afterEvents = afterEvents
  }
}

/// Why a gesture was refused here: a name that is not a built-in gesture. (Scripts read from
/// JSON are refused by GlintFiles, with the file's line, column and field.)
public struct GestureError: Error, Equatable, CustomStringConvertible {
  /// The name asked for.
  public var source: String
  public var reason: String

  public init(source: String, reason: String) {
    self.source = source
    self.reason = reason
  }

  /// One line: "wiggle: not a built-in gesture (built-ins: ...)".
  public var description: String { "\(source): \(reason)" }
}
