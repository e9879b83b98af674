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
}
