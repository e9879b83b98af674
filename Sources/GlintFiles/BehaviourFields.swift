import GlintCore

/// Reads a layer's `pointer` object: what the layer does as its pointer begins, moves and ends.
///
/// ```json
/// "pointer": {
///   "beginBursts": [{"cell": "spark", "count": 10}],
///   "repeat": {"interval": 0.35, "spacing": 60, "bursts": [{"cell": "spark", "count": 48}]},
///   "endBursts": [],
///   "end": "stopBirths"
/// }
/// ```
/// A burst names a top-level cell of the layer by its `name` or by its index.
struct BehaviourReader {
  let cells: [CellDeclaration]
  let path: FieldPath

  static let names = ["beginBursts", "repeat", "endBursts", "end"]
  static let repeatNames = ["interval", "spacing", "bursts"]
  static let burstNames = ["cell", "count"]

  func read(_ container: KeyedDecodingContainer<FieldKey>) throws -> LayerBehaviour {
    try refuseUnknown(container, known: Self.names, at: path)
    var behaviour = LayerBehaviour()
    if container.contains(FieldKey("end")) {
      behaviour.end = try LayerBehaviour.End.read(container, FieldKey("end"), path.appending("end"))
    }
    behaviour.beginBursts = try bursts(container, "beginBursts", at: path)
    behaviour.endBursts = try bursts(container, "endBursts", at: path)
    if container.contains(FieldKey("repeat")) {
      let repeatPath = path.appending("repeat")
      let inner = try container.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey("repeat"))
      try refuseUnknown(inner, known: Self.repeatNames, at: repeatPath)
      let interval = try Double.read(inner, FieldKey("interval"), repeatPath.appending("interval"))
      let spacing =
        try inner.contains(FieldKey("spacing"))
        ? Float.read(inner, FieldKey("spacing"), repeatPath.appending("spacing")) : nil
      behaviour.repeating = RepeatingBursts(
        interval: interval, spacing: spacing, bursts: try bursts(inner, "bursts", at: repeatPath))
    }
    return behaviour
  }

  private func bursts(
    _ container: KeyedDecodingContainer<FieldKey>, _ name: String, at path: FieldPath
  ) throws -> [CellBurst] {
    guard container.contains(FieldKey(name)) else { return [] }
    let listPath = path.appending(name)
    var list = try container.nestedUnkeyedContainer(forKey: FieldKey(name))
    var bursts: [CellBurst] = []
    while !list.isAtEnd {
      let itemPath = listPath.appending(list.currentIndex)
      let item = try list.nestedContainer(keyedBy: FieldKey.self)
      try refuseUnknown(item, known: Self.burstNames, at: itemPath)
      let count = try Int.read(item, FieldKey("count"), itemPath.appending("count"))
      bursts.append(CellBurst(cell: try cellIndex(item, at: itemPath.appending("cell")), count: count))
    }
    return bursts
  }

  /// The index of the top-level cell a burst names, by name or by index.
  private func cellIndex(_ item: KeyedDecodingContainer<FieldKey>, at path: FieldPath) throws -> Int {
    let key = FieldKey("cell")
    guard item.contains(key) else { throw FieldError(path: path, reason: "missing (it is required)") }
    let names = cells.map { "'\($0.name)'" }.joined(separator: ", ")
    if let name = try? item.decode(String.self, forKey: key) {
      guard let index = cells.firstIndex(where: { $0.name == name }) else {
        throw FieldError(
          path: path, reason: "no top-level cell of this layer is named '\(name)' (cells: \(names))")
      }
      return index
    }
    let index = try Int.read(item, key, path)
    guard cells.indices.contains(index) else {
      throw FieldError(
        path: path, reason: "cell index \(index) is not one of the layer's \(cells.count) top-level cells")
    }
    return index
  }
}

/// Refuses a member `known` does not list, naming the nearest known one.
func refuseUnknown(_ container: KeyedDecodingContainer<FieldKey>, known: [String], at path: FieldPath) throws
{
  for key in container.allKeys where !known.contains(key.stringValue) {
    let nearest = nearestName(to: key.stringValue, among: known)
    throw FieldError(
      path: path.appending(key.stringValue),
      reason: "unknown field" + (nearest.map { " (did you mean '\($0)'?)" } ?? ""))
  }
}

/// Writes a layer's `pointer` object, naming cells by name where names are unique.
struct BehaviourWriter {
  let cells: [CellDeclaration]

  func write(_ behaviour: LayerBehaviour, to container: inout KeyedEncodingContainer<FieldKey>) throws {
    let defaults = LayerBehaviour()
    try write(behaviour.beginBursts, "beginBursts", to: &container)
    if let repeating = behaviour.repeating {
      var inner = container.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey("repeat"))
      try inner.encode(repeating.interval, forKey: FieldKey("interval"))
      if let spacing = repeating.spacing { try inner.encode(spacing, forKey: FieldKey("spacing")) }
      try write(repeating.bursts, "bursts", to: &inner)
    }
    try write(behaviour.endBursts, "endBursts", to: &container)
    if behaviour.end != defaults.end { try behaviour.end.write(&container, FieldKey("end")) }
  }

  private func write(
    _ bursts: [CellBurst], _ name: String, to container: inout KeyedEncodingContainer<FieldKey>
  ) throws {
    guard !bursts.isEmpty || name == "bursts" else { return }
    var list = container.nestedUnkeyedContainer(forKey: FieldKey(name))
    for burst in bursts {
      var item = list.nestedContainer(keyedBy: FieldKey.self)
      let cellName = cells.indices.contains(burst.cell) ? cells[burst.cell].name : ""
      if !cellName.isEmpty && cells.filter({ $0.name == cellName }).count == 1 {
        try item.encode(cellName, forKey: FieldKey("cell"))
      } else {
        try item.encode(burst.cell, forKey: FieldKey("cell"))
      }
      try item.encode(burst.count, forKey: FieldKey("count"))
    }
  }
}
