import Testing

@testable import GlintCore

@Suite struct GesturePlayerTests {
  static let swipe = try! GestureScript.builtIn(named: "swipe")

  @Test func aPointerMovesLinearlyBetweenItsEvents() {
    let host = PointerHost(effect: DotEffect())
    var player = GesturePlayer(script: Self.swipe)
    player.advance(host, to: 0)
    #expect(host.pointer(id: 1)!.location == Point(x: 100, y: 300))
    player.advance(host, to: 0.25)
    #expect(host.pointer(id: 1)!.location == Point(x: 400, y: 300))
    #expect(host.layers[0].emitterPosition == Point(x: 400, y: 300))
    #expect(abs(host.pointer(id: 1)!.velocity.x - 1200) < 0.1)
    player.advance(host, to: 0.4)
    #expect(abs(host.pointer(id: 1)!.location.x - 580) < 0.001)
    player.advance(host, to: 0.5)
    #expect(host.pointerCount == 0)
    #expect(player.isFinished)
  }

  @Test func eventsArriveAtTheirOwnTimesWhateverTheStep() {
    let recorder = HookRecorder()
    let host = PointerHost(effect: DotEffect(recorder: recorder))
    var player = GesturePlayer(script: Self.swipe)
    // 7 steps per second never lands on 0.5: the ended event still happens at 0.5.
    for frame in 0...7 { player.advance(host, to: Double(frame) / 7) }
    let ends = recorder.updates.map(\.2)
    #expect(ends.contains(0.5))
    #expect(host.time == 1)
  }

  @Test func thePathIsTheSameAtAnyFrameRate() {
    func locations(fps: Double) -> [Point] {
      let host = PointerHost(effect: DotEffect())
      var player = GesturePlayer(script: try! GestureScript.builtIn(named: "circle"))
      var samples: [Point] = []
      for frame in 0...Int(1.2 * fps) {
        let t = Double(frame) / fps
        player.advance(host, to: t)
        if (t * 10).rounded() == t * 10, let pointer = host.pointer(id: 1) {
          samples.append(pointer.location)
        }
      }
      return samples
    }
    let slow = locations(fps: 30)
    let fast = locations(fps: 120)
    #expect(slow.count == 13 && fast.count == 13)
    for (a, b) in zip(slow, fast) {
      #expect(abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01)
    }
  }

  @Test func twoPointersMoveTogether() {
    let host = PointerHost(effect: DotEffect())
    var player = GesturePlayer(script: try! GestureScript.builtIn(named: "pinch"))
    player.advance(host, to: 0.5)
    #expect(host.pointerCount == 2)
    #expect(host.pointer(id: 1)!.location == Point(x: 260, y: 195))
    #expect(host.pointer(id: 2)!.location == Point(x: 540, y: 405))
  }

  @Test func repeatedTapsReuseTheIdWithoutAnomalies() {
    let host = PointerHost(effect: DotEffect())
    var player = GesturePlayer(script: try! GestureScript.builtIn(named: "taps"))
    var most = 0
    for frame in 0...120 {
      player.advance(host, to: Double(frame) / 60)
      most = max(most, host.trackCount)
    }
    #expect(host.anomalies.total == 0)
    #expect(most >= 1)
    #expect(host.trackCount == 0)
  }
}
