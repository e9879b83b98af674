/// The speed curve (`curves.speed`) in closed form, for a cell it is the only force on beyond Core
/// Animation's constant acceleration: the velocity v0 + a·τ moves the particle at f(τ/life) times
/// itself, so its place is
///
///     x(τ) = x0 + v0 · life · I0(u) + a · life² · I1(u),   u = τ / life,
///
/// with I0 and I1 the curve's running integrals (`CurveIntegrals`), and its velocity
/// (v0 + a·τ) · f(u), f read from the same table. Past the life the curve holds its last value.
/// Exact at any age, so the same at any frame rate with no stored state; with other forces the
/// curve is integrated with them (`PathMotion`).
struct EasedSpeed {
  /// The curve, kept alive for `integrals`.
  let curve: ValueCurve
  let integrals: CurveIntegrals
  /// The cell's acceleration times pace².
  let acceleration: SIMD3<Float>

  /// Whether `cell` moves by its speed curve in closed form.
  static func applies(to cell: CellValues) -> Bool {
    cell.looks.curves.speed != nil && cell.movement.motion != .orbit && !cell.movement.hasIntegratedForces
      && !cell.collision.isActive
  }

  init?(_ cell: borrowing CellValues) {
    guard Self.applies(to: cell), let curve = cell.looks.curves.speed else { return nil }
    self.curve = curve
    integrals = curve.integrals
    let pace = Float(cell.pace)
    acceleration = SIMD3(cell.xAcceleration, cell.yAcceleration, cell.zAcceleration) * (pace * pace)
  }

  /// Particle `i`'s place and velocity on the screen at age `tau` (what `apply` writes).
  @inline(__always)
  func motion(_ p: ParticleColumns, _ i: Int, age tau: Float) -> (x: SIMD2<Float>, v: SIMD2<Float>) {
    let life = p.life[i]
    let (i0, i1, f) = integrals.at(tau / life)
    let (moved, pulled) = Self.travel(
      SIMD4(repeating: i0), SIMD4(repeating: i1), age: SIMD4(repeating: tau), life: SIMD4(repeating: life),
      end: integrals.end.z)
    let (v0, a) = (SIMD2(p.vx[i], p.vy[i]), SIMD2(acceleration.x, acceleration.y))
    return (SIMD2(p.px[i], p.py[i]) + v0 * moved.x + a * pulled.x, (v0 + a * tau) * f)
  }

  /// Overwrites the place and velocity of the run (particles `range`, Core Animation's closed
  /// form already in it) with the curve's, four particles at a time.
  @inline(never)
  func apply(_ run: ParticleRun, _ p: ParticleColumns, _ range: Range<Int>) {
    let first = range.lowerBound
    let n = range.count
    var k = 0
    while k + 4 <= n {
      let i = first &+ k
      let (tau, life) = (run.age.lanes(at: k), p.life.lanes(at: i))
      let (i0, i1, f) = integrals.at(tau / life)
      let (moved, pulled) = Self.travel(i0, i1, age: tau, life: life, end: integrals.end.z)
      let a = acceleration
      run.x.setLanes(p.px.lanes(at: i) + p.vx.lanes(at: i) * moved + a.x * pulled, at: k)
      run.y.setLanes(p.py.lanes(at: i) + p.vy.lanes(at: i) * moved + a.y * pulled, at: k)
      run.z.setLanes(p.pz.lanes(at: i) + p.vz.lanes(at: i) * moved + a.z * pulled, at: k)
      run.vx.setLanes(run.vx.lanes(at: k) * f, at: k)
      run.vy.setLanes(run.vy.lanes(at: k) * f, at: k)
      k &+= 4
    }
    while k < n {
      let i = first &+ k
      let (tau, life) = (run.age[k], p.life[i])
      let (i0, i1, f) = integrals.at(tau / life)
      let (moved, pulled) = Self.travel(
        SIMD4(repeating: i0), SIMD4(repeating: i1), age: SIMD4(repeating: tau), life: SIMD4(repeating: life),
        end: integrals.end.z)
      let a = acceleration
      run.x[k] = p.px[i] + p.vx[i] * moved.x + a.x * pulled.x
      run.y[k] = p.py[i] + p.vy[i] * moved.x + a.y * pulled.x
      run.z[k] = p.pz[i] + p.vz[i] * moved.x + a.z * pulled.x
      run.vx[k] *= f
      run.vy[k] *= f
      k &+= 1
    }
  }

  /// The multipliers of the launch velocity (life · I0) and of the acceleration (life² · I1) at
  /// age `tau`; past the life the curve holds its last value `end` for e = τ − life more seconds.
  @inline(__always)
  static func travel(
    _ i0: SIMD4<Float>, _ i1: SIMD4<Float>, age tau: SIMD4<Float>, life: SIMD4<Float>, end: Float
  ) -> (SIMD4<Float>, SIMD4<Float>) {
    var e = tau - life
    e.replace(with: 0, where: e .< 0)
    let moved = life * i0 + end * e
    let pulled = life * life * i1 + end * e * (e * 0.5 + life)
    return (moved, pulled)
  }
}
