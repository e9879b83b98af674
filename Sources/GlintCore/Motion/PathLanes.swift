/// Integrated paths four particles at a time, for cells whose forces are gravity, radial,
/// tangential, drag and maxSpeed alone (`integratesInLanes`): a sub-step's square roots and
/// divisions then serve four particles at once. Each lane does `PathMotion.advance`'s float
/// operations in the same order (IEEE lane-wise operations, square root included, are exact), so
/// the paths are the scalar ones bit for bit; a lane with fewer sub-steps to take than the others
/// sits out the rest (its results are computed and discarded).
extension PathMotion {
  /// Whether the path's sub-steps may run in lanes: no speed curve, shapes or spin by speed,
  /// whose reads are per particle (fields have their sums in lanes, `FieldLanes`).
  var integratesInLanes: Bool {
    kind == .integrated && speedReader == nil && collisions == nil && spin == nil
  }

  /// Whether a colliding cell's sub-steps may run in lanes (`Simulation.advanceCollidingLanes`):
  /// as `integratesInLanes`, its shapes met lane by lane.
  var collidesInLanes: Bool {
    kind == .integrated && speedReader == nil && spin == nil
  }

  /// Four particles being integrated: `Body` in lanes, with their accelerations already times
  /// the cell's pace² (the product `acceleration` takes each time).
  struct BodyLanes {
    var x, y, z, vx, vy, vz: SIMD4<Float>
    let cx, cy, radial, tangential: SIMD4<Float>

    @inline(__always)
    init(_ c: PathColumns, _ i: Int, forceScale: Float) {
      (x, y, z) = (c.x.lanes(at: i), c.y.lanes(at: i), c.z.lanes(at: i))
      (vx, vy, vz) = (c.vx.lanes(at: i), c.vy.lanes(at: i), c.vz.lanes(at: i))
      (cx, cy) = (c.cx.lanes(at: i), c.cy.lanes(at: i))
      radial = c.radial.lanes(at: i) * forceScale
      tangential = c.tangential.lanes(at: i) * forceScale
    }

    @inline(__always)
    func store(_ c: PathColumns, _ i: Int) {
      c.x.setLanes(x, at: i)
      c.y.setLanes(y, at: i)
      c.z.setLanes(z, at: i)
      c.vx.setLanes(vx, at: i)
      c.vy.setLanes(vy, at: i)
      c.vz.setLanes(vz, at: i)
    }

    /// Whether each lane's position and velocity are finite (`advanceStored`'s test).
    @inline(__always)
    var finite: SIMDMask<SIMD4<Int32>> {
      (x - x .== 0) .& (y - y .== 0) .& (z - z .== 0) .& (vx - vx .== 0) .& (vy - vy .== 0)
        .& (vz - vz .== 0)
    }
  }

  /// The births of particles `i` to `i + 3`.
  @inline(__always)
  static func births(_ birth: UnsafeMutablePointer<Double>, _ i: Int) -> SIMD4<Double> {
    UnsafeRawPointer(birth + i).loadUnaligned(as: SIMD4<Double>.self)
  }

  /// `wholeSteps` in lanes.
  @inline(__always)
  static func wholeSteps(_ tau: SIMD4<Float>) -> SIMD4<Int32> {
    var t = tau * stepsPerSecond
    t.replace(with: 0, where: .!(t .>= 1))
    t.replace(with: 1e9, where: t .> 1e9)
    return SIMD4(Int32(t[0]), Int32(t[1]), Int32(t[2]), Int32(t[3]))
  }

