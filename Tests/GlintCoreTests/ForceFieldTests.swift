import Foundation
import Testing

@testable import GlintCore

/// Force fields against exact answers: Kepler's energy in an inverse-square pull, a vortex's
/// angular speed, a wind's constant acceleration, and the same particles at 30, 60 and 144 steps
/// a second with fields fixed, riding on a moving emitter and following a moving pointer.
@Suite struct ForceFieldTests {
  static let centre = Point(x: 400, y: 300)

  /// One still-launched particle at `origin` with `velocity` along `longitude`, stepped at `fps`;
  /// its snapshot at each of `times`.
  static func track(
    fps: Double, times: [Double], origin: Point, velocity: Float = 0, longitude: Float = 0,
    fields: [ForceField]
  ) -> [ParticleSnapshot] {
    let layer = Engine.layer(position: origin) {
      $0.birthRate = 0
      $0.lifetime = 20
      $0.velocity = velocity
      $0.emissionLongitude = longitude
    }
    layer.forceFields = fields
    layer.burst(count: 1, at: 0, position: origin)
    var out: [ParticleSnapshot] = []
    for t in times {
      Engine.run(layer, to: t, fps: fps)
      let all = Engine.particles(layer)
      #expect(all.count == 1)
      if let p = all.first { out.append(p) }
    }
    return out
  }

  static func pull(_ gm: Float, softening: Float = 0) -> ForceField {
    ForceField(kind: .point, anchor: .canvas) {
      $0.position = centre
      $0.strength = gm
      $0.falloff = .inverseSquare
      $0.softening = softening
    }
  }

  /// Orbital energy v²/2 − GM/r of a particle on an ellipse (launched at 1.15 × the circular
  /// speed) stays within 1% of its start over 5 s, at every rate; the radius swings (not a circle).
  @Test(arguments: [30.0, 60, 144])
  func anInverseSquarePullKeepsOrbitalEnergy(fps: Double) {
    let (gm, r0): (Float, Float) = (4e6, 150)
    let speed = 1.15 * (gm / r0).squareRoot()
    let origin = Point(x: Self.centre.x + r0, y: Self.centre.y)
    let times = stride(from: 0.25, through: 5, by: 0.25).map { $0 }
    let path = Self.track(
      fps: fps, times: times, origin: origin, velocity: speed, longitude: .pi / 2, fields: [Self.pull(gm)])
    #expect(path.count == times.count)
    func energy(_ p: ParticleSnapshot) -> Double {
      let (dx, dy) = (Double(p.x - Self.centre.x), Double(p.y - Self.centre.y))
      return Double(p.vx * p.vx + p.vy * p.vy) / 2 - Double(gm) / (dx * dx + dy * dy).squareRoot()
    }
    let e0 = Double(speed * speed) / 2 - Double(gm / r0)
    #expect(e0 < 0)  // bound
    var radii: [Double] = []
    for p in path {
      #expect(abs(energy(p) - e0) / abs(e0) < 0.01, "at age \(p.age): \(energy(p)) vs \(e0)")
      radii.append(Double(hypot(p.x - Self.centre.x, p.y - Self.centre.y)))
    }
    #expect((radii.max() ?? 0) > 1.5 * Double(r0))
  }

  /// A still particle in a vortex turns at exactly its strength (radians per second), on its
  /// circle, clockwise on screen.
  @Test func aVortexTurnsAtItsStrength() {
    let omega: Float = 1.7
    let vortex = ForceField(kind: .vortex, anchor: .canvas) {
      $0.position = Self.centre
      $0.strength = omega
    }
    let r0: Float = 120
    let times = [0.5, 1, 1.5]
    let path = Self.track(
      fps: 60, times: times, origin: Point(x: Self.centre.x + r0, y: Self.centre.y), fields: [vortex])
    for (p, t) in zip(path, times) {
      let angle = atan2(p.y - Self.centre.y, p.x - Self.centre.x)
      let expected = remainder(omega * Float(t), 2 * .pi)
      #expect(abs(remainder(angle - expected, 2 * .pi)) < 1e-3, "at \(t): \(angle) vs \(expected)")
      #expect(abs(hypot(p.x - Self.centre.x, p.y - Self.centre.y) - r0) < 0.05)
      // Its velocity is the flow's: ω·r across the radius.
      #expect(abs(hypot(p.vx, p.vy) - omega * r0) < 0.05)
    }
  }

