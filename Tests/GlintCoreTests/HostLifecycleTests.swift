import Testing

@testable import GlintCore

/// A small effect for host tests: one point emitter per pointer, 200 births per second living
/// 0.1 s, and a record of the hooks the host called.
struct DotEffect: Effect {
  let info = EffectInfo(id: "dot", name: "Dot", summary: "Test dots.")
  var layersPerPointer = 1
  var recorder: HookRecorder? = nil

  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    (0..<layersPerPointer).map { _ in
      let layer = EmitterLayer(capacity: 1000)
      layer.emitterCells = [
        EmitterCell {
          $0.name = "dot"
          $0.birthRate = 200
          $0.lifetime = 0.1
          $0.velocity = 50
          $0.contents = "dot"
        }
      ]
      return layer
    }
  }

  func pointerMoved(_ pointer: inout PointerTrack, state: inout Void) {
    recorder?.moves.append((pointer.location, pointer.layers.first?.time ?? .nan))
    for layer in pointer.layers { layer.emitterPosition = pointer.location }
  }

  func update(_ pointer: inout PointerTrack, state: inout Void, from start: Double, to end: Double) {
    recorder?.updates.append((pointer.id, start, end))
  }
}

/// What the host asked of `DotEffect`: moves (location, the layer's time when called) and updates.
final class HookRecorder: @unchecked Sendable {
  var moves: [(Point, Double)] = []
  var updates: [(Int, Double, Double)] = []
}

func event(_ id: Int, _ phase: PointerPhase, _ x: Float, _ y: Float, _ t: Double) -> PointerEvent {
  PointerEvent(id: id, phase: phase, location: Point(x: x, y: y), time: t)
}

@Suite struct HostLifecycleTests {
  @Test func beganMakesStartedLayersAtTheLocation() {
    let host = PointerHost(effect: DotEffect(layersPerPointer: 2), seed: 3)
    host.handle(event(7, .began, 120, 80, 0.5))
    #expect(host.time == 0.5)
    #expect(host.pointerCount == 1)
    #expect(host.emitterCount == 2)
    for layer in host.layers {
      #expect(layer.emitterPosition == Point(x: 120, y: 80))
      #expect(layer.time == 0.5)
    }
    #expect(host.layers[0].seed != host.layers[1].seed)
    #expect(host.pointer(id: 7)?.beganAt == 0.5)
  }

  @Test func movedUpdatesTheTrackAndTheLayersBeforeTheyStep() {
    let recorder = HookRecorder()
    let host = PointerHost(effect: DotEffect(recorder: recorder))
    host.handle(event(1, .began, 0, 0, 0))
    host.handle(event(1, .moved, 30, 40, 0.1))
    let track = host.pointer(id: 1)!
    #expect(track.location == Point(x: 30, y: 40))
    #expect(track.previousLocation == .zero)
    #expect(abs(track.velocity.x - 300) < 0.01 && abs(track.velocity.y - 400) < 0.01)
    #expect(abs(track.distance - 50) < 0.001)
    #expect(host.layers[0].emitterPosition == Point(x: 30, y: 40))
    // pointerMoved ran while the layer was still at the previous time, then the layer stepped.
    #expect(recorder.moves.count == 1 && recorder.moves[0].1 == 0)
    #expect(host.layers[0].time == 0.1)
    #expect(recorder.updates.contains { $0 == (1, 0, 0.1) })
    host.handle(event(1, .stationary, 30, 40, 0.2))
    #expect(host.pointer(id: 1)!.velocity == .zero)
  }

  @Test func birthsDuringAMoveLieAlongThePath() {
    let host = PointerHost(effect: DotEffect())
    host.handle(event(1, .began, 0, 100, 0))
    host.handle(event(1, .moved, 1000, 100, 0.09))
    var xs: [Float] = []
    host.layers[0].forEachParticle { xs.append($0.x) }
    // 200 per second over 0.09 s, each born where the pointer was at its instant (±5 pt of flight).
    #expect(xs.count >= 15)
    #expect(xs.min()! < 250 && xs.max()! > 750)
    let sorted = xs.sorted()
    let gaps = zip(sorted, sorted.dropFirst()).map { $1 - $0 }
    #expect(gaps.max()! < 120)
  }

