import GlintCore
import Testing

/// Same seed and calls give bit-identical particles; the particles at T do not depend on the
/// step rate.
@Suite struct EngineDeterminismTests {
  /// The sparkle-trail cell with a firework-like sub-cell, dragged along a diagonal.
  static func run(seed: UInt32, fps: Double, until end: Double = 1.5013) -> [UInt64: ParticleSnapshot] {
    let spark = EmitterCell()
    spark.name = "spark"
    spark.contents = "dot"
    spark.birthRate = 30
    spark.lifetime = 0.6
    spark.lifetimeRange = 0.2
    spark.velocity = 40
    spark.emissionRange = 2
    spark.beginTime = 0.05
    let l = Engine.layer(
      seed: seed, position: Point(x: 100, y: 100),
      configure: {
        $0.emitterShape = .circle
        $0.emitterMode = .outline
        $0.emitterSize = Size(width: 25, height: 0)
      },
      cell: {
        $0.birthRate = 250
        $0.lifetime = 0.25
        $0.lifetimeRange = 0.0875
        $0.velocity = 180
        $0.velocityRange = 130
        $0.emissionLongitude = .pi
        $0.emissionRange = 1.1
        $0.scaleSpeed = 1
        $0.yAcceleration = 90
        $0.redSpeed = -1
        $0.emitterCells = [spark]
      })
    let steps = Int((end * fps).rounded())
    for i in 1...steps {
      let t = i == steps ? end : Double(i) / fps
      l.emitterPosition = Point(x: 100 + 400 * Float(t), y: 100 + 150 * Float(t))
      l.step(to: t)
    }
    var all: [UInt64: ParticleSnapshot] = [:]
    l.forEachParticle { all[$0.serial] = $0 }
    #expect(all.count == l.particleCount)
    return all
  }

  @Test func sameSeedIsBitIdentical() {
    let a = Self.run(seed: 7, fps: 60)
    let b = Self.run(seed: 7, fps: 60)
    #expect(a.count > 100)
    #expect(a == b)
    let c = Self.run(seed: 8, fps: 60)
    #expect(a != c)
  }

  @Test(arguments: [30.0, 144.0]) func stepRateDoesNotChangeTheParticles(fps: Double) {
    let reference = Self.run(seed: 3, fps: 60)
    let other = Self.run(seed: 3, fps: fps)
    #expect(reference.count == other.count)
    #expect(reference.values.contains { $0.cell == "spark" })
    var worst: Float = 0
    for (serial, p) in reference {
      guard let q = other[serial] else {
        Issue.record("particle \(serial) missing at \(fps) steps/s")
        continue
      }
      worst = max(worst, abs(p.x - q.x), abs(p.y - q.y))
      #expect(abs(p.r - q.r) < 1e-4 && abs(p.scale - q.scale) < 1e-4)
    }
    #expect(worst < 0.01)
  }

  /// A burst of invisible shells, each trailing sparks, released between steps.
  static func fireworks(fps: Double) -> [UInt64: ParticleSnapshot] {
    let spark = EmitterCell()
    spark.name = "spark"
    spark.contents = "dot"
    spark.birthRate = 40
    spark.lifetime = 1
    spark.velocity = 20
    spark.emissionRange = 1
    let l = Engine.layer(seed: 11) {
      $0.name = "shell"
      $0.contents = nil
      $0.lifetime = 0.8
      $0.lifetimeRange = 0.4
      $0.velocity = 150
      $0.emissionRange = 2 * .pi
      $0.yAcceleration = 100
      $0.emitterCells = [spark]
    }
    l.burst(count: 12, at: 0.2345, position: Point(x: 300, y: 200))
    l.burst(count: 5, at: 0.61, position: Point(x: 100, y: 50))
    Engine.run(l, to: 1.3021, fps: fps)
    var all: [UInt64: ParticleSnapshot] = [:]
    l.forEachParticle { all[$0.serial] = $0 }
    return all
  }

  @Test func burstsAndTheirSubCellsDoNotDependOnTheStepRate() {
    let reference = Self.fireworks(fps: 60)
    #expect(reference.values.filter { $0.cell == "spark" }.count > 300)
    for fps in [30.0, 144.0] {
      let other = Self.fireworks(fps: fps)
      #expect(Set(other.keys) == Set(reference.keys))
      for (serial, p) in reference {
        guard let q = other[serial] else { continue }
        #expect(abs(p.x - q.x) < 0.01 && abs(p.y - q.y) < 0.01)
      }
    }
  }
}
