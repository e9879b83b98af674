import Testing

@testable import GlintCore

/// Curves need no look columns of their own; a store that has them keeps every particle's filled.
@Suite struct LookColumnsTests {
  @Test func curvesAloneLeaveTheStoreWithoutLookColumns() {
    let layer = Engine.layer {
      $0.birthRate = 50
      $0.lifetime = 1
      $0.curves.alpha = ValueCurve([(0, 1), (1, 0)])
    }
    Engine.run(layer, to: 0.5, fps: 60)
    let particles = Engine.particles(layer)
    #expect(!particles.isEmpty && layer.simulation.nodes[0].pool.looks == nil)
    // The curve still applies: alpha 1 − age / life.
    for p in particles { #expect(abs(p.a - (1 - p.age)) < 1e-5, "alpha \(p.a) at \(p.age)") }
  }

  /// Particles born with a start rotation die; the cell then keeps only a curve, and what is born
  /// into their places starts unturned, not at what the dead left in the columns.
  @Test func aParticleBornIntoAStoreWithLookColumnsFillsThem() {
    let layer = Engine.layer {
      $0.birthRate = 0
      $0.lifetime = 0.2
      $0.rotation = 2
      $0.curves.alpha = ValueCurve([(0, 1), (1, 0.5)])
    }
    layer.burst(count: 8, at: 0, position: Point(x: 100, y: 100))
    Engine.run(layer, to: 0.1, fps: 60)
    #expect(Engine.particles(layer).allSatisfy { abs($0.rotation - 2) < 1e-6 })
    Engine.run(layer, to: 0.5, fps: 60)
    #expect(Engine.particles(layer).isEmpty)
    layer.emitterCells[0].rotation = 0
    layer.burst(count: 8, at: 0.5, position: Point(x: 100, y: 100))
    Engine.run(layer, to: 0.55, fps: 60)
    let reborn = Engine.particles(layer)
    #expect(reborn.count == 8 && layer.simulation.nodes[0].pool.looks != nil)
    for p in reborn { #expect(p.rotation == 0, "rotation \(p.rotation)") }
  }
}
