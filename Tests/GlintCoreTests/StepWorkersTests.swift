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

  /// A layer whose plain cell is born ten thousand times a step, from a moving rectangle, with
  /// every range drawn and a sub-cell: its births are drawn on every core with two threads.
  static func busyLayer(threads: Int) -> EmitterLayer {
    let layer = EmitterLayer(capacity: 400_000)
    layer.simulation.workers = StepWorkers(threads: threads)
    layer.seed = 11
    layer.emitterShape = .rectangle
    layer.emitterSize = Size(width: 120, height: 40)
    layer.emitterCells = [
      EmitterCell {
        $0.name = "busy"
        $0.contents = "dot"
        $0.birthRate = 200_000
        $0.lifetime = 0.3
        $0.lifetimeRange = 0.1
        $0.velocity = 90
        $0.velocityRange = 40
        $0.emissionRange = 6
        $0.scaleRange = 0.3
        $0.spinRange = 2
        $0.redRange = 0.4
        $0.alphaRange = 0.3
        $0.inheritedVelocity = 0.5
        $0.emitterCells = [
          EmitterCell {
            $0.name = "spark"; $0.contents = "dot"; $0.birthRate = 5; $0.lifetime = 0.2
          }
        ]
      }
    ]
    layer.start(at: 0)
    return layer
  }

  @Test func birthsDrawnOnTwoThreadsAreTheOnesOneThreadDraws() {
    let (one, two) = (Self.busyLayer(threads: 1), Self.busyLayer(threads: 2))
    for frame in 1...10 {
      for layer in [one, two] {
        layer.emitterPosition = Point(x: 200 + 13 * Float(frame), y: 150 - 4 * Float(frame))
        layer.step(to: Double(frame) / 20)
      }
    }
    let (a, b) = (Engine.particles(one), Engine.particles(two))
    #expect(a.count > 50_000 && a.filter { $0.cell == "spark" }.count > 1_000)
    #expect(a == b, "one thread and two drew other particles")
    #expect(
      one.simulation.births == two.simulation.births && one.simulation.liveCount == two.simulation.liveCount)
  }

  /// Six layers stepped and packed as a batch: three under one tight birth budget (their births
  /// decided in order, many dropped), three on their own; nested cells, integrated forces with
  /// looks, an orbit, and one layer drawn oldest first.
  static func batch(threads: Int) -> (layers: [EmitterLayer], allowance: BirthAllowance) {
    let workers = StepWorkers(threads: threads)
    let allowance = BirthAllowance(BirthBudget(perSecond: 4_000, most: 300))
    let layers = (0..<6).map { i -> EmitterLayer in
      let layer = EmitterLayer(capacity: 20_000)
      layer.simulation.workers = workers
      if i % 2 == 0 { layer.simulation.allowance = allowance }
      layer.seed = UInt32(11 + i)
      layer.renderMode = i == 3 ? .oldestFirst : .additive
      layer.emitterPosition = Point(x: Float(100 + 40 * i), y: 200)
      layer.emitterCells = [
        EmitterCell {
          $0.name = "rocket"
          $0.contents = "dot"
          $0.birthRate = 400
          $0.lifetime = 0.8
          $0.velocity = 150
          $0.emissionRange = 1
          $0.emitterCells = [
            EmitterCell {
              $0.name = "spark"
              $0.contents = "dot"
              $0.birthRate = 30
              $0.lifetime = 0.3
              $0.velocity = 40
              $0.emissionRange = 6
            }
          ]
        },
        EmitterCell {
          $0.name = "swirl"
          $0.contents = "dot"
          $0.birthRate = 1_500
          $0.lifetime = 1.2
          $0.velocity = 90
          $0.emissionRange = 6
          $0.radialAcceleration = -50
          $0.tangentialAcceleration = Float(30 * i)
          $0.endScale = 0.2
          $0.rotationFollowsVelocity = .always
          $0.curves.speed = ValueCurve([(0, 1), (0.5, 0.4), (1, 1)], ease: .init(name: .easeInEaseOut))
        },
        EmitterCell {
          $0.name = "ring"
          $0.contents = "ring"
          $0.birthRate = 500
          $0.lifetime = 1
          $0.motion = .orbit
          $0.orbitRadius = 30
          $0.orbitAngularVelocity = 3
          $0.endColor = Color(red: 1, green: 0, blue: 0, alpha: 0)
        },
      ]
      layer.start(at: 0)
      return layer
    }
    return (layers, allowance)
  }

  @Test func aBatchOfLayersMakesTheSameParticlesAsOneLayerAtATime() {
    let (one, oneBudget) = Self.batch(threads: 1)
    let (two, twoBudget) = Self.batch(threads: 2)
    let (a, b) = (InstanceBuffer(), InstanceBuffer())
    for frame in 1...30 {
      let t = Double(frame) / 30
      oneBudget.refill(seconds: 1.0 / 30)
      twoBudget.refill(seconds: 1.0 / 30)
      for layer in one { layer.step(to: t) }
      EmitterLayer.step(two, to: t)
      a.fill(from: one)
      b.fill(from: two)
      #expect(a.count == b.count && a.batches == b.batches, "frame \(frame)")
      let same = zip(a.instances, b.instances).allSatisfy { x, y in
        withUnsafeBytes(of: x) { p in withUnsafeBytes(of: y) { q in p.elementsEqual(q) } }
      }
      #expect(same, "instances differ at frame \(frame)")
    }
    #expect(a.count > 5_000, "the layers are busy enough to be worth spreading")
    #expect(one[0].droppedBirths > 0, "the shared budget drops births, in the layers' order")
    for (x, y) in zip(one, two) {
      #expect(x.droppedBirths == y.droppedBirths && x.birthCount == y.birthCount)
      #expect(Engine.particles(x) == Engine.particles(y))
    }
  }

  /// A layer named twice in a batch is stepped twice, in order, as one layer at a time would:
  /// never by two threads at once.
  @Test func aLayerNamedTwiceInABatchStepsAsOneLayerAtATime() {
    let (one, _) = Self.batch(threads: 1)
    let (two, _) = Self.batch(threads: 2)
    for frame in 1...10 {
      let t = Double(frame) / 30
      for layer in one + [one[1]] { layer.step(to: t) }
      EmitterLayer.step(two + [two[1]], to: t)
    }
    for (x, y) in zip(one, two) { #expect(Engine.particles(x) == Engine.particles(y)) }
  }

  /// Layers for a fill: cells of one sprite (one batch), one of them growing past what a
  /// tiny contentsScale keeps finite (such instances are dropped at the pack), a cell of
  /// another sprite, a layer drawn oldest first, and one that draws nothing.
  static func fillLayers(threads: Int) -> [EmitterLayer] {
    let workers = StepWorkers(threads: threads)
    return (0..<7).map { i -> EmitterLayer in
      let layer = EmitterLayer(capacity: 5_000)
      layer.simulation.workers = workers
      layer.seed = UInt32(3 + i)
      layer.renderMode = i == 2 ? .oldestFirst : .additive
      layer.emitterPosition = Point(x: Float(50 * i), y: 100)
      layer.birthRate = i == 5 ? 0 : 1
      layer.emitterCells = [
        EmitterCell {
          $0.name = "growing"
          $0.contents = "dot"
          $0.contentsScale = 1e-38
          $0.birthRate = Float(20 + 10 * i)
          $0.lifetime = 2
          $0.scaleSpeed = 2
          $0.velocity = 30
        },
        EmitterCell {
          $0.name = "plain"
          $0.contents = "dot"
          $0.birthRate = 150
          $0.lifetime = 1
          $0.velocity = 60
          $0.emissionRange = 6
        },
        EmitterCell {
          $0.name = "ring"
          $0.contents = "ring"
          $0.birthRate = 40
          $0.lifetime = 0.5
        },
      ]
      layer.start(at: 0)
      return layer
    }
  }

  /// A fill of layers on two threads (each planned and written on its own thread, then closed up
  /// in order) is the fill on one, bit for bit, batches and all, frame after frame.
  @Test func aFillOfLayersOnTwoThreadsIsTheFillOnOne() {
    let (one, two) = (Self.fillLayers(threads: 1), Self.fillLayers(threads: 2))
    let (a, b) = (InstanceBuffer(), InstanceBuffer())
    var dropped = false
    for frame in 1...45 {
      let t = Double(frame) / 15
      EmitterLayer.step(one, to: t)
      EmitterLayer.step(two, to: t)
      a.fill(from: one)
      b.fill(from: two)
      #expect(a.count == b.count && a.batches == b.batches, "frame \(frame)")
      let same = zip(a.instances, b.instances).allSatisfy { x, y in
        withUnsafeBytes(of: x) { p in withUnsafeBytes(of: y) { q in p.elementsEqual(q) } }
      }
      #expect(same, "instances differ at frame \(frame)")
      dropped = dropped || b.count < two.reduce(0) { $0 + $1.particleCount }
    }
    #expect(dropped, "some instances grew past a Float and were dropped")
    #expect(b.batches.contains { $0.sprite == "ring" })
  }

  /// A fill that lists a layer twice draws it twice, as on one thread, and is made in order:
  /// two threads never pack one layer at once.
  @Test func aFillListingALayerTwiceIsMadeInOrder() {
    let (one, two) = (Self.fillLayers(threads: 1), Self.fillLayers(threads: 2))
    let (a, b) = (InstanceBuffer(), InstanceBuffer())
    for frame in 1...10 {
      let t = Double(frame) / 15
      EmitterLayer.step(one, to: t)
      EmitterLayer.step(two, to: t)
    }
    a.fill(from: [one[0], one[1], one[0]])
    b.fill(from: [two[0], two[1], two[0]])
    #expect(b.count > 0 && a.count == b.count && a.batches == b.batches)
    let alone = InstanceBuffer()
    alone.fill(from: [two[0]])
    let first = alone.count
    alone.fill(from: [two[1]])
    #expect(b.count == 2 * first + alone.count, "the layer listed twice is drawn twice")
    let packing = b.layerPacking
    let layers = two + two.prefix(1)
    #expect(layers.withUnsafeBufferPointer { packing.listsOneTwice($0) })
    // The fill on threads (into an empty buffer, as `fill(from:)` hands it one) turns such a
    // list down before it writes anything, and takes a list without a repeat.
    let (direct, whole, workers) = (InstanceBuffer(), InstanceBuffer(), two[0].simulation.workers)
    #expect(!layers.withUnsafeBufferPointer { direct.fillOnThreads($0, workers: workers) })
    #expect(direct.count == 0 && direct.batches.isEmpty, "nothing written")
    #expect(two.withUnsafeBufferPointer { direct.fillOnThreads($0, workers: workers) })
    whole.fill(from: two)
    #expect(direct.count == whole.count && direct.batches == whole.batches)
    #expect(!two.withUnsafeBufferPointer { packing.listsOneTwice($0) })
    // 300 distinct layers and then one listed again, past the table's first size.
    let many = (0..<300).map { _ in EmitterLayer() }
    #expect(!many.withUnsafeBufferPointer { packing.listsOneTwice($0) })
    #expect((many + [many[299]]).withUnsafeBufferPointer { packing.listsOneTwice($0) })
  }
}
