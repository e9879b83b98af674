import GlintCore

extension ForceField {
  /// A force field's settings as an effect file holds them, from its property descriptors (its
  /// `cells` list is read by `ForceFieldRecord`).
  static var fileFields: [Field<ForceField>] { properties.filter(\.isFileField).map(Field.described) }

  /// Its settings as editors show them.
  public static var editableFields: [EditableField<ForceField>] {
    properties.map { EditableField(field: .described($0), defaults: ForceField(), hint: FieldHint($0)) }
  }
}

/// One entry of a `forceFields` list: the field's settings, and `cells`, the names of the cells
/// it acts on (absent or empty: every cell of the layer).
///
/// ```json
/// "forceFields": [{"kind": "point", "anchor": "pointer", "strength": 400, "radius": 250, "cells": ["spark"]}]
/// ```
struct ForceFieldRecord: Codable {
  var field: ForceField

  init(_ field: ForceField) { self.field = field }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    let path = FieldPath(decoder.codingPath)
    field = ForceField()
    try ForceField.fileFields.read(into: &field, from: container, at: path, alsoKnown: ["cells"])
    if container.contains(FieldKey("cells")) {
      field.cells = try container.decode([String].self, forKey: FieldKey("cells"))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    // The kind and anchor are always written: a reader sees at once what the field is.
    try container.encode(field.kind.rawValue, forKey: FieldKey("kind"))
    try container.encode(field.anchor.rawValue, forKey: FieldKey("anchor"))
    var rest = field
    rest.kind = ForceField().kind
    rest.anchor = ForceField().anchor
    try ForceField.fileFields.write(rest, defaults: ForceField(), to: &container)
    if !field.cells.isEmpty { try container.encode(field.cells, forKey: FieldKey("cells")) }
  }
}

extension ForceField.Kind: FileEnum {}
extension ForceField.Anchor: FileEnum {}
extension ForceField.Falloff: FileEnum {}
