import Foundation

/// A JSON value that keeps its objects' member order and its numbers' text: what the docs
/// generator reads and writes, so a regenerated schema differs from the committed one only
/// where the properties changed.
indirect enum OrderedJSON: Equatable {
  case null
  case bool(Bool)
  /// A number as written.
  case number(String)
  case string(String)
  case array([OrderedJSON])
  case object([(String, OrderedJSON)])

  static func == (a: OrderedJSON, b: OrderedJSON) -> Bool { a.text() == b.text() }

  /// The member `name` of an object (null when absent).
  subscript(name: String) -> OrderedJSON {
    get {
      guard case .object(let members) = self else { return .null }
      return members.first { $0.0 == name }?.1 ?? .null
    }
    set {
      guard case .object(var members) = self else { return }
      if let index = members.firstIndex(where: { $0.0 == name }) {
        members[index].1 = newValue
      } else {
        members.append((name, newValue))
      }
      self = .object(members)
    }
  }

  /// The value of `tree`, objects in sorted key order.
  init(_ tree: JSONTree) {
    switch tree {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number): self = .number(EffectFileWriter.number(number))
    case .string(let text): self = .string(text)
    case .array(let items): self = .array(items.map(OrderedJSON.init))
    case .object(let members):
      self = .object(members.sorted { $0.key < $1.key }.map { ($0.key, OrderedJSON($0.value)) })
    }
  }

  /// The text, laid out as the committed docs are: two spaces an indent, one member or item a
  /// line, and empty arrays and objects on one.
  func text(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return number
    case .string(let text): return Self.quoted(text)
    case .array(let items):
      if items.isEmpty { return "[]" }
      return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      return "{\n"
        + members.map { inner + Self.quoted($0.0) + ": " + $0.1.text(indent: inner) }
        .joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  /// The value on one line: `[0, 0, 1, 1]`, `"point"`.
  var compact: String {
    switch self {
    case .array(let items): "[" + items.map(\.compact).joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.map { Self.quoted($0.0) + ": " + $0.1.compact }.joined(separator: ", ") + "}"
    default: text()
    }
  }

  static func quoted(_ text: String) -> String { EffectFileWriter.string(text) }

  /// Reads JSON text, or nil where it is not JSON.
  static func parse(_ text: String) -> OrderedJSON? {
    var reader = Reader(bytes: Array(text.utf8))
    guard let value = reader.value() else { return nil }
    reader.skipSpace()
    return reader.index == reader.bytes.count ? value : nil
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func value() -> OrderedJSON? {
      skipSpace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"): return object()
      case UInt8(ascii: "["): return array()
      case UInt8(ascii: "\""): return string().map(OrderedJSON.string)
      case UInt8(ascii: "t"): return word("true", .bool(true))
      case UInt8(ascii: "f"): return word("false", .bool(false))
      case UInt8(ascii: "n"): return word("null", .null)
      default: return number()
      }
    }

    private mutating func word(_ word: String, _ value: OrderedJSON) -> OrderedJSON? {
      let text = Array(word.utf8)
      guard bytes[index...].starts(with: text) else { return nil }
      index += text.count
      return value
    }

    private mutating func number() -> OrderedJSON? {
      let start = index
      while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
      return index > start ? .number(String(decoding: bytes[start..<index], as: UTF8.self)) : nil
    }

    private mutating func string() -> String? {
      let start = index
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard index < bytes.count else { return nil }
      index += 1
      return try? JSONDecoder().decode(String.self, from: Data(bytes[start..<index]))
    }

    private mutating func array() -> OrderedJSON? {
      index += 1
      var items: [OrderedJSON] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      while true {
        guard let item = value() else { return nil }
        items.append(item)
        skipSpace()
        guard index < bytes.count else { return nil }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "]") { return .array(items) }
        guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
      }
    }

    private mutating func object() -> OrderedJSON? {
      index += 1
      var members: [(String, OrderedJSON)] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let name = string() else { return nil }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        guard let member = value() else { return nil }
        members.append((name, member))
        skipSpace()
        guard index < bytes.count else { return nil }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
        guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
      }
    }
  }
}
