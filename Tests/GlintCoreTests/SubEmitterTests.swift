import GlintCore
import Testing

/// Sub-emitters against exact counts: births on deaths, collisions and births, what the new
/// particles inherit, the same particles at any step rate, and the bounds that hold.
@Suite struct SubEmitterTests {
  /// A layer whose cell "p" releases `count` particles at once (at 0), each with a sub-cell "s"
  /// that lives 10 s, at rest, and is born only by `subEmitters`.
  static func layer(
    count: Int = 40, capacity: Int = EmitterLayer.defaultCapacity, recording: Bool = false,
    _ subEmitters: [SubEmitter], parent: (EmitterCell) -> Void = { _ in }
  ) -> EmitterLayer {
    let layer = Engine.layer(capacity: capacity, configure: { $0.recordsParticleEvents = recording }) {
      $0.name = "p"
      $0.lifetime = 0.5
      $0.lifetimeRange = 0.2
      $0.velocity = 100
      $0.emissionRange = 2 * .pi
      $0.subEmitters = subEmitters
      $0.emitterCells = [
        EmitterCell {
          $0.name = "s"
          $0.lifetime = 10
          $0.contents = "dot"
        }
      ]
      parent($0)
    }
    layer.burst(count: count, cell: 0, at: 0, position: Point(x: 100, y: 100))
    return layer
  }

  @Test func deathsTimesCount() {
    let layer = Self.layer([SubEmitter(event: .death, cell: "s", count: 3)])
    Engine.run(layer, to: 1, fps: 60)
    #expect(Engine.particles(layer).filter { $0.cell == "p" }.isEmpty)
    #expect(Engine.particles(layer, cell: "s").count == 40 * 3)
    #expect(layer.birthCount == 40 + 120 && layer.droppedBirths == 0)
  }

  @Test func collisionsTimesCount() {
    let layer = Self.layer(
      recording: true, [SubEmitter(event: .collision, cell: "s", count: 2)],
      parent: {
        $0.lifetime = 3
        $0.velocity = 400
        $0.yAcceleration = 800
        $0.collisionMode = .bounce
        $0.collisionRestitution = 0.8
        $0.colliders = [CollisionTests.floor, .circle(center: Point(x: 100, y: 100), radius: 150)]
      })
    let events = CollisionTests.events(layer, to: 2, fps: 60)
    let hits = events.filter { $0.kind == .collision }
    #expect(hits.count > 40)
    let children = events.filter { $0.kind == .birth && $0.cell == 1 }
    #expect(children.count == 2 * hits.count)
    #expect(Engine.particles(layer, cell: "s").count == 2 * hits.count)
    // Each pair is born at its hit's instant and place, from the particle that hit.
    for hit in hits {
      let born = children.filter { $0.emitter == hit.serial && $0.time == hit.time }
      #expect(born.count == 2 && born.allSatisfy { $0.x == hit.x && $0.y == hit.y })
    }
  }

  @Test func birthsTimesCountAndRange() {
    let layer = Self.layer(count: 200, [SubEmitter(event: .birth, cell: "s", count: 1, countRange: 2)])
    Engine.run(layer, to: 0.1, fps: 60)
    let children = Engine.particles(layer, cell: "s").count
    #expect(children >= 200 && children <= 600)
    #expect(children > 300 && children < 500, "a mean of 2 per birth: \(children)")
  }

  @Test func theNewParticlesInheritPositionVelocityColourAndScale() throws {
    let layer = Self.layer(
      count: 1, recording: true,
      [
        SubEmitter(
          event: .death, cell: "s", count: 1, inheritsVelocity: 0.5, inheritsColor: true, inheritsScale: true)
      ],
      parent: {
        $0.color = Color(red: 1, green: 0.5, blue: 0.25, alpha: 1)
        $0.scale = 2
      })
    let events = CollisionTests.events(layer, to: 1, fps: 60)
    let death = try #require(events.first { $0.kind == .death })
    let child = try #require(Engine.particles(layer, cell: "s").first)
    let age = child.age
    #expect(abs(child.x - (death.x + 0.5 * death.vx * age)) < 1e-3)
    #expect(abs(child.y - (death.y + 0.5 * death.vy * age)) < 1e-3)
    #expect(child.g == 0.5 && child.b == 0.25 && child.scale == 2)
  }

  @Test func probabilityZeroEmitsNothing() {
    let layer = Self.layer([SubEmitter(event: .death, cell: "s", count: 5, probability: 0)])
    Engine.run(layer, to: 1, fps: 60)
    #expect(layer.particleCount == 0 && layer.birthCount == 40)
  }

  @Test func theSameParticlesAtAnyStepRate() throws {
    func run(_ fps: Double) -> [UInt64: ParticleSnapshot] {
      let layer = Self.layer(
        count: 100,
        [
          SubEmitter(event: .death, cell: "s", count: 2, inheritsVelocity: 0.3),
          SubEmitter(event: .collision, cell: "s", count: 1, probability: 0.5),
        ],
        parent: {
          $0.lifetime = 1.2
          $0.velocity = 500
          $0.yAcceleration = 800
          $0.collisionMode = .bounce
          $0.colliders = [CollisionTests.floor]
        })
      Engine.run(layer, to: 2, fps: fps)
      return Dictionary(uniqueKeysWithValues: Engine.particles(layer).map { ($0.serial, $0) })
    }
    let base = run(60)
    #expect(base.count > 200)
    for fps in [30.0, 144] {
      let other = run(fps)
      #expect(Set(other.keys) == Set(base.keys))
      for (serial, p) in base {
        let q = try #require(other[serial])
        #expect(p.x == q.x && p.y == q.y && p.birthTime == q.birthTime)
      }
    }
  }

  @Test func aCellThatSpawnsItselfOnDeathIsBounded() {
    let cell = EmitterCell {
      $0.name = "again"
      $0.birthRate = 50
      $0.lifetime = 0.2
      $0.duration = 0.5
      $0.contents = "dot"
    }
    cell.emitterCells = [cell]
    cell.subEmitters = [SubEmitter(event: .death, cell: "again", count: 1000)]
    let layer = EmitterLayer()
    layer.emitterCells = [cell]
    layer.start(at: 0)
    Engine.run(layer, to: 2, fps: 60)
    #expect(layer.birthCount == 25, "its own births only: a cell among its descendants is left out")
    #expect(layer.particleCount == 0)
  }

  @Test func birthsBeyondTheCapacityAreDroppedAndCounted() {
    let layer = Self.layer(capacity: 100, [SubEmitter(event: .death, cell: "s", count: 1000)])
    Engine.run(layer, to: 1, fps: 60)
    #expect(layer.particleCount == 100)
    #expect(layer.birthCount + layer.droppedBirths == 40 + 40 * 1000)
  }

  @Test func hostileCountsAreHeldToTheMostPerEvent() {
    let layer = Self.layer(count: 1, [SubEmitter(event: .death, cell: "s", count: .max, countRange: .max)])
    Engine.run(layer, to: 1, fps: 60)
    #expect(layer.particleCount == SubEmitter.mostPerEvent)
    let none = Self.layer(count: 1, [SubEmitter(event: .death, cell: "s", count: -5, countRange: -1)])
    Engine.run(none, to: 1, fps: 60)
    #expect(none.particleCount == 0)
  }
}
