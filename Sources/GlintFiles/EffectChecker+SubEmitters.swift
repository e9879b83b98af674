import GlintCore

extension EffectChecker {
  /// Refuses a sub-emitter that names no sub-cell of its cell: what it emits is one of the cell's
  /// own `emitterCells`, so the cell tree bounds its generations (a cell naming itself is refused).
  func checkSubEmitters(_ cell: CellDeclaration, at path: FieldPath) throws(FileError) {
    let names = Set(cell.emitterCells.map(\.name))
    for (index, sub) in cell.subEmitters.enumerated() where !names.contains(sub.cell) {
      let known = names.sorted().map { "'\($0)'" }.joined(separator: ", ")
      throw placer.error(
        at: path.appending("subEmitters").appending(index).appending("cell"),
        "'\(sub.cell)' is not one of this cell's emitterCells"
          + (known.isEmpty ? " (it has none)" : " (\(known))"))
    }
  }
}
