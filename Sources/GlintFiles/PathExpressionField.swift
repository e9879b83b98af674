import GlintCore

/// A path expression in a file is its text; text that is not an expression in x is refused
/// with the field named and the parser's reason.
extension PathExpression: FileValue {
  static var schema: FieldSchema { .string }

  static func read(_ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath) throws
    -> PathExpression
  {
    let text = try container.decode(String.self, forKey: key)
    do {
      return try PathExpression(text)
    } catch {
      throw FieldError(path: path, reason: "the path expression \(error.message)")
    }
  }

  func write(_ container: inout KeyedEncodingContainer<FieldKey>, _ key: FieldKey) throws {
    try container.encode(text, forKey: key)
  }
}
