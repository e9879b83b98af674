import Foundation
import GlintCore
import GlintFiles
import Testing

/// Actions in gesture scripts: `{"t": 1, "action": "stoke"}` presses a hosted view's button.
@Suite struct GestureActionTests {
  static let text = """
    { "size": [400, 300],
      "events": [
        {"t": 0.5, "id": 1, "phase": "began", "x": 10, "y": 10},
        {"t": 1.0, "action": "stoke"},
        {"t": 1.0, "id": 1, "phase": "ended", "x": 10, "y": 10},
        {"t": 3.0, "action": "douse"} ] }
    """

  @Test func aScriptsActionsAreReadInPlaceAndWrittenBack() throws {
    let script = try GestureScript.parse(Self.text, source: "fire.json")
    #expect(script.events.count == 2)
    #expect(
      script.actions == [
        GestureAction(time: 1, name: "stoke", afterEvents: 1),
        GestureAction(time: 3, name: "douse", afterEvents: 2),
      ])
    #expect(script.duration == 3)
    #expect(try GestureScript.parse(script.jsonText, source: "again.json") == script)
  }

  @Test func thePlayerPressesTheButtonsAtTheirTimes() throws {
    let script = try GestureScript.parse(Self.text, source: "fire.json")
    let host = PointerHost(effect: FireViewControllerEffect(), seed: 1)
    host.canvas = Rect(x: 0, y: 0, width: 400, height: 300)
    var player = GesturePlayer(script: script)
    var births: [Int] = []
    for frame in 0...240 {
      player.advance(host, to: Double(frame) / 60)
      if frame % 60 == 0 { births.append(host.birthCount) }
    }
    let perSecond = zip(births.dropFirst(), births).map { $0 - $1 }
    // 60 a second, 120 once stoked at 1 s, none once doused at 3 s (the last births just after).
    #expect(abs(perSecond[0] - 60) <= 3 && abs(perSecond[1] - 120) <= 4 && abs(perSecond[2] - 120) <= 4)
    #expect(perSecond[3] == 0)
    #expect(player.isFinished)
  }

  @Test(arguments: [
    (
      #"{"size": [10, 10], "events": [{"t": 1, "action": ""}]}"#,
      "events[0].action: an action is a name of 1 to 100 characters"
    ),
    (#"{"size": [10, 10], "events": [{"t": 1, "action": 5}]}"#, "events[0].action"),
    (
      #"{"size": [10, 10], "events": [{"t": 2, "action": "a"}, {"t": 1, "action": "b"}]}"#,
      "events[1].t: time goes backwards"
    ),
    (#"{"size": [10, 10], "events": [{"action": "a"}]}"#, "events[0].t: missing"),
  ])
  func aBadActionIsRefusedWithItsPlace(text: String, message: String) {
    #expect(throws: FileError.self) { try GestureScript.parse(text, source: "g.json") }
    do {
      _ = try GestureScript.parse(text, source: "g.json")
    } catch {
      #expect(error.description.contains(message), "\(error)")
    }
  }
}
