extension GestureScript {
  /// Reads a script from JSON text; `source` (the file name) appears in every error.
  ///
  /// Refuses text that is not JSON, a missing or mistyped field, an unknown phase, time going
  /// backwards, a time outside 0...`maxTime`, a side of `size` outside `sideRange` and any
  /// non-finite number. Unknown extra members are ignored. So that every script has a bounded
  /// cost, it also refuses text over `maxTextBytes`, more than `maxEvents` events and more than
  /// `maxPointersDown` pointers down at once.
  public static func parse(_ text: String, source: String) throws(GestureError) -> GestureScript {
    guard text.utf8.count <= maxTextBytes else {
      throw GestureError(
        source: source, reason: "the script is \(text.utf8.count) bytes, over the limit of \(maxTextBytes)")
    }
    let root: JSONValue
    do {
      root = try JSONParser.parse(text)
    } catch {
      throw GestureError(
        source: source, reason: "not JSON: \(error.message) at line \(error.line), column \(error.column)")
    }
    guard case .object = root else {
      throw GestureError(
        source: source, reason: "expected a JSON object at the top level, found \(root.kind)")
    }
    let size = try parseSize(root["size"], source: source)
    guard let eventsValue = root["events"] else {
      throw GestureError(source: source, field: "events", reason: "missing")
    }
    guard case .array(let items) = eventsValue else {
      throw GestureError(
        source: source, field: "events", reason: "expected an array of events, found \(eventsValue.kind)")
    }
    guard items.count <= maxEvents else {
      throw GestureError(
        source: source, field: "events",
        reason: "\(items.count) events, over the limit of \(maxEvents) events a script")
    }
    var events: [PointerEvent] = []
    events.reserveCapacity(items.count)
    var down = Set<Int>()
    for (index, item) in items.enumerated() {
      let event = try parseEvent(item, index: index, source: source)
      if let previous = events.last, event.time < previous.time {
        throw GestureError(
          source: source, eventIndex: index, field: "t",
          reason: "time goes backwards (\(event.time) after \(previous.time))")
      }
      // Counted as the host counts live pointers: began adds one, ended and cancelled end it.
      if event.phase == .began {
        down.insert(event.id)
      } else if event.phase.isFinal {
        down.remove(event.id)
      }
      guard down.count <= maxPointersDown else {
        throw GestureError(
          source: source, eventIndex: index, field: "id",
          reason: "more than \(maxPointersDown) pointers down at once, the limit of a script")
      }
      events.append(event)
    }
    return GestureScript(size: size, events: events)
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

  private static func parseSize(_ value: JSONValue?, source: String) throws(GestureError) -> Size {
    guard let value else { throw GestureError(source: source, field: "size", reason: "missing") }
    guard case .array(let items) = value, items.count == 2 else {
      var found = value.kind
      if case .array(let items) = value { found = "an array of \(items.count) items" }
      throw GestureError(
        source: source, field: "size", reason: "expected [width, height], found \(found)")
    }
    guard case .number(let width) = items[0], case .number(let height) = items[1] else {
      throw GestureError(
        source: source, field: "size",
        reason: "width and height must be numbers, found [\(items[0].kind), \(items[1].kind)]")
    }
    // The same bounds as --size: a tinier canvas would scale coordinates to infinity.
    guard sideRange.contains(width), sideRange.contains(height) else {
      throw GestureError(
        source: source, field: "size",
        reason: "width and height must be from 1 to 16384 points, found [\(width), \(height)]")
    }
    return Size(width: Float(width), height: Float(height))
  }

  private static func parseEvent(
    _ item: JSONValue, index: Int, source: String
  ) throws(GestureError) -> PointerEvent {
    func fail(_ field: String?, _ reason: String) -> GestureError {
      GestureError(source: source, eventIndex: index, field: field, reason: reason)
    }
    guard case .object = item else { throw fail(nil, "expected an object, found \(item.kind)") }
    func number(_ field: String) throws(GestureError) -> Double {
      guard let value = item[field] else { throw fail(field, "missing") }
      guard case .number(let number) = value else {
        throw fail(field, "expected a number, found \(value.kind)")
      }
      guard number.isFinite else { throw fail(field, "not a finite number") }
      return number
    }
    let time = try number("t")
    guard time >= 0 else { throw fail("t", "negative time \(time)") }
    guard time <= maxTime else {
      throw fail("t", "time must be from 0 to \(Int(maxTime)) seconds, found \(time)")
    }
    let idNumber = try number("id")
    guard idNumber.rounded() == idNumber, abs(idNumber) < 9.0e15 else {
      throw fail("id", "expected an integer, found \(idNumber)")
    }
    guard let phaseValue = item["phase"] else { throw fail("phase", "missing") }
    guard case .string(let phaseName) = phaseValue else {
      throw fail("phase", "expected a string, found \(phaseValue.kind)")
    }
    guard let phase = PointerPhase(rawValue: phaseName) else {
      let names = PointerPhase.allCases.map(\.rawValue).joined(separator: ", ")
      throw fail("phase", "unknown phase '\(phaseName)' (expected one of \(names))")
    }
    let x = try number("x")
    let y = try number("y")
    guard abs(x) <= 1e9, abs(y) <= 1e9 else { throw fail(abs(x) > 1e9 ? "x" : "y", "out of range (±1e9)") }
    return PointerEvent(
      id: Int(idNumber), phase: phase, location: Point(x: Float(x), y: Float(y)), time: time)
  }
}
