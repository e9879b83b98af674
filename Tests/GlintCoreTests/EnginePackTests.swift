import GlintCore
import Testing

/// Packing live particles into instances: render-mode order, batches, sprite fields.
@Suite struct EnginePackTests {
  /// Two cells with different sprites; rotation equals age (spin 1) so order is visible.
  static func layer(_ mode: RenderMode) -> EmitterLayer {
    let l = Engine.layer(
      configure: {
        $0.renderMode = mode
        $0.emitterShape = .cuboid
        $0.emitterSize = Size(width: 50, height: 50)
        $0.emitterDepth = 50
      },
      cell: {
        $0.birthRate = 90
        $0.lifetime = 2
        $0.lifetimeRange = 1
        $0.spin = 1
        $0.contents = "a"
        $0.contentsScale = 2
        $0.scale = 3
        $0.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 0.25)
      })
    let b = l.emitterCells[0].copy()
    b.name = "b"
    b.contents = "b"
    b.birthRate = 40
    let hidden = b.copy()
    hidden.name = "hidden"
    hidden.contents = nil
    l.emitterCells += [b, hidden]
    l.start(at: 0)
    Engine.run(l, to: 3, fps: 60)
    return l
  }

  /// A velocity near Float's largest overflows the closed form within a second of flight: such
  /// particles are neither drawn nor dumped, in any draw order; the younger ones still are.
  @Test(arguments: [RenderMode.unordered, .oldestFirst, .backToFront])
  func particlesWhoseMotionOverflowsAreNeitherDrawnNorDumped(mode: RenderMode) {
    let l = Engine.layer(
      configure: { $0.renderMode = mode },
      cell: {
        $0.birthRate = 20
        $0.lifetime = 10
        $0.velocity = 3e38
        $0.contents = "a"
      })
    let slow = l.emitterCells[0].copy()
    slow.name = "slow"
    slow.velocity = 10
    l.emitterCells.append(slow)
    l.start(at: 0)
    Engine.run(l, to: 3, fps: 60)
    let dumped = Engine.particles(l)
    #expect(dumped.allSatisfy { [$0.x, $0.y, $0.z, $0.vx, $0.vy].allSatisfy(\.isFinite) })
    #expect(dumped.contains { $0.cell == "c" } && dumped.contains { $0.cell == "slow" })
    #expect(dumped.count < 120, "the 40 or so fast particles past 1.13 s of flight are left out")
    let buffer = InstanceBuffer()
    buffer.fill(from: [l])
    #expect(buffer.count == dumped.count)
    #expect(
      (0..<buffer.count).allSatisfy { buffer.instances[$0].x.isFinite && buffer.instances[$0].y.isFinite })
    #expect(buffer.batches.last?.range.upperBound == buffer.count)
  }

  @Test func unorderedIsCellOrderWithOneBatchPerCell() {
    let l = Self.layer(.unordered)
    let buffer = InstanceBuffer()
    buffer.fill(from: [l])
    let counts = Dictionary(grouping: Engine.particles(l), by: \.cell).mapValues(\.count)
    #expect(buffer.count == counts["c"]! + counts["b"]!)
    #expect(buffer.batches.count == 2)
    #expect(buffer.batches[0] == DrawBatch(sprite: "a", additive: false, range: 0..<counts["c"]!, cell: "c"))
    #expect(buffer.batches[1].sprite == "b" && buffer.batches[1].range.upperBound == buffer.count)
    let first = buffer.instances[0]
    #expect(first.scale == 1.5 && first.u == 0.5 && first.w == 0.5 && first.h == 0.25)
  }

  @Test func additiveBatchesAreAdditiveAndMergeAcrossLayers() {
    let a = Self.layer(.additive)
    a.emitterCells[1].isEnabled = false
    a.step(to: a.time)  // a cell's change takes effect at the layer's next step
    let b = Self.layer(.additive)
    let buffer = InstanceBuffer()
    buffer.fill(from: [a, b])
    #expect(buffer.batches.nonEmptyAndAllSatisfy { $0.additive })
    // a's "a" run and b's "a" run are adjacent and merge.
    #expect(buffer.batches.map(\.sprite) == ["a", "b"])
  }

  @Test(arguments: [RenderMode.oldestFirst, .oldestLast]) func ageOrder(mode: RenderMode) {
    let l = Self.layer(mode)
    let buffer = InstanceBuffer()
    buffer.fill(from: [l])
    let ages = (0..<buffer.count).map { buffer.instances[$0].rotation }
    #expect(ages.count > 200)
    let sorted = mode == .oldestFirst ? ages.sorted(by: >) : ages.sorted()
    #expect(ages == sorted)
    expectBatchesCover(buffer)
  }

  @Test func backToFrontSortsByDepth() {
    let l = Self.layer(.backToFront)
    let buffer = InstanceBuffer()
    buffer.fill(from: [l])
    var depth: [Float: Float] = [:]
    l.forEachParticle { depth[$0.x * 1000 + $0.y] = $0.z }
    let zs = (0..<buffer.count).map { depth[buffer.instances[$0].x * 1000 + buffer.instances[$0].y]! }
    #expect(zs == zs.sorted())
    #expect(zs.first! < -20 && zs.last! > 20)
    expectBatchesCover(buffer)
  }

  func expectBatchesCover(_ buffer: InstanceBuffer) {
    var next = 0
    for (i, batch) in buffer.batches.enumerated() {
      #expect(batch.range.lowerBound == next)
      next = batch.range.upperBound
      if i > 0 { #expect(batch.sprite != buffer.batches[i - 1].sprite) }
    }
    #expect(next == buffer.count)
    #expect(buffer.batches.count > 2)
  }
}
