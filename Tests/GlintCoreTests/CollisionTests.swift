import GlintCore
import Testing

/// Collisions against exact answers: a bounce's height, no tunnelling at any step rate, the
/// canvas's edges, obstacles given at run time, lifetime lost per hit, and death at a shape.
@Suite struct CollisionTests {
  static let floor = Collider.segment(from: Point(x: -1000, y: 300), to: Point(x: 1000, y: 300))

  /// One particle released at (100, 100), at rest or thrown at `speed` pt/s along the floor,
  /// under gravity g = 1000 pt/s², over `floor`.
  static func drop(
    restitution: Float, friction: Float = 0, speed: Float = 0, recording: Bool = true
  ) -> EmitterLayer {
    let layer = Engine.layer(configure: { $0.recordsParticleEvents = recording }) {
      $0.lifetime = 20
      $0.velocity = speed
      $0.yAcceleration = 1000
      $0.collisionMode = .bounce
      $0.collisionRestitution = restitution
      $0.collisionFriction = friction
      $0.colliders = [floor]
    }
    layer.burst(count: 1, cell: 0, at: 0, position: Point(x: 100, y: 100))
    return layer
  }

  /// Steps `layer` at `fps` to `end`, returning every event of every step.
  static func events(_ layer: EmitterLayer, to end: Double, fps: Double) -> [ParticleEvent] {
    var all: [ParticleEvent] = []
    let begin = layer.time
    let steps = Int(((end - begin) * fps).rounded(.up))
    for i in 1...max(steps, 1) {
      layer.step(to: i == steps ? end : begin + Double(i) / fps)
      all += layer.particleEvents
    }
    return all
  }

  /// The smallest y (the highest point) the particle reaches within [from, to], read every 0.5 ms.
  static func apex(_ layer: EmitterLayer, from: Double, to: Double) -> Float {
    var highest = Float.infinity
    var t = from
    while t <= to {
      layer.step(to: t)
      for p in Engine.particles(layer) { highest = min(highest, p.y) }
      t += 0.0005
    }
    return highest
  }

  @Test(arguments: [Float(0.8), 0.5])
  func aBounceRisesRestitutionSquaredOfTheDrop(restitution e: Float) throws {
    let layer = Self.drop(restitution: e)
    // Dropped from 200 pt above the floor: it meets it at √(2h/g) with speed √(2gh).
    let hitTime = (2 * 200 / 1000.0).squareRoot()
    let hits = Self.events(layer, to: hitTime + 0.01, fps: 240).filter { $0.kind == .collision }
    let hit = try #require(hits.first)
    #expect(abs(hit.time - hitTime) < 1e-4)
    #expect(abs(hit.y - 300) < 1e-3)
    #expect(abs(hit.vy + e * (2 * 1000 * 200 as Float).squareRoot()) < 0.5, "leaves at e·√(2gh) upward")
    // It rises to e²·h, at e·√(2h/g) after the hit.
    let rise = Double(e) * hitTime
    let top = Self.apex(layer, from: hitTime + rise - 0.02, to: hitTime + rise + 0.02)
    let ratio = (300 - top) / 200
    #expect(abs(ratio - e * e) < 0.002 * e * e, "height ratio \(ratio), restitution² \(e * e)")
  }

  /// Particles launched at 2,000 pt/s in every direction from (100, 100) at a wall segment, a
  /// circle and a rectangle round them: none is ever found beyond one, at any step rate.
  @Test(arguments: [30.0, 60, 144])
  func nothingPassesThroughAShapeAt2000PointsPerSecond(fps: Double) {
    for mode in [CollisionMode.bounce, .die] {
      let layer = Engine.layer {
        $0.birthRate = 400
        $0.lifetime = 1.5
        $0.velocity = 2000
        $0.emissionRange = 2 * .pi
        $0.collisionMode = mode
        $0.collisionRestitution = 1
        $0.colliders = [
          .segment(from: Point(x: 180, y: -1000), to: Point(x: 180, y: 1000)),
          .circle(center: Point(x: 100, y: 100), radius: 60),
          .rectangle(Rect(x: 0, y: 0, width: 300, height: 300)),
        ]
      }
      var seen = 0
      let steps = Int(2 * fps)
      for n in 1...steps {
        layer.step(to: Double(n) / fps)
        for p in Engine.particles(layer) {
          seen += 1
          let d = ((p.x - 100) * (p.x - 100) + (p.y - 100) * (p.y - 100)).squareRoot()
          #expect(p.x <= 180 && d <= 60.001, "\(mode) at \(fps)/s: a particle at (\(p.x), \(p.y))")
        }
      }
      #expect(seen > 1000)
    }
  }

