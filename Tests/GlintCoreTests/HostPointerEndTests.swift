import GlintCore
import Testing

/// A pointer's end stops births from the top-level cells only: particles alive at the release
/// keep their nested emitters, so a rocket launched before the release still bursts.
@Suite struct HostPointerEndTests {
  /// Rockets launched at `launchRate` a second that burst into sparks at 0.5 s of flight; every
  /// hook keeps its default, so the end is `Effect.pointerEnded`'s own.
  struct RocketEffect: Effect {
    let info = EffectInfo(id: "rockets", name: "Rockets", summary: "Rockets that burst.")

    func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
      let spark = EmitterCell {
        $0.name = "spark"
        $0.beginTime = 0.5
        $0.duration = 0.1
        $0.birthRate = 200
        $0.lifetime = 1
        $0.velocity = 50
        $0.emissionRange = 2 * .pi
      }
      let rocket = EmitterCell {
        $0.name = "rocket"
        $0.birthRate = 4
        $0.lifetime = 0.6
        $0.velocity = 200
        $0.emissionLongitude = -.pi / 2
        $0.emitterCells = [spark]
      }
      let layer = EmitterLayer()
      layer.emitterCells = [rocket]
      return [layer]
    }
  }

  static func count(_ host: PointerHost, _ cell: String) -> Int {
    var n = 0
    for layer in host.layers { layer.forEachParticle { if $0.cell == cell { n += 1 } } }
    return n
  }

  @Test func rocketsInFlightAtTheReleaseStillBurst() {
    let host = PointerHost(effect: RocketEffect(), seed: 4)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 300, y: 500), time: 0))
    for frame in 1...18 { host.advance(to: Double(frame) / 60) }
    host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 300, y: 500), time: 0.3))
    #expect(Self.count(host, "rocket") == 1)  // launched at 0.25, bursts at 0.75
    #expect(Self.count(host, "spark") == 0)
    let launched = host.birthCount
    for frame in 19...54 { host.advance(to: Double(frame) / 60) }
    #expect(Self.count(host, "rocket") == 0)  // no launch after the release
    #expect(Self.count(host, "spark") == 20)  // 200 a second over its 0.1 s window
    #expect(host.birthCount == launched + 20)
    #expect(host.pointers.first?.layers.first?.isEmitting == false)
  }

  @Test func theLayersRetireOnceTheBurstsHaveDied() {
    let host = PointerHost(effect: RocketEffect(), seed: 4)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 300, y: 500), time: 0))
    host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 300, y: 500), time: 0.3))
    host.advance(to: 1)
    #expect(host.trackCount == 1 && Self.count(host, "spark") == 20)
    host.advance(to: 2)
    #expect(host.trackCount == 0 && host.particleCount == 0)
  }

  @Test func aLayerResumesAfterStopping() {
    let layer = EmitterLayer()
    layer.emitterCells = [
      EmitterCell {
        $0.birthRate = 10; $0.lifetime = 10
      }
    ]
    layer.start(at: 0)
    Engine.run(layer, to: 1, fps: 60)
    layer.stopEmitting()
    Engine.run(layer, to: 2, fps: 60)
    #expect(layer.birthCount == 10 && !layer.isRetired)
    layer.resumeEmitting()
    Engine.run(layer, to: 3, fps: 60)
    #expect(layer.birthCount == 20)
  }
}
