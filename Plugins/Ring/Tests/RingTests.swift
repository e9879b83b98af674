import GlintCore
import Ring
import Testing

/// How a ring looks: every dot on one circle that grows at the dots' speed.
@Suite struct RingTests {
  @Test func aTouchMakesOneSharpExpandingRing() {
    let effect = RingEffect()
    let centre = Point(x: 400, y: 300)
    let host = PointerHost(effect: effect, seed: 6)
    host.handle(PointerEvent(id: 1, phase: .began, location: centre, time: 0))
    host.handle(PointerEvent(id: 1, phase: .ended, location: centre, time: 0.1))
    host.advance(to: 0.4)
    var radii: [Float] = []
    var halos = 0
    for layer in host.layers {
      layer.forEachParticle { p in
        if p.cell == "halo" { halos += 1 }
        guard p.cell == "dot" else { return }
        #expect(p.z == 0)
        radii.append(((p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y)).squareRoot())
      }
    }
    #expect(radii.count == effect.count)
    #expect(halos == 1)
    let expected = RingEffect.startRadius + RingEffect.speed * 0.4
    #expect(radii.allSatisfy { abs($0 - expected) < 1.5 })
  }

  @Test func aHeldPointerPulses() {
    let effect = RingEffect()
    let host = PointerHost(effect: effect, seed: 7)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 300), time: 0))
    for frame in 1...60 { host.advance(to: Double(frame) / 60) }
    let pulses = Int((1 / effect.pulseInterval).rounded(.down)) + 1
    #expect(host.birthCount == pulses * (effect.count + 1))
  }

  @Test func pulsesAlongADragDoNotDependOnTheFrameRate() {
    func halos(fps: Double) -> [ParticleSnapshot] {
      let host = PointerHost(effect: RingEffect(), seed: 9)
      let script = GestureScript(
        size: Size(width: 800, height: 600),
        events: [
          PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 300), time: 0),
          PointerEvent(id: 1, phase: .moved, location: Point(x: 700, y: 300), time: 1),
          PointerEvent(id: 1, phase: .ended, location: Point(x: 700, y: 300), time: 1),
        ])
      var player = GesturePlayer(script: script)
      for frame in 0...Int(fps) { player.advance(host, to: Double(frame) / fps) }
      var found: [ParticleSnapshot] = []
      for layer in host.layers { layer.forEachParticle { if $0.cell == "halo" { found.append($0) } } }
      return found.sorted { $0.birthTime < $1.birthTime }
    }
    let at60 = halos(fps: 60)
    #expect(at60.count == 2)  // the halos of the pulses at 0.45 and 0.9 s are alive at 1 s
    for fps in [24.0, 144.0] {
      let other = halos(fps: fps)
      #expect(other.count == at60.count)
      for (a, b) in zip(other, at60) {
        #expect(abs(a.birthTime - b.birthTime) < 1e-9)
        #expect(abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01)
      }
    }
  }
}