  /// A steady wind is a constant acceleration: x = ½·a·t² along its angle.
  @Test func aSteadyWindIsAConstantAcceleration() {
    let wind = ForceField(kind: .wind, anchor: .canvas) {
      $0.strength = 80
      $0.angle = .pi / 2
    }
    let origin = Point(x: 100, y: 100)
    let path = Self.track(fps: 60, times: [1, 2], origin: origin, fields: [wind])
    for (p, t) in zip(path, [Float(1), 2]) {
      #expect(abs(p.y - origin.y - 40 * t * t) < 1e-2)
      #expect(abs(p.x - origin.x) < 1e-3)
    }
  }

  /// A gusting wind moves a particle by the integral of its acceleration
  /// a(t) = s·(1 + gust·g(rate·t)): its velocity is ∫₀ᵀ a dt and its place ∫₀ᵀ (T − t)·a dt
  /// (Simpson's rule on 20,000 intervals), at every step rate.
  @Test(arguments: [30.0, 60, 144])
  func aGustingWindMovesByTheIntegralOfItsAcceleration(fps: Double) {
    let (strength, gust, rate, seed): (Double, Float, Float, UInt32) = (60, 0.8, 3, 5)
    let wind = ForceField(kind: .wind, anchor: .canvas) {
      $0.strength = Float(strength)
      $0.angle = .pi / 2
      $0.gust = gust
      $0.gustFrequency = rate
      $0.seed = seed
    }
    func a(_ t: Double) -> Double {
      strength * Double(1 + gust * FieldNoise.gust(Float(t) * rate, seed: seed))
    }
    func simpson(_ f: (Double) -> Double, to end: Double) -> Double {
      let n = 20_000
      let h = end / Double(n)
      let inner = (1..<n).reduce(0.0) { $0 + ($1 % 2 == 1 ? 4 : 2) * f(Double($1) * h) }
      return (f(0) + inner + f(end)) * h / 3
    }
    let origin = Point(x: 100, y: 100)
    let path = Self.track(fps: fps, times: [1, 2], origin: origin, fields: [wind])
    #expect(path.count == 2)
    for (p, end) in zip(path, [1.0, 2]) {
      let velocity = simpson(a, to: end)
      let place = simpson({ (end - $0) * a($0) }, to: end)
      #expect(abs(Double(p.vy) - velocity) < 0.01, "velocity \(p.vy) against \(velocity) at \(end) s")
      #expect(
        abs(Double(p.y - origin.y) - place) < 0.01, "place \(p.y - origin.y) against \(place) at \(end) s")
      // The gusts matter: a steady wind of the same strength is far from it.
      #expect(abs(strength * end - velocity) > 1)
    }
  }

  /// A field acts only on the cells it names.
  @Test func aFieldActsOnlyOnTheCellsItNames() {
    let layer = EmitterLayer()
    layer.emitterPosition = Point(x: 100, y: 100)
    func cell(_ name: String) -> EmitterCell {
      EmitterCell {
        $0.name = name
        $0.lifetime = 5
        $0.contents = "dot"
      }
    }
    layer.emitterCells = [cell("pulled"), cell("free")]
    layer.forceFields = [
      ForceField(kind: .wind, anchor: .canvas) {
        $0.strength = 100; $0.cells = ["pulled"]
      }
    ]
    layer.birthRate = 0
    layer.start(at: 0)
    layer.burst(count: 1, cell: 0, at: 0, position: Point(x: 100, y: 100))
    layer.burst(count: 1, cell: 1, at: 0, position: Point(x: 100, y: 100))
    Engine.run(layer, to: 1, fps: 60)
    let pulled = Engine.particles(layer, cell: "pulled")
    let free = Engine.particles(layer, cell: "free")
    #expect(pulled.nonEmptyAndAllSatisfy { abs($0.x - 150) < 1e-2 })
    #expect(free.nonEmptyAndAllSatisfy { $0.x == 100 })
  }

  // MARK: Frame-rate independence

  /// A stream of particles under every kind of field, the emitter and a pointer moving at
  /// constant velocities, stepped at `fps` to 1 s.
  static func stream(fps: Double) -> [UInt64: ParticleSnapshot] {
    let layer = Engine.layer(position: Point(x: 200, y: 300)) {
      $0.birthRate = 120
      $0.lifetime = 3
      $0.velocity = 60
      $0.emissionRange = 2 * .pi
    }
    layer.forceFields = [
      ForceField(kind: .point, anchor: .pointer) {
        $0.strength = 2e5
        $0.falloff = .inverseSquare
        $0.softening = 20
      },
      ForceField(kind: .vortex, anchor: .emitter) {
        $0.strength = 2
        $0.radius = 200
        $0.falloff = .linear
      },
      ForceField(kind: .point, anchor: .canvas) {
        $0.position = Point(x: 300, y: 300)
        $0.strength = -50
        $0.radius = 150
      },
      ForceField(kind: .wind, anchor: .canvas) {
        $0.strength = 30
        $0.gust = 0.8
        $0.gustFrequency = 3
        $0.seed = 4
      },
      ForceField(kind: .turbulence, anchor: .canvas) {
        $0.strength = 40
        $0.frequency = 0.02
        $0.octaves = 2
        $0.scroll = 30
        $0.seed = 9
      },
    ]
    let steps = Int(fps)
    for i in 1...steps {
      let t = Double(i) / fps
      layer.emitterPosition = Point(x: 200 + 120 * Float(t), y: 300)
      layer.setPointerInputs([
        PointerInput(id: 1, location: Point(x: 250, y: 200 + 150 * Float(t)), velocity: Point(x: 0, y: 150))
      ])
      layer.step(to: t)
    }
    return Dictionary(Engine.particles(layer).map { ($0.serial, $0) }, uniquingKeysWith: { a, _ in a })
  }

  @Test func fieldsGiveTheSameParticlesAtEveryStepRate() {
    let reference = Self.stream(fps: 60)
    #expect(reference.count > 100)
    for fps in [30.0, 144] {
      let other = Self.stream(fps: fps)
      #expect(Set(other.keys) == Set(reference.keys), "other particles at \(fps)")
      var worst: Float = 0
      for (serial, q) in other {
        guard let p = reference[serial] else { continue }
        worst = max(worst, abs(p.x - q.x), abs(p.y - q.y))
      }
      #expect(worst < 0.01, "at \(fps) steps a second the particles differ by \(worst) pt")
    }
  }

  /// Fields fixed on the canvas, among them patterns that move with time (turbulence scrolling,
  /// the wind gusting), give the same particles bit for bit at 30, 60 and 144 steps a second:
  /// each sub-step reads the patterns at its own instant, which no step's end moves.
  @Test func fixedFieldsGiveTheSameParticlesBitForBitAtEveryStepRate() throws {
    func run(_ fps: Double) -> [UInt64: ParticleSnapshot] {
      let layer = Engine.layer(position: Point(x: 200, y: 300)) {
        $0.birthRate = 90
        $0.lifetime = 2.5
        $0.velocity = 50
        $0.emissionRange = 2 * .pi
      }
      layer.forceFields = [
        ForceField(kind: .point, anchor: .canvas) {
          $0.position = Point(x: 260, y: 280)
          $0.strength = 3e4
          $0.falloff = .inverseSquare
          $0.softening = 15
        },
        ForceField(kind: .vortex, anchor: .canvas) {
          $0.position = Point(x: 180, y: 320)
          $0.strength = 1.5
          $0.radius = 150
          $0.falloff = .linear
        },
        ForceField(kind: .wind, anchor: .canvas) {
          $0.strength = 25
          $0.gust = 0.9
          $0.gustFrequency = 2.5
          $0.seed = 6
        },
        ForceField(kind: .turbulence, anchor: .canvas) {
          $0.strength = 50
          $0.frequency = 0.015
          $0.octaves = 3
          $0.scroll = 45
          $0.seed = 11
        },
      ]
      // Past 2²⁰ points of scroll, so the pattern's wrap is crossed on the way.
      layer.start(at: 23_300)
      Engine.run(layer, to: 23_302, fps: fps)
      return Dictionary(uniqueKeysWithValues: Engine.particles(layer).map { ($0.serial, $0) })
    }
    let reference = run(60)
    #expect(reference.count > 100)
    for fps in [30.0, 144] {
      let other = run(fps)
      #expect(Set(other.keys) == Set(reference.keys), "other particles at \(fps)")
      let moved = try other.filter { serial, q in
        let p = try #require(reference[serial])
        return !(p.x == q.x && p.y == q.y && p.vx == q.vx && p.vy == q.vy)
      }
      #expect(moved.isEmpty, "\(moved.count) of \(other.count) particles differ at \(fps) steps a second")
    }
  }

  /// The fields moved them: the same stream without fields is elsewhere.
  @Test func theStreamIsMovedByItsFields() {
    let moved = Self.stream(fps: 60)
    let layer = Engine.layer(position: Point(x: 200, y: 300)) {
      $0.birthRate = 120
      $0.lifetime = 3
      $0.velocity = 60
      $0.emissionRange = 2 * .pi
    }
    for i in 1...60 {
      layer.emitterPosition = Point(x: 200 + 120 * Float(i) / 60, y: 300)
      layer.step(to: Double(i) / 60)
    }
    let still = Engine.particles(layer)
    let far = still.filter { p in moved[p.serial].map { hypot($0.x - p.x, $0.y - p.y) > 5 } ?? false }
    #expect(far.count > still.count / 2)
  }

  // MARK: Inherited velocity

  /// A particle adds the given fraction of its emitter's velocity through the step it is born in.
  @Test func particlesInheritAFractionOfTheEmittersVelocity() {
    let layer = Engine.layer(position: Point(x: 0, y: 100)) {
      $0.birthRate = 30
      $0.lifetime = 2
      $0.velocity = 0
      $0.inheritedVelocity = -0.5
    }
    for i in 1...30 {
      layer.emitterPosition = Point(x: 300 * Float(i) / 30, y: 100 + 60 * Float(i) / 30)
      layer.step(to: Double(i) / 30)
    }
    let all = Engine.particles(layer)
    #expect(all.count > 20)
    #expect(all.nonEmptyAndAllSatisfy { abs($0.vx + 150) < 1e-3 && abs($0.vy + 30) < 1e-3 })
  }

  // MARK: Hostile values

  /// An absurd strength sends particles off to infinity: they leave, nothing traps.
  @Test func anAbsurdStrengthRetiresParticlesWithoutTrapping() {
    let layer = Engine.layer(position: Point(x: 100, y: 100)) {
      $0.birthRate = 100
      $0.lifetime = 5
      $0.velocity = 10
    }
    layer.forceFields = [
      ForceField(kind: .point, anchor: .canvas) {
        $0.strength = 1e30; $0.position = Point(x: 1e30, y: -1e30)
      },
      ForceField(kind: .turbulence, anchor: .canvas) {
        $0.strength = 1e30; $0.frequency = 1e30; $0.octaves = 1000
      },
      ForceField(kind: .vortex, anchor: .pointer) { $0.strength = -.infinity },
    ]
    layer.setPointerInputs([PointerInput(id: 0, location: Point(x: .nan, y: 0))])
    Engine.run(layer, to: 1, fps: 60)
    for p in Engine.particles(layer) { #expect(p.x.isFinite && p.y.isFinite) }
  }
}
