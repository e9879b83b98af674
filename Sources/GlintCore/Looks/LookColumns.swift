/// The store's columns for looks beyond Core Animation's (`CellLooks`), a column group of
/// `ParticleStore` added the first time such a particle is born, so cells that use none of them
/// carry no extra memory or work: the start rotation, birth heading, and the rates that carry
/// scale and colour to the end values each particle drew.
struct LookColumns {
  /// Four-byte columns in the group.
  static let count = 7

  /// Start rotation (radians), with the birth heading added when the heading is taken at birth.
  let rotation: UnsafeMutablePointer<Float>
  /// The direction of travel at birth, for particles whose heading is followed while still.
  let heading: UnsafeMutablePointer<Float>
  /// Change of scale per second towards the particle's end scale.
  let scaleSpeed: UnsafeMutablePointer<Float>
  /// Change of each colour channel per second towards the particle's end colour.
  let redSpeed, greenSpeed, blueSpeed, alphaSpeed: UnsafeMutablePointer<Float>

  /// The group's columns, `stride` bytes apart from `base`, each for `capacity` particles.
  init(_ base: UnsafeMutableRawPointer, stride: Int, capacity: Int) {
    func f(_ k: Int) -> UnsafeMutablePointer<Float> {
      (base + k * stride).bindMemory(to: Float.self, capacity: capacity)
    }
    (rotation, heading, scaleSpeed) = (f(0), f(1), f(2))
    (redSpeed, greenSpeed, blueSpeed, alphaSpeed) = (f(3), f(4), f(5), f(6))
  }
}
