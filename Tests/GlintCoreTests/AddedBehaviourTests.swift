import Foundation
import Testing

@testable import GlintCore

/// A behaviour that pushes particles sideways: x gains `speed` · age² (a closed form of age).
struct Drift: ParticleBehaviour {
  static let kind = "drift"
  static let doc = "Pushes particles along x faster and faster."
  static let properties: [PropertyDescriptor<Drift>] = [
    .init(
      "speed", { $0.speed }, { $0.speed = $1 }, doc: "Points per second squared",
      control: .slider(0...100, step: 1, unit: "pt/s²"), limit: .notNegativeAtMost(1000, unit: "pt/s²"))
  ]
  var speed: Float = 10
  func apply(to run: inout BehaviourRun) {
    for i in 0..<run.count { run[i].x += speed * run[i].age * run[i].age }
  }
}

/// A behaviour that draws a number at birth and shows it as the particle's scale.
struct Tag: ParticleBehaviour {
  static let kind = "tag"
  static let doc = "Sets each particle's scale to a number it drew at birth."
  static let columnCount = 2
  static let properties: [PropertyDescriptor<Tag>] = []
  func birth(_ particle: inout BehaviourBirth) {
    particle[0] = particle.random(0)
    particle[1] = particle.state.x
  }
  func apply(to run: inout BehaviourRun) {
    for i in 0..<run.count {
      run[i].scale = run.column(0)[i]
      run[i].z = run.column(1)[i]
    }
  }
}

/// Behaviours a package adds (`ParticleBehaviour`): their passes, birth draws, columns and key paths.
@Suite struct AddedBehaviourTests {
  static func layer(_ behaviours: [any ParticleBehaviour], configure: (EmitterCell) -> Void = { _ in })
    -> EmitterLayer
  {
    Engine.layer { c in
      c.birthRate = 50
      c.lifetime = 2
      c.velocity = 30
      c.emissionRange = 6
      configure(c)
      c.behaviours = behaviours
    }
  }

  @Test func aPassChangesEachParticleByItsFormulaAfterTheCellsOwnBehaviours() {
    let plain = Self.layer([])
    let drifting = Self.layer([Drift(speed: 7)])
    Engine.run(plain, to: 1.5, fps: 60)
    Engine.run(drifting, to: 1.5, fps: 60)
    let before = Dictionary(uniqueKeysWithValues: Engine.particles(plain, cell: "c").map { ($0.serial, $0) })
    let after = Engine.particles(drifting, cell: "c")
    #expect(after.count == before.count)
    #expect(
      after.nonEmptyAndAllSatisfy { p in
        guard let q = before[p.serial] else { return false }
        return abs(p.x - (q.x + 7 * p.age * p.age)) < 1e-3 && p.y == q.y && p.scale == q.scale
      })
  }

  @Test func birthDrawsAreEachParticlesOwnAtAnyFrameRateAndBesideOtherBehaviours() {
    let slow = Self.layer([Tag()])
    let fast = Self.layer([Drift(), Tag()])
    Engine.run(slow, to: 1, fps: 30)
    Engine.run(fast, to: 1, fps: 144)
    let a = Dictionary(uniqueKeysWithValues: Engine.particles(slow, cell: "c").map { ($0.serial, $0.scale) })
    let b = Engine.particles(fast, cell: "c")
    #expect(b.nonEmptyAndAllSatisfy { a[$0.serial] == $0.scale && $0.scale >= 0 && $0.scale < 1 })
    #expect(Set(b.map(\.scale)).count > b.count / 2, "the draws do not vary from particle to particle")
    // The second column holds the birth state's x: the emitter's position.
    #expect(b.nonEmptyAndAllSatisfy { $0.z == 100 })
  }

  @Test func columnsOutliveAChangeOfTheCellsBehaviours() throws {
    let layer = Self.layer([Tag()])
    Engine.run(layer, to: 0.5, fps: 60)
    let drawn = Dictionary(
      uniqueKeysWithValues: Engine.particles(layer, cell: "c").map { ($0.serial, $0.scale) })
    let cell = try #require(layer.emitterCells.first)
    cell.behaviours = [Drift(speed: 1), Tag()]
    Engine.run(layer, to: 0.6, fps: 60)
    let kept = Engine.particles(layer, cell: "c").filter { drawn[$0.serial] != nil }
    #expect(!kept.isEmpty && kept.allSatisfy { drawn[$0.serial] == $0.scale })
  }

  @Test func keyPathsReachABehavioursPropertiesAndItsLimitsHold() throws {
    let layer = Self.layer([Drift(speed: 3)])
    try layer.setValue(12, forKeyPath: "emitterCells.c.behaviours.drift.speed")
    let cell = try #require(layer.emitterCells.first)
    #expect(cell.behaviour(Drift.self)?.speed == 12)
    #expect(try cell.value(forKeyPath: "behaviours.drift.speed") == .number(12))
    #expect(throws: KeyPathError.self) { try cell.setValue(1, forKeyPath: "behaviours.sway.speed") }
    #expect(throws: KeyPathError.self) { try cell.setValue(1, forKeyPath: "behaviours.drift.pace") }
    var drift = Drift(speed: 5000)
    #expect(Drift.properties[0].limit(&drift, capacity: 100) != nil)
    #expect(drift.speed == 1000)
  }

  @Test func aCellHoldsEachKindOnce() {
    let cell = EmitterCell()
    cell.behaviours = [Drift(speed: 1), Tag(), Drift(speed: 2)]
    #expect(cell.behaviours.count == 2)
    #expect(cell.behaviour(Drift.self)?.speed == 1)
    cell.setBehaviour(Drift(speed: 4))
    #expect(cell.behaviours.map { type(of: $0).kind } == ["drift", "tag"])
    #expect(cell.behaviour(Drift.self)?.speed == 4)
  }
}
