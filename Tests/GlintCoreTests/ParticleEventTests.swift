import GlintCore
import Testing

/// Births, deaths and removals as events with the particle's state at their instant, recorded
/// only when asked, and without changing the particles.
@Suite struct ParticleEventTests {
  /// A cell whose particles live 5 ms (less than a 60 Hz step) moving right at 100 pt/s.
  static func shortLived(recording: Bool) -> EmitterLayer {
    Engine.layer(configure: { $0.recordsParticleEvents = recording }) {
      $0.birthRate = 600
      $0.lifetime = 0.005
      $0.velocity = 100
      $0.scaleSpeed = 2
    }
  }

  @Test func particlesThatDieWithinAStepStillHaveTheirBirthAndDeath() throws {
    let layer = Self.shortLived(recording: true)
    layer.step(to: 1.0 / 60)
    let events = layer.particleEvents
    let births = events.filter { $0.kind == .birth }
    let deaths = events.filter { $0.kind == .death }
    let live = Engine.particles(layer)
    #expect(births.count == 10 && deaths.count >= 6, "born and dead within the one step")
    #expect(deaths.count + live.count == births.count)
    for birth in births where !live.contains(where: { $0.serial == birth.serial }) {
      let death = try #require(deaths.first { $0.serial == birth.serial })
      #expect(abs(death.time - birth.time - 0.005) < 1e-6)
      #expect(birth.x == 100 && birth.y == 100 && birth.scale == 1 && birth.emitter == nil)
      #expect(abs(death.x - 100.5) < 1e-4, "at its death, 100 pt/s × 5 ms from the emitter")
      #expect(abs(death.scale - 1.01) < 1e-5)
    }
    layer.step(to: 2.0 / 60)
    #expect(layer.particleEvents.filter { $0.kind == .birth }.count == 10, "a step empties the list first")
  }

  @Test func recordingChangesNoParticleAndIsOffByDefault() {
    let plain = Engine.layer {
      $0.birthRate = 300
      $0.lifetime = 0.5
      $0.velocity = 80
      $0.emissionRange = 3
    }
    let recorded = Engine.layer(configure: { $0.recordsParticleEvents = true }) {
      $0.birthRate = 300
      $0.lifetime = 0.5
      $0.velocity = 80
      $0.emissionRange = 3
    }
    Engine.run(plain, to: 1, fps: 60)
    Engine.run(recorded, to: 1, fps: 60)
    #expect(plain.particleEvents.isEmpty && !plain.recordsParticleEvents)
    #expect(!recorded.particleEvents.isEmpty)
    #expect(Engine.particles(plain) == Engine.particles(recorded))
  }

  @Test func removalIsToldApartFromDeath() {
    let layer = Engine.layer(configure: { $0.recordsParticleEvents = true }) {
      $0.birthRate = 100
      $0.lifetime = 10
    }
    Engine.run(layer, to: 0.5, fps: 60)
    let live = Engine.particles(layer).count
    #expect(live == 50)
    #expect(!layer.particleEvents.contains { $0.kind == .death })
    layer.removeFromSuperlayer()
    let removals = layer.particleEvents.filter { $0.kind == .removal }
    #expect(removals.count == live)
    #expect(removals.allSatisfy { $0.time == 0.5 })
  }

  @Test func aSubCellsBirthNamesTheParticleThatEmittedIt() throws {
    let layer = Engine.layer(configure: { $0.recordsParticleEvents = true }) {
      $0.birthRate = 10
      $0.lifetime = 1
      $0.velocity = 50
      $0.emitterCells = [
        EmitterCell {
          $0.name = "spark"
          $0.contents = "dot"
          $0.birthRate = 60
          $0.lifetime = 0.2
        }
      ]
    }
    Engine.run(layer, to: 0.3, fps: 60)
    var parents: Set<UInt64> = []
    var sparks: [ParticleEvent] = []
    for t in stride(from: 0.3 + 1.0 / 60, through: 0.5, by: 1.0 / 60) {
      layer.step(to: t)
      parents.formUnion(layer.particleEvents.filter { $0.cell == 0 && $0.kind == .birth }.map(\.serial))
      sparks += layer.particleEvents.filter { $0.cell == 1 && $0.kind == .birth }
    }
    #expect(!sparks.isEmpty)
    let live = Set(Engine.particles(layer).filter { $0.cell == "c" }.map(\.serial))
    for spark in sparks {
      let emitter = try #require(spark.emitter)
      #expect(live.contains(emitter) || parents.contains(emitter))
    }
  }
}
