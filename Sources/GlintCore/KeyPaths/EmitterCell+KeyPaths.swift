/// Key-value coding on cells, as CAEmitterCell has it: every property by its Core Animation
/// name, and `emitterCells.<name>` to reach a sub-cell at any depth.
extension EmitterCell: KeyPathCoding {
  /// Every property a key path reaches on a cell, by its Core Animation name (`enabled` is
  /// also `isEnabled`).
  static let keyPathTable = KeyPathTable<EmitterCell>([
    .init("name", { $0.name }, { $0.name = $1 }),
    .init("enabled", { $0.isEnabled }, { $0.isEnabled = $1 }),
    .init("isEnabled", { $0.isEnabled }, { $0.isEnabled = $1 }),
    .init("birthRate", { $0.birthRate }, { $0.birthRate = $1 }),
    .init("lifetime", { $0.lifetime }, { $0.lifetime = $1 }),
    .init("lifetimeRange", { $0.lifetimeRange }, { $0.lifetimeRange = $1 }),
    .init("emissionLatitude", { $0.emissionLatitude }, { $0.emissionLatitude = $1 }),
    .init("emissionLongitude", { $0.emissionLongitude }, { $0.emissionLongitude = $1 }),
    .init("emissionRange", { $0.emissionRange }, { $0.emissionRange = $1 }),
    .init("velocity", { $0.velocity }, { $0.velocity = $1 }),
    .init("velocityRange", { $0.velocityRange }, { $0.velocityRange = $1 }),
    .init("xAcceleration", { $0.xAcceleration }, { $0.xAcceleration = $1 }),
    .init("yAcceleration", { $0.yAcceleration }, { $0.yAcceleration = $1 }),
    .init("zAcceleration", { $0.zAcceleration }, { $0.zAcceleration = $1 }),
    .init("scale", { $0.scale }, { $0.scale = $1 }),
    .init("scaleRange", { $0.scaleRange }, { $0.scaleRange = $1 }),
    .init("scaleSpeed", { $0.scaleSpeed }, { $0.scaleSpeed = $1 }),
    .init("spin", { $0.spin }, { $0.spin = $1 }),
    .init("spinRange", { $0.spinRange }, { $0.spinRange = $1 }),
    .init("color", { $0.color }, { $0.color = $1 }),
    .init("redRange", { $0.redRange }, { $0.redRange = $1 }),
    .init("greenRange", { $0.greenRange }, { $0.greenRange = $1 }),
    .init("blueRange", { $0.blueRange }, { $0.blueRange = $1 }),
    .init("alphaRange", { $0.alphaRange }, { $0.alphaRange = $1 }),
    .init("redSpeed", { $0.redSpeed }, { $0.redSpeed = $1 }),
    .init("greenSpeed", { $0.greenSpeed }, { $0.greenSpeed = $1 }),
    .init("blueSpeed", { $0.blueSpeed }, { $0.blueSpeed = $1 }),
    .init("alphaSpeed", { $0.alphaSpeed }, { $0.alphaSpeed = $1 }),
    .init("contents", { $0.contents }, { $0.contents = $1 }),
    .init("contentsRect", { $0.contentsRect }, { $0.contentsRect = $1 }),
    .init("contentsScale", { $0.contentsScale }, { $0.contentsScale = $1 }),
    .init("magnificationFilter", { $0.magnificationFilter }, { $0.magnificationFilter = $1 }),
    .init("minificationFilter", { $0.minificationFilter }, { $0.minificationFilter = $1 }),
    .init("minificationFilterBias", { $0.minificationFilterBias }, { $0.minificationFilterBias = $1 }),
    .init("style", { $0.style }, { $0.style = $1 }),
    .init("beginTime", { $0.beginTime }, { $0.beginTime = $1 }, animatable: false),
    .init("duration", { $0.duration }, { $0.duration = $1 }, animatable: false),
    .init("timeOffset", { $0.timeOffset }, { $0.timeOffset = $1 }, animatable: false),
    .init("speed", { $0.speed }, { $0.speed = $1 }, animatable: false),
    .init("repeatCount", { $0.repeatCount }, { $0.repeatCount = $1 }, animatable: false),
    .init("repeatDuration", { $0.repeatDuration }, { $0.repeatDuration = $1 }, animatable: false),
    .init("autoreverses", { $0.autoreverses }, { $0.autoreverses = $1 }),
    .init("fillMode", { $0.fillMode }, { $0.fillMode = $1 }),
    .init("motion", { $0.motion }, { $0.motion = $1 }),
    .init("radialAcceleration", { $0.radialAcceleration }, { $0.radialAcceleration = $1 }),
    .init("radialAccelerationRange", { $0.radialAccelerationRange }, { $0.radialAccelerationRange = $1 }),
    .init("tangentialAcceleration", { $0.tangentialAcceleration }, { $0.tangentialAcceleration = $1 }),
    .init(
      "tangentialAccelerationRange", { $0.tangentialAccelerationRange },
      { $0.tangentialAccelerationRange = $1 }),
    .init("drag", { $0.drag }, { $0.drag = $1 }),
    .init("maxSpeed", { $0.maxSpeed }, { $0.maxSpeed = $1 }),
    .init("orbitRadius", { $0.orbitRadius }, { $0.orbitRadius = $1 }),
    .init("orbitRadiusRange", { $0.orbitRadiusRange }, { $0.orbitRadiusRange = $1 }),
    .init("orbitEndRadius", { $0.orbitEndRadius }, { $0.orbitEndRadius = $1 }, animatable: false),
    .init("orbitEndRadiusRange", { $0.orbitEndRadiusRange }, { $0.orbitEndRadiusRange = $1 }),
    .init("orbitAngularVelocity", { $0.orbitAngularVelocity }, { $0.orbitAngularVelocity = $1 }),
    .init(
      "orbitAngularVelocityRange", { $0.orbitAngularVelocityRange }, { $0.orbitAngularVelocityRange = $1 }),
  ])

  /// The properties key paths reach on a cell (their names, kinds and whether they animate).
  public static var keyPathProperties: [KeyPathProperty<EmitterCell>] { keyPathTable.properties }

  public func resolveKeyPath(_ path: String) throws(KeyPathError) -> ResolvedKeyPath {
    try KeyPathResolver.resolve(path, cell: self)
  }
}