  /// Friction takes its share of the speed along the shape at each hit: thrown at 300 pt/s
  /// along the floor, a particle with friction 0.5 leaves its first hit at 150 pt/s along it,
  /// and across it at restitution × its speed into it.
  @Test func frictionTakesItsShareOfTheSpeedAlongTheShape() throws {
    let layer = Self.drop(restitution: 0.8, friction: 0.5, speed: 300)
    let hit = try #require(Self.events(layer, to: 1, fps: 60).first { $0.kind == .collision })
    #expect(abs(hit.vx - 150) < 1e-3, "leaves at \(hit.vx) pt/s along the floor")
    #expect(abs(hit.vy + 0.8 * (2 * 1000 * 200 as Float).squareRoot()) < 0.5, "leaves at \(hit.vy) pt/s up")
  }

  /// A particle that meets the floor slower than the resting speed (10 pt/s across it) rests on
  /// it: dropped from 200 pt with restitution 0.5, it hits at 632 pt/s and about half that each
  /// time after, so six or seven hits are collisions (the seventh comes at about 10 pt/s, on the
  /// line), then it settles, where gravity no longer makes a collision of every sub-step.
  @Test func aSlowBounceRestsOnTheFloor() throws {
    let layer = Self.drop(restitution: 0.5)
    let settling = Self.events(layer, to: 3, fps: 60).filter { $0.kind == .collision }
    #expect((6...7).contains(settling.count), "\(settling.count) collisions")
    let resting = Self.events(layer, to: 4, fps: 60).filter { $0.kind == .collision }
    #expect(resting.count == 0, "collisions in a second on the floor")
    let p = try #require(Engine.particles(layer).first)
    #expect(abs(p.y - 300) < 0.05 && abs(p.vy) < 10, "at y \(p.y) moving at \(p.vy) pt/s")
  }

  /// A particle at 2,000 pt/s, 60° across a channel 4 pt high, meets its walls once or twice a
  /// sub-step: each contact is resolved and the rest of the sub-step travelled after it, so the
  /// particle stays in the channel and goes along it at its own 1,000 pt/s, as if there were no
  /// walls (restitution 1, no friction), at any step rate.
  @Test(arguments: [30.0, 60, 144])
  func everyContactOfASubStepIsTravelledOn(fps: Double) throws {
    let layer = Engine.layer {
      $0.lifetime = 5
      $0.velocity = 2000
      $0.emissionLongitude = .pi / 3
      $0.collisionMode = .bounce
      $0.collisionRestitution = 1
      $0.colliders = [
        .segment(from: Point(x: -1000, y: 100), to: Point(x: 5000, y: 100)),
        .segment(from: Point(x: -1000, y: 104), to: Point(x: 5000, y: 104)),
      ]
    }
    layer.burst(count: 1, cell: 0, at: 0, position: Point(x: 0, y: 102))
    Engine.run(layer, to: 1, fps: fps)
    let p = try #require(Engine.particles(layer).first)
    #expect(p.y >= 100 && p.y <= 104, "left the channel: y = \(p.y)")
    #expect(abs(p.x - 1000) < 0.5, "went \(p.x) pt along the channel in 1 s at 1,000 pt/s")
  }

  /// The same particles at 30, 60 and 144 steps a second, bouncing, losing life per hit and
  /// dying: the same serials, at the same places.
  @Test func theSameParticlesAtAnyStepRate() throws {
    func run(_ fps: Double) -> [UInt64: ParticleSnapshot] {
      let layer = Engine.layer {
        $0.lifetime = 3
        $0.velocity = 900
        $0.emissionRange = 2 * .pi
        $0.yAcceleration = 600
        $0.collisionMode = .bounce
        $0.collisionRestitution = 0.7
        $0.collisionFriction = 0.2
        $0.collisionLifetimeLoss = 0.1
        $0.colliders = [Self.floor, .circle(center: Point(x: 160, y: 120), radius: 30)]
        $0.collidesWithCanvasEdges = true
      }
      layer.collisionBounds = Rect(x: 0, y: 0, width: 800, height: 400)
      layer.burst(count: 300, cell: 0, at: 0, position: Point(x: 100, y: 100))
      Engine.run(layer, to: 2.45, fps: fps)
      return Dictionary(uniqueKeysWithValues: Engine.particles(layer).map { ($0.serial, $0) })
    }
    let base = run(60)
    #expect(base.count > 20 && base.count < 300, "some died of their hits")
    #expect(base.values.contains { $0.lifetime < 3 }, "hits took life")
    for fps in [30.0, 144] {
      let other = run(fps)
      #expect(Set(other.keys) == Set(base.keys))
      for (serial, p) in base {
        let q = try #require(other[serial])
        #expect(p.x == q.x && p.y == q.y && p.vx == q.vx && p.vy == q.vy && p.lifetime == q.lifetime)
      }
    }
  }

