import GlintCore
import GlintFiles
import Testing

/// The bounds that give every gesture script a bounded cost: text size, event count and the
/// pointers down at once, each refused with the field, the number and the limit.
@Suite struct GestureLimitTests {
  func script(_ events: [String]) -> String {
    #"{"size":[800,600],"events":[\#(events.joined(separator: ","))]}"#
  }

  func event(_ t: Double, _ id: Int, _ phase: String) -> String {
    #"{"t":\#(t),"id":\#(id),"phase":"\#(phase)","x":1,"y":2}"#
  }

  @Test func theScriptLimitIsTheHostsPointerLimit() {
    #expect(
      PointerHost(effect: DeclaredEffect(info: EffectInfo(id: "none", name: "None", summary: ""), layers: []))
        .maxPointers == GestureScript.maxPointersDown)
  }

  @Test func pointersDownAtOnceAreCountedAsTheHostCountsThem() throws {
    let limit = GestureScript.maxPointersDown
    let held = (0..<limit).map { event(0, $0, "began") }
    // At the limit; a began for a live id replaces it; an ended frees a place for a new id.
    let full = held + [event(1, 0, "began"), event(2, 1, "ended"), event(2, limit, "began")]
    #expect(try GestureScript.parse(script(full), source: "full.json").events.count == limit + 3)
    // One more than the limit down at once.
    let over = held + [event(1, 5, "moved"), event(2, limit, "began")]
    #expect(throws: FileError.self) { try GestureScript.parse(script(over), source: "over.json") }
    do {
      _ = try GestureScript.parse(script(over), source: "over.json")
    } catch {
      #expect(error.path == "events[\(limit + 1)].id")
      #expect(error.reason == "more than 256 pointers down at once, the limit of a script")
    }
  }

  @Test func moreEventsThanTheLimitAreRefusedBeforeAnyIsRead() throws {
    let limit = GestureScript.maxEvents
    // Not even valid events: the count is checked first, so the cost is the JSON only.
    let text = script(Array(repeating: "0", count: limit + 1))
    do {
      _ = try GestureScript.parse(text, source: "many.json")
      Issue.record("accepted \(limit + 1) events")
    } catch {
      #expect(
        error.description
          == "many.json:1:28: events: 100001 events, over the limit of 100000 events a script")
    }
    let taps = (0..<limit).map { event(Double($0 / 2) / 100, $0 / 2, $0 % 2 == 0 ? "began" : "ended") }
    #expect(try GestureScript.parse(script(taps), source: "taps.json").events.count == limit)
  }

  @Test func textOverTheByteLimitIsRefusedUnread() {
    let padding = String(repeating: " ", count: GestureScript.maxTextBytes)
    do {
      _ = try GestureScript.parse(script([]) + padding, source: "wide.json")
      Issue.record("accepted \(GestureScript.maxTextBytes) bytes of padding")
    } catch {
      #expect(error.description.hasPrefix("wide.json: the script is 16777"))
      #expect(error.description.hasSuffix("bytes, over the limit of 16777216"))
    }
    let exact = script([]) + String(repeating: " ", count: GestureScript.maxTextBytes - script([]).utf8.count)
    #expect(throws: Never.self) { try GestureScript.parse(exact, source: "exact.json") }
  }
}
