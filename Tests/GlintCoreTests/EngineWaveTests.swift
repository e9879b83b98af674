import Foundation
@_spi(Benchmarks) import GlintCore
import Testing

/// Waves (waveInterval, particlesPerWave), burst angles (waveAngleStart, waveAngleSpacing,
/// waveDistance) and the mappings of pixi's emitterLifetime and Particle Designer's
/// "lifespan 0 = refill to the cap" onto them.
@Suite struct EngineWaveTests {
  /// Runs a layer whose emitter moves at 100 pt/s along x to `end` at `fps` steps per second.
  static func moving(fps: Double, to end: Double, cell: (EmitterCell) -> Void) -> EmitterLayer {
    let layer = Engine.layer(position: Point(x: 0, y: 50), cell: cell)
    let steps = Int((end * fps).rounded(.up))
    for i in 1...steps {
      let t = i == steps ? end : Double(i) / fps
      layer.emitterPosition = Point(x: Float(t) * 100, y: 50)
      layer.step(to: t)
    }
    return layer
  }

  static func waveCell(_ c: EmitterCell) {
    c.waveInterval = 0.25
    c.particlesPerWave = 7
    c.lifetime = 100
  }

  @Test func wavesReleaseTheirCountAtExactInstants() {
    let layer = Self.moving(fps: 60, to: 1.1, cell: Self.waveCell)
    let all = Engine.particles(layer)
    #expect(layer.birthCount == 35)
    let times = Dictionary(grouping: all, by: \.birthTime)
    #expect(times.keys.sorted() == [0, 0.25, 0.5, 0.75, 1.0])
    #expect(times.values.nonEmptyAndAllSatisfy { $0.count == 7 })
    // Each wave is born where the emitter was at its instant.
    #expect(all.nonEmptyAndAllSatisfy { abs($0.x - Float($0.birthTime) * 100) < 1e-3 })
  }

  @Test(arguments: [30.0, 144.0])
  func wavesAreTheSameAtAnyStepRate(fps: Double) {
    let reference = Engine.particles(Self.moving(fps: 60, to: 2.05, cell: Self.waveCell))
    let other = Engine.particles(Self.moving(fps: fps, to: 2.05, cell: Self.waveCell))
    #expect(reference.count == 63)
    func key(_ p: ParticleSnapshot) -> [Double] { [Double(p.serial), p.birthTime, Double(p.x), Double(p.y)] }
    let a = reference.map(key).sorted { $0.lexicographicallyPrecedes($1) }
    let b = other.map(key).sorted { $0.lexicographicallyPrecedes($1) }
    #expect(a.count == b.count)
    for (p, q) in zip(a, b) {
      #expect(p[0] == q[0] && p[1] == q[1])
      #expect(abs(p[2] - q[2]) < 1e-3 && abs(p[3] - q[3]) < 1e-3)
    }
  }

