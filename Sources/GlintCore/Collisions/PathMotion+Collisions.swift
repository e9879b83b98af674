/// The collision hook of integrated paths: after each fixed sub-step, the sub-step's motion is
/// bent at the shapes it meets (`CollisionResponse.resolve`).
extension PathMotion {
  /// Integrates whole sub-steps from `done` to `n`, meeting shapes, with no other effect (what a
  /// read of a state does; the step's own advance, `Simulation.advanceColliding`, also records
  /// the hits and their losses of life).
  @inline(__always)
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
}
