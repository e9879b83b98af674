/// Key-value coding on layers, as CAEmitterLayer has it: every property by its Core Animation
/// name, and `emitterCells.<name>` to reach a cell at any depth.
extension EmitterLayer: KeyPathCoding {
  /// Every property a key path reaches on a layer, from the layer's property descriptors.
  static let keyPathTable = KeyPathTable<EmitterLayer>(EmitterLayer.properties)

  /// The properties key paths reach on a layer (their names, kinds and whether they animate).
  public static var keyPathProperties: [KeyPathProperty<EmitterLayer>] { keyPathTable.properties }

  public func resolveKeyPath(_ path: String) throws(KeyPathError) -> ResolvedKeyPath {
    try KeyPathResolver.resolve(path, layer: self)
  }
}
