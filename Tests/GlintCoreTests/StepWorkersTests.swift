import Testing

@testable import GlintCore

/// A large cell's pack and paths spread over threads: the same instances and particles, bit for
/// bit, with one thread and with two.
@Suite struct StepWorkersTests {
  /// A layer of about 72,000 live particles in two cells: one plain, one with integrated forces
  /// and looks, each large enough to be cut into parts.
  static func layer(threads: Int) -> EmitterLayer {
    let layer = EmitterLayer(capacity: 200_000)
    layer.simulation.workers = StepWorkers(threads: threads)
    layer.seed = 7
    layer.emitterPosition = Point(x: 300, y: 200)
    layer.emitterCells = [
      EmitterCell {
        $0.name = "plain"
        $0.contents = "dot"
        $0.birthRate = 60_000
        $0.lifetime = 1
        $0.velocity = 80
        $0.emissionRange = 6
        $0.scaleSpeed = 0.5
      },
      EmitterCell {
        $0.name = "forces"
        $0.contents = "dot"
        $0.birthRate = 60_000
        $0.lifetime = 1
        $0.velocity = 120
        $0.emissionRange = 6
        $0.radialAcceleration = -60
        $0.tangentialAcceleration = 90
        $0.drag = 0.5
        $0.endColor = Color(red: 0, green: 0, blue: 1, alpha: 0)
        $0.rotationFollowsVelocity = .always
      },
    ]
    layer.start(at: 0)
    return layer
  }

  @Test func oneThreadAndTwoMakeTheSameParticlesBitForBit() {
    let (one, two) = (Self.layer(threads: 1), Self.layer(threads: 2))
    #expect(two.simulation.workers.threads == 2 && one.simulation.workers.threads == 1)
    #expect(two.simulation.workers.parts(36_000) == 3, "a large cell is cut into parts")
    let (a, b) = (InstanceBuffer(), InstanceBuffer())
    for frame in 1...12 {
      let t = Double(frame) / 20
      one.step(to: t)
      two.step(to: t)
    }
    a.fill(from: [one])
    b.fill(from: [two])
    #expect(a.count > 70_000 && a.count == b.count)
    let same = zip(a.instances, b.instances).allSatisfy { x, y in
      withUnsafeBytes(of: x) { p in withUnsafeBytes(of: y) { q in p.elementsEqual(q) } }
    }
    #expect(same, "instances differ between one thread and two")
    #expect(Engine.particles(one) == Engine.particles(two))
  }
}
