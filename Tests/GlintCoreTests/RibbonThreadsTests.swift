import Testing

@testable import GlintCore

/// A cell's ribbons written on two threads (its particles cut into parts, each written at its
/// own room, then closed up in order) are the ribbons one thread writes, bit for bit.
struct RibbonThreadsTests {
  /// Falling sparks with trails of many lengths: of varied lives and intervals, kept points
  /// thinned by a least distance, in two cells, each large enough to be cut into several parts.
  static func layer(threads: Int) -> EmitterLayer {
    let layer = EmitterLayer(capacity: 20_000)
    layer.simulation.workers = StepWorkers(threads: threads)
    layer.seed = 5
    layer.emitterPosition = Point(x: 200, y: 100)
    layer.emitterCells = [
      EmitterCell {
        $0.name = "sparks"
        $0.contents = "dot"
        $0.birthRate = 3_000
        $0.lifetime = 0.8
        $0.lifetimeRange = 0.6
        $0.velocity = 150
        $0.velocityRange = 100
        $0.emissionRange = 2 * .pi
        $0.yAcceleration = 300
        $0.trail.points = 16
        $0.trail.interval = 1.0 / 60
        $0.trail.width = 4
        $0.trail.endWidth = 1
        $0.trail.endColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0)
      },
      EmitterCell {
        $0.name = "embers"
        $0.contents = "ring"
        $0.birthRate = 1_500
        $0.lifetime = 1.2
        $0.lifetimeRange = 0.5
        $0.velocity = 60
        $0.emissionRange = 2 * .pi
        $0.yAcceleration = 120
        $0.trail.points = 6
        $0.trail.interval = 1.0 / 25
        $0.trail.minDistance = 3
        $0.trail.texture = .tile
      },
    ]
    layer.start(at: 0)
    return layer
  }

  @Test func aCellsRibbonsOnTwoThreadsAreTheRibbonsOnOne() {
    let (one, two) = (Self.layer(threads: 1), Self.layer(threads: 2))
    let (a, b) = (InstanceBuffer(), InstanceBuffer())
    for frame in 1...24 {
      let t = Double(frame) / 20
      EmitterLayer.step([one], to: t)
      EmitterLayer.step([two], to: t)
      a.fill(from: [one])
      b.fill(from: [two])
      #expect(a.count == b.count && a.batches == b.batches, "frame \(frame)")
      let same = zip(a.instances, b.instances).allSatisfy { x, y in
        withUnsafeBytes(of: x) { p in withUnsafeBytes(of: y) { q in p.elementsEqual(q) } }
      }
      #expect(same, "vertices differ at frame \(frame)")
    }
    let pool = two.simulation.nodes[0].pool
    #expect(two.simulation.ribbonParts(pool.count) > 2, "the sparks' ribbons are cut into parts")
    #expect(b.batches.filter(\.isRibbon).count == 2, "one batch a trail cell")
  }
}
