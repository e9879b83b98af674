/// The collision hook of integrated paths: after each fixed sub-step, the sub-step's motion is
/// bent at the shapes it meets (`CollisionResponse.resolve`).
extension PathMotion {
  /// Integrates whole sub-steps from `done` to `n`, meeting shapes, with no other effect (what a
  /// read of a state does; the step's own advance, `Simulation.advanceColliding`, also records
  /// the hits and their losses of life). Out of line, once per particle: the loops of cells
  /// that meet no shape stay small enough for their sub-steps to be inlined.
  @inline(never)
  func advance<Spin: SubStepSpin>(
    _ b: inout Body, from done: Int, to n: Int, meeting collisions: CollisionResponse,
    spinning spin: inout Spin
  ) {
    var k = done
    var curve = speedFactor(age: Float(k) * Self.step, life: b.life)
    while k < n {
      let (x0, v0) = (b.x, b.v)
      curve = advance(&b, by: Self.step, at: Float(k) * Self.step, curveAtStart: curve, spinning: &spin)
      _ = collisions.resolve(&b, from: x0, velocity: v0, dt: Self.step)
      k += 1
    }
  }

  /// Bends a partial sub-step of `dt` seconds that started at `x0` with velocity `v0` at the
  /// shapes it meets (out of line, as the whole sub-steps' loop is).
  @inline(never)
  func meet(
    _ collisions: CollisionResponse, _ b: inout Body, from x0: SIMD3<Float>, velocity v0: SIMD3<Float>,
    dt: Float
  ) {
    _ = collisions.resolve(&b, from: x0, velocity: v0, dt: dt)
  }
}
