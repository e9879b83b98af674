import GlintCore

/// Makes the rows of docs/EFFECT_FILES.md's field tables that stand for described properties
/// from the schema (itself made from the descriptors): each such row is rewritten where it
/// stands, a property without a row gets one at the end of its table, and the rows of the
/// objects' own structure are kept as written.
enum FieldTables {
  /// The section of the docs that lists each object's fields, and the schema definition it shows.
  static let sections = [
    ("## A layer", "layer"), ("## An animation", "animation"), ("## A cell", "cell"),
    ("## A canvas layer's `canvas`", "canvas"), ("## A force field", "forceField"),
  ]

  /// The names of the described properties of each definition.
  static let described: [String: [String]] = [
    "layer": LayerDeclaration.editableFields.map(\.name), "cell": CellDeclaration.editableFields.map(\.name),
    "canvas": CanvasLayout.editableFields.map(\.name),
    "animation": AnimationDeclaration.fileFields.map(\.name),
    "forceField": ForceField.editableFields.map(\.name),
  ]

  /// The docs `text` with the described rows made from `schema`.
  static func regenerated(_ text: String, schema: OrderedJSON) -> String {
    var lines = text.components(separatedBy: "\n")
    for (heading, definition) in sections {
      guard let start = lines.firstIndex(of: heading) else { continue }
      let properties = schema["$defs"][definition]["properties"]
      var seen: Set<String> = []
      var index = start + 1
      while index < lines.count, !lines[index].hasPrefix("## ") && !lines[index].hasPrefix("# ") {
        if let name = rowName(lines[index]), described[definition]?.contains(name) == true {
          lines[index] = row(name, properties[name], old: lines[index])
          seen.insert(name)
        }
        index += 1
      }
      var end = index
      while end > start, !lines[end - 1].hasPrefix("|") { end -= 1 }
      let missing = (described[definition] ?? []).filter { !seen.contains($0) }
      lines.insert(contentsOf: missing.map { row($0, properties[$0], old: nil) }, at: end)
    }
    return lines.joined(separator: "\n")
  }

  /// The field a table row documents.
  static func rowName(_ line: String) -> String? {
    guard line.hasPrefix("| `") else { return nil }
    let rest = line.dropFirst(3)
    guard let close = rest.firstIndex(of: "`") else { return nil }
    return String(rest[..<close])
  }

  /// The row of `name`: its type and default from the schema (a structure's as `old` has them),
  /// and its description.
  static func row(_ name: String, _ member: OrderedJSON, old: String?) -> String {
    let description: String
    if case .string(let text) = member["description"] { description = text } else { description = "" }
    let oldColumns = old?.components(separatedBy: " | ")
    let type = typeText(member) ?? (oldColumns.map { $0.count > 1 ? $0[1] : "" } ?? "")
    let value: String
    if member["$ref"] != .null, let oldColumns, oldColumns.count > 2 {
      value = oldColumns[2]
    } else {
      value =
        member["default"] == .null && !Self.hasNullDefault(member)
        ? "—" : "`" + member["default"].compact + "`"
    }
    return "| `\(name)` | \(type) | \(value) | \(description) |"
  }

  private static func hasNullDefault(_ member: OrderedJSON) -> Bool {
    guard case .object(let members) = member else { return false }
    return members.contains { $0.0 == "default" }
  }

  /// How the docs say a member's type; nil for a structure, whose row says it in words.
  static func typeText(_ member: OrderedJSON) -> String? {
    var types: [String] = []
    switch member["type"] {
    case .string(let type): types = [type]
    case .array(let list): types = list.compactMap { if case .string(let type) = $0 { type } else { nil } }
    default: return nil
    }
    let nullable = types.contains("null")
    types.removeAll { $0 == "null" }
    guard types.count == 1 else { return nil }
    if case .array(let names) = member["enum"], types == ["string"] {
      return names.map { "`" + $0.compact.trimmingQuotes + "`" }.joined(separator: " \\| ")
    }
    var text = types[0]
    if text == "array", case .number(let least) = member["minItems"],
      case .number(let most) = member["maxItems"]
    {
      text = "array of " + (least == most ? least : "\(least) or \(most)") + " numbers"
      return nullable ? text + ", or null" : text
    }
    return nullable ? text + " or null" : text
  }
}

extension String {
  /// The text without the quotes of a JSON string.
  fileprivate var trimmingQuotes: String {
    hasPrefix("\"") && hasSuffix("\"") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
