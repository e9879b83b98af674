/// The cell's motion beyond Core Animation, with defaults that leave Core Animation's
/// behaviour unchanged: radial and tangential acceleration about the emitter, drag, a maximum
/// speed, and orbit motion. Angles in radians, y down, positive angles clockwise on screen; every
/// `...Range` is a full width, sampled uniformly in mean ± range / 2.
extension EmitterCell {
  /// `.ballistic` (Core Animation's, the default) or `.orbit` round the emitter.
  public var motion: ParticleMotion {
    get { values.movement.motion }
    set { values.movement.motion = newValue }
  }
  /// Acceleration away from the emitter position at the particle's birth (points per second²;
  /// negative pulls inward). A particle exactly at that point gets none until it moves.
  public var radialAcceleration: Float {
    get { values.movement.radialAcceleration }
    set { values.movement.radialAcceleration = newValue }
  }
  public var radialAccelerationRange: Float {
    get { values.movement.radialAccelerationRange }
    set { values.movement.radialAccelerationRange = newValue }
  }
  /// Acceleration across the line to the emitter position at birth, clockwise on screen when
  /// positive (points per second²).
  public var tangentialAcceleration: Float {
    get { values.movement.tangentialAcceleration }
    set { values.movement.tangentialAcceleration = newValue }
  }
  public var tangentialAccelerationRange: Float {
    get { values.movement.tangentialAccelerationRange }
    set { values.movement.tangentialAccelerationRange = newValue }
  }
  /// Velocity lost per second in proportion to itself: dv/dt = −drag · v (per second).
  public var drag: Float {
    get { values.movement.drag }
    set { values.movement.drag = newValue }
  }
  /// The fastest a particle moves (points per second); 0 sets no limit.
  public var maxSpeed: Float {
    get { values.movement.maxSpeed }
    set { values.movement.maxSpeed = newValue }
  }
  /// Orbit motion: the radius at birth (points).
  public var orbitRadius: Float {
    get { values.movement.orbitRadius }
    set { values.movement.orbitRadius = newValue }
  }
  public var orbitRadiusRange: Float {
    get { values.movement.orbitRadiusRange }
    set { values.movement.orbitRadiusRange = newValue }
  }
  /// Orbit motion: the radius at the end of life, reached linearly; nil keeps the start radius.
  public var orbitEndRadius: Float? {
    get { values.movement.orbitEndRadius }
    set { values.movement.orbitEndRadius = newValue }
  }
  public var orbitEndRadiusRange: Float {
    get { values.movement.orbitEndRadiusRange }
    set { values.movement.orbitEndRadiusRange = newValue }
  }
  /// Orbit motion: the turning speed, clockwise on screen when positive (radians per second).
  public var orbitAngularVelocity: Float {
    get { values.movement.orbitAngularVelocity }
    set { values.movement.orbitAngularVelocity = newValue }
  }
  public var orbitAngularVelocityRange: Float {
    get { values.movement.orbitAngularVelocityRange }
    set { values.movement.orbitAngularVelocityRange = newValue }
  }
}