  /// `acceleration` in lanes, at positions `x`, `y` with velocities `vx`, `vy`, `vz`.
  @inline(__always)
  func acceleration(
    _ b: BodyLanes, x: SIMD4<Float>, y: SIMD4<Float>, vx: SIMD4<Float>, vy: SIMD4<Float>, vz: SIMD4<Float>
  ) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
    var ax = gravity.x - drag * vx
    var ay = gravity.y - drag * vy
    let az = gravity.z - drag * vz
    let (dx, dy) = (x - b.cx, y - b.cy)
    let length = (dx * dx + dy * dy).squareRoot()
    let (ux, uy) = (dx / length, dy / length)
    let turning = length .> 0
    ax.replace(with: ax + (b.radial * ux - b.tangential * uy), where: turning)
    ay.replace(with: ay + (b.radial * uy + b.tangential * ux), where: turning)
    return (ax, ay, az)
  }

  /// `advance(_:by:at:curveAtStart:partial:)` in lanes (no speed curve: its factors are 1), at
  /// ages `age`, for the lanes of `active` alone (those of `partial` taking partial sub-steps);
  /// the others keep their state. The fields `f` add what `acceleration` and the flows add, at
  /// the same instants.
  @inline(__always)
  func advance<F: LaneFields>(
    _ b: inout BodyLanes, by dt: SIMD4<Float>, at age: SIMD4<Float>, where active: SIMDMask<SIMD4<Int32>>,
    partial: SIMDMask<SIMD4<Int32>> = SIMDMask(repeating: false), fields f: inout F
  ) {
    let half = dt * 0.5
    // The winds, once a sub-step at its middle, as the scalar path reads them.
    let wind = f.hasWinds ? f.wind(age: age + half) : (.zero, .zero)
    var a1 = acceleration(b, x: b.x, y: b.y, vx: b.vx, vy: b.vy, vz: b.vz)
    if f.hasPoints { a1 = Self.adding(f.force(x: b.x, y: b.y, time: f.born + age), to: a1) }
    if f.hasWinds { a1 = Self.adding(wind, to: a1) }
    var (xm, ym) = (b.x + b.vx * half, b.y + b.vy * half)
    if f.hasVortices {
      let u = f.flow(x: b.x, y: b.y, time: f.born + age, age: age, vorticesOnly: true)
      (xm, ym) = (xm + u.0 * half, ym + u.1 * half)
    }
    let (vxm, vym, vzm) = (b.vx + a1.0 * half, b.vy + a1.1 * half, b.vz + a1.2 * half)
    let middle = age + half
    var a2 = acceleration(b, x: xm, y: ym, vx: vxm, vy: vym, vz: vzm)
    if f.hasPoints { a2 = Self.adding(f.force(x: xm, y: ym, time: f.born + age + half), to: a2) }
    if f.hasWinds { a2 = Self.adding(wind, to: a2) }
    var (x, y, z) = (b.x + vxm * dt, b.y + vym * dt, b.z + vzm * dt)
    if f.hasFlows {
      // A partial sub-step moves with the last whole one's turbulence, as the scalar path does.
      let reading = f.hasVortices ? active : active .& .!partial
      if any(reading) {
        f.keep(f.flow(x: xm, y: ym, time: f.born + middle, age: middle, vorticesOnly: false), where: reading)
      }
      let u = f.lastFlow
      // The flow's z is 0, which the scalar path adds too (turning −0 to +0).
      (x, y, z) = (x + u.0 * dt, y + u.1 * dt, z + 0)
    }
    b.x.replace(with: x, where: active)
    b.y.replace(with: y, where: active)
    b.z.replace(with: z, where: active)
    var (vx, vy, vz) = (b.vx + a2.0 * dt, b.vy + a2.1 * dt, b.vz + a2.2 * dt)
    if maxSpeed < .infinity {
      // `limit`: the speed is the sum x² + y² + z² in that order, as `sum()` adds.
      let speed = (vx * vx + vy * vy + vz * vz).squareRoot()
      let over = speed .> maxSpeed
      let factor = maxSpeed / speed
      vx.replace(with: vx * factor, where: over)
      vy.replace(with: vy * factor, where: over)
      vz.replace(with: vz * factor, where: over)
    }
    b.vx.replace(with: vx, where: active)
    b.vy.replace(with: vy, where: active)
    b.vz.replace(with: vz, where: active)
  }

  /// Acceleration `a` with the fields' `force` added, as `acceleration` adds its 3-vector
  /// (whose z is 0).
  @inline(__always)
  static func adding(
    _ force: (SIMD4<Float>, SIMD4<Float>), to a: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
  ) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
    (a.0 + force.0, a.1 + force.1, a.2 + 0)
  }

  /// Whole sub-steps, lane by lane from its `done` to its `n`.
  @inline(__always)
  func advance<F: LaneFields>(
    _ b: inout BodyLanes, from done: SIMD4<Int32>, to n: SIMD4<Int32>, fields f: inout F
  ) {
    let left = n &- done
    var taken = SIMD4<Int32>.zero
    var active = left .> taken
    let dt = SIMD4<Float>(repeating: Self.step)
    while any(active) {
      advance(&b, by: dt, at: SIMD4<Float>(done &+ taken) * Self.step, where: active, fields: &f)
      taken &+= 1
      active = left .> taken
    }
  }

  /// `advanceStored(_:_:age:life:)` for particles `i` to `i + 3`, at ages `tau`, of a cell no
  /// field acts on: whether each lane's state is finite.
  @inline(__always)
  func advanceStored(_ c: PathColumns, _ i: Int, ages tau: SIMD4<Float>) -> SIMDMask<SIMD4<Int32>> {
    var none = NoFieldLanes()
    return advanceStored(c, i, ages: tau, fields: &none)
  }

  /// `advanceStored(_:_:age:birth:life:)` for particles `i` to `i + 3`, at ages `tau`, born at
  /// `births`.
  @inline(__always)
  func advanceStored(_ c: PathColumns, _ i: Int, ages tau: SIMD4<Float>, births: SIMD4<Double>)
    -> SIMDMask<SIMD4<Int32>>
  {
    var f = FieldLanes(self, born: -tau, births: births, held: c, i)
    return advanceStored(c, i, ages: tau, fields: &f)
  }

  @inline(__always)
  func advanceStored<F: LaneFields>(_ c: PathColumns, _ i: Int, ages tau: SIMD4<Float>, fields f: inout F)
    -> SIMDMask<SIMD4<Int32>>
  {
    let steps = UnsafeMutableRawPointer(c.steps + i)
    let done = steps.loadUnaligned(as: SIMD4<Int32>.self)
    let n = Self.wholeSteps(tau)
    let moved = n .> done
    guard any(moved) else { return SIMDMask(repeating: true) }
    var b = BodyLanes(c, i, forceScale: forceScale)
    advance(&b, from: done, to: n, fields: &f)
    b.store(c, i)
    f.store(c, i)
    steps.storeBytes(of: done.replacing(with: n, where: moved), as: SIMD4<Int32>.self)
    return b.finite .| .!moved
  }

  /// `place` for particles `i` to `i + 3` in lanes `s`, at the ages they hold, of a cell no
  /// field acts on.
  @inline(__always)
  func place(_ s: inout StateLanes, _ c: PathColumns, _ i: Int) {
    var none = NoFieldLanes()
    place(&s, c, i, fields: &none)
  }

  /// `place` for particles `i` to `i + 3`, born at `births`, of a cell fields act on. Out of
  /// line, so that the pack's loop stays as small as it is for cells without fields.
  @inline(never)
  func place(_ s: inout StateLanes, _ c: PathColumns, _ i: Int, births: SIMD4<Double>) {
    let t = fields.time
    let born = SIMD4(
      Float(births[0] - t), Float(births[1] - t), Float(births[2] - t), Float(births[3] - t))
    var f = FieldLanes(self, born: born, births: births, held: c, i)
    place(&s, c, i, fields: &f)
  }

  /// `place` for particles `i` to `i + 3` in lanes `s`, at the ages they hold: each stored path
  /// finished with whole sub-steps up to its age (none, after a step) and one partial sub-step,
  /// in one loop, so that its sub-step is inlined once; then the flows added to the velocity
  /// (`addFlow`).
  @inline(__always)
  func place<F: LaneFields>(_ s: inout StateLanes, _ c: PathColumns, _ i: Int, fields f: inout F) {
    let tau = s.age
    var b = BodyLanes(c, i, forceScale: forceScale)
    let done = UnsafeRawPointer(c.steps + i).loadUnaligned(as: SIMD4<Int32>.self)
    // `max(done, wholeSteps)` as a mask: the generic `pointwiseMax` may be a call.
    let whole = Self.wholeSteps(tau)
    let n = whole.replacing(with: done, where: done .> whole)
    let left = n &- done
    let rest = tau - SIMD4<Float>(n) * Self.step
    let partial = rest .!= 0
    var taken = SIMD4<Int32>.zero
    var active = left .> taken .| partial
    while any(active) {
      let full = left .> taken
      let dt = SIMD4(repeating: Self.step).replacing(with: rest, where: .!full)
      let before = b
      advance(
        &b, by: dt, at: SIMD4<Float>(done &+ taken) * Self.step, where: active,
        partial: .!full .& (done &+ taken .> 0), fields: &f)
      if let collisions { Self.meet(collisions, &b, from: before, by: dt, where: active) }
      taken &+= 1
      active = left .> taken .| (left .== taken .& partial)
    }
    (s.x, s.y, s.vx, s.vy) = (b.x, b.y, b.vx, b.vy)
    guard f.hasFlows else { return }
    // `addFlow`: the partial sub-step's flow where it brought the lane there and every flow is
    // turbulence, else the flow read at the place.
    var (ux, uy) = f.lastFlow
    let fresh = f.hasVortices ? SIMDMask(repeating: true) : .!partial
    if any(fresh) {
      let u = f.flow(x: b.x, y: b.y, time: f.born + tau, age: tau, vorticesOnly: false)
      ux.replace(with: u.0, where: fresh)
      uy.replace(with: u.1, where: fresh)
    }
    (s.vx, s.vy) = (s.vx + ux, s.vy + uy)
  }
}

