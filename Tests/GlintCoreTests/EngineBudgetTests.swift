import GlintCore
import Testing

/// The pointer host's birth budget: one bucket for every layer, pointer and level of nesting,
/// whose births past it are dropped and counted.
@Suite struct EngineBudgetTests {
  /// Rockets each trailing sparks, continuously or in waves: most births are a sub-cell's.
  /// Flat: the sparks alone, from the layer, as many a second as the rockets give.
  struct RocketsEffect: Effect {
    let info = EffectInfo(id: "rockets", name: "Rockets", summary: "Rockets trailing sparks.")
    var waves = false
    var flat = false

    func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
      let spark = EmitterCell {
        $0.name = "spark"
        $0.lifetime = 0.2
        $0.velocity = 40
        $0.emissionRange = 6.2
        $0.contents = "dot"
      }
      if waves {
        spark.waveInterval = 0.01
        spark.particlesPerWave = 10
      } else {
        spark.birthRate = 1000
      }
      let layer = EmitterLayer(capacity: 100_000)
      if flat {
        spark.birthRate *= 50
        spark.particlesPerWave *= 50
        layer.emitterCells = [spark]
        return [layer]
      }
      layer.emitterCells = [
        EmitterCell {
          $0.name = "rocket"
          $0.birthRate = 100
          $0.lifetime = 1
          $0.velocity = 100
          $0.emissionRange = 6.2
          $0.contents = "dot"
          $0.emitterCells = [spark]
        }
      ]
      return [layer]
    }
  }

  /// A budget far below what the rockets ask: 20,000 births a second, 5000 at most at once.
  static let tight = BirthBudget(perSecond: 20_000, most: 5000)

  /// Three pointers held for a second at `fps` steps a second.
  static func run(_ effect: RocketsEffect, budget: BirthBudget, fps: Double = 60) -> PointerHost {
    let host = PointerHost(effect: effect, seed: 3, birthBudget: budget)
    for id in 1...3 {
      host.handle(PointerEvent(id: id, phase: .began, location: Point(x: Float(id) * 100, y: 100), time: 0))
    }
    for i in 1...Int(fps) { host.advance(to: Double(i) / fps) }
    return host
  }

  static func particles(_ host: PointerHost) -> [ParticleSnapshot] {
    host.layers.flatMap { Engine.particles($0) }
  }

  /// The three pointers' rockets and sparks share one budget: no more births than it holds in a
  /// second, whichever level asks.
  @Test(arguments: [false, true])
  func theBudgetHoldsForEveryPointerAndLevel(waves: Bool) {
    let effect = RocketsEffect(waves: waves)
    let free = Self.run(effect, budget: .standard)
    #expect(free.droppedBirths == 0)
    #expect(free.birthCount > 100_000, "the rockets ask for more than the tight budget: \(free.birthCount)")
    let held = Self.run(effect, budget: Self.tight)
    #expect(held.birthCount <= 5000 + 20_000)
    #expect(held.birthCount > 20_000, "the budget is used, not starved: \(held.birthCount)")
    #expect(held.droppedBirths > 0)
  }

  /// Every birth the budget refused is counted: births and drops add up to the births of the
  /// same run under the standard budget, which these sparks do not reach. (Nested, a dropped
  /// parent also takes away the births it would have given, which are never asked for.)
  @Test(arguments: [false, true])
  func everyBirthTheBudgetRefusesIsCounted(waves: Bool) {
    let effect = RocketsEffect(waves: waves, flat: true)
    let free = Self.run(effect, budget: .standard)
    #expect(free.droppedBirths == 0)
    #expect(free.birthCount >= 140_000, "\(free.birthCount)")
    let held = Self.run(effect, budget: Self.tight)
    #expect(held.birthCount <= 5000 + 20_000)
    #expect(held.birthCount + held.droppedBirths == free.birthCount)
  }

  /// However many pointers are down, the load of their live particles stays within the
  /// budget's: a rocket counts twice (its sparks pass over it every step), a spark once.
  @Test func theLoadOfAllPointersTogetherStaysWithinTheBudget() {
    let budget = BirthBudget(perSecond: .infinity, most: .infinity, mostLoad: 20_000)
    let host = PointerHost(effect: RocketsEffect(), seed: 3, birthBudget: budget)
    for id in 1...10 {
      host.handle(PointerEvent(id: id, phase: .began, location: Point(x: Float(id) * 50, y: 100), time: 0))
    }
    var most = 0.0
    for i in 1...60 {
      host.advance(to: Double(i) / 60)
      most = max(most, Self.particles(host).reduce(0) { $0 + ($1.cell == "rocket" ? 2 : 1) })
    }
    #expect(most <= 20_000)
    #expect(most > 19_000, "the load is used: \(most)")
    #expect(host.droppedBirths > 0)
  }

  /// A step takes at most what the bucket holds, whatever the step's length.
  @Test func aLongStepTakesNoMoreThanTheBucketHolds() {
    let host = PointerHost(effect: RocketsEffect(), seed: 3, birthBudget: Self.tight)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
    host.advance(to: 0.5)
    let (births, dropped) = (host.birthCount, host.droppedBirths)
    host.advance(to: 10)
    #expect(host.birthCount - births == 5000)
    #expect(host.droppedBirths > dropped)
  }

  /// Met or not, the budget keeps a run repeatable: the same seed and events give the same
  /// particles.
  @Test func aRunHeldToTheBudgetRepeatsExactly() {
    let first = Self.particles(Self.run(RocketsEffect(waves: true), budget: Self.tight))
    let second = Self.particles(Self.run(RocketsEffect(waves: true), budget: Self.tight))
    #expect(!first.isEmpty)
    #expect(first.map(\.serial) == second.map(\.serial))
    #expect(first.map(\.x) == second.map(\.x))
  }

  /// A budget the effect stays within changes nothing: the particles are those of an endless one.
  @Test func aBudgetNotMetChangesNothing() {
    let endless = BirthBudget(perSecond: .infinity, most: .infinity)
    let standard = Self.particles(Self.run(RocketsEffect(), budget: .standard, fps: 30))
    let reference = Self.particles(Self.run(RocketsEffect(), budget: endless, fps: 30))
    #expect(!standard.isEmpty)
    #expect(standard.map(\.serial) == reference.map(\.serial))
    #expect(standard.map(\.y) == reference.map(\.y))
  }
}
