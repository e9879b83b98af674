import Foundation
@_spi(Benchmarks) import GlintCore
import Testing

/// Stepping: the emitter's path, capacity, stalls, bursts, determinism and frame-rate independence.
@Suite struct EngineStepTests {
  @Test func birthsFollowAFastPathWithoutClumps() {
    // 1000 pt in 1 s, stepped only 10 times: births land where the emitter was at their instant.
    let l = Engine.layer(position: Point(x: 0, y: 50)) {
      $0.birthRate = 500
      $0.lifetime = 10
    }
    for i in 1...10 {
      l.emitterPosition = Point(x: Float(i) * 100, y: 50)
      l.step(to: Double(i) / 10)
    }
    let all = Engine.particles(l).sorted { $0.birthTime < $1.birthTime }
    #expect(all.count == 500)
    for p in all { #expect(abs(p.x - Float(p.birthTime) * 1000) < 0.01) }
    let gaps = zip(all.dropFirst(), all).map { $0.x - $1.x }
    #expect(gaps.nonEmptyAndAllSatisfy { abs($0 - 2) < 0.01 })
  }

  @Test func birthsAreAgedByTheRestOfTheStep() {
    let l = Engine.layer {
      $0.birthRate = 10
      $0.lifetime = 10
      $0.velocity = 100
    }
    l.step(to: 0.25)
    let ages = Engine.particles(l).map(\.age).sorted()
    #expect(ages.count == 2)
    #expect(abs(ages[0] - 0.05) < 1e-6 && abs(ages[1] - 0.15) < 1e-6)
    #expect(Engine.particles(l).nonEmptyAndAllSatisfy { abs($0.x - (100 + 100 * $0.age)) < 1e-3 })
  }

  @Test func capacityDropsAndCountsBirths() {
    let l = Engine.layer(capacity: 100) {
      $0.birthRate = 1000
      $0.lifetime = 10
    }
    Engine.run(l, to: 1.0001, fps: 60)
    #expect(l.particleCount == 100)
    #expect(l.birthCount == 100)
    #expect(l.droppedBirths == 900)
  }

  @Test func capacityIsSharedAcrossCells() {
    let l = Engine.layer(capacity: 150) {
      $0.birthRate = 100
      $0.lifetime = 10
    }
    let second = l.emitterCells[0].copy()
    second.name = "d"
    l.emitterCells.append(second)
    l.start(at: 0)
    Engine.run(l, to: 2.0001, fps: 60)
    #expect(l.particleCount == 150)
    #expect(l.droppedBirths == 250)
  }

  /// A cell born faster than the capacity allows, with lives of many lengths, and a release
  /// between steps: which births fit is decided at their own instants.
  static func full(fps: Double) -> (serials: Set<UInt64>, births: Int, dropped: Int) {
    let l = Engine.layer(capacity: 100) {
      $0.birthRate = 300
      $0.lifetime = 0.5
      $0.lifetimeRange = 0.6
    }
    l.burst(count: 40, at: 0.8123, position: Point(x: 50, y: 50))
    Engine.run(l, to: 1.7003, fps: fps)
    var serials = Set<UInt64>()
    l.forEachParticle { serials.insert($0.serial) }
    return (serials, l.birthCount, l.droppedBirths)
  }

  @Test func whichBirthsFitAtCapacityDoesNotDependOnTheStepRate() {
    let reference = Self.full(fps: 60)
    #expect(reference.serials.count > 90 && reference.dropped > 100)
    for fps in [30.0, 144.0, 7.0] {
      let other = Self.full(fps: fps)
      #expect(other.births == reference.births, "births at \(fps) steps/s")
      #expect(other.dropped == reference.dropped, "dropped births at \(fps) steps/s")
      #expect(other.serials == reference.serials, "live particles at \(fps) steps/s")
    }
  }

  /// Ten million births in a window of 10 s: the last, due exactly as the window closes, is
  /// neither lost nor doubled to rounding, at any step rate (the layer is kept full, so almost
  /// all of them are dropped and counted, cheaply).
  @Test(arguments: [30.0, 60.0, 144.0]) func birthsStayExactAfterTenMillion(fps: Double) {
    let l = Engine.layer(capacity: 10) {
      $0.birthRate = 1_000_000
      $0.lifetime = 100
      $0.duration = 10
    }
    Engine.run(l, to: 10.5, fps: fps)
    #expect(l.birthCount == 10)
    #expect(l.birthCount + l.droppedBirths == 10_000_000)
  }

  @Test func aHugeStepNeverFloods() {
    let l = Engine.layer(capacity: 1_000_000) {
      $0.birthRate = 1000
      $0.lifetime = 100
    }
    l.step(to: 10)
    #expect(l.time == 10)
    #expect(l.birthCount == Int(1000 * EmitterLayer.maxCatchUp))
    // Births resume at the steady rate afterwards.
    Engine.run(l, to: 11.0001, fps: 60)
    #expect(l.birthCount == Int(1000 * EmitterLayer.maxCatchUp) + 1000)
    let stalled = Engine.layer(capacity: 500) {
      $0.birthRate = 1e7
      $0.lifetime = 1
    }
    stalled.step(to: 1e6)
    #expect(stalled.particleCount == 500)
  }

  @Test func timeNeverRunsBackwards() {
    let l = Engine.layer {
      $0.birthRate = 10
      $0.lifetime = 10
    }
    l.step(to: 1)
    l.step(to: 0.5)
    l.step(to: .nan)
    #expect(l.time == 1 && l.particleCount == 10)
  }

  @Test func burstsReleaseAtTheirInstant() {
    let l = Engine.layer {
      $0.birthRate = 0
      $0.lifetime = 2
      $0.velocity = 10
    }
    l.burst(count: 30, at: 0, position: Point(x: 5, y: 6))
    #expect(l.particleCount == 30)
    #expect(Engine.particles(l).nonEmptyAndAllSatisfy { $0.x == 5 && $0.y == 6 })
    l.burst(count: 20, at: 0.51, position: Point(x: 50, y: 60))
    l.step(to: 0.5)
    #expect(l.particleCount == 30)
    #expect(!l.isRetired)
    l.step(to: 0.6)
    let late = Engine.particles(l).filter { $0.birthTime > 0.5 }
    #expect(late.count == 20)
    #expect(late.nonEmptyAndAllSatisfy { abs($0.age - 0.09) < 1e-5 && abs($0.x - (50 + 10 * $0.age)) < 1e-4 })
    Engine.run(l, to: 3, fps: 60)
    #expect(l.isRetired)
  }

  @Test func retiresWhenBirthsStopAndParticlesDie() {
    let l = Engine.layer {
      $0.birthRate = 100
      $0.lifetime = 0.5
    }
    Engine.run(l, to: 1, fps: 60)
    #expect(!l.isRetired)
    l.birthRate = 0
    #expect(!l.isRetired)
    Engine.run(l, to: 1.6, fps: 60)
    #expect(l.isRetired)
  }

  @Test func changingCellValuesKeepsParticles() {
    let l = Engine.layer {
      $0.birthRate = 100
      $0.lifetime = 10
    }
    Engine.run(l, to: 1.0001, fps: 60)
    l.emitterCells[0].velocity = 5
    #expect(l.particleCount == 100)
    Engine.run(l, to: 2.0001, fps: 60)
    #expect(l.particleCount == 200)
  }

  @Test func storageStopsGrowingInTheSteadyState() {
    let l = Engine.layer {
      $0.birthRate = 20_000
      $0.lifetime = 1
      $0.lifetimeRange = 0.5
    }
    l.renderMode = .oldestFirst
    let buffer = InstanceBuffer(capacity: 16)
    Engine.run(l, to: 2, fps: 60)
    buffer.fill(from: [l])
    let growths = l.storageGrowths
    let bufferGrowths = buffer.growths
    #expect(growths > 0)
    for i in 1...120 {
      l.step(to: 2 + Double(i) / 60)
      buffer.fill(from: [l])
    }
    #expect(l.storageGrowths == growths)
    #expect(buffer.growths == bufferGrowths)
  }
}
