import Foundation
import GlintCore

/// A field's value as an effect file holds it (JSON): what an editor reads and writes, so every
/// field of the file's tables, whatever its Swift type, is edited the same way.
public enum PropertyValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([PropertyValue])
  case object([String: PropertyValue])

  /// The number, if it is one.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The numbers of an array of numbers (a point, a size, a rectangle, a colour).
  public var numbers: [Double]? {
    guard case .array(let items) = self else { return nil }
    let numbers = items.compactMap(\.number)
    return numbers.count == items.count ? numbers : nil
  }

  /// The string, if it is one.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The flag, if it is one.
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }
}

/// The JSON type of a field, as the schema states it: what an editor chooses a control by.
public enum PropertyKind: Hashable, Sendable {
  case number, integer, boolean, string
  /// A string or null.
  case optionalString
  /// A value of the inner kind, or null (unset: the behaviour it stands for is off).
  indirect case nullable(PropertyKind)
  /// One of these strings.
  case oneOf([String])
  /// An array of so many numbers.
  case numbers(ClosedRange<Int>)
  /// An object or array described elsewhere in the schema.
  case structure(String)
}

/// Why an edited value was refused: one line naming the field.
public struct PropertyError: Error, Equatable, CustomStringConvertible {
  public var field: String
  public var reason: String

  public init(field: String, reason: String) {
    self.field = field
    self.reason = reason
  }

  public var description: String { "\(field): \(reason)" }
}

/// One field of an effect file's table for `Root` (a layer, a cell, a canvas layer's place),
/// read and written as a `PropertyValue` through the very reader and writer the file uses, so
/// a value an editor sets is one the file can hold, checked the same way.
public struct EditableField<Root> {
  let field: Field<Root>
  let defaults: Root
  /// How an editor shows it, from its property descriptor.
  public let hint: FieldHint

  /// The field's name in the file, which is the model's property name.
  public var name: String { field.name }

  /// Its JSON type.
  public var kind: PropertyKind { PropertyKind(field.schema) }

  /// The value `root` holds, default or not.
  public func value(of root: Root) -> PropertyValue {
    let writer = MemberWriter(root: root, field: field, defaults: defaults)
    guard let data = try? JSONEncoder().encode(writer),
      let tree = try? JSONDecoder().decode(JSONTree.self, from: data)
    else { return .null }
    return PropertyValue(tree[name])
  }

  /// The values `root` holds for each of `fields`, in order: one encoding for them all, for an
  /// editor that shows every field each frame.
  public static func values(of root: Root, _ fields: [EditableField<Root>]) -> [PropertyValue] {
    guard let first = fields.first else { return [] }
    let writer = MembersWriter(root: root, fields: fields.map(\.field), defaults: first.defaults)
    guard let data = try? JSONEncoder().encode(writer),
      let tree = try? JSONDecoder().decode(JSONTree.self, from: data)
    else { return fields.map { $0.value(of: root) } }
    return fields.map { PropertyValue(tree[$0.name]) }
  }

  /// Sets the field of `root` to `value`, read as the file's reader reads it; a value the file
  /// could not hold (a string for a number, an unknown choice, a number out of a float's range)
  /// is refused and `root` is left as it was.
  public func set(_ value: PropertyValue, in root: inout Root) throws(PropertyError) {
    let text = "{" + EffectFileWriter.string(name) + ": " + EffectFileWriter().text(JSONTree(value)) + "}"
    let data = Data(text.utf8)
    let box = MemberReader<Root>.Box(root: root, field: field)
    let decoder = JSONDecoder()
    decoder.userInfo[MemberReader<Root>.boxKey] = box
    do {
      _ = try decoder.decode(MemberReader<Root>.self, from: data)
    } catch {
      let placed = ErrorPlacer(file: "", text: JSONText(Array(data))).error(for: error)
      throw PropertyError(field: name, reason: placed.reason)
    }
    root = box.root
  }
}

extension CellDeclaration {
  /// Every field of a cell an editor can set, in the file's order (`fileFields`).
  public static var editableFields: [EditableField<CellDeclaration>] {
    properties.filter(\.isFileField).map {
      EditableField(field: .described($0), defaults: CellDeclaration(), hint: FieldHint($0))
    }
  }
}