  @Test func endedStopsBirthsAndFreesThePointerOnceItsParticlesDie() {
    let host = PointerHost(effect: DotEffect())
    host.handle(event(1, .began, 10, 10, 0))
    host.advance(to: 0.5)
    #expect(host.particleCount > 0)
    host.handle(event(1, .ended, 10, 10, 0.5))
    #expect(host.pointerCount == 0)
    #expect(host.trackCount == 1)
    #expect(!host.layers[0].isEmitting)
    let born = host.birthCount
    host.advance(to: 0.55)
    #expect(host.birthCount == born)
    host.advance(to: 0.7)
    #expect(host.particleCount == 0)
    #expect(host.trackCount == 0)
    #expect(host.emitterCount == 0)
    #expect(host.layers.isEmpty)
    #expect(host.birthCount == born)
  }

  @Test func thousandsOfCyclesLeaveNoStateBehind() {
    let host = PointerHost(effect: DotEffect(layersPerPointer: 2), seed: 9)
    var t = 0.0
    for cycle in 0..<3000 {
      let id = cycle % 13
      let x = Float(cycle % 400)
      host.handle(event(id, .began, x, 100, t))
      t += 0.004
      host.handle(event(id, .moved, x + 5, 105, t))
      t += 0.004
      host.handle(event(id, cycle % 3 == 0 ? .cancelled : .ended, x + 5, 105, t))
      if cycle % 10 == 0 { host.advance(to: t) }
    }
    #expect(host.birthCount > 0)
    host.advance(to: t + 1)
    #expect(host.pointerCount == 0)
    #expect(host.trackCount == 0)
    #expect(host.emitterCount == 0)
    #expect(host.particleCount == 0)
    #expect(host.pointers.isEmpty)
    #expect(host.anomalies == PointerAnomalies())
  }

  @Test func sixtyFourPointersAtOnce() {
    let host = PointerHost(effect: DotEffect(), seed: 1)
    for id in 0..<64 { host.handle(event(id, .began, Float(id * 10), Float(id * 5), 0)) }
    host.advance(to: 0.05)
    for id in 0..<64 { host.handle(event(id, .moved, Float(id * 10 + 3), Float(id * 5), 0.1)) }
    #expect(host.pointerCount == 64)
    #expect(host.emitterCount == 64)
    #expect(Set(host.layers.map(\.seed)).count == 64)
    for (index, layer) in host.layers.enumerated() {
      #expect(layer.emitterPosition == Point(x: Float(index * 10 + 3), y: Float(index * 5)))
      #expect(layer.particleCount > 0)
    }
    for id in 0..<64 { host.handle(event(id, .ended, Float(id * 10 + 3), Float(id * 5), 0.2)) }
    host.advance(to: 1)
    #expect(host.trackCount == 0 && host.emitterCount == 0)
    #expect(host.anomalies.total == 0)
  }

  @Test func layerSeedsDependOnHostSeedPointerAndStroke() {
    func seeds(hostSeed: UInt32) -> [UInt32] {
      let host = PointerHost(effect: DotEffect(), seed: hostSeed)
      host.handle(event(1, .began, 0, 0, 0))
      host.handle(event(2, .began, 0, 0, 0))
      host.handle(event(1, .ended, 0, 0, 0.1))
      host.handle(event(1, .began, 0, 0, 0.1))
      return host.layers.map(\.seed)
    }
    let first = seeds(hostSeed: 5)
    #expect(first == seeds(hostSeed: 5))
    #expect(first != seeds(hostSeed: 6))
    #expect(Set(first).count == first.count)
  }

  @Test func sameSeedAndEventsGiveTheSameParticles() {
    func run() -> [Float] {
      let host = PointerHost(effect: DotEffect(), seed: 11)
      var player = GesturePlayer(script: try! GestureScript.builtIn(named: "figure-eight"))
      for frame in 0...90 { player.advance(host, to: Double(frame) / 60) }
      var values: [Float] = []
      for layer in host.layers {
        layer.forEachParticle { values += [$0.x, $0.y, $0.vx, $0.vy, $0.age] }
      }
      return values
    }
    let first = run()
    #expect(!first.isEmpty)
    #expect(first == run())
  }

  @Test func anEffectWithoutLayersIsForgottenAtOnce() {
    let host = PointerHost(effect: DotEffect(layersPerPointer: 0))
    host.handle(event(1, .began, 0, 0, 0))
    #expect(host.pointerCount == 1 && host.emitterCount == 0)
    host.handle(event(1, .ended, 0, 0, 0.1))
    #expect(host.trackCount == 0)
  }
}
