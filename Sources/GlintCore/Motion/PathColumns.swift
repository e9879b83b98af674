/// The store's columns for motion beyond Core Animation's closed form (a column group of
/// `ParticleStore`, added at the first such birth or switch): the integrated position and
/// velocity with the sub-steps taken so far, the centre the forces and orbits turn about, and
/// what each particle drew for them.
struct PathColumns {
  /// Four-byte columns in the group.
  static let count = 17

  /// Integrated position and velocity (velocity before the speed curve), as of `steps` sub-steps.
  let x, y, z, vx, vy, vz: UnsafeMutablePointer<Float>
  /// Sub-steps integrated so far, from birth.
  let steps: UnsafeMutablePointer<Int32>
  /// The emitter position at birth: the centre of the radial and tangential forces and orbits.
  let cx, cy: UnsafeMutablePointer<Float>
  /// The radial and tangential accelerations drawn at birth (before the cell's pace).
  let radial, tangential: UnsafeMutablePointer<Float>
  /// Orbit: the radius at birth, its change per second, the angle at birth, and the angular
  /// velocity drawn at birth (before the cell's pace).
  let radius, radiusSpeed, angle, angularVelocity: UnsafeMutablePointer<Float>
  /// The flow the last whole sub-step moved with (`PathMotion.Body.flow`): where every flow is
  /// turbulence, a partial sub-step moves with it rather than reading the noise again.
  let ux, uy: UnsafeMutablePointer<Float>

  /// The group's columns, `stride` bytes apart from `base`, each for `capacity` particles.
  init(_ base: UnsafeMutableRawPointer, stride: Int, capacity: Int) {
    func f(_ k: Int) -> UnsafeMutablePointer<Float> {
      (base + k * stride).bindMemory(to: Float.self, capacity: capacity)
    }
    (x, y, z, vx, vy, vz) = (f(0), f(1), f(2), f(3), f(4), f(5))
    steps = (base + 6 * stride).bindMemory(to: Int32.self, capacity: capacity)
    (cx, cy, radial, tangential) = (f(7), f(8), f(9), f(10))
    (radius, radiusSpeed, angle, angularVelocity) = (f(11), f(12), f(13), f(14))
    (ux, uy) = (f(15), f(16))
  }
}