  /// A colliding cell's step reads a field that changes with time (turbulence scrolling) at
  /// each sub-step's own instant: its particles, meeting no shape, are the ones the same cell
  /// has without collisions, bit for bit, at 30, 60 and 144 steps a second, and the same bit for
  /// bit at every rate.
  @Test func aCollidingCellReadsScrollingTurbulenceAtEachSubStepsInstant() throws {
    func run(_ fps: Double, colliding: Bool) -> [UInt64: ParticleSnapshot] {
      let layer = Engine.layer(position: Point(x: 300, y: 300)) {
        $0.birthRate = 60
        $0.lifetime = 3
        $0.velocity = 40
        $0.emissionRange = 2 * .pi
        if colliding {
          $0.collisionMode = .bounce
          $0.colliders = [.segment(from: Point(x: -1000, y: 5000), to: Point(x: 1000, y: 5000))]
        }
      }
      layer.forceFields = [
        ForceField(kind: .turbulence, anchor: .canvas) {
          $0.strength = 80
          $0.frequency = 0.02
          $0.scroll = 60
          $0.seed = 3
        }
      ]
      Engine.run(layer, to: 2.3, fps: fps)
      return Dictionary(uniqueKeysWithValues: Engine.particles(layer).map { ($0.serial, $0) })
    }
    let reference = run(60, colliding: false)
    #expect(reference.count > 100)
    for fps in [30.0, 60, 144] {
      let (plain, colliding) = (run(fps, colliding: false), run(fps, colliding: true))
      #expect(Set(colliding.keys) == Set(reference.keys) && Set(plain.keys) == Set(reference.keys))
      func same(_ p: ParticleSnapshot, _ q: ParticleSnapshot) -> Bool {
        p.x == q.x && p.y == q.y && p.vx == q.vx && p.vy == q.vy
      }
      var (differing, moved) = (0, 0)
      for (serial, p) in plain {
        let q = try #require(colliding[serial])
        if !same(p, q) { differing += 1 }
        if !same(q, try #require(reference[serial])) { moved += 1 }
      }
      #expect(differing == 0, "\(differing) of \(plain.count) particles elsewhere at \(fps) steps a second")
      #expect(moved == 0, "\(moved) particles not where 60 steps a second put them, at \(fps)")
    }
  }

  @Test func theCanvasEdgesHoldParticlesInAndLetThemEnter() {
    let layer = Engine.layer(position: Point(x: 200, y: -50)) {
      $0.birthRate = 300
      $0.lifetime = 2
      $0.velocity = 2000
      $0.emissionLongitude = .pi / 2
      $0.emissionRange = 2
      $0.collisionMode = .bounce
      $0.collidesWithCanvasEdges = true
    }
    layer.collisionBounds = Rect(x: 0, y: 0, width: 400, height: 300)
    var inside = 0
    for n in 1...120 {
      layer.step(to: Double(n) / 60)
      for p in Engine.particles(layer) where p.age > 0.1 {
        inside += 1
        #expect(p.x >= 0 && p.x <= 400 && p.y >= 0 && p.y <= 300, "(\(p.x), \(p.y)) outside the canvas")
      }
    }
    #expect(inside > 1000, "born above the canvas, they entered it and stayed in")
  }

  @Test func obstaclesGivenAtRunTimeAreMetFromTheNextStep() {
    let layer = Engine.layer {
      $0.birthRate = 100
      $0.lifetime = 1
      $0.velocity = 500
      $0.collisionMode = .die
    }
    Engine.run(layer, to: 0.5, fps: 60)
    #expect(Engine.particles(layer).contains { $0.x > 250 }, "nothing in the way yet")
    layer.obstacles = [.segment(from: Point(x: 200, y: 0), to: Point(x: 200, y: 200))]
    Engine.run(layer, to: 1.5, fps: 60)
    #expect(Engine.particles(layer).nonEmptyAndAllSatisfy { $0.x <= 200 })
  }

  @Test func eachHitTakesItsLifetimeLossAndALifeThatRunsOutEndsAtTheHit() throws {
    let layer = Self.drop(restitution: 1)
    layer.emitterCells[0].collisionLifetimeLoss = 19.5
    let events = Self.events(layer, to: 1, fps: 60)
    let hit = try #require(events.first { $0.kind == .collision })
    let death = try #require(events.first { $0.kind == .death })
    #expect(abs(hit.time - (0.4 as Double).squareRoot()) < 1e-4)
    #expect(death.time == hit.time, "20 s of life, 19.5 lost at a hit after 0.63 s: it ends there")
    #expect(abs(death.y - 300) < 0.1)
    #expect(layer.particleCount == 0)
  }

  @Test func dyingAtAShapeIsADeathAtTheHit() throws {
    let layer = Self.drop(restitution: 1)
    layer.emitterCells[0].collisionMode = .die
    let events = Self.events(layer, to: 1, fps: 30)
    let hit = try #require(events.first { $0.kind == .collision })
    let death = try #require(events.first { $0.kind == .death })
    #expect(death.time == hit.time && abs(death.y - 300) < 0.1 && layer.particleCount == 0)
  }

  /// A layer per pointer whose particles fly right at 500 pt/s and die at a shape.
  struct DartsEffect: Effect {
    let info = EffectInfo(id: "darts", name: "Darts", summary: "Particles that die at obstacles.")

    func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
      let layer = EmitterLayer()
      layer.emitterCells = [
        EmitterCell {
          $0.birthRate = 100
          $0.lifetime = 1
          $0.velocity = 500
          $0.collisionMode = .die
          $0.contents = "dot"
        }
      ]
      return [layer]
    }
  }

