#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A cell's motion where Core Animation's closed form does not reach, read once per cell before a
/// loop over its particles (nil for cells that need none, which keep the closed form and its cost).
///
/// - Orbit: a closed form of age round the centre (`PathColumns`), θ0 + ω·τ and R0 + ΔR·τ/life;
///   with drag, the angular velocity decays exponentially (still a closed form).
/// - Integrated forces (radial, tangential, drag, maxSpeed, the speed curve, which scales the
///   velocity the particle moves with, `curves.speed`): no closed form, so the
///   path is integrated with a fixed sub-step of `step` seconds of the particle's age, the same
///   sub-steps whatever the frame rate, so a particle is where it would be at any other rate: each
///   layer step advances the stored state to the last whole sub-step (`advanceStored`), and reading a state
///   finishes the way with one partial sub-step (`place`). The integrator is the explicit midpoint
///   method (second order; exact for constant acceleration, so gravity alone matches the closed form).
struct PathMotion {
  enum Kind: UInt8 {
    case integrated, orbit
  }

  /// The fixed sub-step, in seconds of particle age.
  static let step: Float = 1.0 / 240
  static let stepsPerSecond: Float = 240

  let kind: Kind
  /// The cell's constant acceleration (times pace²).
  let gravity: SIMD3<Float>
  /// Multiplies the accelerations each particle drew: the cell's pace².
  let forceScale: Float
  /// Drag per second (times pace), at most one per sub-step so the integration stays stable.
  let drag: Float
  /// The fastest a particle moves (times pace); infinity when unlimited.
  let maxSpeed: Float
  /// Multiplies the angular velocity each particle drew: the cell's pace.
  let angularScale: Float
  /// Scales the velocity a particle moves with over its life (the force-integrated velocity
  /// keeps its own size, so a curve that falls to 0 and rises again picks the motion up again).
  let speedCurve: ValueCurve?
  /// Shapes the particles meet after each sub-step (Collisions/); nil when they meet none.
  let collisions: CollisionResponse?

  init?(_ cell: CellValues) {
    guard let kind = Self.kind(cell) else { return nil }
    self.kind = kind
    let pace = Float(cell.pace)
    let m = cell.movement
    gravity = SIMD3(cell.xAcceleration, cell.yAcceleration, cell.zAcceleration) * (pace * pace)
    forceScale = pace * pace
    drag = min(max(0, m.drag * pace), Self.stepsPerSecond)
    maxSpeed = m.maxSpeed > 0 ? m.maxSpeed * pace : .infinity
    angularScale = pace
    speedCurve = cell.looks.curves.speed
    collisions = CollisionResponse(cell)
  }

  /// The kind of path `cell`'s particles follow, or nil for Core Animation's closed form.
  @inline(__always)
  static func kind(_ cell: CellValues) -> Kind? {
    if cell.movement.motion == .orbit { return .orbit }
    let integrated = cell.movement.hasIntegratedForces || cell.looks.curves.speed != nil
    return integrated || cell.collision.isActive ? .integrated : nil
  }

  /// The path's pass over a run: overwrites the position and velocity of states `s` (particles
  /// `range`, at the ages they hold) with each particle's path. Out of line: the closed form's
  /// loops stay as small as they were.
  @inline(never)
  func place(_ s: UnsafeMutablePointer<ParticleState>, _ p: ParticleColumns, _ range: Range<Int>) {
    guard let c = p.paths else { return }
    let first = range.lowerBound
    switch kind {
    case .orbit:
      for i in range { orbit(&s[i - first], c, i, age: s[i - first].age) }
    case .integrated:
      for i in range { integrated(&s[i - first], c, i, age: s[i - first].age, life: p.life[i]) }
    }
  }

  // MARK: Orbit

  /// The orbit's closed form. With drag the angular velocity decays as the velocity of an
  /// integrated path does (dω/dt = −drag · ω): ω(τ) = ω0·e^(−drag·τ), so the angle turned is
  /// ω0·(1 − e^(−drag·τ)) / drag; the radius keeps its own linear course.
  @inline(__always)
  private func orbit(_ s: inout ParticleState, _ c: PathColumns, _ i: Int, age tau: Float) {
    var omega = c.angularVelocity[i] * angularScale
    var theta = c.angle[i] + omega * tau
    if drag > 0 {
      let decay = exp(-drag * tau)
      theta = c.angle[i] + omega * (1 - decay) / drag
      omega *= decay
    }
    let r = c.radius[i] + c.radiusSpeed[i] * tau
    let (cosine, sine) = (cos(theta), sin(theta))
    s.x = c.cx[i] + r * cosine
    s.y = c.cy[i] + r * sine
    s.vx = c.radiusSpeed[i] * cosine - r * omega * sine
    s.vy = c.radiusSpeed[i] * sine + r * omega * cosine
  }

  // MARK: Integrated forces

  /// Position and velocity of one particle being integrated, with its constants.
  struct Body {
    var x: SIMD3<Float>
    var v: SIMD3<Float>
    let centre: SIMD2<Float>
    let radial: Float
    let tangential: Float
    let life: Float

