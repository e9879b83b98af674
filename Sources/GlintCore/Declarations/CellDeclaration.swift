/// One cell of a declared effect, as a value: every value of an `EmitterCell` (read and written
/// by the cell's own property names, `declaration.birthRate`) and its sub-cells.
///
/// Cells are objects shared by reference; a declaration is a value, so an effect file or a Swift
/// effect described as data makes fresh cells for every pointer (`makeCell()`) and two
/// declarations compare by their values.
@dynamicMemberLookup
public struct CellDeclaration: Hashable, Sendable {
  var values = CellValues()
  /// Core Animation's extension dictionary, carried along (Glint draws nothing from it).
  public var style: [String: KeyPathValue] = [:]
  public var emitterCells: [CellDeclaration] = []

  public init() {}

  /// Reads a cell and its sub-cells at every depth; a cell placed among its own descendants is
  /// left out there, as the engine leaves it out.
  public init(describing cell: EmitterCell) {
    self.init(describing: cell, ancestors: [])
  }

  private init(describing cell: EmitterCell, ancestors: Set<ObjectIdentifier>) {
    values = cell.values
    style = cell.style
    let inside = ancestors.union([ObjectIdentifier(cell)])
    emitterCells = cell.emitterCells.filter { !inside.contains(ObjectIdentifier($0)) }
      .map { CellDeclaration(describing: $0, ancestors: inside) }
  }

  /// A new cell with these values, and new sub-cells.
  public func makeCell() -> EmitterCell {
    let cell = EmitterCell()
    cell.values = values
    cell.style = style
    cell.emitterCells = emitterCells.map { $0.makeCell() }
    return cell
  }

  /// A cell with these values and style but no sub-cells, to read and write a property on.
  func makeBareCell() -> EmitterCell {
    let cell = EmitterCell()
    cell.values = values
    cell.style = style
    return cell
  }

  /// Takes the values and style of `cell` (not its sub-cells).
  mutating func read(_ cell: EmitterCell) {
    values = cell.values
    style = cell.style
  }

  /// Every value property of `EmitterCell`, by its name: `declaration.birthRate`.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<EmitterCell, Value>) -> Value {
    get {
      let cell = EmitterCell()
      cell.values = values
      return cell[keyPath: keyPath]
    }
    set {
      let cell = EmitterCell()
      cell.values = values
      cell[keyPath: keyPath] = newValue
      values = cell.values
    }
  }
}
