import Testing

@testable import GlintCore

@Suite struct GestureBuiltInTests {
  @Test(arguments: GestureScript.builtInNames)
  func everyBuiltInIsAWellFormedScript(name: String) throws {
    let script = try GestureScript.builtIn(named: name)
    #expect(script.size == GestureScript.defaultSize)
    #expect(!script.events.isEmpty)
    #expect(zip(script.events, script.events.dropFirst()).allSatisfy { $0.time <= $1.time })
    #expect(GestureScript.builtInSummaries[name] != nil)
    // Every stroke begins, moves and ends in order, inside the canvas.
    var live = Set<Int>()
    for event in script.events {
      #expect(event.location.x >= 0 && event.location.x <= 800)
      #expect(event.location.y >= 0 && event.location.y <= 600)
      switch event.phase {
      case .began: #expect(live.insert(event.id).inserted)
      case .moved, .stationary: #expect(live.contains(event.id))
      case .ended, .cancelled: #expect(live.remove(event.id) != nil)
      }
    }
    #expect(live.isEmpty)
    // A host replays it without a single anomaly.
    let host = PointerHost(effect: DotEffect())
    var player = GesturePlayer(script: script)
    for frame in 0...Int(script.duration * 60) + 60 { player.advance(host, to: Double(frame) / 60) }
    #expect(host.anomalies.total == 0)
    #expect(host.trackCount == 0)
  }

  @Test func theGesturesDoWhatTheirNamesSay() throws {
    let pinch = try GestureScript.builtIn(named: "pinch")
    #expect(Set(pinch.events.map(\.id)).count == 2)
    let taps = try GestureScript.builtIn(named: "taps")
    #expect(taps.events.filter { $0.phase == .began }.count >= 3)
    let fling = try GestureScript.builtIn(named: "fling")
    let first = fling.events.first!
    let last = fling.events.last!
    let dx = Double(last.location.x - first.location.x)
    let dy = Double(last.location.y - first.location.y)
    #expect((dx * dx + dy * dy).squareRoot() / (last.time - first.time) > 5000)
    let hold = try GestureScript.builtIn(named: "hold")
    #expect(Set(hold.events.map(\.location)) == [Point(x: 400, y: 300)])
    let circle = try GestureScript.builtIn(named: "circle")
    for event in circle.events {
      let dx = event.location.x - 400
      let dy = event.location.y - 300
      #expect(abs((dx * dx + dy * dy).squareRoot() - 180) < 0.01)
    }
  }

  @Test(arguments: GestureScript.builtInNames)
  func aBuiltInOnAnotherCanvasIsTheDefaultScaled(name: String) throws {
    let size = Size(width: 1600, height: 1200)
    let drawn = try GestureScript.builtIn(named: name, size: size)
    let scaled = try GestureScript.builtIn(named: name).scaled(to: size)
    #expect(drawn.size == scaled.size)
    #expect(drawn.events.count == scaled.events.count)
    for (a, b) in zip(drawn.events, scaled.events) {
      #expect(a.id == b.id && a.phase == b.phase && a.time == b.time)
      #expect(abs(a.location.x - b.location.x) < 0.01 && abs(a.location.y - b.location.y) < 0.01)
    }
  }

  @Test func anUnknownNameThrowsAnErrorThatListsTheBuiltIns() {
    #expect(throws: GestureError.self) { try GestureScript.builtIn(named: "wiggle") }
    do {
      _ = try GestureScript.builtIn(named: "wiggle")
    } catch {
      #expect(
        error.description
          == "wiggle: not a built-in gesture (built-ins: \(GestureScript.builtInNames.joined(separator: ", ")))"
      )
    }
  }
}
