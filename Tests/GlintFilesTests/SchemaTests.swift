import Foundation
import GlintCore
import GlintEffects
import Testing

@testable import GlintFiles

/// docs/effect.schema.json and the reader agree: the same fields in every object, of the same
/// types, with the model's defaults; and every shipped and exported file validates against it.
@Suite struct SchemaTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let schema: JSONTree = {
    let data = (try? Data(contentsOf: root.appendingPathComponent("docs/effect.schema.json"))) ?? Data()
    return (try? JSONDecoder().decode(JSONTree.self, from: data)) ?? .null
  }()

  static func definition(_ name: String) -> JSONTree { name == "effect" ? schema : schema["$defs"][name] }

  static func propertyNames(_ name: String) -> Set<String> {
    guard case .object(let members) = definition(name)["properties"] else { return [] }
    return Set(members.keys)
  }

  @Test func everyObjectHasTheReadersFields() {
    #expect(Self.propertyNames("effect") == Set(EffectDocument.names))
    #expect(
      Self.propertyNames("layer")
        == Set(
          LayerDeclaration.fileFields.map(\.name) + [
            "emitterCells", "pointer", "canvas", "animations", "forceFields",
          ]))
    #expect(Self.propertyNames("animation") == Set(AnimationRecord.names))
    #expect(
      Self.propertyNames("cell")
        == Set(CellDeclaration.fileFields.map(\.name) + PropertyDescriptorTests.cellStructure))
    #expect(Self.propertyNames("pointer") == Set(BehaviourReader.names))
    #expect(Self.propertyNames("repeat") == Set(BehaviourReader.repeatNames))
    #expect(Self.propertyNames("burst") == Set(BehaviourReader.burstNames))
    #expect(Self.propertyNames("canvas") == Set(CanvasLayout.fileFields.map(\.name)))
    #expect(Self.propertyNames("forceField") == Set(ForceField.fileFields.map(\.name) + ["cells"]))
    for name in [
      "effect", "layer", "cell", "pointer", "repeat", "burst", "canvas", "animation", "forceField",
    ] {
      #expect(Self.definition(name)["additionalProperties"] == .bool(false), "\(name) allows unknown fields")
    }
  }

  @Test func everyFieldHasTheReadersType() {
    func check<Root>(_ fields: [Field<Root>], in definition: String) {
      for field in fields {
        let property = Self.definition(definition)["properties"][field.name]
        #expect(property["description"] != .null, "\(definition).\(field.name) is not documented")
        switch field.schema {
        case .number: #expect(property["type"] == .string("number"), "\(field.name)")
        case .integer: #expect(property["type"] == .string("integer"), "\(field.name)")
        case .boolean: #expect(property["type"] == .string("boolean"), "\(field.name)")
        case .string: #expect(property["type"] == .string("string"), "\(field.name)")
        case .optionalString:
          #expect(property["type"] == .array([.string("string"), .string("null")]), "\(field.name)")
        case .oneOf(let names):
          #expect(property["enum"] == .array(names.map(JSONTree.string)), "\(field.name)")
        case .numbers(let counts):
          #expect(property["type"] == .string("array") && property["items"]["type"] == .string("number"))
          #expect(property["minItems"] == .number(Double(counts.lowerBound)), "\(field.name)")
          #expect(property["maxItems"] == .number(Double(counts.upperBound)), "\(field.name)")
        case .structure: break
        case .optional(let inner):
          #expect(property["default"] == .null, "\(field.name)")
          if case .number = inner {
            #expect(property["type"] == .array([.string("number"), .string("null")]), "\(field.name)")
          }
        }
      }
    }
    check(CellDeclaration.fileFields, in: "cell")
    check(LayerDeclaration.fileFields, in: "layer")
    check(AnimationDeclaration.fileFields, in: "animation")
  }

  /// A layer's `pointer` has the behaviour's names and defaults.
  @Test func thePointerObjectIsTheBehaviours() {
    let pointer = Self.definition("pointer")["properties"]
    #expect(pointer["end"]["enum"] == .array(LayerBehaviour.End.allCases.map { .string($0.rawValue) }))
    #expect(pointer["end"]["default"] == .string(LayerBehaviour().end.rawValue))
  }

  /// Every default the schema states, read by the reader, is the model's own default.
  @Test func theSchemasDefaultsAreTheModels() throws {
    func defaults(_ definition: String, skipping: Set<String>) throws -> Data {
      guard case .object(let members) = Self.definition(definition)["properties"] else { return Data() }
      var object: [String: JSONTree] = [:]
      for (name, property) in members where !skipping.contains(name) {
        guard case .object(let keys) = property, let value = keys["default"] else { continue }
        object[name] = value
      }
      #expect(object.count >= members.count - skipping.count, "\(definition): a field states no default")
      return try JSONEncoder().encode(JSONTree.object(object))
    }
    let cell = try JSONDecoder().decode(CellRecord.self, from: defaults("cell", skipping: []))
    #expect(cell.cell == CellDeclaration())
    let layer = try JSONDecoder().decode(
      LayerRecord.self, from: defaults("layer", skipping: ["pointer", "canvas"]))
    #expect(layer.layer == LayerDeclaration())
    var animation = try JSONDecoder().decode(
      JSONTree.self,
      from: defaults(
        "animation",
        skipping: Set(
          AnimationRecord.names
        ).subtracting(AnimationDeclaration.fileFields.map(\.name))))
    if case .object(var members) = animation {
      members["kind"] = .string("basic"); animation = .object(members)
    }
    let record = try JSONDecoder().decode(AnimationRecord.self, from: JSONEncoder().encode(animation))
    #expect(record.declaration == AnimationDeclaration())
  }

  /// docs/EFFECT_FILES.md has a row for every field of every object.
  @Test func everyFieldIsDocumented() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("docs/EFFECT_FILES.md"), encoding: .utf8)
    for definition in ["effect", "layer", "cell", "pointer", "repeat", "burst", "canvas", "animation"] {
      for name in Self.propertyNames(definition) {
        #expect(
          text.contains("| `\(name)` |"), "docs/EFFECT_FILES.md does not document \(definition).\(name)")
      }
    }
  }

  static var shippedFiles: [URL] {
    let folder = root.appendingPathComponent("Effects")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test func everyShippedAndExportedFileValidates() throws {
    var texts = try Self.shippedFiles.map { ($0.lastPathComponent, try Data(contentsOf: $0)) }
    for effect in try EffectRegistry.standard().effects {
      guard let declarative = effect as? any DeclarativeEffect else { continue }
      texts.append(
        (
          "export of \(effect.info.id)",
          Data(EffectFile.text(of: DeclaredEffect(describing: declarative)).utf8)
        ))
    }
    #expect(texts.count >= 10)
    for (name, data) in texts {
      let document = try JSONDecoder().decode(JSONTree.self, from: data)
      let problems = SchemaValidator(schema: Self.schema).problems(document, against: Self.schema, at: name)
      #expect(problems.isEmpty, "\(problems)")
    }
  }

  /// The validator is not a yes-machine: a wrong type, an unknown field, a bad enum value and a
  /// missing required field are each found.
  @Test func theValidatorFindsProblems() throws {
    let bad =
      #"{"version": 1, "id": "x", "layers": [{"birthRate": "1", "colour": 1, "emitterShape": "blob", "#
      + #""pointer": {"beginBursts": [{"count": 1}]}}]}"#
    let document = try JSONDecoder().decode(JSONTree.self, from: Data(bad.utf8))
    let problems = SchemaValidator(schema: Self.schema).problems(document, against: Self.schema, at: "bad")
    #expect(problems.count == 4, "\(problems)")
  }
}

