/// A key of the source file whose meaning Glint does not reproduce exactly, and what Glint does
/// instead: one line, `key: what Glint does instead`.
public struct ImportWarning: Equatable, Sendable, CustomStringConvertible {
  /// The key (or keys, joined with ", ") as the source file spells it.
  public var key: String
  /// What Glint does instead, as a phrase: "drawn with the built-in dot sprite".
  public var instead: String

  public init(key: String, instead: String) {
    self.key = key
    self.instead = instead
  }

  public var description: String {
    "\(key): \(instead)".split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
