import Foundation
import GlintCore

/// A JSON value, for writing effect files in the model's order (JSONEncoder's keys come out in
/// hash or alphabetical order), for reading a schema, and for importers reading other formats' JSON.
public enum JSONTree: Codable, Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONTree])
  case object([String: JSONTree])

  public init(from decoder: any Decoder) throws {
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let value = try? single.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? single.decode(Double.self) {
      self = .number(value)
    } else if let value = try? single.decode(String.self) {
      self = .string(value)
    } else if let value = try? single.decode([JSONTree].self) {
      self = .array(value)
    } else {
      self = .object(try single.decode([String: JSONTree].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var single = encoder.singleValueContainer()
    switch self {
    case .null: try single.encodeNil()
    case .bool(let value): try single.encode(value)
    case .number(let value): try single.encode(value)
    case .string(let value): try single.encode(value)
    case .array(let value): try single.encode(value)
    case .object(let value): try single.encode(value)
    }
  }

  subscript(key: String) -> JSONTree {
    if case .object(let members) = self { return members[key] ?? .null }
    return .null
  }
}

/// Writes a `JSONTree` as an effect author would: two-space indents, the members of each kind of
/// object in the order of the model's fields, arrays of plain values and bursts on one line.
struct EffectFileWriter {
  /// The kinds of object in an effect file, each with its members' order and its children's kinds.
  enum Kind {
    case effect, layer, cell, addedBehaviour, pointer, repeating, burst, canvas, other

    var order: [String] {
      switch self {
      case .effect: return EffectDocument.names
      case .layer: return LayerDeclaration.fileFields.map(\.name) + ["emitterCells", "pointer", "canvas"]
      case .cell: return CellDeclaration.fileFields.map(\.name) + ["behaviours", "emitterCells"]
      case .addedBehaviour: return ["kind"]
      case .pointer: return BehaviourReader.names
      case .repeating: return BehaviourReader.repeatNames
      case .burst: return BehaviourReader.burstNames
      case .canvas: return CanvasLayout.fileFields.map(\.name)
      case .other: return []
      }
    }

    func child(_ key: String) -> Kind {
      switch (self, key) {
      case (.effect, "layers"), (.effect, "canvasLayers"): return .layer
      case (.layer, "canvas"): return .canvas
      case (.layer, "emitterCells"), (.cell, "emitterCells"): return .cell
      case (.cell, "behaviours"): return .addedBehaviour
      case (.layer, "pointer"): return .pointer
      case (.pointer, "repeat"): return .repeating
      case (.pointer, "beginBursts"), (.pointer, "endBursts"), (.repeating, "bursts"): return .burst
      default: return .other
      }
    }
  }

  func text(_ value: JSONTree, kind: Kind = .effect, indent: String = "") -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return Self.number(number)
    case .string(let string): return Self.string(string)
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy(\.isPlain) { return "[" + items.map { text($0) }.joined(separator: ", ") + "]" }
      let inner = indent + "  "
      return "[\n" + items.map { inner + text($0, kind: kind, indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let order = kind.order
      let keys = members.keys.sorted { a, b in
        let (i, j) = (order.firstIndex(of: a) ?? order.count, order.firstIndex(of: b) ?? order.count)
        return i != j ? i < j : a < b
      }
      if kind == .burst && members.values.allSatisfy(\.isPlain) {
        return "{ " + keys.map { Self.string($0) + ": " + text(members[$0]!) }.joined(separator: ", ") + " }"
      }
      let inner = indent + "  "
      let lines = keys.map { key in
        inner + Self.string(key) + ": " + text(members[key]!, kind: kind.child(key), indent: inner)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  /// A whole number without a fraction; others in Swift's shortest form that reads back the same.
  static func number(_ value: Double) -> String {
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  static func string(_ value: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
  }
}

extension JSONTree {
  /// A value written inline: not an array or object.
  var isPlain: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }
}
