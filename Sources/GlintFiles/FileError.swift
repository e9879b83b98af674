import Foundation

/// Why a file was refused: one line, `file:line:column: field.path: reason`, as compilers write.
///
/// The place and the path are there when the fault is inside the text (`line` and `column`
/// 1-based); a file that cannot be read at all says only `file: reason`.
public struct FileError: Error, Equatable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  public var line: Int?
  public var column: Int?
  /// The field, as `layers[0].emitterCells[2].velocity`; empty for the whole file.
  public var path: String
  public var reason: String

  public init(file: String, line: Int? = nil, column: Int? = nil, path: String = "", reason: String) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
    self.reason = reason
  }

  public var description: String {
    var text = file
    if let line, let column { text += ":\(line):\(column)" }
    text += ": "
    if !path.isEmpty { text += path + ": " }
    // On one line even when a name or value quoted from the file holds line breaks.
    return (text + reason).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(
      separator: " ")
  }
}

/// A field path as steps, and its written form.
struct FieldPath {
  var steps: [JSONText.Step]

  init(_ steps: [JSONText.Step] = []) { self.steps = steps }

  init(_ codingPath: [any CodingKey]) {
    steps = codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) }
  }

  func appending(_ key: String) -> FieldPath { FieldPath(steps + [.key(key)]) }
  func appending(_ index: Int) -> FieldPath { FieldPath(steps + [.index(index)]) }

  /// `layers[0].emitterCells[2].velocity`.
  var text: String {
    var text = ""
    for step in steps {
      switch step {
      case .key(let key): text += text.isEmpty ? key : "." + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

/// Turns what went wrong while reading the text of one file into a `FileError` with its place.
struct ErrorPlacer {
  let file: String
  let text: JSONText

  func error(at path: FieldPath, _ reason: String) -> FileError {
    let place = text.place(of: path.steps)
    return FileError(file: file, line: place.line, column: place.column, path: path.text, reason: reason)
  }

  /// The one line for a `DecodingError`, or for any other error thrown while decoding.
  func error(for error: any Error) -> FileError {
    if let error = error as? FileError { return error }
    if let error = error as? FieldError { return self.error(at: error.path, error.reason) }
    guard let error = error as? DecodingError else {
      return FileError(file: file, reason: "cannot read: \(error)")
    }
    switch error {
    case .typeMismatch(let type, let context):
      let path = FieldPath(context.codingPath)
      let found = text.kind(at: path.steps).map { ", found \($0)" } ?? ""
      return self.error(at: path, "expected \(Self.kind(of: type))\(found)")
    case .valueNotFound(let type, let context):
      return self.error(at: FieldPath(context.codingPath), "expected \(Self.kind(of: type)), found null")
    case .keyNotFound(let key, let context):
      let place = text.place(of: FieldPath(context.codingPath).steps)
      let path = FieldPath(context.codingPath).appending(key.stringValue)
      return FileError(
        file: file, line: place.line, column: place.column, path: path.text,
        reason: "missing (it is required)")
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty, let syntax = text.syntaxError() {
        return FileError(
          file: file, line: syntax.place.line, column: syntax.place.column, path: FieldPath(syntax.path).text,
          reason: "not JSON: \(syntax.reason)")
      }
      if context.codingPath.isEmpty {
        return FileError(file: file, reason: "not JSON: \(context.debugDescription)")
      }
      return self.error(at: FieldPath(context.codingPath), context.debugDescription)
    @unknown default:
      return FileError(file: file, reason: "\(error)")
    }
  }

  /// "a number", "a string", ... for the Swift type a decoder expected.
  static func kind(of type: Any.Type) -> String {
    switch type {
    case is Float.Type, is Double.Type: return "a number"
    case is Int.Type, is UInt32.Type, is UInt64.Type: return "an integer"
    case is Bool.Type: return "a boolean (true or false)"
    case is String.Type: return "a string"
    default:
      let name = "\(type)"
      if name.hasPrefix("Array") { return "an array" }
      if name.hasPrefix("Dictionary") { return "an object" }
      return "an object"
    }
  }
}

/// A fault found while decoding a field: its path and the reason. `ErrorPlacer` adds the file's
/// line and column.
struct FieldError: Error {
  var path: FieldPath
  var reason: String
}
