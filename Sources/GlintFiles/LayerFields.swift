import GlintCore

extension LayerDeclaration {
  /// Every setting of a layer an effect file can set, under Core Animation's names, from the
  /// layer's property descriptors (its cells and its `pointer` behaviour are read by `LayerRecord`).
  static var fileFields: [Field<LayerDeclaration>] { properties.filter(\.isFileField).map(Field.described) }
}

/// A layer as an effect file holds it: its settings, its cells, what it does with its pointer
/// (`pointer`, with cells named by `name` or by index) and, for a canvas layer, where it goes in
/// the canvas (`canvas`).
struct LayerRecord: Codable {
  var layer: LayerDeclaration

  init(_ layer: LayerDeclaration) { self.layer = layer }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    let path = FieldPath(decoder.codingPath)
    layer = LayerDeclaration()
    try LayerDeclaration.fileFields.read(
      into: &layer, from: container, at: path,
      alsoKnown: ["emitterCells", "pointer", "canvas", "animations", "forceFields"])
    if container.contains(FieldKey("emitterCells")) {
      layer.emitterCells = try container.decode([CellRecord].self, forKey: FieldKey("emitterCells")).map(
        \.cell)
    }
    if container.contains(FieldKey("pointer")) {
      let pointer = try container.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey("pointer"))
      layer.behaviour = try BehaviourReader(cells: layer.emitterCells, path: path.appending("pointer")).read(
        pointer)
    }
    if container.contains(FieldKey("canvas")) {
      let canvas = try container.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey("canvas"))
      try CanvasLayout.fileFields.read(into: &layer.canvasLayout, from: canvas, at: path.appending("canvas"))
    }
    if container.contains(FieldKey("animations")) {
      let records = try container.decode([AnimationRecord].self, forKey: FieldKey("animations"))
      layer.animations = try Self.checked(records, on: layer)
    }
    if container.contains(FieldKey("forceFields")) {
      layer.forceFields = try container.decode([ForceFieldRecord].self, forKey: FieldKey("forceFields")).map(
        \.field)
    }
  }

  /// The animations of `records`, each given to a layer made from `layer` as loading will, so
  /// a key path the layer lacks or a value its property cannot take is named here.
  static func checked(_ records: [AnimationRecord], on layer: LayerDeclaration) throws
    -> [AnimationDeclaration]
  {
    let made = layer.makeLayer()
    var animations: [AnimationDeclaration] = []
    for record in records {
      let animation = try record.declaration(on: made)
      do {
        try made.add(animation.makeAnimation(), forKey: animation.key)
      } catch {
        throw FieldError(path: record.path, reason: error.description)
      }
      animations.append(animation)
    }
    return animations
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try LayerDeclaration.fileFields.write(layer, defaults: LayerDeclaration(), to: &container)
    if !layer.emitterCells.isEmpty {
      try container.encode(layer.emitterCells.map(CellRecord.init), forKey: FieldKey("emitterCells"))
    }
    if layer.behaviour != LayerBehaviour() {
      var pointer = container.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey("pointer"))
      try BehaviourWriter(cells: layer.emitterCells).write(layer.behaviour, to: &pointer)
    }
    if layer.canvasLayout != CanvasLayout() {
      var canvas = container.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey("canvas"))
      try CanvasLayout.fileFields.write(layer.canvasLayout, defaults: CanvasLayout(), to: &canvas)
    }
    if !layer.animations.isEmpty {
      try container.encode(layer.animations.map(AnimationRecord.init), forKey: FieldKey("animations"))
    }
    if !layer.forceFields.isEmpty {
      try container.encode(layer.forceFields.map(ForceFieldRecord.init), forKey: FieldKey("forceFields"))
    }
  }
}

extension CanvasLayout {
  /// A canvas layer's place: fractions of the canvas's bounds plus offsets in points.
  static var fileFields: [Field<CanvasLayout>] { properties.map(Field.described) }
}
