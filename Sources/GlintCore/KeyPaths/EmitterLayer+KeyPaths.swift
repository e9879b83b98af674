/// Key-value coding on layers, as CAEmitterLayer has it: every property by its Core Animation
/// name, and `emitterCells.<name>` to reach a cell at any depth.
extension EmitterLayer: KeyPathCoding {
  /// Every property a key path reaches on a layer.
  static let keyPathTable = KeyPathTable<EmitterLayer>([
    .init("birthRate", \.birthRate),
    .init("lifetime", \.lifetime),
    .init("velocity", \.velocity),
    .init("scale", \.scale),
    .init("spin", \.spin),
    .init("emitterPosition", \.emitterPosition),
    .init("emitterZPosition", \.emitterZPosition),
    .init("emitterSize", \.emitterSize),
    .init("emitterDepth", \.emitterDepth),
    .init("emitterShape", \.emitterShape),
    .init("emitterMode", \.emitterMode),
    .init("renderMode", \.renderMode),
    .init("preservesDepth", \.preservesDepth),
    .init("seed", \.seed, animatable: false),
    .init("emissionGeometry", \.emissionGeometry),
    .init("beginTime", \.beginTime, animatable: false),
    .init("duration", \.duration, animatable: false),
    .init("timeOffset", \.timeOffset, animatable: false),
    .init("speed", \.speed, animatable: false),
    .init("repeatCount", \.repeatCount, animatable: false),
    .init("repeatDuration", \.repeatDuration, animatable: false),
    .init("autoreverses", \.autoreverses),
    .init("fillMode", \.fillMode),
  ])

  /// The properties key paths reach on a layer (their names, kinds and whether they animate).
  public static var keyPathProperties: [KeyPathProperty<EmitterLayer>] { keyPathTable.properties }

  public func resolveKeyPath(_ path: String) throws(KeyPathError) -> ResolvedKeyPath {
    try KeyPathResolver.resolve(path, layer: self)
  }
}
