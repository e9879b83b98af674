import GlintCore
import Testing

/// A subclass as iOS code writes one (`class Confetti: CAEmitterCell`), from outside the module.
final class FallingDot: EmitterCell {
  override init() {
    super.init()
    name = "falling"
    birthRate = 5
    lifetime = 10
    yAcceleration = 50
  }
}

/// Cells and layers are objects: what is configured after attaching, at any depth, is what is
/// emitted from the next step on.
@Suite struct ModelReferenceTests {
  /// A layer of one top-level cell, started at 0.
  static func layer(_ cells: [EmitterCell]) -> EmitterLayer {
    let layer = EmitterLayer()
    layer.emitterPosition = Point(x: 100, y: 100)
    layer.emitterCells = cells
    layer.start(at: 0)
    return layer
  }

  static func count(_ layer: EmitterLayer, cell: String) -> Int {
    Engine.particles(layer).count { $0.cell == cell }
  }

  @Test func threeLevelsConfiguredAfterAttachingAllEmit() {
    let rocket = EmitterCell()
    let burst = EmitterCell()
    let spark = EmitterCell()
    let layer = Self.layer([rocket])
    // iOS order: attach first, configure afterwards.
    rocket.name = "rocket"
    rocket.birthRate = 2
    rocket.lifetime = 3
    rocket.emitterCells = [burst]
    burst.name = "burst"
    burst.birthRate = 4
    burst.lifetime = 2
    burst.emitterCells = [spark]
    spark.name = "spark"
    spark.lifetime = 1
    Engine.run(layer, to: 1.5, fps: 60)
    #expect(Self.count(layer, cell: "rocket") == 3)
    #expect(Self.count(layer, cell: "burst") > 0)
    #expect(Self.count(layer, cell: "spark") == 0)  // its birth rate is still 0
    spark.birthRate = 40
    Engine.run(layer, to: 2, fps: 60)
    #expect(Self.count(layer, cell: "spark") > 10)
  }

  @Test func aValueChangedAfterAttachingCountsFromTheNextStep() {
    let cell = EmitterCell {
      $0.name = "c"
      $0.birthRate = 100
      $0.lifetime = 10
    }
    let layer = Self.layer([cell])
    Engine.run(layer, to: 1, fps: 60)
    #expect(layer.birthCount == 100)
    cell.birthRate = 0
    Engine.run(layer, to: 2, fps: 60)
    #expect(layer.birthCount == 100)
    cell.birthRate = 50
    Engine.run(layer, to: 3, fps: 60)
    #expect(layer.birthCount == 150)
  }

  @Test func aSubclassConfiguresItselfInItsInitialiser() {
    let layer = Self.layer([FallingDot()])
    Engine.run(layer, to: 2, fps: 30)
    #expect(layer.birthCount == 10)
    #expect(Engine.particles(layer).nonEmptyAndAllSatisfy { $0.cell == "falling" && $0.vy > 0 })
  }

  @Test func aCellSharedTwiceInOneTreeEmitsAtEachPlace() {
    let shared = EmitterCell {
      $0.name = "shared"
      $0.birthRate = 30
      $0.lifetime = 10
      $0.velocity = 20
      $0.emissionRange = 2 * .pi
    }
    let layer = Self.layer([shared, shared])
    Engine.run(layer, to: 1, fps: 60)
    let particles = Engine.particles(layer)
    #expect(particles.count == 60)
    #expect(Set(particles.map(\.serial)).count == 60)  // two places, two random sequences
    shared.birthRate = 0
    Engine.run(layer, to: 2, fps: 60)
    #expect(layer.birthCount == 60)  // one change stops both places
  }

  @Test func aCellAmongItsOwnDescendantsIsLeftOutThere() {
    let loop = EmitterCell {
      $0.name = "loop"
      $0.birthRate = 10
      $0.lifetime = 10
    }
    let child = EmitterCell {
      $0.name = "child"
      $0.birthRate = 2
      $0.lifetime = 10
    }
    loop.emitterCells = [child, loop]
    child.emitterCells = [loop]
    let layer = Self.layer([loop])
    Engine.run(layer, to: 1, fps: 60)
    #expect(Self.count(layer, cell: "loop") == 10)
    #expect(Self.count(layer, cell: "child") > 0)
    // The cycle is the point of the test; breaking it frees the cells (LeakSanitizer checks).
    loop.emitterCells = []
    child.emitterCells = []
  }

  @Test func aTreeChangeBelowTheTopResetsAtTheNextStep() {
    let parent = EmitterCell {
      $0.name = "parent"
      $0.birthRate = 10
      $0.lifetime = 10
    }
    let layer = Self.layer([parent])
    Engine.run(layer, to: 1, fps: 60)
    #expect(layer.particleCount == 10)
    parent.emitterCells = [EmitterCell { $0.name = "child" }]
    #expect(layer.particleCount == 10)  // not before the next step
    layer.step(to: 1.001)
    #expect(layer.particleCount == 0)
    Engine.run(layer, to: 2, fps: 60)
    #expect(Self.count(layer, cell: "parent") == 10)
  }

  @Test func aCopyIsAnotherObjectWithTheSameValues() {
    let original = FallingDot()
    original.emitterCells = [EmitterCell()]
    let copy = original.copy()
    copy.birthRate = 99
    #expect(original.birthRate == 5 && copy.lifetime == 10 && copy.name == "falling")
    #expect(copy.emitterCells.count == 1 && copy.emitterCells[0] === original.emitterCells[0])
  }

  @Test func aLayerSubclassKeepsItsCells() {
    final class SnowLayer: EmitterLayer {
      init() {
        super.init(capacity: 500)
        emitterShape = .line
        emitterSize = Size(width: 200, height: 0)
        emitterCells = [FallingDot()]
      }
    }
    let layer = SnowLayer()
    layer.start(at: 0)
    Engine.run(layer, to: 1, fps: 60)
    #expect(layer.birthCount == 5 && layer.capacity == 500)
  }
}
