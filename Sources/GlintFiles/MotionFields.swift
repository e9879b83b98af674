import GlintCore

extension ParticleMotion: FileEnum {}

extension CellDeclaration {
  /// The cell's motion fields beyond Core Animation (EmitterCell+Motion), under the same names.
  static var motionFileFields: [Field<CellDeclaration>] {
    [
      .value("motion", \.motion),
      .value("radialAcceleration", \.radialAcceleration),
      .value("radialAccelerationRange", \.radialAccelerationRange),
      .value("tangentialAcceleration", \.tangentialAcceleration),
      .value("tangentialAccelerationRange", \.tangentialAccelerationRange),
      .value("drag", \.drag),
      .value("maxSpeed", \.maxSpeed),
      .value("orbitRadius", \.orbitRadius),
      .value("orbitRadiusRange", \.orbitRadiusRange),
      .value("orbitEndRadius", \.orbitEndRadius),
      .value("orbitEndRadiusRange", \.orbitEndRadiusRange),
      .value("orbitAngularVelocity", \.orbitAngularVelocity),
      .value("orbitAngularVelocityRange", \.orbitAngularVelocityRange),
    ]
  }
}
