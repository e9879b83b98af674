import Confetti
import GlintCore
import Testing

/// How confetti looks: opaque strips drawn oldest first, from a line, spinning as they fall.
@Suite struct ConfettiTests {
  @Test func drawsWithSourceOverOldestFirstFromALine() {
    let layers = ConfettiEffect().makeLayers(for: PointerTrack(id: 1, location: .zero, time: 0))
    #expect(layers.count == 1)
    #expect(!layers[0].renderMode.isAdditive)
    #expect(layers[0].renderMode == .oldestFirst)
    #expect(layers[0].emitterShape == .line)
    #expect(layers[0].emitterCells.allSatisfy { $0.spinRange > 0 })
  }

  @Test func stripsSpinAndFallFromAWidePop() {
    let effect = ConfettiEffect()
    let host = PointerHost(effect: effect, seed: 4)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 400), time: 0))
    host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 400, y: 400), time: 0))
    host.advance(to: 0.001)
    let popped = host.particleCount
    #expect(popped == effect.popCount * ConfettiEffect.colors.count)
    var xs: [Float] = []
    for layer in host.layers { layer.forEachParticle { xs.append($0.x) } }
    #expect(xs.max()! - xs.min()! > effect.width / 2)  // born along the line, not at a point
    for frame in 1...60 { host.advance(to: Double(frame) / 60) }
    var spinning = 0
    var falling = 0
    var colours = Set<[Float]>()
    for layer in host.layers {
      layer.forEachParticle { p in
        if abs(p.rotation) > 0.5 { spinning += 1 }
        if p.vy > 0 { falling += 1 }
        colours.insert([p.r, p.g, p.b])
      }
    }
    #expect(spinning > popped / 2)
    #expect(falling > popped / 2)
    #expect(colours.count == ConfettiEffect.colors.count)
  }

  @Test func thePopHappensWhereThePointerBegan() {
    let effect = ConfettiEffect()
    let host = PointerHost(effect: effect, seed: 8)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 400), time: 0))
    host.handle(PointerEvent(id: 1, phase: .moved, location: Point(x: 600, y: 400), time: 0.05))
    var popped: [ParticleSnapshot] = []
    for layer in host.layers {
      layer.forEachParticle { if $0.birthTime == 0 { popped.append($0) } }
    }
    #expect(popped.count == effect.popCount * ConfettiEffect.colors.count)
    // Born on the line around x = 100, then at most 0.05 s of flight.
    #expect(popped.allSatisfy { abs($0.x - 100) < effect.width / 2 + 30 })
  }
}

/// The strips flutter: each plays the two halves of its image (folded, twisted) as a flipbook at
/// `flutterRate`, so a strip's drawn half changes as it falls, and both halves are on screen.
@Suite struct ConfettiFlutterTests {
  @Test func stripsTurnBetweenFoldedAndTwisted() {
    let host = PointerHost(effect: ConfettiEffect(), seed: 4)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 400), time: 0))
    host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 400, y: 400), time: 0))
    let buffer = InstanceBuffer()
    var halves: [[Float]] = []
    for frame in 1...12 {
      host.advance(to: Double(frame) / 60)
      buffer.fill(from: host.layers)
      #expect(buffer.instances.allSatisfy { $0.w == 1 && $0.h == 0.5 && $0.u == 0 })
      // The red strips start folded; at 7 frames a second the first turn comes at 1/7 s.
      let red = buffer.instances.filter { $0.r > 0.9 && $0.g < 0.3 }.map(\.v)
      #expect(!red.isEmpty)
      halves.append(Array(Set(red)))
    }
    #expect(halves[0] == [0], "folded at first")
    #expect(halves[11] == [0.5], "twisted 0.2 s on")
  }
}