extension PathMotion {
  /// The lanes of `active` of `b` after a sub-step of `dt` from `before`, each bent at the shapes
  /// it meets as `meet` bends one particle's; only a lane that may meet one is taken out. Out of
  /// line, so that the pack's loop of a cell without shapes stays as small as it was.
  @inline(never)
  static func meet(
    _ collisions: CollisionResponse, _ b: inout BodyLanes, from before: BodyLanes, by dt: SIMD4<Float>,
    where active: SIMDMask<SIMD4<Int32>>
  ) {
    let near = active .& collisions.shapes.mayMeet(before.x, before.y, b.x - before.x, b.y - before.y)
    guard any(near) else { return }
    for j in 0..<4 where near[j] {
      let (px, py) = (before.x[j], before.y[j])
      guard collisions.shapes.mayMeet(px, py, b.x[j] - px, b.y[j] - py) else { continue }
      var x = SIMD3(b.x[j], b.y[j], b.z[j])
      var v = SIMD3(b.vx[j], b.vy[j], b.vz[j])
      let x0 = SIMD3(px, py, before.z[j])
      let v0 = SIMD3(before.vx[j], before.vy[j], before.vz[j])
      _ = collisions.resolve(&x, &v, from: x0, velocity: v0, dt: dt[j])
      (b.x[j], b.y[j], b.z[j], b.vx[j], b.vy[j], b.vz[j]) = (x.x, x.y, x.z, v.x, v.y, v.z)
    }
  }
}

