/// Spin by speed on integrated paths: the integrator knows the velocity each sub-step moves at,
/// so it counts the spin as it goes (`SpinCount`), in the step phase and in every read alike.

/// What an integrated sub-step tells the spin it carries.
protocol SubStepSpin {
  /// A sub-step of `dt` seconds moved at `velocity`, read at its midpoint: place `x`, `age`.
  mutating func subStep(velocity: SIMD2<Float>, at x: SIMD2<Float>, age: Float, dt: Float)
}

/// The spin of cells that do not spin by speed: nothing, and no code once specialised. It holds
/// a byte so that each caller's stand-in has a place of its own on its stack: values of no size
/// share one address, which the thread sanitizer reads as threads racing on it.
struct NoSpin: SubStepSpin {
  private var place: UInt8 = 0

  @inline(__always)
  mutating func subStep(velocity: SIMD2<Float>, at x: SIMD2<Float>, age: Float, dt: Float) {}
}

/// A particle's rotation by spin by speed, counted sub-step by sub-step by the midpoint rule:
/// the rate at the sub-step's midpoint (its age, the speed it moved at, turned along a path
/// expression followed) times its length; exact for a constant curve.
struct SpinCount: SubStepSpin {
  let pass: SpinBySpeed
  /// The spin the particle drew (times the cell's pace).
  let spin: Float
  /// Radians turned so far.
  var rotation: Float
  /// The path expression's origin and unit x axis (the birth place and direction).
  let origin: SIMD2<Float>
  let direction: SIMD2<Float>
  let stack: UnsafeMutablePointer<Dual>?

  @inline(__always)
  mutating func subStep(velocity: SIMD2<Float>, at x: SIMD2<Float>, age: Float, dt: Float) {
    let v = pass.followed(velocity, at: x, origin: origin, direction: direction, stack: stack)
    rotation += pass.rate(spin: spin, age: age, speed: (v * v).sum().squareRoot()) * dt
  }
}

/// A colliding cell's step counts the spin when its cell has one.
extension Optional: SubStepSpin where Wrapped: SubStepSpin {
  @inline(__always)
  mutating func subStep(velocity: SIMD2<Float>, at x: SIMD2<Float>, age: Float, dt: Float) {
    if case .some(var counting) = self {
      counting.subStep(velocity: velocity, at: x, age: age, dt: dt)
      self = .some(counting)
    }
  }
}

extension PathMotion {
  /// Particle `i`'s spin count at its path's sub-step `done`: the rotation stored, and the
  /// sub-steps the path took while the cell had no spin curve (or its store no columns for it)
  /// counted at the spin as drawn, the curve read as 1.
  @inline(__always)
  func spinCount(
    _ pass: SpinBySpeed, _ p: ParticleColumns, _ i: Int, at done: Int, stack: UnsafeMutablePointer<Dual>?
  ) -> SpinCount {
    var (counted, r) = (0, Float(0))
    if let s = p.spinBySpeed { (counted, r) = (Int(s.steps[i]), s.rotation[i]) }
    if counted < done {
      let (t0, t1) = (Float(counted) * Self.step, Float(done) * Self.step)
      r += p.spin[i] * (t1 - t0) + 0.5 * pass.spinAcceleration * (t1 * t1 - t0 * t0)
    }
    return SpinCount(
      pass: pass, spin: p.spin[i], rotation: r, origin: SIMD2(p.px[i], p.py[i]),
      direction: SpinBySpeed.direction(p, i), stack: stack)
  }

  /// Runs `body` with room for the spin's path expression (nil without spin or expression).
  @inline(__always)
  func withSpinStack<R>(_ body: (UnsafeMutablePointer<Dual>?) -> R) -> R {
    guard let spin else { return body(nil) }
    return spin.withStack(body)
  }

  /// The path's pass for a cell that spins by speed: each particle's path and spin advanced
  /// together to the age it holds, the spin's rotation replacing the closed form's spin · τ.
  @inline(never)
  func placeSpinning(
    _ run: ParticleRun, _ p: ParticleColumns, _ c: PathColumns, _ range: Range<Int>, _ pass: SpinBySpeed
  ) {
    let first = range.lowerBound
    pass.withStack { stack in
      for i in range {
        let k = i &- first
        var count = spinCount(pass, p, i, at: Int(c.steps[i]), stack: stack)
        integrated(run, k, c, i, life: p.life[i], birth: p.birth[i], spinning: &count)
        run.rotation[k] += count.rotation - p.spin[i] * run.age[k]
      }
    }
  }

  /// `advanceStored` for a cell that spins by speed: particle `i`'s path and spin, stored in
  /// `s`, advanced together to the last whole sub-step within age `tau`.
  @inline(__always)
  func advanceStoredSpinning(
    _ c: PathColumns, _ s: SpinColumns, _ p: ParticleColumns, _ i: Int, age tau: Float,
    stack: UnsafeMutablePointer<Dual>?
  ) -> Bool {
    guard let spin else { return advanceStored(c, i, age: tau, birth: p.birth[i], life: p.life[i]) }
    var count = spinCount(spin, p, i, at: Int(c.steps[i]), stack: stack)
    let finite = advanceStored(c, i, age: tau, birth: p.birth[i], life: p.life[i], spinning: &count)
    (s.rotation[i], s.steps[i]) = (count.rotation, c.steps[i])
    return finite
  }
}
