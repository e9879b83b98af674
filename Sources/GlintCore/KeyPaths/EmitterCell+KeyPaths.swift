/// Key-value coding on cells, as CAEmitterCell has it: every property by its Core Animation
/// name, and `emitterCells.<name>` to reach a sub-cell at any depth.
extension EmitterCell: KeyPathCoding {
  /// Every property a key path reaches on a cell, by its Core Animation name (`enabled` is
  /// also `isEnabled`), from the cell's property descriptors.
  static let keyPathTable = KeyPathTable<EmitterCell>(EmitterCell.properties)

  /// The properties key paths reach on a cell (their names, kinds and whether they animate).
  public static var keyPathProperties: [KeyPathProperty<EmitterCell>] { keyPathTable.properties }

  public func resolveKeyPath(_ path: String) throws(KeyPathError) -> ResolvedKeyPath {
    try KeyPathResolver.resolve(path, cell: self)
  }
}
