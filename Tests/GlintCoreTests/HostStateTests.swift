import Testing

@testable import GlintCore

/// An effect that counts, in its typed per-pointer state, the hooks the host called, and reports
/// the counts of each stroke when it ends.
struct CountingEffect: Effect {
  struct PointerState: Equatable {
    var stroke: UInt64 = 0
    var began = 0
    var moves = 0
    var updates = 0
    var layerTimeAtBegan = Double.nan
  }

  let info = EffectInfo(id: "counting", name: "Counting", summary: "Counts hooks.")
  let ended: StrokeLog

  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let layer = EmitterLayer(capacity: 10)
    layer.emitterCells = [
      EmitterCell {
        $0.birthRate = 10; $0.lifetime = 0.05
      }
    ]
    return [layer]
  }

  func makeState(for pointer: PointerTrack) -> PointerState { PointerState(stroke: pointer.serial) }

  func pointerBegan(_ pointer: inout PointerTrack, state: inout PointerState) {
    state.began += 1
    state.layerTimeAtBegan = pointer.layers[0].time
  }

  func pointerMoved(_ pointer: inout PointerTrack, state: inout PointerState) { state.moves += 1 }

  func update(_ pointer: inout PointerTrack, state: inout PointerState, from start: Double, to end: Double) {
    state.updates += 1
  }

  func pointerEnded(_ pointer: inout PointerTrack, state: inout PointerState) {
    ended.strokes.append((pointer.id, state))
    for layer in pointer.layers { layer.birthRate = 0 }
  }
}

/// The states `CountingEffect` saw when its pointers ended, in order.
final class StrokeLog: @unchecked Sendable {
  var strokes: [(Int, CountingEffect.PointerState)] = []
}

@Suite struct HostStateTests {
  @Test func eachPointerKeepsItsOwnStateAcrossHooks() throws {
    let log = StrokeLog()
    let host = PointerHost(effect: CountingEffect(ended: log))
    host.handle(event(1, .began, 0, 0, 0.5))
    host.handle(event(2, .began, 5, 5, 0.5))
    host.handle(event(1, .moved, 10, 0, 0.6))
    host.handle(event(1, .moved, 20, 0, 0.7))
    host.handle(event(2, .ended, 5, 5, 0.8))
    host.handle(event(1, .ended, 20, 0, 0.9))
    try #require(log.strokes.count == 2)
    let (secondID, second) = log.strokes[0]
    let (firstID, first) = log.strokes[1]
    #expect(secondID == 2 && firstID == 1)
    #expect(first.began == 1 && second.began == 1)
    #expect(first.layerTimeAtBegan == 0.5, "pointerBegan runs once the layers are started")
    #expect(first.moves == 2 && second.moves == 0)
    // Host steps at 0.6, 0.7, 0.8, 0.9 for the first; 0.6, 0.7, 0.8 for the second.
    #expect(first.updates == 4 && second.updates == 3)
  }

  @Test func aStrokeThatReusesAnIdStartsFromAFreshState() throws {
    let log = StrokeLog()
    let host = PointerHost(effect: CountingEffect(ended: log))
    host.handle(event(1, .began, 0, 0, 0))
    host.handle(event(1, .moved, 10, 0, 0.1))
    host.handle(event(1, .ended, 10, 0, 0.2))
    host.handle(event(1, .began, 0, 0, 0.3))
    host.handle(event(1, .ended, 0, 0, 0.4))
    try #require(log.strokes.count == 2)
    #expect(log.strokes[0].1.moves == 1)
    #expect(log.strokes[1].1.moves == 0)
    #expect(log.strokes[1].1.stroke == log.strokes[0].1.stroke + 1)
  }
}
