import GlintCore
import Testing

/// Media timing on emitter layers: the layer's local time drives emission and ageing.
@Suite struct LayerTimingTests {
  /// A still-falling snow layer (10 births/s, long-lived), configured before it starts at 0.
  static func snow(_ configure: (EmitterLayer) -> Void = { _ in }) -> EmitterLayer {
    Engine.layer(configure: configure) {
      $0.birthRate = 10
      $0.lifetime = 30
      $0.velocity = 20
      $0.emissionRange = .pi
    }
  }

  /// Particle states without their birth instants (clocks may differ by a constant), rounded to
  /// a thousandth so that ages computed from different clocks compare equal.
  static func states(_ layer: EmitterLayer) -> [[Float]] {
    func r(_ v: Float) -> Float { (v * 1000).rounded() / 1000 }
    return Engine.particles(layer).map {
      [r($0.x), r($0.y), r($0.age), r($0.scale), Float($0.serial % 1_000_000)]
    }
  }

  @Test func timeOffsetPrefillsAsIfTheLayerHadRun() {
    let prefilled = Self.snow { $0.timeOffset = 10 }
    #expect(prefilled.time == 10)
    #expect(prefilled.particleCount == 100)
    let ran = Self.snow()
    Engine.run(ran, to: 10, fps: 60)
    #expect(Self.states(prefilled) == Self.states(ran), "prefilled and run layers differ")
    // And it goes on from there like the layer that ran.
    prefilled.step(to: 1)
    Engine.run(ran, to: 11, fps: 30)
    #expect(Self.states(prefilled) == Self.states(ran), "prefilled and run layers differ")
  }

  @Test func aBeginTimeInThePastPrefillsToo() {
    let layer = EmitterLayer()
    let cell = EmitterCell()
    cell.birthRate = 4
    cell.lifetime = 100
    layer.emitterCells = [cell]
    layer.beginTime = 5
    layer.start(at: 8)  // three seconds after the layer's beginTime
    #expect(layer.time == 3)
    #expect(layer.particleCount == 12)
  }

  @Test func aBeginTimeInTheFutureWaits() {
    let layer = Self.snow { $0.beginTime = 2 }
    #expect(layer.particleCount == 0)
    Engine.run(layer, to: 1.9, fps: 60)
    #expect(layer.particleCount == 0 && !layer.isRetired)
    layer.step(to: 2)
    #expect(layer.time == 0)
    layer.step(to: 3)
    #expect(layer.time == 1)
    #expect(layer.particleCount == 10)
    #expect(layer.hostTime == 3)
    #expect(layer.localTime(atHost: 4) == 2)
  }

  @Test func speedScalesEverything() {
    let fast = Self.snow { $0.speed = 2 }
    let normal = Self.snow()
    Engine.run(fast, to: 1.5, fps: 60)
    Engine.run(normal, to: 3, fps: 60)
    #expect(fast.time == 3)
    #expect(fast.particleCount == 30)
    #expect(Self.states(fast) == Self.states(normal))
  }

  @Test func speedZeroFreezesAtTheOffset() {
    let frozen = Self.snow {
      $0.speed = 0
      $0.timeOffset = 4
    }
    let before = Self.states(frozen)
    #expect(before.count == 40)
    Engine.run(frozen, to: 5, fps: 30)
    #expect(Self.states(frozen) == before)
    #expect(frozen.time == 4)
  }

  @Test func afterItsDurationTheLayerEmptiesAndRetires() {
    let layer = Self.snow {
      $0.beginTime = 1
      $0.duration = 2
    }
    Engine.run(layer, to: 2.95, fps: 60)
    #expect(layer.particleCount == 19)
    #expect(!layer.isRetired)
    layer.step(to: 3)
    #expect(layer.particleCount == 0)
    #expect(layer.isRetired)
  }

  @Test func fillForwardsHoldsTheLastInstant() {
    let layer = Self.snow {
      $0.beginTime = 1
      $0.duration = 2
      $0.fillMode = .forwards
    }
    Engine.run(layer, to: 3, fps: 60)
    let held = Self.states(layer)
    #expect(held.count == 20)
    Engine.run(layer, to: 6, fps: 60)
    #expect(Self.states(layer) == held)
    #expect(!layer.isRetired)
  }

  @Test func eachRepeatStartsTheEmitterAgain() {
    let layer = Self.snow {
      $0.beginTime = 1
      $0.duration = 1
      $0.repeatCount = 3
    }
    Engine.run(layer, to: 2.5, fps: 60)
    #expect(layer.time == 0.5)
    let ages = Engine.particles(layer).map(\.age)
    #expect(ages.count == 5)
    #expect(ages.allSatisfy { $0 < 0.5 })
    layer.step(to: 4.5)
    #expect(layer.isRetired)
  }

  @Test func aHostLayerTakesItsBeginTimeFromThePointer() {
    struct Late: Effect {
      var info: EffectInfo {
        EffectInfo(id: "late", name: "Late", summary: "starts a second after the press")
      }
      func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
        let layer = EmitterLayer()
        let cell = EmitterCell()
        cell.birthRate = 10
        cell.lifetime = 5
        layer.emitterCells = [cell]
        layer.beginTime = pointer.time + 1  // CACurrentMediaTime() + 1
        return [layer]
      }
    }
    let host = PointerHost(effect: Late())
    host.handle(PointerEvent(id: 1, phase: .began, location: .zero, time: 3))
    host.advance(to: 3.9)
    #expect(host.particleCount == 0)
    host.advance(to: 4.5)
    #expect(host.particleCount == 5)
  }
}

/// Media timing through key paths, as iOS code sets it with `setValue(_:forKeyPath:)`.
@Suite struct TimingKeyPathTests {
  @Test func timingPropertiesAreKeyPaths() throws {
    let layer = EmitterLayer()
    let cell = EmitterCell()
    cell.name = "snow"
    layer.emitterCells = [cell]
    try layer.setValue(10, forKeyPath: "timeOffset")
    try layer.setValue("forwards", forKeyPath: "fillMode")
    try layer.setValue(2, forKeyPath: "emitterCells.snow.speed")
    try layer.setValue(true, forKeyPath: "emitterCells.snow.autoreverses")
    #expect(layer.timeOffset == 10 && layer.fillMode == .forwards)
    #expect(cell.speed == 2 && cell.autoreverses)
    #expect(try layer.value(forKeyPath: "emitterCells.snow.repeatCount") == 0)
    #expect(throws: KeyPathError.self) { try layer.setValue("sideways", forKeyPath: "fillMode") }
  }
}
