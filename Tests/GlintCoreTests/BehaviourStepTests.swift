import Foundation
import Testing

@testable import GlintCore

/// Each particle's heat starts at 1 and cools by `rate` × heat a second, one fixed sub-step at a
/// time in the step phase; the pass fades the particle by it.
struct Cooling: ParticleBehaviour {
  static let kind = "cooling"
  static let doc = "Fades particles as they cool."
  static let columnCount = 1
  static let hasStepPhase = true
  static let properties: [PropertyDescriptor<Cooling>] = []
  var rate: Float = 1.5
  func birth(_ particle: inout BehaviourBirth) { particle[0] = 1 }
  func step(_ run: inout BehaviourSteps) {
    let heat = run.column(0)
    for k in 0..<run.count {
      for _ in 0..<run.due(k) { heat[k] -= rate * heat[k] * BehaviourSteps.interval }
    }
  }
  func apply(to run: inout BehaviourRun) {
    let (alpha, heat) = (run.alpha, run.column(0))
    for k in 0..<run.count { alpha[k] *= heat[k] }
  }
}

/// A package's behaviour with a step phase: state built up over a particle's life, advanced by
/// the engine's fixed sub-steps, so the same at any frame rate and on any number of threads.
@Suite struct BehaviourStepTests {
  static func layer(_ behaviours: [any ParticleBehaviour], rate: Float = 400) -> EmitterLayer {
    Engine.layer(seed: 5) { c in
      c.birthRate = rate
      c.lifetime = 3
      c.lifetimeRange = 1
      c.velocity = 50
      c.emissionRange = 6
      c.behaviours = behaviours
    }
  }

  /// Each particle's alpha against the plain cell's, as the heat after the whole sub-steps of
  /// its age: (1 − rate·h)ⁿ, n = ⌊age / h⌋.
  static func offTheFormula(_ cooled: EmitterLayer, _ plain: EmitterLayer) -> [ParticleSnapshot] {
    let before = Dictionary(uniqueKeysWithValues: Engine.particles(plain).map { ($0.serial, $0) })
    return Engine.particles(cooled).filter { p in
      guard let q = before[p.serial] else { return true }
      let n = PathMotion.wholeSteps(Float(cooled.time - p.birthTime))
      let heat = pow(1 - 1.5 / 240, Double(n))
      return abs(Double(p.a) - Double(q.a) * heat) > 1e-4 * Double(q.a)
    }
  }

  @Test func theStepPhaseAdvancesTheColumnsByTheirWholeSubSteps() {
    let (cooled, plain) = (Self.layer([Cooling()]), Self.layer([]))
    for layer in [cooled, plain] { Engine.run(layer, to: 2.5, fps: 60) }
    let off = Self.offTheFormula(cooled, plain)
    #expect(Engine.particles(cooled).count > 700)
    #expect(off.isEmpty, "\(off.count) particles off the formula, the first \(String(describing: off.first))")
    // The heat did cool: the oldest particles have lost most of it.
    let faded = Engine.particles(cooled).filter { $0.age > 2 && $0.a < 0.05 }
    #expect(faded.count > 50)
  }

  @Test func theStepPhaseGivesTheSameColumnsAtEveryStepRate() {
    let runs = [30.0, 60.0, 144.0].map { fps -> [ParticleSnapshot] in
      let layer = Self.layer([Cooling()])
      Engine.run(layer, to: 1.5, fps: fps)
      return Engine.particles(layer).sorted { $0.serial < $1.serial }
    }
    #expect(runs[0].count > 500)
    #expect(runs[0].map(\.a) == runs[1].map(\.a) && runs[1].map(\.a) == runs[2].map(\.a))
  }

  @Test func theCountOfSubStepsTakenOutlivesANewLayoutOfTheColumns() throws {
    let (cooled, plain) = (Self.layer([Cooling()]), Self.layer([]))
    for layer in [cooled, plain] { Engine.run(layer, to: 1, fps: 60) }
    // Another behaviour taken up mid-life lays the columns out again.
    let cell = try #require(cooled.emitterCells.first)
    cell.behaviours = [Cooling(), ColumnDrift(speed: 0)]
    for layer in [cooled, plain] { Engine.run(layer, to: 2, fps: 60) }
    let off = Self.offTheFormula(cooled, plain)
    #expect(Engine.particles(cooled).count > 500 && Engine.particles(cooled).contains { $0.birthTime < 1 })
    #expect(off.isEmpty, "\(off.count) particles off the formula, the first \(String(describing: off.first))")
  }

  @Test func oneThreadAndTwoStepTheColumnsAlike() {
    let runs = [1, 2].map { threads -> [ParticleSnapshot] in
      let layer = Self.layer([Cooling()], rate: 30_000)
      layer.simulation.workers = StepWorkers(threads: threads)
      Engine.run(layer, to: 1.5, fps: 60)
      #expect(layer.simulation.workers.parts(layer.simulation.nodes[0].pool.count) > threads - 1)
      return Engine.particles(layer)
    }
    #expect(runs[0].count > 40_000 && runs[0] == runs[1])
  }
}