/// What a sub-step in lanes adds for a cell's force fields: nothing for a cell no field acts on
/// (`NoFieldLanes`, whose tests are constants, so its sub-step is compiled as if fields did not
/// exist), or the fields' sums (`FieldLanes`).
protocol LaneFields {
  var hasPoints: Bool { get }
  var hasWinds: Bool { get }
  var hasFlows: Bool { get }
  var hasVortices: Bool { get }
  /// Each lane's birth, in seconds from the instant the fields' centres refer to.
  var born: SIMD4<Float> { get }
  /// The flow each lane moved with through the last sub-step it took.
  var lastFlow: (SIMD4<Float>, SIMD4<Float>) { get }
  /// The point fields' acceleration at `x`, `y`, `time` seconds from the fields' instant.
  func force(x: SIMD4<Float>, y: SIMD4<Float>, time: SIMD4<Float>) -> (SIMD4<Float>, SIMD4<Float>)
  /// The winds' acceleration `age` into each lane's life.
  func wind(age: SIMD4<Float>) -> (SIMD4<Float>, SIMD4<Float>)
  /// The flows' velocity there (the vortices' alone with `vorticesOnly`).
  func flow(x: SIMD4<Float>, y: SIMD4<Float>, time: SIMD4<Float>, age: SIMD4<Float>, vorticesOnly: Bool)
    -> (SIMD4<Float>, SIMD4<Float>)
  /// Keeps flow `u` as the lanes of `active` moved with it.
  mutating func keep(_ u: (SIMD4<Float>, SIMD4<Float>), where active: SIMDMask<SIMD4<Int32>>)
  /// Stores the flows the lanes last moved with as particles `i` to `i + 3`'s (`PathColumns.ux`).
  func store(_ c: PathColumns, _ i: Int)
}

/// No fields. It holds a byte for the reason `NoSpin` does: values of no size share one
/// address, which the thread sanitizer reads as threads racing on it (or, given a stray
/// address, faults on).
struct NoFieldLanes: LaneFields {
  private var place: UInt8 = 0
  var hasPoints: Bool { false }
  var hasWinds: Bool { false }
  var hasFlows: Bool { false }
  var hasVortices: Bool { false }
  var born: SIMD4<Float> { .zero }
  var lastFlow: (SIMD4<Float>, SIMD4<Float>) { (.zero, .zero) }

  @inline(__always)
  func force(x: SIMD4<Float>, y: SIMD4<Float>, time: SIMD4<Float>) -> (SIMD4<Float>, SIMD4<Float>) {
    (.zero, .zero)
  }

  @inline(__always)
  func wind(age: SIMD4<Float>) -> (SIMD4<Float>, SIMD4<Float>) { (.zero, .zero) }

