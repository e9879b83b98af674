/// Why a key path could not be read or written: the path, and one line of reason.
public struct KeyPathError: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Reason: Equatable, Sendable {
    /// The path, or one of its components, is empty.
    case empty
    /// `type` (EmitterLayer or EmitterCell) has no property `name`.
    case unknownProperty(type: String, name: String)
    /// `emitterCells` was not followed by a cell's name.
    case missingCellName
    /// The path ends on a cell (`emitterCells.fire`), not on one of its properties.
    case namesACell
    /// No cell of that name among the `emitterCells` at that place.
    case noCell(name: String)
    /// The property's value has no such field (`emitterPosition.z`).
    case noField(property: String, field: String)
    /// The value is not what the property takes.
    case wrongValue(property: String, expected: String, got: KeyPathValue)
  }

  public let path: String
  public let reason: Reason

  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  public var description: String {
    let why =
      switch reason {
      case .empty: "the path or one of its components is empty"
      case .unknownProperty(let type, let name): "\(type) has no property '\(name)'"
      case .missingCellName: "'emitterCells' must be followed by a cell's name"
      case .namesACell: "it names a cell, not a property"
      case .noCell(let name): "no cell named '\(name)' in emitterCells"
      case .noField(let property, let field): "'\(property)' has no field '\(field)'"
      case .wrongValue(let property, let expected, let got): "'\(property)' takes \(expected), not \(got)"
      }
    return "key path '\(path)': \(why)"
  }
}
