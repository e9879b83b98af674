import GlintCore
import Testing

@Suite struct EngineEmissionTests {
  @Test func rateAt60StepsGivesExactCount() {
    let layer = Engine.layer {
      $0.birthRate = 250; $0.lifetime = 100
    }
    Engine.run(layer, to: 1.002, fps: 60)
    #expect(layer.birthCount == 250)
    Engine.run(layer, to: 2.002, fps: 60)
    #expect(layer.birthCount == 500)
    #expect(layer.particleCount == 500)
  }

  @Test func firstBirthAtOneOverRateAndNoPrefill() {
    let layer = Engine.layer {
      $0.birthRate = 4; $0.lifetime = 100
    }
    layer.step(to: 0.249)
    #expect(layer.particleCount == 0)
    layer.step(to: 0.251)
    #expect(layer.particleCount == 1)
    let born = Engine.particles(layer)[0].birthTime
    #expect(abs(born - 0.25) < 1e-9)
  }

  @Test func fractionalRate() {
    let layer = Engine.layer {
      $0.birthRate = 0.5; $0.lifetime = 100
    }
    Engine.run(layer, to: 10.01, fps: 60)
    #expect(layer.birthCount == 5)
    let times = Engine.particles(layer).map(\.birthTime).sorted()
    for (i, t) in times.enumerated() { #expect(abs(t - Double(2 * (i + 1))) < 1e-9) }
  }

  @Test func raisingRateReleasesNoBacklog() {
    let layer = Engine.layer {
      $0.birthRate = 10; $0.lifetime = 100
    }
    layer.birthRate = 0
    Engine.run(layer, to: 5, fps: 60)
    #expect(layer.birthCount == 0)
    layer.birthRate = 1
    layer.step(to: 5 + 1.0 / 60)
    #expect(layer.birthCount == 0)
    Engine.run(layer, to: 6.001, fps: 60)
    #expect(layer.birthCount == 10)
  }

  @Test func prewarmFillsToSteadyState() {
    let layer = Engine.layer {
      $0.birthRate = 100; $0.lifetime = 1
    }
    #expect(layer.particleCount == 0)
    layer.prewarm(seconds: 3)
    #expect(layer.time == 0)
    #expect(layer.particleCount >= 99 && layer.particleCount <= 101)
    let ages = Engine.particles(layer).map(\.age)
    #expect(ages.nonEmptyAndAllSatisfy { $0 >= 0 && $0 < 1 })
    #expect(abs(Engine.mean(ages) - 0.5) < 0.02)
  }

  @Test func heldSeedEmitterSettlesAtRateTimesMeanLifetime() {
    // The seed's values: 250 per second living 0.25 s (± 0.04375) on a 25-point ring.
    let layer = Engine.layer(configure: {
      $0.emitterShape = .circle
      $0.emitterMode = .outline
      $0.emitterSize = Size(width: 25, height: 0)
    }) {
      $0.birthRate = 250
      $0.lifetime = 0.25
      $0.lifetimeRange = 0.0875
      $0.velocity = 180
      $0.velocityRange = 130
      $0.emissionRange = 1.1
    }
    var counts: [Float] = []
    for i in 1...600 {
      layer.step(to: Double(i) / 60)
      if i > 60 { counts.append(Float(layer.particleCount)) }
    }
    #expect(abs(Engine.mean(counts) - 62.5) < 1.5)
    #expect(counts.nonEmptyAndAllSatisfy { abs($0 - 62.5) < 8 })
  }
}
