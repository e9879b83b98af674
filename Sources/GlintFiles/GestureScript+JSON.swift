import Foundation
import GlintCore

extension GestureScript {
  /// Reads a script from JSON text with `JSONDecoder`; `source` (the file name) starts every error.
  ///
  /// Refuses text that is not JSON, a missing or mistyped field, an unknown phase, time going
  /// backwards, a time outside 0...`maxTime`, a side of `size` outside `sideRange`, and a
  /// coordinate beyond ±1e9. Unknown extra members are ignored. So that every script has a
  /// bounded cost, it also refuses text over `maxTextBytes`, more than `maxEvents` events and more
  /// than `maxPointersDown` pointers down at once. Errors read
  /// `swipe.json:4:5: events[2].phase: unknown phase 'tap' (expected one of ...)`.
  public static func parse(_ text: String, source: String) throws(FileError) -> GestureScript {
    try parse(Data(text.utf8), source: source)
  }

  /// The same from the file's bytes.
  public static func parse(_ data: Data, source: String) throws(FileError) -> GestureScript {
    guard data.count <= maxTextBytes else {
      throw FileError(
        file: source, reason: "the script is \(data.count) bytes, over the limit of \(maxTextBytes)")
    }
    let placer = ErrorPlacer(file: source, text: JSONText(Array(data)))
    if let place = placer.text.placeDeeperThan(JSONText.maxDepth) {
      throw FileError(
        file: source, line: place.line, column: place.column,
        reason: "not JSON: nested more than \(JSONText.maxDepth) levels deep")
    }
    do {
      return try JSONDecoder().decode(GestureDocument.self, from: data).script
    } catch {
      throw placer.error(for: error)
    }
  }
}

/// The top level of a gesture script: `{"size": [w, h], "events": [...]}`.
private struct GestureDocument: Decodable {
  var script: GestureScript

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    let root = FieldPath()
    guard container.contains(FieldKey("size")) else {
      throw FieldError(path: root.appending("size"), reason: "missing")
    }
    let sizePath = root.appending("size")
    let sides = try readFloats(
      container, FieldKey("size"), sizePath, counts: 2...2, meaning: "[width, height]")
    guard sides.allSatisfy({ GestureScript.sideRange.contains(Double($0)) }) else {
      throw FieldError(
        path: sizePath,
        reason: "width and height must be from 1 to 16384 points, found [\(sides[0]), \(sides[1])]")
    }
    let eventsPath = root.appending("events")
    guard container.contains(FieldKey("events")) else {
      throw FieldError(path: eventsPath, reason: "missing")
    }
    var list = try container.nestedUnkeyedContainer(forKey: FieldKey("events"))
    if let count = list.count, count > GestureScript.maxEvents {
      throw FieldError(
        path: eventsPath,
        reason: "\(count) events, over the limit of \(GestureScript.maxEvents) events a script")
    }
    var events: [PointerEvent] = []
    var actions: [GestureAction] = []
    var down = Set<Int>()
    var latest = 0.0
    while !list.isAtEnd {
      let path = eventsPath.appending(list.currentIndex)
      let item = try list.nestedContainer(keyedBy: FieldKey.self)
      let time = try EventRecord.time(item, at: path)
      if time < latest {
        throw FieldError(path: path.appending("t"), reason: "time goes backwards (\(time) after \(latest))")
      }
      latest = time
      if item.contains(FieldKey("action")) {
        let name = try item.decode(String.self, forKey: FieldKey("action"))
        guard !name.isEmpty, name.count <= 100 else {
          throw FieldError(
            path: path.appending("action"), reason: "an action is a name of 1 to 100 characters")
        }
        actions.append(GestureAction(time: time, name: name, afterEvents: events.count))
        continue
      }
      let event = try EventRecord.read(item, at: path, time: time)
      // Counted as the host counts live pointers: began adds one, ended and cancelled end it.
      if event.phase == .began {
        down.insert(event.id)
      } else if event.phase.isFinal {
        down.remove(event.id)
      }
      guard down.count <= GestureScript.maxPointersDown else {
        throw FieldError(
          path: path.appending("id"),
          reason: "more than \(GestureScript.maxPointersDown) pointers down at once, the limit of a script")
      }
      events.append(event)
    }
    script = GestureScript(size: Size(width: sides[0], height: sides[1]), events: events, actions: actions)
  }
}

/// One event of a gesture script: `{"t": 0.5, "id": 1, "phase": "moved", "x": 100, "y": 300}`,
/// or an action, `{"t": 1, "action": "burst"}`.
private enum EventRecord {
  static func number(_ item: KeyedDecodingContainer<FieldKey>, _ field: String, at path: FieldPath) throws
    -> Double
  {
    guard item.contains(FieldKey(field)) else {
      throw FieldError(path: path.appending(field), reason: "missing")
    }
    return try item.decode(Double.self, forKey: FieldKey(field))
  }

  /// The item's `t`, checked.
  static func time(_ item: KeyedDecodingContainer<FieldKey>, at path: FieldPath) throws -> Double {
    let time = try number(item, "t", at: path)
    guard time >= 0 else { throw FieldError(path: path.appending("t"), reason: "negative time \(time)") }
    guard time <= GestureScript.maxTime else {
      throw FieldError(
        path: path.appending("t"),
        reason: "time must be from 0 to \(Int(GestureScript.maxTime)) seconds, found \(time)")
    }
    return time
  }

  static func read(_ item: KeyedDecodingContainer<FieldKey>, at path: FieldPath, time: Double) throws
    -> PointerEvent
  {
    func number(_ field: String) throws -> Double { try Self.number(item, field, at: path) }
    let id = try Int.read(item, FieldKey("id"), path.appending("id"))
    guard item.contains(FieldKey("phase")) else {
      throw FieldError(path: path.appending("phase"), reason: "missing")
    }
    let name = try item.decode(String.self, forKey: FieldKey("phase"))
    guard let phase = PointerPhase(rawValue: name) else {
      let names = PointerPhase.allCases.map(\.rawValue).joined(separator: ", ")
      throw FieldError(
        path: path.appending("phase"), reason: "unknown phase '\(name)' (expected one of \(names))")
    }
    let x = try number("x")
    let y = try number("y")
    for (field, value) in [("x", x), ("y", y)] where abs(value) > 1e9 {
      throw FieldError(path: path.appending(field), reason: "out of range (±1e9)")
    }
    return PointerEvent(id: id, phase: phase, location: Point(x: Float(x), y: Float(y)), time: time)
  }
}