  @Test func theFirstWaveComesAtTheCellsBeginTime() {
    let layer = Engine.layer {
      $0.waveInterval = 0.5
      $0.particlesPerWave = 2
      $0.lifetime = 100
      $0.beginTime = 0.3
    }
    Engine.run(layer, to: 1.5, fps: 60)
    let times = Set(Engine.particles(layer).map(\.birthTime))
    #expect(times.count == 3)
    for (t, expected) in zip(times.sorted(), [0.3, 0.8, 1.3]) { #expect(abs(t - expected) < 1e-9) }
  }

  /// pixi counts emitterLifetime L down before each wave: ⌈L/f⌉ − 1 waves. The documented
  /// mapping, duration (N − ½)·f, gives exactly those (L = 0.31, f = 0.1: 3 waves at 0, 0.1, 0.2).
  @Test(arguments: [(0.31, 0.1), (0.3, 0.1), (1.0, 0.07)])
  func pixiEmitterLifetimeMapsToADuration(lifetime: Double, frequency: Double) {
    let waves = Int((lifetime / frequency).rounded(.up)) - 1
    for fps in [30.0, 60.0, 144.0] {
      let layer = Engine.layer {
        $0.waveInterval = frequency
        $0.particlesPerWave = 4
        $0.lifetime = 100
        $0.duration = (Double(waves) - 0.5) * frequency
      }
      Engine.run(layer, to: lifetime + 1, fps: fps)
      #expect(layer.birthCount == 4 * waves, "fps \(fps)")
      let last = Engine.particles(layer).map(\.birthTime).max() ?? -1
      #expect(abs(last - Double(waves - 1) * frequency) < 1e-9)
    }
  }

  /// Particle Designer's particleLifespan 0 with a variance V (rate +∞): refill to the cap every
  /// frame. The documented mapping: waves every 1/60 s of maxParticles attempts, capped at
  /// maxParticles, lifetime 0 ± V.
  static func refillCell(_ c: EmitterCell) {
    c.waveInterval = 1.0 / 60
    c.particlesPerWave = 300
    c.maxParticles = 300
    c.lifetime = 0
    c.lifetimeRange = 2 * 0.5
  }

  @Test func lifespanZeroRefillsToTheCapEachFrame() {
    let layer = Engine.layer(cell: Self.refillCell)
    var counts: [Int] = []
    for i in 1...180 {
      layer.step(to: Double(i) / 60 + 1e-9)
      counts.append(layer.particleCount)
    }
    // Right after each wave the cell is full again; it never holds more than its cap.
    #expect(counts.dropFirst(10).nonEmptyAndAllSatisfy { $0 == 300 })
    #expect(layer.droppedBirths > 0)
  }

  @Test func lifespanZeroWithATinyDurationIsOneBurst() {
    let layer = Engine.layer {
      Self.refillCell($0)
      $0.duration = 0.01
    }
    Engine.run(layer, to: 0.2, fps: 60)
    // One wave of 300 attempts; about half draw a lifetime ≤ 0 and are never born (cocos2d-x
    // draws them dead at once).
    #expect(layer.birthCount > 120 && layer.birthCount < 180)
    let times = Set(Engine.particles(layer).map(\.birthTime))
    #expect(times == [0])
  }

  @Test func burstAnglesAreEvenlySpacedAndStartWhereTold() throws {
    let count = 8
    let spacing = 2 * Float.pi / Float(count)
    let layer = Engine.layer(position: Point(x: 100, y: 100)) {
      $0.waveInterval = 10
      $0.particlesPerWave = count
      $0.waveAngleStart = 0.1
      $0.waveAngleSpacing = spacing
      $0.waveDistance = 20
      $0.lifetime = 100
      $0.velocity = 50
      $0.emissionLongitude = 0.2
    }
    layer.step(to: 0.5)
    let all = Engine.particles(layer)
    #expect(all.count == count)
    let expected = (0..<count).map { (0.3 + spacing * Float($0)).remainder(dividingBy: 2 * .pi) }.sorted()
    let headings = all.map { atan2($0.vy, $0.vx) }.sorted()
    #expect(zip(headings, expected).allSatisfy { abs($0 - $1) < 1e-4 })
    // Born 20 pt out along that heading, then moved by velocity · age.
    for p in all {
      let heading = atan2(p.vy, p.vx)
      let bornX = p.x - p.vx * p.age
      let bornY = p.y - p.vy * p.age
      #expect(abs(bornX - (100 + 20 * cos(heading))) < 1e-3)
      #expect(abs(bornY - (100 + 20 * sin(heading))) < 1e-3)
    }
  }

  /// pixi's burst: particle n of a wave leaves at angleStart + particleSpacing · n, the first at
  /// the start itself. Four at 0.3 apart cover less than a turn, so an offset shows.
  @Test func theFirstParticleOfAWaveLeavesAtTheStartAngle() {
    let layer = Engine.layer(position: Point(x: 100, y: 100)) {
      $0.waveInterval = 10
      $0.particlesPerWave = 4
      $0.waveAngleStart = 0.1
      $0.waveAngleSpacing = 0.3
      $0.lifetime = 100
      $0.velocity = 50
    }
    layer.step(to: 0.5)
    let headings = Engine.particles(layer).map { atan2($0.vy, $0.vx) }.sorted()
    let expected: [Float] = [0.1, 0.4, 0.7, 1.0]
    #expect(headings.count == 4)
    #expect(zip(headings, expected).allSatisfy { abs($0 - $1) < 1e-4 }, "\(headings)")
  }

  @Test func withoutSpacingWavesFollowTheEmissionRange() {
    let layer = Engine.layer {
      $0.waveInterval = 10
      $0.particlesPerWave = 200
      $0.lifetime = 100
      $0.velocity = 50
      $0.emissionRange = 0.5
    }
    layer.emissionGeometry = .fan
    layer.step(to: 0.1)
    let headings = Engine.particles(layer, cell: "c").map { atan2($0.vy, $0.vx) }
    #expect(headings.nonEmptyAndAllSatisfy { abs($0) <= 0.25 + 1e-5 })
    #expect(Set(headings).count > 150)
  }

  /// Each parent particle emits its sub-cell's waves from its birth, where it is at each instant.
  @Test func subCellWavesRunFromEachParentsBirth() {
    let child = EmitterCell {
      $0.name = "child"
      $0.waveInterval = 0.25
      $0.particlesPerWave = 3
      $0.lifetime = 100
    }
    let layer = Engine.layer {
      $0.birthRate = 1
      $0.lifetime = 1.1
      $0.velocity = 40
      $0.emitterCells = [child]
    }
    Engine.run(layer, to: 1.6, fps: 60)
    let children = Engine.particles(layer, cell: "child")
    // One parent, born at 1.0: waves at 1.0, 1.25 and 1.5.
    #expect(children.count == 9)
    let times = Set(children.map(\.birthTime)).sorted()
    #expect(zip(times, [1.0, 1.25, 1.5]).allSatisfy { abs($0 - $1) < 1e-9 } && times.count == 3)
    #expect(children.nonEmptyAndAllSatisfy { abs($0.x - (100 + 40 * Float($0.birthTime - 1))) < 1e-3 })
  }

  @Test func theLayersBirthRateDividesTheIntervalAndZeroStopsWaves() {
    let layer = Engine.layer {
      $0.waveInterval = 0.5
      $0.particlesPerWave = 1
      $0.lifetime = 100
    }
    layer.birthRate = 2
    Engine.run(layer, to: 1.01, fps: 60)
    #expect(layer.birthCount == 5)  // 0, 0.25, 0.5, 0.75, 1.0
    layer.birthRate = 0
    Engine.run(layer, to: 3, fps: 60)
    #expect(layer.birthCount == 5)
    // Back on: waves resume on their grid (3.25, 3.75), with no backlog of the stopped ones.
    layer.birthRate = 1
    Engine.run(layer, to: 3.9, fps: 60)
    #expect(layer.birthCount == 7)
  }

  /// A prewarmed layer's waves go on from where the prewarm left them, with none twice.
  @Test func prewarmKeepsTheWavesOnTheirGrid() {
    let layer = Engine.layer {
      $0.waveInterval = 0.25
      $0.particlesPerWave = 2
      $0.lifetime = 0.6
    }
    layer.prewarm(seconds: 1)
    // Waves at -1, -0.75, -0.5, -0.25 and 0; those from -0.5 on are alive (the prewarm's one
    // long step passes over the two whose particles it would see die, as it does continuous births).
    #expect(layer.particleCount == 6)
    layer.step(to: 0.3)
    #expect(layer.birthCount == 8)
    let times = Set(Engine.particles(layer).map(\.birthTime)).sorted()
    #expect(zip(times, [-0.25, 0, 0.25]).allSatisfy { abs($0 - $1) < 1e-9 } && times.count == 3)
  }

  /// A wave cell has births to come while its window is open, and none after it.
  @Test func aWaveCellRetiresAfterItsWindow() {
    let layer = Engine.layer {
      $0.waveInterval = 0.2
      $0.particlesPerWave = 3
      $0.lifetime = 0.3
      $0.duration = 1
    }
    Engine.run(layer, to: 0.9, fps: 60)
    #expect(!layer.isRetired)
    Engine.run(layer, to: 1.5, fps: 60)
    #expect(layer.birthCount == 15)
    #expect(layer.isRetired)
  }

  @Test func aFullLayerStopsGrowingWithWavesAndCaps() {
    let layer = Engine.layer(capacity: 2000) {
      $0.waveInterval = 0.05
      $0.particlesPerWave = 100
      $0.spawnChance = 0.7
      $0.maxParticles = 1500
      $0.lifetime = 1
      $0.lifetimeRange = 1
    }
    Engine.run(layer, to: 3, fps: 60)
    let growths = layer.storageGrowths
    Engine.run(layer, to: 6, fps: 60)
    #expect(layer.storageGrowths == growths)
    #expect(layer.particleCount <= 1500 && layer.particleCount > 1000)
  }
}
