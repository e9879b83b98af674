import GlintCore

extension CellDeclaration {
  /// Every property of a cell an effect file can set, under Core Animation's names, from the
  /// cell's property descriptors (its nested `emitterCells` are read by `CellRecord`).
  static var fileFields: [Field<CellDeclaration>] { properties.filter(\.isFileField).map(Field.described) }
}

/// A cell as an effect file holds it: its fields, then its nested cells.
struct CellRecord: Codable {
  var cell: CellDeclaration

  init(_ cell: CellDeclaration) { self.cell = cell }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    let path = FieldPath(decoder.codingPath)
    cell = CellDeclaration()
    try CellDeclaration.fileFields.read(
      into: &cell, from: container, at: path, alsoKnown: ["behaviours", "emitterCells"])
    if container.contains(FieldKey("behaviours")) {
      let list = try container.decode([AddedBehaviourRecord].self, forKey: FieldKey("behaviours"))
      cell.behaviours = list.map(\.behaviour)
    }
    if container.contains(FieldKey("emitterCells")) {
      cell.emitterCells = try container.decode([CellRecord].self, forKey: FieldKey("emitterCells")).map(
        \.cell)
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try CellDeclaration.fileFields.write(cell, defaults: CellDeclaration(), to: &container)
    if !cell.behaviours.isEmpty {
      try container.encode(cell.behaviours.map(AddedBehaviourRecord.init), forKey: FieldKey("behaviours"))
    }
    if !cell.emitterCells.isEmpty {
      try container.encode(cell.emitterCells.map(CellRecord.init), forKey: FieldKey("emitterCells"))
    }
  }
}