extension ParticleBehaviour {
  /// The behaviour's fields as fields of a declared cell that holds it, for an editor (which
  /// names them `behaviours.<kind>.<name>`).
  public static var editableFields: [EditableField<CellDeclaration>] {
    declarationProperties.filter(\.isFileField).map {
      EditableField(field: .described($0), defaults: CellDeclaration(), hint: FieldHint($0))
    }
  }
}

extension LayerDeclaration {
  /// Every setting of a layer an editor can set, in the file's order (`fileFields`).
  public static var editableFields: [EditableField<LayerDeclaration>] {
    properties.filter(\.isFileField).map {
      EditableField(field: .described($0), defaults: LayerDeclaration(), hint: FieldHint($0))
    }
  }
}

extension CanvasLayout {
  /// Every field of a canvas layer's `canvas` object an editor can set.
  public static var editableFields: [EditableField<CanvasLayout>] {
    properties.map { EditableField(field: .described($0), defaults: CanvasLayout(), hint: FieldHint($0)) }
  }
}

/// What an editor needs of a field's property descriptor to choose its control.
public struct FieldHint: Equatable, Sendable {
  public var name: String
  /// The descriptor's control hint (a number's range and unit, a colour, a sprite).
  public var control: ControlHint?
  /// Whether its two numbers are a width and a height (a `Size`), not x and y.
  public var isSize = false

  public init(name: String, control: ControlHint? = nil, isSize: Bool = false) {
    self.name = name
    self.control = control
    self.isSize = isSize
  }

  init<Root>(_ property: PropertyDescriptor<Root>) {
    self.init(
      name: property.name, control: property.control,
      isSize: ObjectIdentifier(property.valueType) == ObjectIdentifier(Size.self))
  }
}

/// Encodes one member of a root: its current value where the field can say it alone, else what
/// the file would hold (nothing for a default, read as null).
private struct MemberWriter<Root>: Encodable {
  let root: Root
  let field: Field<Root>
  let defaults: Root

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    if let writeCurrent = field.writeCurrent {
      try writeCurrent(root, &container)
    } else {
      try field.write(root, defaults, &container)
    }
  }
}

/// Encodes several members of a root, as `MemberWriter` encodes one.
private struct MembersWriter<Root>: Encodable {
  let root: Root
  let fields: [Field<Root>]
  let defaults: Root

  func encode(to encoder: any Encoder) throws {
    for field in fields { try MemberWriter(root: root, field: field, defaults: defaults).encode(to: encoder) }
  }
}

/// Decodes one member into a root handed in through the decoder's user info.
private struct MemberReader<Root>: Decodable {
  final class Box: @unchecked Sendable {
    var root: Root
    let field: Field<Root>
    init(root: Root, field: Field<Root>) {
      self.root = root
      self.field = field
    }
  }

  static var boxKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "glint.editable-field")! }

  init(from decoder: any Decoder) throws {
    guard let box = decoder.userInfo[Self.boxKey] as? Box else { return }
    let container = try decoder.container(keyedBy: FieldKey.self)
    try box.field.read(&box.root, container, FieldPath())
  }
}

extension PropertyKind {
  init(_ schema: FieldSchema) {
    switch schema {
    case .number: self = .number
    case .integer: self = .integer
    case .boolean: self = .boolean
    case .string: self = .string
    case .optionalString: self = .optionalString
    case .optional(let inner): self = .nullable(PropertyKind(inner))
    case .oneOf(let names): self = .oneOf(names)
    case .numbers(let counts): self = .numbers(counts)
    case .structure(let name): self = .structure(name)
    }
  }
}

extension PropertyValue {
  init(_ tree: JSONTree) {
    switch tree {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value): self = .number(value)
    case .string(let value): self = .string(value)
    case .array(let items): self = .array(items.map(PropertyValue.init))
    case .object(let members): self = .object(members.mapValues(PropertyValue.init))
    }
  }
}

extension JSONTree {
  init(_ value: PropertyValue) {
    switch value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value): self = .number(value)
    case .string(let value): self = .string(value)
    case .array(let items): self = .array(items.map(JSONTree.init))
    case .object(let members): self = .object(members.mapValues(JSONTree.init))
    }
  }
}
