import GlintCore

/// A member name of a JSON object, any string.
struct FieldKey: CodingKey, Hashable {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// The JSON type of a field, as the schema states it.
enum FieldSchema: Equatable, Sendable {
  case number, integer, boolean, string
  /// A string or null.
  case optionalString
  /// One of these strings.
  case oneOf([String])
  /// An array of `count` numbers.
  case numbers(ClosedRange<Int>)
  /// An object or array described elsewhere in the schema.
  case structure(String)
  /// A value of the inner type, or null (absent and null both mean "not set").
  indirect case optional(FieldSchema)
}

/// One member of a JSON object and the property of `Root` it stands for, with how to read and
/// write it. Each is made from a property descriptor (`Field.described`), so the names in a
/// file are the model's names, and the reader, the writer, the schema and the editor list the
/// same fields.
struct Field<Root> {
  let name: String
  let schema: FieldSchema
  /// Reads the member into `root` (only called when the member is present).
  let read: (inout Root, KeyedDecodingContainer<FieldKey>, FieldPath) throws -> Void
  /// Writes the member, unless it holds the default value.
  let write: (Root, _ defaults: Root, inout KeyedEncodingContainer<FieldKey>) throws -> Void
  /// Writes the member whatever it holds, default or not (an editor shows every value); nil for
  /// a field that cannot say its value alone.
  var writeCurrent: ((Root, inout KeyedEncodingContainer<FieldKey>) throws -> Void)? = nil
}

extension Array {
  /// Reads the members of `container` through the fields in `self`, refusing unknown members
  /// (with the nearest known name); `alsoKnown` lists members the caller reads itself.
  func read<Root>(
    into root: inout Root, from container: KeyedDecodingContainer<FieldKey>, at path: FieldPath,
    alsoKnown: [String] = []
  ) throws where Element == Field<Root> {
    try refuseUnknown(container, known: map(\.name) + alsoKnown, at: path)
    for field in self where container.contains(FieldKey(field.name)) {
      try field.read(&root, container, path)
    }
  }

  func write<Root>(_ root: Root, defaults: Root, to container: inout KeyedEncodingContainer<FieldKey>) throws
  where Element == Field<Root> {
    for field in self { try field.write(root, defaults, &container) }
  }
}
