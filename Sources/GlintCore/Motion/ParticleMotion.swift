/// How a cell's particles move after birth.
public enum ParticleMotion: String, CaseIterable, Sendable, Hashable {
  /// Core Animation's: launched along the emission direction with constant acceleration, as a
  /// closed form of age; with radial or tangential acceleration, drag, a maximum speed or a speed
  /// curve, the path is integrated instead, with a fixed internal sub-step of 1/240 s of age.
  case ballistic
  /// Round the emitter position at birth (cocos2d's radius mode): the angle starts at
  /// `emissionLongitude` ± `emissionRange` / 2 and turns at `orbitAngularVelocity`, the radius
  /// goes linearly from `orbitRadius` to `orbitEndRadius` over the particle's life. `drag` slows
  /// the turning (dω/dt = −drag · ω); velocity, acceleration and the other integrated forces are
  /// not used.
  case orbit
}

extension ParticleMotion: KeyPathValueConvertible {}

/// A cell's motion beyond Core Animation: the motion model, the integrated forces and the orbit.
/// Kept in one struct inside `CellValues`, so the engine copies it with the rest.
struct MotionValues: Hashable, Sendable {
  var motion: ParticleMotion = .ballistic
  var radialAcceleration: Float = 0
  var radialAccelerationRange: Float = 0
  var tangentialAcceleration: Float = 0
  var tangentialAccelerationRange: Float = 0
  var drag: Float = 0
  var maxSpeed: Float = 0
  var orbitRadius: Float = 0
  var orbitRadiusRange: Float = 0
  var orbitEndRadius: Float? = nil
  var orbitEndRadiusRange: Float = 0
  var orbitAngularVelocity: Float = 0
  var orbitAngularVelocityRange: Float = 0
  /// The path followed across the birth direction (PathFollowing); nil moves straight.
  var path: PathExpression? = nil
  /// The fraction of its emitter's velocity a particle adds to its own at birth.
  var inheritedVelocity: Float = 0
  /// The force fields acting on the cell this step (the layer's engine sets them).
  var fields = ActiveFields()

  /// Whether a ballistic particle's path needs integrating (a force with no closed form); the
  /// speed curve, which lives with the other curves, also makes it so (`PathMotion.kind`).
  var hasIntegratedForces: Bool {
    radialAcceleration != 0 || radialAccelerationRange != 0 || tangentialAcceleration != 0
      || tangentialAccelerationRange != 0 || drag != 0 || maxSpeed > 0 || !fields.isEmpty
  }
}
