import Foundation
import GlintCore
import Testing

/// A cell's own live cap (maxParticles), spawnChance, and the ring of emitterInnerRadius.
@Suite struct EngineCapTests {
  /// The mean live count over `seconds` of steps at 60 per second, after `settle` seconds.
  static func steadyCount(_ layer: EmitterLayer, settle: Double, seconds: Double) -> Double {
    Engine.run(layer, to: settle, fps: 60)
    var total = 0
    let steps = Int(seconds * 60)
    for i in 1...steps {
      layer.step(to: settle + Double(i) / 60)
      total += layer.particleCount
    }
    return Double(total) / Double(steps)
  }

  /// A continuous emitter settles at min(maxParticles, rate × mean life).
  @Test(arguments: [(1000, 400.0), (150, 150.0), (0, 400.0)])
  func steadyCountIsTheSmallerOfCapAndRateTimesLife(cap: Int, expected: Double) {
    let layer = Engine.layer {
      $0.birthRate = 200
      $0.lifetime = 2
      $0.lifetimeRange = 2
      $0.maxParticles = cap
    }
    let mean = Self.steadyCount(layer, settle: 4, seconds: 6)
    #expect(abs(mean - expected) < 0.05 * expected, "mean \(mean)")
    if cap > 0 && cap < 400 { #expect(layer.droppedBirths > 0) }
  }

  @Test func theCapDropsAndDoesNotQueue() {
    let layer = Engine.layer {
      $0.birthRate = 100
      $0.lifetime = 100
      $0.maxParticles = 50
    }
    Engine.run(layer, to: 2, fps: 60)
    #expect(layer.particleCount == 50)
    #expect(layer.droppedBirths == 150)
    // Lifting the cap releases nothing stored up: births go on at 100 a second.
    layer.emitterCells[0].maxParticles = 0
    Engine.run(layer, to: 3, fps: 60)
    #expect(layer.particleCount == 150)
  }

  /// The cap holds at exact instants: the same particles at any step rate, though deaths free
  /// room in the middle of steps.
  @Test func cappedBirthsAreTheSameAtAnyStepRate() {
    func serials(_ fps: Double) -> [UInt64] {
      let layer = Engine.layer {
        $0.birthRate = 300
        $0.lifetime = 0.5
        $0.lifetimeRange = 0.4
        $0.maxParticles = 60
      }
      Engine.run(layer, to: 3, fps: fps)
      #expect(layer.droppedBirths > 100)
      return Engine.particles(layer).map(\.serial).sorted()
    }
    let reference = serials(60)
    #expect(reference.count > 40 && reference.count <= 60)
    #expect(serials(30) == reference)
    #expect(serials(144) == reference)
  }

  /// A release between steps that fills the cell does not keep its births from the room that
  /// deaths free within the next step.
  @Test func aReleaseBetweenStepsLeavesTheNextStepsRoomExact() {
    let layer = Engine.layer {
      $0.birthRate = 100
      $0.lifetime = 0.05
      $0.maxParticles = 10
    }
    Engine.run(layer, to: 1, fps: 60)
    layer.burst(count: 20, at: 1, position: Point(x: 100, y: 100))
    #expect(layer.particleCount == 10)
    let before = layer.birthCount
    layer.step(to: 1.1)
    // Every particle alive at 1 dies by 1.05; births from then on (1.06 to 1.1) find room.
    #expect(layer.birthCount - before >= 5)
  }

  /// Two cells share a layer: each keeps to its own cap, and the layer's capacity still holds.
  @Test func eachCellKeepsToItsOwnCap() {
    let layer = EmitterLayer(capacity: 120)
    layer.emitterCells = [
      EmitterCell {
        $0.name = "a"; $0.birthRate = 100; $0.lifetime = 100; $0.maxParticles = 30
      },
      EmitterCell {
        $0.name = "b"; $0.birthRate = 100; $0.lifetime = 100
      },
    ]
    layer.start(at: 0)
    Engine.run(layer, to: 3, fps: 60)
    let all = Engine.particles(layer)
    #expect(all.filter { $0.cell == "a" }.count == 30)
    #expect(all.filter { $0.cell == "b" }.count == 90)
  }

  @Test func spawnChanceScalesTheMeanRateDeterministically() {
    func run(_ fps: Double) -> EmitterLayer {
      let layer = Engine.layer {
        $0.birthRate = 1000
        $0.lifetime = 100
        $0.spawnChance = 0.3
      }
      Engine.run(layer, to: 20, fps: fps)
      return layer
    }
    let layer = run(60)
    #expect(abs(Double(layer.birthCount) - 6000) < 0.03 * 6000, "\(layer.birthCount)")
    let serials = Engine.particles(layer).map(\.serial).sorted()
    #expect(Engine.particles(run(60)).map(\.serial).sorted() == serials)
    #expect(Engine.particles(run(144)).map(\.serial).sorted() == serials)
  }

  @Test func spawnChanceAppliesToEachBirthOfAWave() {
    let layer = Engine.layer {
      $0.waveInterval = 0.1
      $0.particlesPerWave = 10
      $0.lifetime = 100
      $0.spawnChance = 0.5
    }
    Engine.run(layer, to: 39.95, fps: 60)
    #expect(abs(Double(layer.birthCount) - 2000) < 0.05 * 2000, "\(layer.birthCount)")
    let perWave = Dictionary(grouping: Engine.particles(layer), by: \.birthTime).values.map(\.count)
    #expect(perWave.nonEmptyAndAllSatisfy { $0 <= 10 })
    #expect(Set(perWave).count > 3)
  }

  @Test func spawnChanceZeroBirthsNothingAndOneEverything() {
    let none = Engine.layer {
      $0.birthRate = 100; $0.lifetime = 10; $0.spawnChance = 0
    }
    Engine.run(none, to: 2, fps: 60)
    #expect(none.birthCount == 0)
    let all = Engine.layer {
      $0.birthRate = 100; $0.lifetime = 10; $0.spawnChance = 1
    }
    Engine.run(all, to: 2.001, fps: 60)
    #expect(all.birthCount == 200)
  }

  /// Distances from the emitter's centre of every particle, born still.
  static func radii(shape: EmitterShape, mode: EmitterMode, outer: Float, inner: Float) -> [Float] {
    let layer = Engine.layer(
      configure: {
        $0.emitterShape = shape
        $0.emitterMode = mode
        $0.emitterSize = Size(width: outer, height: 0)
        $0.emitterInnerRadius = inner
      },
      cell: {
        $0.birthRate = 20_000
        $0.lifetime = 100
      })
    Engine.run(layer, to: 1, fps: 60)
    return Engine.particles(layer, cell: "c").map {
      (($0.x - 100) * ($0.x - 100) + ($0.y - 100) * ($0.y - 100) + $0.z * $0.z).squareRoot()
    }
  }

  @Test func aRingIsBornBetweenItsRadiiUniformInRadius() {
    let radii = Self.radii(shape: .circle, mode: .surface, outer: 50, inner: 30)
    #expect(radii.nonEmptyAndAllSatisfy { $0 >= 30 - 1e-3 && $0 <= 50 + 1e-3 })
    // Radius-uniform: half below the middle radius (area-uniform would put 44% there).
    let below = Double(radii.filter { $0 < 40 }.count) / Double(radii.count)
    #expect(abs(below - 0.5) < 0.015, "\(below)")
  }

  @Test func aShellIsBornBetweenItsRadii() {
    let radii = Self.radii(shape: .sphere, mode: .volume, outer: 50, inner: 30)
    #expect(radii.nonEmptyAndAllSatisfy { $0 >= 30 - 1e-3 && $0 <= 50 + 1e-3 })
    let below = Double(radii.filter { $0 < 40 }.count) / Double(radii.count)
    #expect(abs(below - 0.5) < 0.015, "\(below)")
  }

  @Test func noInnerRadiusKeepsTheAreaUniformDisc() {
    let radii = Self.radii(shape: .circle, mode: .surface, outer: 50, inner: 0)
    #expect(radii.nonEmptyAndAllSatisfy { $0 <= 50 + 1e-3 })
    let below = Double(radii.filter { $0 < 25 }.count) / Double(radii.count)
    #expect(abs(below - 0.25) < 0.015, "\(below)")
  }

  /// The rim (outline) is on the outer radius whatever the inner one.
  @Test func theOutlineIgnoresTheInnerRadius() {
    let radii = Self.radii(shape: .circle, mode: .outline, outer: 50, inner: 30)
    #expect(radii.nonEmptyAndAllSatisfy { abs($0 - 50) < 1e-3 })
  }
}
