import GlintCore

/// Makes the property parts of docs/effect.schema.json from the property descriptors: each
/// file property of a cell, a layer, a canvas place and an animation gets its member (type,
/// bounds from its limit, default, description from its doc line), in the descriptors' order,
/// before the object's own structure members; everything else in the schema is kept as written.
enum EffectSchema {
  /// The schema `text` with its property members made from the descriptors, or nil when
  /// `text` is not JSON.
  static func regenerated(_ text: String) -> String? {
    guard var schema = OrderedJSON.parse(text) else { return nil }
    var definitions = schema["$defs"]
    definitions["cell"] = object(
      definitions["cell"], CellDeclaration.editableFields, CellDeclaration.properties)
    definitions["layer"] = object(
      definitions["layer"], LayerDeclaration.editableFields, LayerDeclaration.properties)
    definitions["canvas"] = object(
      definitions["canvas"], CanvasLayout.editableFields, CanvasLayout.properties)
    definitions["forceField"] = object(
      definitions["forceField"], ForceField.editableFields, ForceField.properties)
    definitions["animation"] = object(
      definitions["animation"],
      AnimationDeclaration.fileFields.map {
        EditableField(field: $0, defaults: AnimationDeclaration(), hint: FieldHint(name: $0.name))
      },
      AnimationDeclaration.properties)
    schema["$defs"] = definitions
    return schema.text() + "\n"
  }

  /// `definition` with a member for each file property in `properties` (its structure members,
  /// those no descriptor names, kept after them).
  private static func object<Root>(
    _ definition: OrderedJSON, _ fields: [EditableField<Root>], _ properties: [PropertyDescriptor<Root>]
  ) -> OrderedJSON {
    var result = definition
    guard case .object(let old) = definition["properties"] else { return definition }
    let described = properties.filter(\.isFileField)
    let names = Set(described.map(\.name))
    var members = old.filter { !names.contains($0.0) }
    let defaults = fields.first.map { EditableField.values(of: $0.defaults, fields) } ?? []
    for (index, property) in described.enumerated() where index < fields.count {
      let existing = old.first { $0.0 == property.name }?.1 ?? .object([])
      members.append(
        (property.name, member(property, kind: fields[index].kind, default: defaults[index], existing)))
    }
    let ranked = members.enumerated().map { (order($0.element.0, described), $0.offset, $0.element) }
    result["properties"] = .object(ranked.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2))
    return result
  }

  /// The properties in declared order, then the structure members in their written order.
  private static func order<Root>(_ name: String, _ properties: [PropertyDescriptor<Root>]) -> Int {
    properties.firstIndex { $0.name == name } ?? properties.count
  }

  /// The schema member of `property`: a structure keeps its written form but for its doc line;
  /// the others are made whole.
  private static func member<Root>(
    _ property: PropertyDescriptor<Root>, kind: PropertyKind, default value: PropertyValue,
    _ existing: OrderedJSON
  ) -> OrderedJSON {
    var inner = kind
    var nullable = false
    if case .nullable(let wrapped) = kind { (inner, nullable) = (wrapped, true) }
    if case .structure = inner {
      var result = existing
      result["description"] = .string(property.doc)
      return result
    }
    var members: [(String, OrderedJSON)] = []
    func type(_ name: String) -> OrderedJSON {
      nullable ? .array([.string(name), .string("null")]) : .string(name)
    }
    switch inner {
    case .number: members.append(("type", type("number")))
    case .integer: members.append(("type", type("integer")))
    case .boolean: members.append(("type", type("boolean")))
    case .string: members.append(("type", type("string")))
    case .optionalString: members.append(("type", .array([.string("string"), .string("null")])))
    case .oneOf(let names):
      members += [("type", type("string")), ("enum", .array(names.map(OrderedJSON.string)))]
    case .numbers(let counts):
      members += [
        ("type", type("array")), ("items", .object([("type", .string("number"))])),
        ("minItems", .number(String(counts.lowerBound))), ("maxItems", .number(String(counts.upperBound))),
      ]
    case .nullable, .structure: break
    }
    let limit = property.limit
    if let least = limit?.least ?? existing["minimum"].number {
      members.append(("minimum", .number(EffectFileWriter.number(least))))
    }
    if case .fraction? = limit {
      members.append(("maximum", .number("1")))
    } else if case .number(let most) = existing["maximum"] {
      members.append(("maximum", .number(most)))
    }
    members.append(("default", OrderedJSON(JSONTree(value))))
    members.append(("description", .string(property.doc)))
    return .object(members)
  }
}

extension OrderedJSON {
  /// The number, if it is one.
  var number: Double? {
    if case .number(let text) = self { return Double(text) }
    return nil
  }
}
