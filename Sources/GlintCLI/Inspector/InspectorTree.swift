import GlintCore

/// Where a layer or a cell is in an effect: its group of layers, the layer's index, and the
/// cell's index at each depth. The same place in a reloaded effect of the same shape has the
/// same id, so a selection survives a reload.
struct InspectorNodeID: Hashable, CustomStringConvertible {
  enum Group: Hashable {
    /// The layers each pointer gets.
    case layers
    /// The layers of the whole canvas.
    case canvasLayers
  }

  var group: Group
  var layer: Int
  /// The cell's index at each depth from the layer's top-level cells; empty for the layer.
  var cells: [Int] = []

  var isLayer: Bool { cells.isEmpty }

  /// The id of this node's cell `index`.
  func child(_ index: Int) -> InspectorNodeID {
    InspectorNodeID(group: group, layer: layer, cells: cells + [index])
  }

  /// As an effect file's field path says it: `layers[0].emitterCells[2].emitterCells[0]`.
  var description: String {
    (group == .layers ? "layers" : "canvasLayers") + "[\(layer)]"
      + cells.map { ".emitterCells[\($0)]" }.joined()
  }
}

/// One row of the inspector's tree: a layer or a cell, with its cells below it.
struct InspectorNode: Equatable {
  var id: InspectorNodeID
  /// What the row says: "Layer 1", "Canvas layer 1", a cell's name (or "cell 2" unnamed).
  var title: String
  var children: [InspectorNode]

  /// The tree of `effect`: its layers, then its canvas layers, each with its cells at every depth.
  static func tree(of effect: DeclaredEffect) -> [InspectorNode] {
    let layers = effect.layers.enumerated().map { index, layer in
      let id = InspectorNodeID(group: .layers, layer: index)
      return InspectorNode(id: id, title: "Layer \(index + 1)", children: tree(layer.emitterCells, under: id))
    }
    let canvas = effect.canvasLayers.enumerated().map { index, layer in
      let id = InspectorNodeID(group: .canvasLayers, layer: index)
      return InspectorNode(
        id: id, title: "Canvas layer \(index + 1)", children: tree(layer.emitterCells, under: id))
    }
    return layers + canvas
  }

  private static func tree(_ cells: [CellDeclaration], under parent: InspectorNodeID) -> [InspectorNode] {
    cells.enumerated().map { index, cell in
      let id = parent.child(index)
      return InspectorNode(
        id: id, title: cell.name.isEmpty ? "cell \(index + 1)" : cell.name,
        children: tree(cell.emitterCells, under: id))
    }
  }

  /// Every node of `nodes` and below, depth first.
  static func flattened(_ nodes: [InspectorNode]) -> [InspectorNode] {
    nodes.flatMap { [$0] + flattened($0.children) }
  }
}

extension DeclaredEffect {
  /// The layer at `id` (the layer of a cell's id), if it exists.
  func layer(at id: InspectorNodeID) -> LayerDeclaration? {
    let list = id.group == .layers ? layers : canvasLayers
    return list.indices.contains(id.layer) ? list[id.layer] : nil
  }

  /// The cell at `id`, if it exists (nil for a layer's id).
  func cell(at id: InspectorNodeID) -> CellDeclaration? {
    guard !id.isLayer, let layer = layer(at: id) else { return nil }
    var cells = layer.emitterCells
    var found: CellDeclaration?
    for index in id.cells {
      guard cells.indices.contains(index) else { return nil }
      found = cells[index]
      cells = cells[index].emitterCells
    }
    return found
  }

  /// Whether `id` names a layer or cell of this effect.
  func contains(_ id: InspectorNodeID) -> Bool { id.isLayer ? layer(at: id) != nil : cell(at: id) != nil }

  /// Changes the layer at `id` (the layer of a cell's id) with `change`.
  mutating func modifyLayer<E: Error>(
    at id: InspectorNodeID, _ change: (inout LayerDeclaration) throws(E) -> Void
  )
    throws(E)
  {
    switch id.group {
    case .layers where layers.indices.contains(id.layer): try change(&layers[id.layer])
    case .canvasLayers where canvasLayers.indices.contains(id.layer): try change(&canvasLayers[id.layer])
    default: break
    }
  }

  /// Changes the cell at `id` with `change`.
  mutating func modifyCell<E: Error>(
    at id: InspectorNodeID, _ change: (inout CellDeclaration) throws(E) -> Void
  )
    throws(E)
  {
    func walk(_ cells: inout [CellDeclaration], _ path: ArraySlice<Int>) throws(E) {
      guard let index = path.first, cells.indices.contains(index) else { return }
      if path.count == 1 {
        try change(&cells[index])
      } else {
        try walk(&cells[index].emitterCells, path.dropFirst())
      }
    }
    try modifyLayer(at: id) { (layer: inout LayerDeclaration) throws(E) in
      try walk(&layer.emitterCells, id.cells[...])
    }
  }
}
