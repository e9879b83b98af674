/// Looks key paths up: `emitterCells.<name>` steps into the named cell (the first of that name)
/// at any depth, then one property, then optionally structure fields.
enum KeyPathResolver {
  static func resolve(_ path: String, layer: EmitterLayer) throws(KeyPathError) -> ResolvedKeyPath {
    let parts = try components(of: path)
    if parts[0] == "forceFields" { return try resolveField(path, layer: layer, parts) }
    guard parts[0] != "emitterCells" else {
      let (cell, rest) = try descend(path, cells: layer.emitterCells, parts[...])
      return try finish(path, on: cell, rest)
    }
    return try finish(path, on: layer, table: EmitterLayer.keyPathTable, type: "EmitterLayer", parts[...])
  }

  static func resolve(_ path: String, cell: EmitterCell) throws(KeyPathError) -> ResolvedKeyPath {
    let parts = try components(of: path)
    var target = cell
    var rest = parts[...]
    if parts[0] == "emitterCells" { (target, rest) = try descend(path, cells: cell.emitterCells, rest) }
    return try finish(path, on: target, rest)
  }

  /// The property named by `parts` on `cell`: one of its own, or `behaviours.<kind>.<name>`, a
  /// property of the behaviour of that kind the cell holds.
  private static func finish(_ path: String, on cell: EmitterCell, _ parts: ArraySlice<Substring>)
    throws(KeyPathError) -> ResolvedKeyPath
  {
    guard parts.first == "behaviours" else {
      return try finish(path, on: cell, table: EmitterCell.keyPathTable, type: "EmitterCell", parts)
    }
    let kind = parts.dropFirst().first.map(String.init) ?? ""
    guard let added = cell.values.added.list.first(where: { $0.kind == kind }) else {
      throw KeyPathError(
        path: path, reason: .unknownProperty(type: "EmitterCell", name: "behaviours." + kind))
    }
    let table = KeyPathTable<EmitterCell>(type(of: added.behaviour).cellProperties)
    return try finish(path, on: cell, table: table, type: kind, parts.dropFirst(2))
  }

  private static func components(of path: String) throws(KeyPathError) -> [Substring] {
    let parts = path.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.contains(where: \.isEmpty) else { throw KeyPathError(path: path, reason: .empty) }
    return parts
  }

  /// Follows `emitterCells.<name>` pairs from the start of `parts` through `cells`, to the cell
  /// the path ends on and the components after it.
  private static func descend(_ path: String, cells: [EmitterCell], _ parts: ArraySlice<Substring>)
    throws(KeyPathError) -> (EmitterCell, ArraySlice<Substring>)
  {
    var cells = cells
    var rest = parts
    while true {
      rest = rest.dropFirst()
      guard let name = rest.first else { throw KeyPathError(path: path, reason: .missingCellName) }
      guard let cell = cells.first(where: { $0.name == name }) else {
        throw KeyPathError(path: path, reason: .noCell(name: String(name)))
      }
      rest = rest.dropFirst()
      guard rest.first == "emitterCells" else { return (cell, rest) }
      cells = cell.emitterCells
    }
  }

  /// The property named by the first of `parts` on `root`, and the fields after it.
  private static func finish<Root: AnyObject>(
    _ path: String, on root: Root, table: KeyPathTable<Root>, type: String, _ parts: ArraySlice<Substring>
  ) throws(KeyPathError) -> ResolvedKeyPath {
    guard let name = parts.first else { throw KeyPathError(path: path, reason: .namesACell) }
    if name == "emitterCells" { throw KeyPathError(path: path, reason: .missingCellName) }
    guard let property = table[name] else {
      throw KeyPathError(path: path, reason: .unknownProperty(type: type, name: String(name)))
    }
    let names = parts.dropFirst()
    guard !names.isEmpty else {
      return ResolvedKeyPath(
        path: path, kind: property.kind, isAnimatable: property.isAnimatable, property: property.name,
        expectation: property.expectation, read: { property.read(root) },
        write: { property.write(root, $0) })
    }
    let fields = names.compactMap { StructField(rawValue: String($0)) }[...]
    guard fields.count == names.count, let inner = property.read(root).field(at: fields) else {
      let field = names.joined(separator: ".")
      throw KeyPathError(path: path, reason: .noField(property: property.name, field: field))
    }
    let fieldName = property.name + "." + names.joined(separator: ".")
    return ResolvedKeyPath(
      path: path, kind: inner.kind, isAnimatable: property.isAnimatable, property: fieldName,
      expectation: inner.kind == .number ? "a number" : "a \(inner.kind.rawValue)",
      read: { property.read(root).field(at: fields) ?? inner },
      write: { value in
        guard let whole = property.read(root).replacingField(at: fields, with: value) else { return false }
        return property.write(root, whole)
      })
  }
}
