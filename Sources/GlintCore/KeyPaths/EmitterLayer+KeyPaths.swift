/// Key-value coding on layers, as CAEmitterLayer has it: every property by its Core Animation
/// name, and `emitterCells.<name>` to reach a cell at any depth.
extension EmitterLayer: KeyPathCoding {
  /// Every property a key path reaches on a layer.
  static let keyPathTable = KeyPathTable<EmitterLayer>([
    .init("birthRate", { $0.birthRate }, { $0.birthRate = $1 }),
    .init("lifetime", { $0.lifetime }, { $0.lifetime = $1 }),
    .init("velocity", { $0.velocity }, { $0.velocity = $1 }),
    .init("scale", { $0.scale }, { $0.scale = $1 }),
    .init("spin", { $0.spin }, { $0.spin = $1 }),
    .init("emitterPosition", { $0.emitterPosition }, { $0.emitterPosition = $1 }),
    .init("emitterZPosition", { $0.emitterZPosition }, { $0.emitterZPosition = $1 }),
    .init("emitterSize", { $0.emitterSize }, { $0.emitterSize = $1 }),
    .init("emitterDepth", { $0.emitterDepth }, { $0.emitterDepth = $1 }),
    .init("emitterInnerRadius", { $0.emitterInnerRadius }, { $0.emitterInnerRadius = $1 }),
    .init("emitterShape", { $0.emitterShape }, { $0.emitterShape = $1 }),
    .init("emitterMode", { $0.emitterMode }, { $0.emitterMode = $1 }),
    .init("renderMode", { $0.renderMode }, { $0.renderMode = $1 }),
    .init("blend", { $0.blend }, { $0.blend = $1 }, animatable: false),
    .init("preservesDepth", { $0.preservesDepth }, { $0.preservesDepth = $1 }),
    .init("seed", { $0.seed }, { $0.seed = $1 }, animatable: false),
    .init("emissionGeometry", { $0.emissionGeometry }, { $0.emissionGeometry = $1 }),
    .init("beginTime", { $0.beginTime }, { $0.beginTime = $1 }, animatable: false),
    .init("duration", { $0.duration }, { $0.duration = $1 }, animatable: false),
    .init("timeOffset", { $0.timeOffset }, { $0.timeOffset = $1 }, animatable: false),
    .init("speed", { $0.speed }, { $0.speed = $1 }, animatable: false),
    .init("repeatCount", { $0.repeatCount }, { $0.repeatCount = $1 }, animatable: false),
    .init("repeatDuration", { $0.repeatDuration }, { $0.repeatDuration = $1 }, animatable: false),
    .init("autoreverses", { $0.autoreverses }, { $0.autoreverses = $1 }),
    .init("fillMode", { $0.fillMode }, { $0.fillMode = $1 }),
  ])

  /// The properties key paths reach on a layer (their names, kinds and whether they animate).
  public static var keyPathProperties: [KeyPathProperty<EmitterLayer>] { keyPathTable.properties }

  public func resolveKeyPath(_ path: String) throws(KeyPathError) -> ResolvedKeyPath {
    try KeyPathResolver.resolve(path, layer: self)
  }
}
