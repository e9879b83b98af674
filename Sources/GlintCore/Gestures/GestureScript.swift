/// Recorded pointer input to replay: for tests, benchmarks, screenshots and demos.
///
/// The JSON form is
/// ```
/// { "size": [800, 600],
///   "events": [ {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 300}, ... ] }
/// ```
/// with `t` in seconds (never decreasing), `id` an integer, `phase` a `PointerPhase` name and
/// `x`, `y` in points (y down). `size` is the canvas the script was written for. Between two
/// events of one pointer its location moves linearly in time (`GesturePlayer` does that).
/// GlintCore never reads files: GlintFiles reads the JSON (`parse(_:source:)`).
public struct GestureScript: Hashable, Sendable {
  /// The canvas the coordinates refer to, in points.
  public var size: Size
  /// The events, in time order.
  public var events: [PointerEvent]

  public init(size: Size, events: [PointerEvent]) {
    self.size = size
    self.events = events
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

  /// The time of the last event (0 for an empty script).
  public var duration: Double { events.last?.time ?? 0 }

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

/// Why a gesture script was refused: the source (a file name), and where possible the event
/// index and the field.
public struct GestureError: Error, Equatable, CustomStringConvertible {
  /// Usually the file name the text came from.
  public var source: String
  /// The 0-based index of the offending event, if the fault is in one.
  public var eventIndex: Int?
  /// The offending field: "t", "id", "phase", "x", "y", "size", "events".
  public var field: String?
  public var reason: String

  public init(source: String, eventIndex: Int? = nil, field: String? = nil, reason: String) {
    self.source = source
    self.eventIndex = eventIndex
    self.field = field
    self.reason = reason
  }

  /// One line: "swipe.json: event 3, field 'phase': unknown phase 'tap' (...)".
  public var description: String {
    var place: [String] = []
    if let eventIndex { place.append("event \(eventIndex)") }
    if let field { place.append("field '\(field)'") }
    let location = place.isEmpty ? "" : " " + place.joined(separator: ", ") + ":"
    return "\(source):\(location) \(reason)"
  }
}
