/// Why a source file could not be imported: one line, `file: key: reason` (the key left out
/// when the fault is the whole file's), and `glint` exits with status 1.
public struct ImportError: Error, Equatable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The key at fault, as the source spells it; empty for the whole file.
  public var key: String
  public var reason: String

  public init(file: String, key: String = "", reason: String) {
    self.file = file
    self.key = key
    self.reason = reason
  }

  public var description: String {
    let text = file + ": " + (key.isEmpty ? "" : key + ": ") + reason
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
  }
}
