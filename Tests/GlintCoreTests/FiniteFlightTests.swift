import GlintCore
import Testing

/// A particle whose flight overflows a Float is retired where it overflows: it leaves the live
/// count as it leaves the drawing and the snapshots, at the same instant at any frame rate.
@Suite struct FiniteFlightTests {
  /// Cells whose particles overflow a Float after about a second of a ten-second life: through
  /// the closed form (place, velocity, rotation, size) and through an integrated path.
  static let overflowing: [String: @Sendable (EmitterCell) -> Void] = [
    "velocity": { $0.velocity = 3e38 },
    "acceleration": { $0.yAcceleration = 3e38 },
    "spin": { $0.spin = 3e38 },
    "scaleSpeed": { $0.scaleSpeed = 3e38 },
    "integrated": {
      $0.yAcceleration = 3e38
      $0.drag = 0.01
    },
  ]

  /// A layer of one overflowing cell, `kind`, beside a cell that never overflows.
  static func layer(_ kind: String) -> EmitterLayer {
    let layer = Engine.layer(
      cell: {
        $0.birthRate = 20
        $0.lifetime = 10
        $0.emissionRange = 6.28
        overflowing[kind]?($0)
      })
    let slow = EmitterCell()
    slow.name = "slow"
    slow.contents = "dot"
    slow.birthRate = 10
    slow.lifetime = 10
    slow.velocity = 10
    layer.emitterCells.append(slow)
    return layer
  }

  @Test(arguments: overflowing.keys.sorted())
  func theLiveCountDropsOnceAParticleOverflowsTheSameAtAnyFrameRate(kind: String) {
    var counts: [Int] = []
    for fps in [60.0, 37, 144] {
      let layer = Self.layer(kind)
      Engine.run(layer, to: 0.5, fps: fps)
      // Not one has overflowed yet: every particle born is alive, and every one is in a snapshot.
      #expect(layer.particleCount == layer.birthCount)
      #expect(Engine.particles(layer).count == layer.particleCount)
      Engine.run(layer, to: 3, fps: fps)
      let particles = Engine.particles(layer)
      #expect(layer.particleCount == particles.count, "\(kind) at \(fps) steps a second")
      let fast = particles.filter { $0.cell == "c" }.count
      #expect(fast > 10 && fast < 40, "\(kind): \(fast) of 60 born, the younger ones, live")
      #expect(particles.filter { $0.cell == "slow" }.count == 30)
      let buffer = InstanceBuffer()
      buffer.fill(from: [layer])
      #expect(buffer.count == layer.particleCount)
      counts.append(layer.particleCount)
    }
    #expect(Set(counts).count == 1, "\(kind): \(counts)")
  }
}
