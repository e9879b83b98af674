import Foundation
import GlintFiles

/// A pixi config's JSON is read into the effect-file module's plain tree; `PixiNode` reads it.
extension JSONTree {
  /// "a number", "a string", ... as an error names what it found.
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// One value of a pixi config and its key path (`behaviors[2].config.alpha.list[0].value`): typed
/// reads that refuse a wrong type, or a number that is not finite, with one line naming the file
/// and the key.
struct PixiNode {
  let value: JSONTree
  /// The key path from the top of the file; empty for the file itself.
  let path: String
  let file: String

  /// The file's top-level object, decoded with `JSONDecoder`.
  static func root(_ data: Data, file: String) throws(ImportError) -> PixiNode {
    let value: JSONTree
    do {
      value = try JSONDecoder().decode(JSONTree.self, from: data)
    } catch {
      throw ImportError(file: file, reason: "not JSON: \(Self.reason(error))")
    }
    let node = PixiNode(value: value, path: "", file: file)
    guard case .object = value else { throw node.error("expected an object, found \(value.kind)") }
    return node
  }

  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError, case .dataCorrupted(let context) = error else {
      return "\(error)"
    }
    let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
    return underlying ?? context.debugDescription
  }

  func error(_ reason: String) -> ImportError {
    ImportError(file: file, key: path, reason: reason)
  }

  /// The member `key`, or nil when it is missing or null (pixi reads both as "not given").
  subscript(key: String) -> PixiNode? {
    guard case .object(let members) = value, let member = members[key] else { return nil }
    if case .null = member { return nil }
    return PixiNode(value: member, path: path.isEmpty ? key : "\(path).\(key)", file: file)
  }

  /// Whether the member `key` is present (even as null).
  func has(_ key: String) -> Bool {
    if case .object(let members) = value { return members[key] != nil }
    return false
  }

  /// The member names of an object, sorted (for warnings in a stable order).
  var keys: [String] {
    if case .object(let members) = value { return members.keys.sorted() }
    return []
  }

  /// The member `key`, which must be present.
  func required(_ key: String) throws(ImportError) -> PixiNode {
    guard let member = self[key] else {
      throw PixiNode(value: .null, path: path.isEmpty ? key : "\(path).\(key)", file: file).error(
        "missing (pixi needs it)")
    }
    return member
  }

  func number() throws(ImportError) -> Double {
    guard case .number(let number) = value else { throw error("expected a number, found \(value.kind)") }
    guard number.isFinite else { throw error("not a finite number") }
    return number
  }

  /// A number that may not be negative.
  func nonNegative() throws(ImportError) -> Double {
    let number = try number()
    guard number >= 0 else { throw error("\(PixiNode.text(number)) is negative") }
    return number
  }

  /// A count: a non-negative number of at most `limit`, rounded up (pixi counts with
  /// `i < count` and compares `count >= max`, so 2.5 acts as 3).
  func count(limit: Int) throws(ImportError) -> Int {
    let number = try nonNegative()
    guard number <= Double(limit) else {
      throw error("\(PixiNode.text(number)) is more than glint allows (\(limit))")
    }
    return Int(number.rounded(.up))
  }

  func string() throws(ImportError) -> String {
    guard case .string(let string) = value else { throw error("expected a string, found \(value.kind)") }
    return string
  }

  func bool() throws(ImportError) -> Bool {
    switch value {
    case .bool(let flag): return flag
    // pixi tests truthiness: 0 and 1 in hand-written configs mean false and true.
    case .number(let number) where number == 0 || number == 1: return number == 1
    default: throw error("expected a boolean (true or false), found \(value.kind)")
    }
  }

  func array() throws(ImportError) -> [PixiNode] {
    guard case .array(let items) = value else { throw error("expected an array, found \(value.kind)") }
    return items.enumerated().map { index, item in
      PixiNode(value: item, path: "\(path)[\(index)]", file: file)
    }
  }

  func object() throws(ImportError) -> PixiNode {
    guard case .object = value else { throw error("expected an object, found \(value.kind)") }
    return self
  }

  /// `{x, y}`: both numbers, each 0 when missing (as pixi reads a point).
  func point() throws(ImportError) -> (x: Double, y: Double) {
    let point = try object()
    return (try point["x"]?.number() ?? 0, try point["y"]?.number() ?? 0)
  }

  /// A number as a warning or error quotes it: `1000`, `0.25`.
  static func text(_ number: Double) -> String {
    if number == number.rounded() && abs(number) < 1e15 { return String(Int64(number)) }
    return "\(number)"
  }
}
