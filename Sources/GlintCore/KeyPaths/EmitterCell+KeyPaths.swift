/// Key-value coding on cells, as CAEmitterCell has it: every property by its Core Animation
/// name, and `emitterCells.<name>` to reach a sub-cell at any depth.
extension EmitterCell: KeyPathCoding {
  /// Every property a key path reaches on a cell, by its Core Animation name (`enabled` is
  /// also `isEnabled`).
  static let keyPathTable = KeyPathTable<EmitterCell>([
    .init("name", \.name),
    .init("enabled", \.isEnabled),
    .init("isEnabled", \.isEnabled),
    .init("birthRate", \.birthRate),
    .init("lifetime", \.lifetime),
    .init("lifetimeRange", \.lifetimeRange),
    .init("emissionLatitude", \.emissionLatitude),
    .init("emissionLongitude", \.emissionLongitude),
    .init("emissionRange", \.emissionRange),
    .init("velocity", \.velocity),
    .init("velocityRange", \.velocityRange),
    .init("xAcceleration", \.xAcceleration),
    .init("yAcceleration", \.yAcceleration),
    .init("zAcceleration", \.zAcceleration),
    .init("scale", \.scale),
    .init("scaleRange", \.scaleRange),
    .init("scaleSpeed", \.scaleSpeed),
    .init("spin", \.spin),
    .init("spinRange", \.spinRange),
    .init("color", \.color),
    .init("redRange", \.redRange),
    .init("greenRange", \.greenRange),
    .init("blueRange", \.blueRange),
    .init("alphaRange", \.alphaRange),
    .init("redSpeed", \.redSpeed),
    .init("greenSpeed", \.greenSpeed),
    .init("blueSpeed", \.blueSpeed),
    .init("alphaSpeed", \.alphaSpeed),
    .init("contents", \.contents),
    .init("contentsRect", \.contentsRect),
    .init("contentsScale", \.contentsScale),
    .init("magnificationFilter", \.magnificationFilter),
    .init("minificationFilter", \.minificationFilter),
    .init("minificationFilterBias", \.minificationFilterBias),
    .init("style", \.style),
    .init("beginTime", \.beginTime, animatable: false),
    .init("duration", \.duration, animatable: false),
    .init("timeOffset", \.timeOffset, animatable: false),
    .init("speed", \.speed, animatable: false),
    .init("repeatCount", \.repeatCount, animatable: false),
    .init("repeatDuration", \.repeatDuration, animatable: false),
    .init("autoreverses", \.autoreverses),
    .init("fillMode", \.fillMode),
  ])

  /// The properties key paths reach on a cell (their names, kinds and whether they animate).
  public static var keyPathProperties: [KeyPathProperty<EmitterCell>] { keyPathTable.properties }

  public func resolveKeyPath(_ path: String) throws(KeyPathError) -> ResolvedKeyPath {
    try KeyPathResolver.resolve(path, cell: self)
  }
}