  @Test func aHostsObstaclesAndCanvasReachItsLayers() {
    let host = PointerHost(effect: DartsEffect())
    host.obstacles = [.segment(from: Point(x: 150, y: 0), to: Point(x: 150, y: 200))]
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
    host.advance(to: 1)
    #expect(host.layers.flatMap { Engine.particles($0) }.nonEmptyAndAllSatisfy { $0.x <= 150 })
    host.obstacles = []
    host.advance(to: 2)
    #expect(host.layers.flatMap { Engine.particles($0) }.contains { $0.x > 150 }, "gone from the next step")
  }

  /// A million obstacles from a host: the first `ColliderShapes.most` count, and a step stays cheap.
  @Test func aMillionObstaclesAreHeldToTheMostACellMeets() {
    let layer = Engine.layer {
      $0.birthRate = 100
      $0.lifetime = 1
      $0.velocity = 500
      $0.collisionMode = .die
    }
    let far = Collider.circle(center: Point(x: -10_000, y: -10_000), radius: 1)
    layer.obstacles =
      [.segment(from: Point(x: 150, y: 0), to: Point(x: 150, y: 200))]
      + Array(repeating: far, count: 1_000_000)
    Engine.run(layer, to: 1, fps: 60)
    #expect(Engine.particles(layer).nonEmptyAndAllSatisfy { $0.x <= 150 })
  }

  /// Shapes beyond reach or not finite are left out, and a path that overflows a float among
  /// shapes ends without trapping.
  @Test func hostileShapesAndOverflowingPathsAreHarmless() {
    let layer = Engine.layer {
      $0.birthRate = 100
      $0.lifetime = 5
      $0.velocity = 1e30
      $0.yAcceleration = 1e30
      $0.emissionRange = 6
      $0.collisionMode = .bounce
      $0.colliders = [
        .circle(center: Point(x: .nan, y: 0), radius: 5),
        .segment(from: .zero, to: Point(x: .infinity, y: 1)),
        .rectangle(Rect(x: 0, y: 0, width: 3e38, height: 1)), .circle(center: .zero, radius: -1),
        .circle(center: Point(x: 100, y: 100), radius: 50),
      ]
    }
    #expect(!Collider.circle(center: Point(x: 2e7, y: 0), radius: 1).isValid)
    Engine.run(layer, to: 2, fps: 60)
    #expect(Engine.particles(layer).allSatisfy { $0.x.isFinite && $0.y.isFinite })
  }

  /// Particles whose hits take their life end at the same instants at any step rate: the same
  /// ones are alive at each shared instant, and each death is recorded once, at its instant.
  @Test func livesShortenedByHitsEndAlikeAtAnyStepRate() {
    func run(_ fps: Double) -> (live: [Set<UInt64>], deaths: [UInt64: Double]) {
      let layer = Engine.layer(configure: { $0.recordsParticleEvents = true }) {
        $0.lifetime = 1.2
        $0.velocity = 1500
        $0.emissionRange = 2 * .pi
        $0.collisionMode = .bounce
        $0.collisionLifetimeLoss = 0.25
        $0.collidesWithCanvasEdges = true
      }
      layer.collisionBounds = Rect(x: 0, y: 0, width: 300, height: 200)
      layer.burst(count: 200, cell: 0, at: 0, position: Point(x: 100, y: 100))
      var live: [Set<UInt64>] = []
      var deaths: [UInt64: Double] = [:]
      for instant in [0.2, 0.4, 0.6, 0.8, 1.0, 1.3] {
        for event in CollisionTests.events(layer, to: instant, fps: fps) where event.kind == .death {
          #expect(deaths[event.serial] == nil, "one death per particle")
          deaths[event.serial] = event.time
        }
        live.append(Set(Engine.particles(layer).map(\.serial)))
      }
      return (live, deaths)
    }
    let base = run(60)
    #expect(base.deaths.count == 200 && base.live[1].count < 200 && base.live[1].count > 0)
    for fps in [30.0, 144] {
      let other = run(fps)
      #expect(other.live == base.live)
      #expect(other.deaths == base.deaths)
    }
  }
}
