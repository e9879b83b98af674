import GlintCore
import GlintFiles

/// One property of a layer or cell as the inspector shows it: its effect-file field name, the
/// control that edits it and its value.
struct InspectorProperty: Equatable {
  /// The field's name in the effect file (a canvas layer's place: `canvas.position`).
  var name: String
  var control: InspectorControl
  /// The value as the file writes it: radians for angles, [r, g, b, a] for colours.
  var value: PropertyValue
  /// Whether it holds the field's default (a file leaves it out).
  var isDefault: Bool
  /// Whether it differs from what the file holds (or the module makes).
  var isEdited: Bool
  /// Whether it can be changed (false for an effect whose hooks a file cannot say).
  var isEditable: Bool
  /// Whether it may be unset (`null`, as the file leaves it out: `endColor`, `orbitEndRadius`);
  /// its control then edits the value once set.
  var isOptional = false

  /// The prefix of a canvas layer's place fields.
  static let canvasPrefix = "canvas."
  /// The prefix of a layer's force fields' settings: `forceFields.0.strength`.
  static let fieldsPrefix = "forceFields."

  /// Every property of the node `id` of `effect`, compared with `file` (the same node there,
  /// when it exists).
  static func all(
    of id: InspectorNodeID, in effect: DeclaredEffect, file: DeclaredEffect, sprites: [String], editable: Bool
  ) -> [InspectorProperty] {
    func rows<Root>(
      _ fields: [EditableField<Root>], _ root: Root, _ original: Root?, _ defaults: Root, prefix: String,
      onLayer: Bool
    )
      -> [InspectorProperty]
    {
      let values = EditableField.values(of: root, fields)
      let defaultValues = EditableField.values(of: defaults, fields)
      let originalValues = original.map { EditableField.values(of: $0, fields) }
      return fields.indices.map { index in
        let field = fields[index]
        return InspectorProperty(
          name: prefix + field.name,
          control: .forField(kind: field.kind, hint: field.hint, sprites: sprites),
          value: values[index], isDefault: values[index] == defaultValues[index],
          isEdited: originalValues.map { $0[index] != values[index] } ?? true, isEditable: editable,
          isOptional: field.kind.isNullable)
      }
    }
    if id.isLayer {
      guard let layer = effect.layer(at: id) else { return [] }
      let original = file.layer(at: id)
      var list = rows(
        LayerDeclaration.editableFields, layer, original, LayerDeclaration(), prefix: "", onLayer: true)
      if id.group == .canvasLayers {
        list += rows(
          CanvasLayout.editableFields, layer.canvasLayout, original?.canvasLayout, CanvasLayout(),
          prefix: canvasPrefix, onLayer: true)
      }
      for (index, field) in layer.forceFields.enumerated() {
        let original = original.flatMap {
          $0.forceFields.indices.contains(index) ? $0.forceFields[index] : nil
        }
        list += rows(
          ForceField.editableFields, field, original, ForceField(), prefix: fieldsPrefix + "\(index).",
          onLayer: true)
      }
      return list
    }
    guard let cell = effect.cell(at: id) else { return [] }
    let original = file.cell(at: id)
    return rows(CellDeclaration.editableFields, cell, original, CellDeclaration(), prefix: "", onLayer: false)
      + cell.behaviours.flatMap { behaviour in
        let kind = type(of: behaviour)
        return rows(
          kind.editableFields, cell, original, CellDeclaration(), prefix: behavioursPrefix + kind.kind + ".",
          onLayer: false)
      }
  }

  /// The prefix of the fields of a cell's behaviours: `behaviours.<kind>.<name>`.
  static let behavioursPrefix = "behaviours."

  /// The fields `name` (a cell's field, or `behaviours.<kind>.<name>`) is found among, and its
  /// name there.
  static func cellFields(for name: String, of cell: CellDeclaration) -> (
    [EditableField<CellDeclaration>], String
  ) {
    guard name.hasPrefix(behavioursPrefix) else { return (CellDeclaration.editableFields, name) }
    let parts = name.dropFirst(behavioursPrefix.count).split(separator: ".", maxSplits: 1)
    guard parts.count == 2, let kind = cell.behaviours.first(where: { type(of: $0).kind == parts[0] }) else {
      return ([], name)
    }
    return (type(of: kind).editableFields, String(parts[1]))
  }

  /// Sets the field `name` of the node `id` of `effect` to `value`, as the file's reader reads it.
  static func set(
    _ name: String, of id: InspectorNodeID, to value: PropertyValue, in effect: inout DeclaredEffect
  )
    throws(PropertyError)
  {
    func setField<Root>(_ fields: [EditableField<Root>], _ fieldName: String, in root: inout Root)
      throws(PropertyError)
    {
      guard let field = fields.first(where: { $0.name == fieldName }) else {
        throw PropertyError(field: name, reason: "no such property here")
      }
      try field.set(value, in: &root)
    }
    if id.isLayer {
      if name.hasPrefix(fieldsPrefix) {
        let rest = name.dropFirst(fieldsPrefix.count)
        guard let dot = rest.firstIndex(of: "."), let index = Int(rest[..<dot]) else {
          throw PropertyError(field: name, reason: "no such property here")
        }
        try effect.modifyLayer(at: id) { (layer: inout LayerDeclaration) throws(PropertyError) in
          guard layer.forceFields.indices.contains(index) else {
            throw PropertyError(field: name, reason: "no such property here")
          }
          try setField(
            ForceField.editableFields, String(rest[rest.index(after: dot)...]), in: &layer.forceFields[index])
        }
      } else if name.hasPrefix(canvasPrefix), id.group == .canvasLayers {
        try effect.modifyLayer(at: id) { (layer: inout LayerDeclaration) throws(PropertyError) in
          try setField(
            CanvasLayout.editableFields, String(name.dropFirst(canvasPrefix.count)), in: &layer.canvasLayout)
        }
      } else {
        try effect.modifyLayer(at: id) { (layer: inout LayerDeclaration) throws(PropertyError) in
          try setField(LayerDeclaration.editableFields, name, in: &layer)
        }
      }
    } else {
      try effect.modifyCell(at: id) { (cell: inout CellDeclaration) throws(PropertyError) in
        let (fields, fieldName) = cellFields(for: name, of: cell)
        try setField(fields, fieldName, in: &cell)
      }
    }
  }
}

extension PropertyKind {
  /// Whether a value of this kind may be null.
  var isNullable: Bool {
    if case .nullable = self { return true }
    return self == .optionalString
  }
}
