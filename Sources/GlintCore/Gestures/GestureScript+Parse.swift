extension GestureScript {
  /// Reads a script from JSON text; `source` (the file name) appears in every error.
  ///
  /// Refuses text that is not JSON, a missing or mistyped field, an unknown phase, time going
  /// backwards, a negative time and any non-finite number. Unknown extra members are ignored.
  public static func parse(_ text: String, source: String) throws(GestureError) -> GestureScript {
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
    var events: [PointerEvent] = []
    events.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      let event = try parseEvent(item, index: index, source: source)
      if let previous = events.last, event.time < previous.time {
        throw GestureError(
          source: source, eventIndex: index, field: "t",
          reason: "time goes backwards (\(event.time) after \(previous.time))")
      }
      events.append(event)
    }
    return GestureScript(size: size, events: events)
  }

  private static func parseSize(_ value: JSONValue?, source: String) throws(GestureError) -> Size {
    guard let value else { throw GestureError(source: source, field: "size", reason: "missing") }
    guard case .array(let items) = value, items.count == 2,
      case .number(let width) = items[0], case .number(let height) = items[1]
    else {
      throw GestureError(
        source: source, field: "size", reason: "expected [width, height], found \(value.kind)")
    }
    guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 1e6, height <= 1e6 else {
      throw GestureError(
        source: source, field: "size", reason: "width and height must be finite, positive and at most 1e6")
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