  @inline(__always)
  func flow(x: SIMD4<Float>, y: SIMD4<Float>, time: SIMD4<Float>, age: SIMD4<Float>, vorticesOnly: Bool)
    -> (SIMD4<Float>, SIMD4<Float>)
  { (.zero, .zero) }

  @inline(__always)
  func keep(_ u: (SIMD4<Float>, SIMD4<Float>), where active: SIMDMask<SIMD4<Int32>>) {}

  @inline(__always)
  func store(_ c: PathColumns, _ i: Int) {}
}

/// The cell's fields (`PathMotion.fields`) for four particles: their births and the flow each
/// moved with.
struct FieldLanes: LaneFields {
  let fields: ActiveFields
  let forceScale: Float
  let flowScale: Float
  let born: SIMD4<Float>
  /// Each lane's birth in layer time as the patterns read it (`PathMotion.clock(birth:)`).
  let birth: SIMD4<Double>
  var lastFlow = (SIMD4<Float>.zero, SIMD4<Float>.zero)

  /// `motion`'s fields for lanes born `born` seconds from the fields' instant, at `births` in
  /// layer time, particles `i` to `i + 3` of `c`, with the flows they last moved with (a cell
  /// without flows neither reads nor writes them).
  @inline(__always)
  init(_ motion: PathMotion, born: SIMD4<Float>, births: SIMD4<Double>, held c: PathColumns, _ i: Int) {
    fields = motion.fields
    (forceScale, flowScale) = (motion.forceScale, motion.angularScale)
    self.born = born
    birth = (births + 0x1p20) - 0x1p20
    if fields.hasFlows { lastFlow = (c.ux.lanes(at: i), c.uy.lanes(at: i)) }
  }

  var hasPoints: Bool { fields.hasPoints }
  var hasWinds: Bool { fields.hasWinds }
  var hasFlows: Bool { fields.hasFlows }
  var hasVortices: Bool { fields.hasVortices }

  @inline(__always)
  func force(x: SIMD4<Float>, y: SIMD4<Float>, time: SIMD4<Float>) -> (SIMD4<Float>, SIMD4<Float>) {
    fields.force(x: x, y: y, time: time, scale: forceScale)
  }

  @inline(__always)
  func wind(age: SIMD4<Float>) -> (SIMD4<Float>, SIMD4<Float>) {
    fields.wind(clock: LaneClock(birth: birth, age: age), scale: forceScale)
  }

  @inline(__always)
  func flow(x: SIMD4<Float>, y: SIMD4<Float>, time: SIMD4<Float>, age: SIMD4<Float>, vorticesOnly: Bool)
    -> (SIMD4<Float>, SIMD4<Float>)
  {
    fields.flow(
      x: x, y: y, time: time, clock: LaneClock(birth: birth, age: age), scale: flowScale,
      vorticesOnly: vorticesOnly)
  }

  @inline(__always)
  mutating func keep(_ u: (SIMD4<Float>, SIMD4<Float>), where active: SIMDMask<SIMD4<Int32>>) {
    lastFlow.0.replace(with: u.0, where: active)
    lastFlow.1.replace(with: u.1, where: active)
  }

  @inline(__always)
  func store(_ c: PathColumns, _ i: Int) {
    guard fields.hasFlows else { return }
    c.ux.setLanes(lastFlow.0, at: i)
    c.uy.setLanes(lastFlow.1, at: i)
  }
}

/// A cell's integrated paths as a pass over lanes of its pack (`CellMotion.packsInLanes`).
struct IntegratedLanes: LanePass {
  let motion: PathMotion
  let columns: PathColumns

  @inline(__always)
  func apply(_ s: inout StateLanes, _ p: ParticleColumns, _ i: Int) {
    if motion.fields.isEmpty {
      motion.place(&s, columns, i)
    } else {
      motion.place(&s, columns, i, births: PathMotion.births(p.birth, i))
    }
  }
}

/// A behaviour's pass over four particles' states (`i` to `i + 3`) of a pack in lanes; generic
/// code over it is compiled for each, so a pass the cell does not use costs nothing.
protocol LanePass {
  func apply(_ s: inout StateLanes, _ p: ParticleColumns, _ i: Int)
}

/// No pass: the lanes as they are.
struct NoLanePass: LanePass {
  @inline(__always)
  func apply(_ s: inout StateLanes, _ p: ParticleColumns, _ i: Int) {}
}

extension LooksMotion: LanePass {
  @inline(__always)
  func apply(_ s: inout StateLanes, _ p: ParticleColumns, _ i: Int) { applyLanes(&s, p, i, WholeLanes()) }
}
