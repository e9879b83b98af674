import GlintCore
import GlintEffects
import Testing

/// Checks that every registered effect gets, with every built-in gesture: a new folder in
/// Plugins/ is covered as soon as it builds, with no edit here.
@Suite struct EveryEffectTests {
  /// The most particles one layer of any effect may hold: effects size their own capacities
  /// below it, so a runaway effect is caught here rather than on a user's machine.
  static let layerBudget = 20_000

  @Test func registryLoadsEveryEffectModule() throws {
    let registry = try EffectRegistry.standard()
    #expect(registry.ids.count >= 6)
    for id in ["sparkle-trail", "burst", "comet", "fireworks", "confetti", "ring"] {
      #expect(registry.ids.contains(id), "\(id) is not registered")
    }
  }

  @Test(arguments: EffectHarness.pointerIDs, GestureScript.builtInNames)
  func finiteAndWithinBudget(effectID: String, gestureName: String) throws {
    let effect = try EffectHarness.effect(effectID)
    let host = PointerHost(effect: effect, seed: 11)
    let script = EffectHarness.gesture(gestureName)
    var nonFinite = 0
    var overBudget = 0
    var peak = 0
    EffectHarness.play(script, into: host, fps: 30, until: EffectHarness.end(of: script) + 0.5) { _ in
      for layer in host.layers {
        if layer.particleCount > min(layer.capacity, Self.layerBudget) { overBudget += 1 }
        layer.forEachParticle { if !$0.isFinite { nonFinite += 1 } }
      }
      peak = max(peak, host.particleCount)
    }
    #expect(nonFinite == 0)
    #expect(overBudget == 0)
    // Capacities are sized so that the built-in gestures never reach them.
    #expect(host.droppedBirths == 0)
    #expect(peak > 0, "\(effectID) drew nothing for \(gestureName)")
  }

  @Test(arguments: EffectHarness.pointerIDs, GestureScript.builtInNames)
  func retiresWithinTheLongestLifetime(effectID: String, gestureName: String) throws {
    let effect = try EffectHarness.effect(effectID)
    let host = PointerHost(effect: effect, seed: 3)
    let script = EffectHarness.gesture(gestureName)
    let end = EffectHarness.end(of: script)
    let longest = EffectHarness.longestLifetime(of: effect)
    #expect(longest > 0 && longest < 10)
    EffectHarness.play(script, into: host, fps: 60, until: end)
    #expect(host.pointerCount == 0)
    // One step past the longest lifetime: every emitter has retired and the host holds nothing.
    host.advance(to: end + longest + 1.0 / 60)
    #expect(host.particleCount == 0)
    #expect(host.emitterCount == 0)
    #expect(host.trackCount == 0)
    #expect(host.pointers.isEmpty)
  }

  @Test(arguments: EffectHarness.pointerIDs, GestureScript.builtInNames)
  func sameSeedGivesTheSameParticles(effectID: String, gestureName: String) throws {
    let script = EffectHarness.gesture(gestureName)
    let at = EffectHarness.end(of: script) * 0.75 + 0.1
    func run(seed: UInt32) throws -> [ParticleSnapshot] {
      let host = PointerHost(effect: try EffectHarness.effect(effectID), seed: seed)
      EffectHarness.play(script, into: host, fps: 60, until: at)
      return EffectHarness.particles(of: host)
    }
    let first = try run(seed: 21)
    #expect(!first.isEmpty)
    #expect(try run(seed: 21) == first)
  }

  @Test(arguments: EffectHarness.pointerIDs)
  func aThousandTapsLeaveNothingBehind(effectID: String) throws {
    let effect = try EffectHarness.effect(effectID)
    let host = PointerHost(effect: effect, seed: 5)
    var time = 0.0
    for cycle in 0..<1000 {
      let id = cycle % 4
      let place = Point(x: Float(100 + (cycle * 37) % 600), y: Float(100 + (cycle * 53) % 400))
      host.handle(PointerEvent(id: id, phase: .began, location: place, time: time))
      let phase: PointerPhase = cycle % 3 == 0 ? .cancelled : .ended
      host.handle(PointerEvent(id: id, phase: phase, location: place, time: time + 0.03))
      time += 0.05
      host.advance(to: time)
    }
    host.advance(to: time + EffectHarness.longestLifetime(of: effect) + 0.05)
    #expect(host.particleCount == 0)
    #expect(host.emitterCount == 0)
    #expect(host.trackCount == 0)
    #expect(host.pointerCount == 0)
    #expect(host.anomalies == PointerAnomalies())
    #expect(host.birthCount > 0)
  }
}
