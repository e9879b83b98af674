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
/// - Integrated forces (radial, tangential, drag, maxSpeed, fields, collisions, and with them the
///   speed curve, which scales the velocity the particle moves with, `curves.speed`; a speed curve
///   alone has a closed form, `EasedSpeed`): no closed form, so the
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
  /// The force fields acting on the cell this step (`ActiveFields`): forces join the
  /// acceleration, flows the motion; none for most cells.
  let fields: ActiveFields
  /// The speed curve's reader, taken once per cell (valid while `speedCurve` lives), so that
  /// each sub-step reads the curve through plain pointers.
  let speedReader: CurveReader?
  /// Shapes the particles meet after each sub-step (Collisions/); nil when they meet none.
  let collisions: CollisionResponse?
  /// Spin by speed, counted in each sub-step of an integrated path (`SpinCount`); nil when the
  /// cell does not spin by speed or its path is an orbit (whose spin is a pass of its own).
  let spin: SpinBySpeed?

  init?(_ cell: borrowing CellValues) {
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
    fields = m.fields
    speedReader = speedCurve?.reader
    collisions = CollisionResponse(cell)
    spin = kind == .integrated ? SpinBySpeed(cell) : nil
  }

  /// The kind of path `cell`'s particles follow, or nil for Core Animation's closed form.
  @inline(__always)
  static func kind(_ cell: CellValues) -> Kind? {
    if cell.movement.motion == .orbit { return .orbit }
    return cell.movement.hasIntegratedForces || cell.collision.isActive ? .integrated : nil
  }

  /// The path's pass over a run: overwrites the position and velocity of particles `range` in
  /// `run` (at the ages it holds) with each particle's path. Out of line: the closed form's
  /// loops stay as small as they were.
  @inline(never)
  func place(_ run: ParticleRun, _ p: ParticleColumns, _ range: Range<Int>) {
    guard let c = p.paths else { return }
    let first = range.lowerBound
    switch kind {
    case .orbit:
      for i in range { orbit(run, i &- first, c, i) }
    case .integrated:
      if let spin { return placeSpinning(run, p, c, range, spin) }
      // Two particles at a time, so the core overlaps their partial sub-steps (one at a time
      // where shapes may turn a partial sub-step).
      var i = range.lowerBound
      let pairs = collisions == nil
      while pairs && i + 1 < range.upperBound {
        integrated(
          run, i &- first, c, i, lives: (p.life[i], p.life[i + 1]), births: (p.birth[i], p.birth[i + 1]))
        i += 2
      }
      while i < range.upperBound {
        integrated(run, i &- first, c, i, life: p.life[i], birth: p.birth[i])
        i += 1
      }
    }
  }

  // MARK: Orbit

  /// The orbit's closed form. With drag the angular velocity decays as the velocity of an
  /// integrated path does (dω/dt = −drag · ω): ω(τ) = ω0·e^(−drag·τ), so the angle turned is
  /// ω0·(1 − e^(−drag·τ)) / drag; the radius keeps its own linear course.
  @inline(__always)
  private func orbit(_ run: ParticleRun, _ k: Int, _ c: PathColumns, _ i: Int) {
    let tau = run.age[k]
    var omega = c.angularVelocity[i] * angularScale
    var theta = c.angle[i] + omega * tau
    if drag > 0 {
      let decay = exp(-drag * tau)
      theta = c.angle[i] + omega * (1 - decay) / drag
      omega *= decay
    }
    let r = c.radius[i] + c.radiusSpeed[i] * tau
    let (cosine, sine) = (cos(theta), sin(theta))
    run.x[k] = c.cx[i] + r * cosine
    run.y[k] = c.cy[i] + r * sine
    run.vx[k] = c.radiusSpeed[i] * cosine - r * omega * sine
    run.vy[k] = c.radiusSpeed[i] * sine + r * omega * cosine
  }

  /// An orbit's speed at age `tau`: √(Ṙ² + (R·ω)²), the radius's change and the turning, with
  /// the angular velocity decayed by drag as `orbit` has it.
  @inline(__always)
  static func orbitSpeed(_ c: PathColumns, _ i: Int, age tau: Float, angularScale: Float, drag: Float)
    -> Float
  {
    var omega = c.angularVelocity[i] * angularScale
    if drag > 0 { omega *= exp(-drag * tau) }
    let turning = (c.radius[i] + c.radiusSpeed[i] * tau) * omega
    return (c.radiusSpeed[i] * c.radiusSpeed[i] + turning * turning).squareRoot()
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
    /// For force fields: the birth, and the instant `acceleration` reads, in seconds from the
    /// instant the fields' centres refer to (`ActiveFields.time`).
    var born: Float = 0
    var time: Float = 0
    /// For force fields: the birth in layer time (`clock(birth:)`). Patterns that move with time
    /// (turbulence's scroll, the wind's gusts) are read at it plus the age read, an instant that
    /// is the same at any step rate, as the step's end is not.
    var birth: Double = 0
    /// The flows' velocity through the last sub-step (read at its midpoint, or held from the
    /// last whole one: `advance`); zero without flows.
    var flow: SIMD3<Float>

    @inline(__always)
    init(_ c: PathColumns, _ i: Int, life: Float) {
      self.life = life
      x = SIMD3(c.x[i], c.y[i], c.z[i])
      v = SIMD3(c.vx[i], c.vy[i], c.vz[i])
      centre = SIMD2(c.cx[i], c.cy[i])
      radial = c.radial[i]
      tangential = c.tangential[i]
      flow = SIMD3(c.ux[i], c.uy[i], 0)
    }

    @inline(__always)
    func store(_ c: PathColumns, _ i: Int) {
      (c.x[i], c.y[i], c.z[i]) = (x.x, x.y, x.z)
      (c.vx[i], c.vy[i], c.vz[i]) = (v.x, v.y, v.z)
      (c.ux[i], c.uy[i]) = (flow.x, flow.y)
    }
  }

  /// Birth instant `birth` as the fields' patterns read it: to the nearest 2⁻³² s (coarser past
  /// 2²⁰ s), since the same birth drawn at another step rate can differ in its last place.
  @inline(__always)
  static func clock(birth: Double) -> Double { (birth + 0x1p20) - 0x1p20 }

  /// The sub-steps whole within age `tau` (never negative, and bounded for absurd ages).
  @inline(__always)
  static func wholeSteps(_ tau: Float) -> Int {
    // ⌊t⌋ for t ≥ 1 is the truncation `Int` makes, and ⌊t⌋ > 0 exactly when t ≥ 1 (NaN fails
    // both), so no rounding call is needed (without SSE4.1 it is a library call).
    let t = tau * stepsPerSecond
    return t >= 1 ? Int(min(t, 1e9)) : 0
  }

  /// The acceleration at position `x` with velocity `v`: the cell's constant one, the radial and
  /// tangential ones about the centre (none exactly at the centre, as cocos2d-x), drag, the
  /// point fields, and the winds (`wind`, read once a sub-step: `wind(_:age:)`).
  @inline(__always)
  func acceleration(_ b: Body, at x: SIMD3<Float>, velocity v: SIMD3<Float>, wind: SIMD3<Float>)
    -> SIMD3<Float>
  {
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
    if fields.hasPoints { a += fields.force(at: x, time: b.time, scale: forceScale) }
    if fields.hasWinds { a += wind }
    return a
  }

  /// The winds' acceleration `age` seconds into the life of body `b` (none without winds). A
  /// wind is the same everywhere and varies over seconds, so a sub-step reads it once, at its
  /// middle, and both its halves move with it.
  @inline(__always)
  func wind(_ b: Body, age: Float) -> SIMD3<Float> {
    fields.hasWinds ? fields.wind(clock: b.birth + Double(age), scale: forceScale) : .zero
  }

  /// The force fields' flow at `x`, `age` seconds into the life of body `b` (none without
  /// flows): every flow, or the vortices alone (`vorticesOnly`).
  @inline(__always)
  func flow(_ b: Body, at x: SIMD3<Float>, age: Float, vorticesOnly: Bool = false) -> SIMD3<Float> {
    fields.flow(
      at: x, time: b.born + age, clock: b.birth + Double(age), scale: angularScale, vorticesOnly: vorticesOnly
    )
  }

  /// The speed curve's factor at `age` of a particle that lives `life` (1 without a curve).
  @inline(__always)
  func speedFactor(age: Float, life: Float) -> Float {
    guard let speedReader else { return 1 }
    return Self.read(speedReader, at: life > 0 ? age / life : 0)
  }

  /// The curve's value at `fraction`, out of line: its search and ease would make each sub-step
  /// too large to be inlined into the integrator's loops, for every cell, curve or none.
  @inline(never)
  static func read(_ reader: CurveReader, at fraction: Float) -> Float { reader.scalar(at: fraction) }

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
  /// A `partial` sub-step (one that finishes a read after a whole one) moves with the flow of
  /// the last whole one where every flow is turbulence (read once a whole sub-step); one before
  /// any whole sub-step reads it.
  @inline(__always)
  func advance(_ b: inout Body, by dt: Float, at age: Float, curveAtStart start: Float, partial: Bool = false)
    -> Float
  {
    var none = NoSpin()
    return advance(&b, by: dt, at: age, curveAtStart: start, partial: partial, spinning: &none)
  }

  /// `advance(_:by:at:curveAtStart:)` telling `spin` the velocity the sub-step moved at (at its
  /// midpoint: the midpoint velocity times the curve there, and the flows').
  @inline(__always)
  func advance<Spin: SubStepSpin>(
    _ b: inout Body, by dt: Float, at age: Float, curveAtStart start: Float, partial: Bool = false,
    spinning spin: inout Spin
  ) -> Float {
    let half = dt * 0.5
    b.time = b.born + age
    let wind = wind(b, age: age + half)
    let a1 = acceleration(b, at: b.x, velocity: b.v, wind: wind)
    var xm = b.x + b.v * (half * start)
    // The midpoint follows the vortices too (a still particle then turns at exactly their rate);
    // turbulence, costlier and rough by nature, is read once a whole sub-step, at the midpoint.
    if fields.hasVortices { xm += flow(b, at: b.x, age: age, vorticesOnly: true) * half }
    let vm = b.v + a1 * half
    b.time = b.born + age + half
    let a2 = acceleration(b, at: xm, velocity: vm, wind: wind)
    let middle = speedFactor(age: age + half, life: b.life)
    b.x += vm * (dt * middle)
    if fields.hasFlows {
      if !partial || fields.hasVortices { b.flow = flow(b, at: xm, age: age + half) }
      b.x += b.flow * dt
    }
    // A cell without flows now may hold one in its columns from when it had them.
    let flowed = fields.hasFlows ? SIMD2(b.flow.x, b.flow.y) : .zero
    spin.subStep(
      velocity: SIMD2(vm.x, vm.y) * middle + flowed, at: SIMD2(xm.x, xm.y), age: age + half, dt: dt)
    b.v += a2 * dt
    let end = speedFactor(age: age + dt, life: b.life)
    limit(&b.v, factor: end)
    return end
  }

  /// Integrates whole sub-steps from `done` to `n`.
  @inline(__always)
  func advance(_ b: inout Body, from done: Int, to n: Int) {
    var none = NoSpin()
    advance(&b, from: done, to: n, spinning: &none)
  }

  /// Integrates whole sub-steps from `done` to `n`, counting `spin` in each.
  @inline(__always)
  func advance<Spin: SubStepSpin>(_ b: inout Body, from done: Int, to n: Int, spinning spin: inout Spin) {
    guard done < n else { return }
    var k = done
    var curve = speedFactor(age: Float(k) * Self.step, life: b.life)
    if let collisions { return advance(&b, from: done, to: n, meeting: collisions, spinning: &spin) }
    while k < n {
      curve = advance(&b, by: Self.step, at: Float(k) * Self.step, curveAtStart: curve, spinning: &spin)
      k += 1
    }
  }

  /// Element `k` of `run` (particle `i`) at the age it holds: the stored path finished with
  /// whole sub-steps up to that age and one partial sub-step.
  @inline(__always)
  private func integrated(
    _ run: ParticleRun, _ k: Int, _ c: PathColumns, _ i: Int, life: Float, birth: Double
  ) {
    var none = NoSpin()
    integrated(run, k, c, i, life: life, birth: birth, spinning: &none)
  }

  /// `integrated(_:_:_:_:life:birth:)` counting `spin` in each sub-step, the partial one included.
  @inline(__always)
  func integrated<Spin: SubStepSpin>(
    _ run: ParticleRun, _ k: Int, _ c: PathColumns, _ i: Int, life: Float, birth: Double,
    spinning spin: inout Spin
  ) {
    let tau = run.age[k]
    var b = Body(c, i, life: life)
    if !fields.isEmpty { (b.born, b.birth) = (Float(birth - fields.time), Self.clock(birth: birth)) }
    let done = Int(c.steps[i])
    let n = max(done, Self.wholeSteps(tau))
    advance(&b, from: done, to: n, spinning: &spin)
    let rest = tau - Float(n) * Self.step
    let from = Float(n) * Self.step
    if rest != 0 {
      let (x0, v0) = (b.x, b.v)
      let start = speedFactor(age: from, life: life)
      _ = advance(&b, by: rest, at: from, curveAtStart: start, partial: n > 0, spinning: &spin)
      if let collisions { meet(collisions, &b, from: x0, velocity: v0, dt: rest) }
    }
    let factor = speedFactor(age: tau, life: life)
    (run.x[k], run.y[k], run.z[k]) = (b.x.x, b.x.y, b.x.z)
    (run.vx[k], run.vy[k]) = (b.v.x * factor, b.v.y * factor)
    if fields.hasFlows { addFlow(run, k, b, age: tau, afterPartial: rest != 0) }
  }

  /// Adds the fields' flow at body `b`'s place to the velocity of element `k` of `run`. Where a
  /// partial sub-step just brought the body there (`afterPartial`) and every flow is turbulence,
  /// that sub-step's flow is taken (turbulence, costly and rough by nature, is read once a whole
  /// sub-step, and a read moves with the last one's, so a read evaluates none); a vortex, exact,
  /// is read at the place.
  @inline(__always)
  private func addFlow(_ run: ParticleRun, _ k: Int, _ b: Body, age: Float, afterPartial: Bool) {
    let u = afterPartial && !fields.hasVortices ? b.flow : flow(b, at: b.x, age: age)
    (run.vx[k], run.vy[k]) = (run.vx[k] + u.x, run.vy[k] + u.y)
  }

  /// `advanceStored` for particles `i` and `j` at once: their sub-steps taken in lockstep while
  /// both have some left, so the core overlaps the two particles' chains of dependent operations
  /// (a sub-step's square roots and divisions wait on the one before). Each particle's arithmetic
  /// is its own and the same as `advanceStored`'s, so the paths are the same bit for bit.
  @inline(__always)
  func advanceStored(
    _ c: PathColumns, _ i: Int, _ j: Int, ages: (Float, Float), births: (Double, Double),
    lives: (Float, Float)
  ) -> (Bool, Bool) {
    let (doneA, doneB) = (Int(c.steps[i]), Int(c.steps[j]))
    let (nA, nB) = (Self.wholeSteps(ages.0), Self.wholeSteps(ages.1))
    var (a, b) = (Body(c, i, life: lives.0), Body(c, j, life: lives.1))
    (a.born, b.born) = (-ages.0, -ages.1)
    (a.birth, b.birth) = (Self.clock(birth: births.0), Self.clock(birth: births.1))
    var (kA, kB) = (doneA, doneB)
    var curveA = speedFactor(age: Float(kA) * Self.step, life: a.life)
    var curveB = speedFactor(age: Float(kB) * Self.step, life: b.life)
    // One loop, each body's sub-step in it once, so both are inlined into it.
    while kA < nA || kB < nB {
      if kA < nA {
        curveA = advance(&a, by: Self.step, at: Float(kA) * Self.step, curveAtStart: curveA)
        kA += 1
      }
      if kB < nB {
        curveB = advance(&b, by: Self.step, at: Float(kB) * Self.step, curveAtStart: curveB)
        kB += 1
      }
    }
    var finite = (true, true)
    if nA > doneA {
      a.store(c, i)
      c.steps[i] = Int32(nA)
      finite.0 = a.x - a.x == .zero && a.v - a.v == .zero
    }
    if nB > doneB {
      b.store(c, j)
      c.steps[j] = Int32(nB)
      finite.1 = b.x - b.x == .zero && b.v - b.v == .zero
    }
    return finite
  }

  /// `integrated` for elements `k` and `k + 1` of `run` (particles `i` and `i + 1`), one step
  /// of each after the other, so that neither waits on the other's results.
  @inline(__always)
  private func integrated(
    _ run: ParticleRun, _ k: Int, _ c: PathColumns, _ i: Int, lives: (Float, Float), births: (Double, Double)
  ) {
    let (tauA, tauB) = (run.age[k], run.age[k + 1])
    var (a, b) = (Body(c, i, life: lives.0), Body(c, i + 1, life: lives.1))
    if !fields.isEmpty {
      (a.born, b.born) = (Float(births.0 - fields.time), Float(births.1 - fields.time))
      (a.birth, b.birth) = (Self.clock(birth: births.0), Self.clock(birth: births.1))
    }
    let (doneA, doneB) = (Int(c.steps[i]), Int(c.steps[i + 1]))
    let (nA, nB) = (max(doneA, Self.wholeSteps(tauA)), max(doneB, Self.wholeSteps(tauB)))
    advance(&a, from: doneA, to: nA)
    advance(&b, from: doneB, to: nB)
    let (fromA, fromB) = (Float(nA) * Self.step, Float(nB) * Self.step)
    let (restA, restB) = (tauA - fromA, tauB - fromB)
    if restA != 0 {
      _ = advance(
        &a, by: restA, at: fromA, curveAtStart: speedFactor(age: fromA, life: lives.0), partial: nA > 0)
    }
    if restB != 0 {
      _ = advance(
        &b, by: restB, at: fromB, curveAtStart: speedFactor(age: fromB, life: lives.1), partial: nB > 0)
    }
    let (factorA, factorB) = (speedFactor(age: tauA, life: lives.0), speedFactor(age: tauB, life: lives.1))
    (run.x[k], run.y[k], run.z[k]) = (a.x.x, a.x.y, a.x.z)
    (run.vx[k], run.vy[k]) = (a.v.x * factorA, a.v.y * factorA)
    (run.x[k + 1], run.y[k + 1], run.z[k + 1]) = (b.x.x, b.x.y, b.x.z)
    (run.vx[k + 1], run.vy[k + 1]) = (b.v.x * factorB, b.v.y * factorB)
    if fields.hasFlows {
      addFlow(run, k, a, age: tauA, afterPartial: restA != 0)
      addFlow(run, k + 1, b, age: tauB, afterPartial: restB != 0)
    }
  }

  /// Integrates particle `i`'s stored state to the last whole sub-step within age `tau` (its age
  /// at the step's end, the instant the fields refer to); false when that state is not finite
  /// (the path overflowed a Float at a sub-step within `tau`, and stays so: infinities and NaNs
  /// carry on through every later step).
  @inline(__always)
  func advanceStored(_ c: PathColumns, _ i: Int, age tau: Float, birth: Double, life: Float) -> Bool {
    var none = NoSpin()
    return advanceStored(c, i, age: tau, birth: birth, life: life, spinning: &none)
  }

  /// `advanceStored(_:_:age:birth:life:)` counting `spin` in each sub-step.
  @inline(__always)
  func advanceStored<Spin: SubStepSpin>(
    _ c: PathColumns, _ i: Int, age tau: Float, birth: Double, life: Float, spinning spin: inout Spin
  ) -> Bool {
    let done = Int(c.steps[i])
    let n = Self.wholeSteps(tau)
    guard n > done else { return true }
    var b = Body(c, i, life: life)
    (b.born, b.birth) = (-tau, Self.clock(birth: birth))
    advance(&b, from: done, to: n, spinning: &spin)
    b.store(c, i)
    c.steps[i] = Int32(n)
    return b.x - b.x == .zero && b.v - b.v == .zero
  }
}