    @inline(__always)
    init(_ c: PathColumns, _ i: Int, life: Float) {
      self.life = life
      x = SIMD3(c.x[i], c.y[i], c.z[i])
      v = SIMD3(c.vx[i], c.vy[i], c.vz[i])
      centre = SIMD2(c.cx[i], c.cy[i])
      radial = c.radial[i]
      tangential = c.tangential[i]
    }

    @inline(__always)
    func store(_ c: PathColumns, _ i: Int) {
      (c.x[i], c.y[i], c.z[i]) = (x.x, x.y, x.z)
      (c.vx[i], c.vy[i], c.vz[i]) = (v.x, v.y, v.z)
    }
  }

  /// The sub-steps whole within age `tau` (never negative, and bounded for absurd ages).
  @inline(__always)
  static func wholeSteps(_ tau: Float) -> Int {
    let n = (tau * stepsPerSecond).rounded(.down)
    return n > 0 ? Int(min(n, 1e9)) : 0
  }

  /// The acceleration at position `x` with velocity `v`: the cell's constant one, the radial and
  /// tangential ones about the centre (none exactly at the centre, as cocos2d-x), and drag.
  @inline(__always)
  func acceleration(_ b: Body, at x: SIMD3<Float>, velocity v: SIMD3<Float>) -> SIMD3<Float> {
    var a = gravity - drag * v
    let d = SIMD2(x.x, x.y) - b.centre
    let length = (d * d).sum().squareRoot()
    if length > 0 {
      let u = d / length
      let radial = b.radial * forceScale
      let tangential = b.tangential * forceScale
      // Tangential: (−u.y, u.x) turns clockwise on screen with y down.
      a.x += radial * u.x - tangential * u.y
      a.y += radial * u.y + tangential * u.x
    }
    return a
  }

  /// The speed curve's factor at `age` of a particle that lives `life` (1 without a curve).
  @inline(__always)
  func speedFactor(age: Float, life: Float) -> Float {
    guard let speedCurve else { return 1 }
    return speedCurve.scalar(at: life > 0 ? age / life : 0)
  }

  /// Holds velocity `v`, moving at `factor` times it, to the maximum speed.
  @inline(__always)
  func limit(_ v: inout SIMD3<Float>, factor: Float) {
    guard maxSpeed < .infinity else { return }
    let speed = (v * v).sum().squareRoot() * abs(factor)
    if speed > maxSpeed { v *= maxSpeed / speed }
  }

  /// One midpoint step of `dt` seconds from age `age`, where the speed curve reads `start`
  /// (carried from the step before, so each sub-step reads the curve twice); returns the curve
  /// at its end. The velocity the particle moves with is the integrated one times the curve.
  @inline(__always)
  func advance(_ b: inout Body, by dt: Float, at age: Float, curveAtStart start: Float) -> Float {
    let half = dt * 0.5
    let a1 = acceleration(b, at: b.x, velocity: b.v)
    let xm = b.x + b.v * (half * start)
    let vm = b.v + a1 * half
    let a2 = acceleration(b, at: xm, velocity: vm)
    b.x += vm * (dt * speedFactor(age: age + half, life: b.life))
    b.v += a2 * dt
    let end = speedFactor(age: age + dt, life: b.life)
    limit(&b.v, factor: end)
    return end
  }

  /// Integrates whole sub-steps from `done` to `n`.
  @inline(__always)
  func advance(_ b: inout Body, from done: Int, to n: Int) {
    var k = done
    var curve = speedFactor(age: Float(k) * Self.step, life: b.life)
    if let collisions { return advance(&b, from: done, to: n, meeting: collisions) }
    while k < n {
      curve = advance(&b, by: Self.step, at: Float(k) * Self.step, curveAtStart: curve)
      k += 1
    }
  }

  @inline(__always)
  private func integrated(
    _ s: inout ParticleState, _ c: PathColumns, _ i: Int, age tau: Float, life: Float
  ) {
    var b = Body(c, i, life: life)
    let done = Int(c.steps[i])
    let n = max(done, Self.wholeSteps(tau))
    advance(&b, from: done, to: n)
    let rest = tau - Float(n) * Self.step
    let from = Float(n) * Self.step
    if rest != 0 {
      let (x0, v0) = (b.x, b.v)
      _ = advance(&b, by: rest, at: from, curveAtStart: speedFactor(age: from, life: life))
      _ = collisions?.resolve(&b, from: x0, velocity: v0, dt: rest)
    }
    let factor = speedFactor(age: tau, life: life)
    (s.x, s.y, s.z) = (b.x.x, b.x.y, b.x.z)
    (s.vx, s.vy) = (b.v.x * factor, b.v.y * factor)
  }

  /// Integrates particle `i`'s stored state to the last whole sub-step within age `tau`; false
  /// when that state is not finite (the path overflowed a Float at a sub-step within `tau`, and
  /// stays so: infinities and NaNs carry on through every later step).
  @inline(__always)
  func advanceStored(_ c: PathColumns, _ i: Int, age tau: Float, life: Float) -> Bool {
    let done = Int(c.steps[i])
    let n = Self.wholeSteps(tau)
    guard n > done else { return true }
    var b = Body(c, i, life: life)
    advance(&b, from: done, to: n)
    b.store(c, i)
    c.steps[i] = Int32(n)
    return b.x - b.x == .zero && b.v - b.v == .zero
  }
}
