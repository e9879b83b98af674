import Foundation
import GlintCore
import Testing

/// Motion beyond Core Animation against reference equations: cocos2d-x's gravity mode (radial
/// and tangential acceleration) and radius mode, written out below as cocos2d-x steps them, drag
/// and maxSpeed, and frame-rate independence of the integrated paths.
@Suite struct EngineMotionTests {
  /// One particle from an immediate burst at `origin`, every range 0, stepped at `fps` to `end`;
  /// its positions at each of `times`.
  static func track(
    fps: Double, times: [Double], origin: Point = Point(x: 200, y: 300), cell: (EmitterCell) -> Void
  ) -> [ParticleSnapshot] {
    let layer = Engine.layer(position: origin) {
      $0.birthRate = 0
      $0.lifetime = 2.5
      cell($0)
    }
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

  static let times: [Double] = [0.25, 0.5, 1, 1.5, 2]

  /// cocos2d-x's gravity mode (reference note §1.7), y up, about the emitter origin:
  /// u = pos == 0 ? 0 : normalize(pos); acc = ra·u + ta·(−u.y, u.x) + gravity; v += acc·dt;
  /// pos += v·dt. Stepped with dt = 1e-5 s (the dt → 0 limit it approximates).
  static func cocosGravity(
    speed: Double, angleDegrees: Double, gravity: (Double, Double), radial ra: Double, tangential ta: Double,
    at times: [Double]
  ) -> [(x: Double, y: Double)] {
    let a = angleDegrees * .pi / 180
    var (px, py) = (0.0, 0.0)
    var (vx, vy) = (speed * cos(a), speed * sin(a))
    let dt = 1e-5
    var t = 0.0
    var out: [(x: Double, y: Double)] = []
    for target in times {
      while t < target - dt / 2 {
        let length = (px * px + py * py).squareRoot()
        let (ux, uy) = length == 0 ? (0.0, 0.0) : (px / length, py / length)
        let ax = ra * ux + ta * -uy + gravity.0
        let ay = ra * uy + ta * ux + gravity.1
        vx += ax * dt
        vy += ay * dt
        px += vx * dt
        py += vy * dt
        t += dt
      }
      out.append((px, py))
    }
    return out
  }

  /// The same particle in Glint, as an importer writes it after the y mirror: longitude =
  /// −radians(angle), yAcceleration = −gravity.y, radial as it is, tangential negated (cocos'
  /// positive tangential turns counter-clockwise on its y-up screen, Glint's clockwise on y-down).
  static func gravityCell(_ c: EmitterCell) {
    c.velocity = 120
    c.emissionLongitude = -Float(35.0 * .pi / 180)
    c.xAcceleration = 10
    c.yAcceleration = 60
    c.radialAcceleration = 45
    c.tangentialAcceleration = -70
  }

  @Test func gravityModeFollowsCocosEquationsWithinHalfAPoint() {
    let reference = Self.cocosGravity(
      speed: 120, angleDegrees: 35, gravity: (10, -60), radial: 45, tangential: 70, at: Self.times)
    let glint = Self.track(fps: 60, times: Self.times, cell: Self.gravityCell)
    #expect(glint.count == Self.times.count)
    for (p, r) in zip(glint, reference) {
      let dx = Double(p.x) - (200 + r.x)
      let dy = Double(p.y) - (300 - r.y)
      #expect((dx * dx + dy * dy).squareRoot() < 0.5, "at age \(p.age): off by (\(dx), \(dy))")
    }
    // Not a trivial path: the forces bend it far from the straight launch.
    let straight = (x: 200 + 120 * cos(35.0 * .pi / 180) * 2, y: 300 - 120 * sin(35.0 * .pi / 180) * 2)
    if let last = glint.last {
      #expect(abs(Double(last.x) - straight.x) + abs(Double(last.y) - straight.y) > 50)
    }
  }

  /// cocos2d-x's radius mode (§1.7), y up: θ += ω·dt; R += dR·dt; pos = (−cos θ·R, −sin θ·R).
  static func cocosRadius(
    startRadius: Double, endRadius: Double, life: Double, angleDegrees: Double, degreesPerSecond: Double,
    at times: [Double]
  ) -> [(x: Double, y: Double)] {
    var theta = angleDegrees * .pi / 180
    let omega = degreesPerSecond * .pi / 180
    var radius = startRadius
    let dr = (endRadius - startRadius) / life
    let dt = 1e-4
    var t = 0.0
    var out: [(x: Double, y: Double)] = []
    for target in times {
      while t < target - dt / 2 {
        theta += omega * dt
        radius += dr * dt
        t += dt
      }
      out.append((-cos(theta) * radius, -sin(theta) * radius))
    }
    return out
  }

  @Test func orbitFollowsCocosRadiusModeWithinHalfAPoint() {
    let reference = Self.cocosRadius(
      startRadius: 80, endRadius: 20, life: 2.5, angleDegrees: 30, degreesPerSecond: 90, at: Self.times)
    // The importer's mapping after the mirror: the start angle π − angle (cocos' minus signs put
    // the particle opposite), the angular velocity negated.
    let glint = Self.track(fps: 60, times: Self.times) {
      $0.motion = .orbit
      $0.orbitRadius = 80
      $0.orbitEndRadius = 20
      $0.emissionLongitude = Float.pi - Float(30.0 * .pi / 180)
      $0.orbitAngularVelocity = -Float(90.0 * .pi / 180)
      $0.velocity = 500  // unused by an orbit
      $0.yAcceleration = 300
    }
    #expect(glint.count == Self.times.count)
    for (p, r) in zip(glint, reference) {
      let dx = Double(p.x) - (200 + r.x)
      let dy = Double(p.y) - (300 - r.y)
      #expect((dx * dx + dy * dy).squareRoot() < 0.5, "at age \(p.age): off by (\(dx), \(dy))")
    }
  }

  @Test func anOrbitWithoutAnEndRadiusKeepsItsRadius() {
    let glint = Self.track(fps: 60, times: Self.times) {
      $0.motion = .orbit
      $0.orbitRadius = 50
      $0.orbitAngularVelocity = 3
    }
    #expect(
      glint.nonEmptyAndAllSatisfy {
        abs(((($0.x - 200) * ($0.x - 200)) + ($0.y - 300) * ($0.y - 300)).squareRoot() - 50) < 0.01
      })
    // Clockwise on screen (y down): from angle 0 the particle goes to +y first.
    if let first = glint.first { #expect(first.y > 300) }
  }

  /// Orbit with drag: the angle turned by age τ is ω0·(1 − e^(−drag·τ)) / drag (the angular
  /// velocity decays as an integrated velocity does), on the orbit's own radius.
  @Test func dragSlowsAnOrbitsTurning() {
    let (omega, drag) = (3.0, 1.5)
    let glint = Self.track(fps: 60, times: Self.times) {
      $0.motion = .orbit
      $0.orbitRadius = 50
      $0.orbitAngularVelocity = Float(omega)
      $0.drag = Float(drag)
    }
    #expect(glint.count == Self.times.count)
    for p in glint {
      let tau = Double(p.age)
      let theta = omega * (1 - exp(-drag * tau)) / drag
      let (x, y) = (200 + 50 * cos(theta), 300 + 50 * sin(theta))
      #expect(abs(Double(p.x) - x) < 0.01 && abs(Double(p.y) - y) < 0.01, "at age \(tau)")
      let speed = Double((p.vx * p.vx + p.vy * p.vy).squareRoot())
      #expect(abs(speed - 50 * omega * exp(-drag * tau)) < 0.01, "speed at age \(tau)")
    }
  }

  /// The integrated path at 30, 60 and 144 steps a second: within 0.01 pt of each other (the
  /// sub-steps are the same at any rate; only the rounding of ages differs).
  @Test(arguments: [30.0, 144.0]) func integratedPathsDoNotDependOnTheStepRate(fps: Double) {
    let reference = Self.track(fps: 60, times: Self.times, cell: Self.gravityCell)
    let other = Self.track(fps: fps, times: Self.times, cell: Self.gravityCell)
    #expect(other.count == reference.count)
    for (a, b) in zip(other, reference) {
      #expect(abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01, "\(a.x), \(a.y) vs \(b.x), \(b.y)")
      #expect(abs(a.vx - b.vx) < 0.01 && abs(a.vy - b.vy) < 0.01)
    }
  }

  /// Gravity alone through the integrator (drag 0 but a maximum speed never reached) is Core
  /// Animation's closed form.
  @Test func gravityAloneIntegratedIsTheClosedForm() {
    let closed = Self.track(fps: 60, times: Self.times) {
      $0.velocity = 100
      $0.yAcceleration = 200
    }
    let integrated = Self.track(fps: 60, times: Self.times) {
      $0.velocity = 100
      $0.yAcceleration = 200
      $0.maxSpeed = 1e6
    }
    for (a, b) in zip(closed, integrated) {
      #expect(abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01, "\(a.y) vs \(b.y)")
    }
  }

  /// Drag decays the speed as e^(−drag·t); maxSpeed holds every particle under it.
  @Test func dragAndMaxSpeedBoundTheSpeed() {
    let dragged = Self.track(fps: 60, times: Self.times) {
      $0.velocity = 300
      $0.drag = 1.5
    }
    for p in dragged {
      let speed = (p.vx * p.vx + p.vy * p.vy).squareRoot()
      let expected = 300 * exp(-1.5 * p.age)
      #expect(abs(speed - expected) < 0.01 * expected, "speed \(speed) at \(p.age), expected \(expected)")
    }
    let layer = Engine.layer {
      $0.birthRate = 400
      $0.lifetime = 1.5
      $0.velocity = 100
      $0.velocityRange = 200
      $0.emissionRange = 2 * .pi
      $0.yAcceleration = 900
      $0.radialAcceleration = 300
      $0.maxSpeed = 150
    }
    for step in 1...90 {
      layer.step(to: Double(step) / 60)
      let particles = Engine.particles(layer)
      #expect(particles.nonEmptyAndAllSatisfy { ($0.vx * $0.vx + $0.vy * $0.vy).squareRoot() <= 150.01 })
    }
  }

  /// pixi's maxSpeed (reference: the speed's magnitude, |v| = min(|v0 + g·t|, maxSpeed)): a
  /// particle falling from rest under 1000 pt/s² reaches 100 pt/s at 0.1 s, exactly on a
  /// sub-step, and holds it, so from then on it is at y0 + 5 + 100 · (t − 0.1). The midpoint
  /// step moves with the velocity half a sub-step on, which may pass the limit by
  /// g · step / 2 (about 2 pt/s here) before each step's end holds it.
  @Test func maxSpeedHoldsTheSpeedsMagnitudeAtItsValue() {
    let falling = Self.track(fps: 60, times: Self.times) {
      $0.yAcceleration = 1000
      $0.maxSpeed = 100
    }
    let overshoot: Float = 1000 / 240 / 2  // g · step / 2, sub-steps of 1/240 s
    for p in falling {
      let speed = (p.vx * p.vx + p.vy * p.vy).squareRoot()
      let y = 300 + 5 + 100 * (p.age - 0.1)
      #expect(abs(speed - 100) < 1e-3, "speed \(speed) at \(p.age)")
      #expect(p.x == 200 && p.y >= y - 1e-2, "y \(p.y) at \(p.age), expected \(y)")
      #expect(p.y <= y + overshoot * (p.age - 0.1) + 1e-2, "y \(p.y) at \(p.age), expected \(y)")
    }
  }

  /// A particle born exactly at the centre gets no radial push until it moves (cocos2d-x).
  @Test func aParticleAtTheCentreFeelsNoRadialForce() {
    let still = Self.track(fps: 60, times: [1]) {
      $0.radialAcceleration = 500
      $0.tangentialAcceleration = 500
    }
    #expect(still.nonEmptyAndAllSatisfy { $0.x == 200 && $0.y == 300 })
  }

  /// Many particles with every integrated force, sub-cells born from them and a moving emitter:
  /// the same seed gives the same particles bit for bit, and other step rates agree within
  /// 0.01 pt.
  static func swarm(seed: UInt32, fps: Double, until end: Double = 1.2) -> [UInt64: ParticleSnapshot] {
    let spark = EmitterCell()
    spark.name = "spark"
    spark.birthRate = 8
    spark.lifetime = 0.5
    spark.velocity = 30
    spark.drag = 2
    let layer = Engine.layer(seed: seed) {
      $0.birthRate = 150
      $0.lifetime = 0.8
      $0.lifetimeRange = 0.4
      $0.velocity = 90
      $0.velocityRange = 60
      $0.emissionRange = 2 * .pi
      $0.radialAcceleration = -120
      $0.radialAccelerationRange = 80
      $0.tangentialAcceleration = 200
      $0.tangentialAccelerationRange = 100
      $0.drag = 0.7
      $0.maxSpeed = 160
      $0.yAcceleration = 40
      $0.emitterCells = [spark]
    }
    let steps = Int((end * fps).rounded())
    for i in 1...steps {
      let t = i == steps ? end : Double(i) / fps
      layer.emitterPosition = Point(x: 100 + 200 * Float(t), y: 100 + 50 * Float(t))
      layer.step(to: t)
    }
    var all: [UInt64: ParticleSnapshot] = [:]
    layer.forEachParticle { all[$0.serial] = $0 }
    return all
  }

  @Test func integratedMotionIsDeterministic() {
    let a = Self.swarm(seed: 4, fps: 60)
    #expect(a.count > 100)
    #expect(a == Self.swarm(seed: 4, fps: 60))
    #expect(a != Self.swarm(seed: 5, fps: 60))
  }

  @Test(arguments: [30.0, 144.0]) func aSwarmDoesNotDependOnTheStepRate(fps: Double) {
    let reference = Self.swarm(seed: 4, fps: 60)
    let other = Self.swarm(seed: 4, fps: fps)
    #expect(Set(other.keys) == Set(reference.keys))
    #expect(reference.values.contains { $0.cell == "spark" })
    for (serial, p) in other {
      guard let q = reference[serial] else { continue }
      #expect(abs(p.x - q.x) < 0.01 && abs(p.y - q.y) < 0.01, "\(p.cell): \(p.x), \(p.y) vs \(q.x), \(q.y)")
    }
  }

  /// Turning the forces on for live particles starts their paths where the closed form had them,
  /// and key paths reach every motion property.
  @Test func switchingForcesOnKeepsParticlesWhereTheyAre() throws {
    let layer = Engine.layer {
      $0.birthRate = 50
      $0.lifetime = 2
      $0.velocity = 80
      $0.emissionRange = 2 * .pi
    }
    Engine.run(layer, to: 0.5, fps: 60)
    let before = Dictionary(uniqueKeysWithValues: Engine.particles(layer).map { ($0.serial, $0) })
    try layer.setValue(Float(3), forKeyPath: "emitterCells.c.drag")
    #expect(try layer.value(forKeyPath: "emitterCells.c.drag", as: Float.self) == 3)
    try layer.setValue(ParticleMotion.ballistic, forKeyPath: "emitterCells.c.motion")
    layer.step(to: 0.5 + 1.0 / 240)
    let after = Engine.particles(layer)
    #expect(
      after.nonEmptyAndAllSatisfy { p in
        guard let q = before[p.serial] else { return true }
        return abs(p.x - q.x) < 1 && abs(p.y - q.y) < 1
      })
  }
}