/// The parts of JSON Schema the effect schema uses: type, enum, required, properties,
/// additionalProperties, items, minItems, maxItems, minimum, maximum and $ref.
struct SchemaValidator {
  let schema: JSONTree

  func problems(_ value: JSONTree, against rule: JSONTree, at path: String) -> [String] {
    if case .string(let reference) = rule["$ref"] {
      let name = String(reference.dropFirst("#/$defs/".count))
      return problems(value, against: schema["$defs"][name], at: path)
    }
    var found: [String] = []
    switch rule["type"] {
    case .string(let type):
      if !Self.matches(value, type) { return ["\(path): not \(type)"] }
    case .array(let types):
      if !types.contains(where: {
        if case .string(let type) = $0 { return Self.matches(value, type) } else { return false }
      }) {
        return ["\(path): not one of the types \(types)"]
      }
    default: break
    }
    if case .array(let allowed) = rule["enum"], !allowed.contains(value) {
      found.append("\(path): not in the enum")
    }
    if case .number(let value) = value {
      if case .number(let minimum) = rule["minimum"], value < minimum {
        found.append("\(path): under the minimum")
      }
      if case .number(let maximum) = rule["maximum"], value > maximum {
        found.append("\(path): over the maximum")
      }
    }
    if case .object(let members) = value {
      if case .array(let required) = rule["required"] {
        for case .string(let name) in required where members[name] == nil {
          found.append("\(path).\(name): missing")
        }
      }
      for (name, member) in members.sorted(by: { $0.key < $1.key }) {
        let property = rule["properties"][name]
        if property == .null {
          if rule["additionalProperties"] == .bool(false) { found.append("\(path).\(name): not allowed") }
          continue
        }
        found += problems(member, against: property, at: "\(path).\(name)")
      }
    }
    if case .array(let items) = value {
      if case .number(let least) = rule["minItems"], Double(items.count) < least {
        found.append("\(path): too few items")
      }
      if case .number(let most) = rule["maxItems"], Double(items.count) > most {
        found.append("\(path): too many items")
      }
      for (index, item) in items.enumerated() {
        found += problems(item, against: rule["items"], at: "\(path)[\(index)]")
      }
    }
    return found
  }

  static func matches(_ value: JSONTree, _ type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
      ("object", .object):
      return true
    case ("integer", .number(let number)): return number.rounded() == number
    default: return false
    }
  }
}
