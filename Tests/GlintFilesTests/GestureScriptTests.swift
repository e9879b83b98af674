import GlintCore
import GlintFiles
import Testing

@Suite struct GestureScriptTests {
  static let example = """
    { "size": [800, 600],
      "events": [
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 300},
        {"t": 0.5, "id": 1, "phase": "moved", "x": 700, "y": 300},
        {"t": 0.5, "id": 1, "phase": "ended", "x": 700, "y": 300} ] }
    """

  @Test func readsTheDocumentedForm() throws {
    let script = try GestureScript.parse(Self.example, source: "swipe.json")
    #expect(script.size == Size(width: 800, height: 600))
    #expect(script.events.count == 3)
    #expect(
      script.events[1] == PointerEvent(id: 1, phase: .moved, location: Point(x: 700, y: 300), time: 0.5))
    #expect(script.duration == 0.5)
  }

  @Test func ignoresUnknownMembersAndAcceptsEscapes() throws {
    let text = #"{"name": "caf\u00e9 \"x\"", "size": [10, 20], "events": [], "extra": {"a": [true, null]}}"#
    let script = try GestureScript.parse(text, source: "a.json")
    #expect(script.events.isEmpty)
    #expect(script.size == Size(width: 10, height: 20))
  }

  @Test func skipsAByteOrderMark() throws {
    let script = try GestureScript.parse("\u{FEFF}" + Self.example, source: "bom.json")
    #expect(script.events.count == 3)
  }

  /// A script with one event whose fields are `fields` (a JSON object body).
  static func oneEvent(_ fields: String) -> String {
    #"{"size": [800, 600], "events": [{"t": 0, "id": 1, "phase": "began", "x": 1, "y": 1}, {\#(fields)}]}"#
  }

  static let badEvents: [(fields: String, field: String, words: String)] = [
    (#""id": 1, "phase": "moved", "x": 1, "y": 1"#, "t", "missing"),
    (#""t": 1, "phase": "moved", "x": 1, "y": 1"#, "id", "missing"),
    (#""t": 1, "id": 1, "x": 1, "y": 1"#, "phase", "missing"),
    (#""t": 1, "id": 1, "phase": "moved", "y": 1"#, "x", "missing"),
    (#""t": 1, "id": 1, "phase": "moved", "x": 1"#, "y", "missing"),
    (#""t": "1", "id": 1, "phase": "moved", "x": 1, "y": 1"#, "t", "expected a number, found a string"),
    (#""t": 1, "id": "a", "phase": "moved", "x": 1, "y": 1"#, "id", "expected a number"),
    (#""t": 1, "id": 1.5, "phase": "moved", "x": 1, "y": 1"#, "id", "expected an integer"),
    (#""t": 1, "id": 1, "phase": 3, "x": 1, "y": 1"#, "phase", "expected a string"),
    (#""t": 1, "id": 1, "phase": "tap", "x": 1, "y": 1"#, "phase", "unknown phase 'tap'"),
    (#""t": 1, "id": 1, "phase": "moved", "x": true, "y": 1"#, "x", "found a boolean"),
    (#""t": 1, "id": 1, "phase": "moved", "x": 1, "y": null"#, "y", "found null"),
    (#""t": 1, "id": 1, "phase": "moved", "x": 1e999, "y": 1"#, "x", "the number 1e999 is out of range"),
    (#""t": 1, "id": 1, "phase": "moved", "x": 1, "y": -1e400"#, "y", "the number -1e400 is out of range"),
    (#""t": 1e999, "id": 1, "phase": "moved", "x": 1, "y": 1"#, "t", "the number 1e999 is out of range"),
    (#""t": -1, "id": 1, "phase": "moved", "x": 1, "y": 1"#, "t", "negative time"),
    (#""t": 1e300, "id": 1, "phase": "moved", "x": 1, "y": 1"#, "t", "time must be from 0 to 3600 seconds"),
    (#""t": 3600.001, "id": 1, "phase": "moved", "x": 1, "y": 1"#, "t", "time must be from 0 to 3600"),
  ]

  @Test(arguments: badEvents)
  func aBadEventNamesTheFileTheIndexAndTheField(fields: String, field: String, words: String) {
    #expect {
      try GestureScript.parse(Self.oneEvent(fields), source: "strokes/bad.json")
    } throws: { error in
      let error = error as! FileError
      return error.file == "strokes/bad.json" && error.path == "events[1].\(field)" && error.line == 1
        && error.description.hasPrefix("strokes/bad.json:1:") && error.description.contains(words)
    }
  }

  @Test func timeGoingBackwardsIsRefused() {
    let text = #"""
      {"size": [800, 600], "events": [
        {"t": 0.5, "id": 1, "phase": "began", "x": 1, "y": 1},
        {"t": 0.6, "id": 1, "phase": "moved", "x": 1, "y": 1},
        {"t": 0.4, "id": 1, "phase": "ended", "x": 1, "y": 1}]}
      """#
    #expect(
      throws: FileError(
        file: "b.json", line: 4, column: 9, path: "events[2].t", reason: "time goes backwards (0.4 after 0.6)"
      )
    ) {
      try GestureScript.parse(text, source: "b.json")
    }
  }

  static let badDocuments: [(text: String, field: String?, words: String)] = [
    ("", nil, "not JSON: the file is empty"),
    (
      "{\"size\": [800, 600], \"events\": [", "events[0]",
      "not JSON: expected a value, found the end of the file"
    ),
    (
      "{\"size\": [800, 600],\n \"events\": [} ", "events[0]",
      "2:13: events[0]: not JSON: expected a value, found '}'"
    ),
    ("{'size': 1}", nil, "not JSON: expected a member name in quotes"),
    ("[1, 2]", nil, "expected an object, found an array"),
    ("{\"events\": []}", "size", "missing"),
    ("{\"size\": \"800x600\", \"events\": []}", "size", "expected an array, found a string"),
    ("{\"size\": [800], \"events\": []}", "size", "expected [width, height]"),
    ("{\"size\": [0, 600], \"events\": []}", "size", "must be from 1 to 16384"),
    ("{\"size\": [800, 1e999], \"events\": []}", "size[1]", "the number 1e999 is out of range"),
    ("{\"size\": [1e-40, 1e-40], \"events\": []}", "size", "must be from 1 to 16384"),
    ("{\"size\": [0.5, 600], \"events\": []}", "size", "must be from 1 to 16384"),
    ("{\"size\": [800, 16385], \"events\": []}", "size", "must be from 1 to 16384"),
    ("{\"size\": [\"a\", 1], \"events\": []}", "size[0]", "expected a number, found a string"),
    ("{\"size\": [800, null], \"events\": []}", "size[1]", "expected a number, found null"),
    ("{\"size\": [800, 600]}", "events", "missing"),
    ("{\"size\": [800, 600], \"events\": {}}", "events", "expected an array, found an object"),
    ("{\"size\": [800, 600], \"events\": [NaN]}", "events[0]", "not JSON: expected a value, found 'N'"),
    ("{\"size\": [800, 600], \"events\": [] } x", nil, "unexpected text after the JSON value"),
    ("{\"size\": [800, 600], \"events\": [01]}", "events[0]", "expected an object, found a number"),
    // Found by the fuzzer: a backslash before a line break once made a two-line error.
    (
      "{\"size\": [800, 600], \"name\": \"a\\\n\", \"events\": [] } x", "name",
      "unknown escape \\ followed by byte 0xa"
    ),
  ]

  @Test(arguments: badDocuments)
  func aBadDocumentNamesTheFileAndTheField(text: String, field: String?, words: String) {
    #expect {
      try GestureScript.parse(text, source: "doc.json")
    } throws: { error in
      let error = error as! FileError
      return error.file == "doc.json" && error.path == (field ?? "") && error.line != nil
        && error.description.hasPrefix("doc.json:") && error.description.contains(words)
    }
  }

  @Test func theSizeBoundsAndAnHourOfEventsAreAccepted() throws {
    let text = #"{"size": [1, 16384], "events": [{"t": 3600, "id": 1, "phase": "began", "x": 1, "y": 1}]}"#
    let script = try GestureScript.parse(text, source: "edge.json")
    #expect(script.size == Size(width: 1, height: 16384))
    #expect(script.duration == 3600)
  }

  @Test func anEventThatIsNotAnObjectNamesItsIndex() {
    let text = #"{"size": [8, 6], "events": [{"t": 0, "id": 1, "phase": "began", "x": 1, "y": 1}, 5]}"#
    #expect(
      throws: FileError(
        file: "n.json", line: 1, column: 82, path: "events[1]", reason: "expected an object, found a number")
    ) {
      try GestureScript.parse(text, source: "n.json")
    }
  }

  @Test func scalingMapsCoordinatesToTheNewCanvas() throws {
    let script = try GestureScript.parse(Self.example, source: "swipe.json")
    let scaled = script.scaled(to: Size(width: 400, height: 1200))
    #expect(scaled.size == Size(width: 400, height: 1200))
    #expect(
      scaled.events.map(\.location) == [Point(x: 50, y: 600), Point(x: 350, y: 600), Point(x: 350, y: 600)])
    #expect(scaled.events.map(\.time) == script.events.map(\.time))
    #expect(scaled.events.map(\.phase) == script.events.map(\.phase))
  }
}