/// The speed curve against pixi's moveSpeed (reference note §2.4): each frame the velocity is the
/// launch direction times speed(list(age / life)), and the position moves by it; as frames get
/// shorter the distance tends to the launch speed times the curve's integral.
@Suite struct EngineSpeedCurveTests {
  @Test func aFallingSpeedCurveFollowsItsIntegral() {
    let times: [Double] = [0.5, 1, 2, 2.4]
    let glint = EngineMotionTests.track(fps: 60, times: times) {
      $0.velocity = 100
      $0.curves.speed = ValueCurve([(0, 1), (1, 0)])
    }
    #expect(glint.count == times.count)
    for p in glint {
      // speed(τ) = 100 · (1 − τ/2.5), so x(τ) = 100 · (τ − τ²/5).
      let t = p.age
      let expected = 200 + 100 * (t - t * t / 5)
      #expect(abs(p.x - expected) < 0.05 && abs(p.y - 300) < 1e-3, "x \(p.x) at \(t), expected \(expected)")
      #expect(abs(p.vx - 100 * (1 - t / 2.5)) < 0.05)
    }
  }

  @Test(arguments: [30.0, 144.0]) func aSteppedEasedCurveDoesNotDependOnTheStepRate(fps: Double) {
    func dress(_ c: EmitterCell) {
      c.velocity = 150
      c.drag = 0.3
      c.curves.speed = ValueCurve([(0, 1), (0.3, 2), (1, 0.2)], stepped: true)
    }
    let times: [Double] = [0.4, 1.1, 2.2]
    let reference = EngineMotionTests.track(fps: 60, times: times, cell: dress)
    let other = EngineMotionTests.track(fps: fps, times: times, cell: dress)
    #expect(other.count == reference.count)
    for (a, b) in zip(other, reference) { #expect(abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01) }
  }
}
