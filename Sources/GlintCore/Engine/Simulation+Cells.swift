/// The engine's copy of the layer's cell tree: one node per place in the tree, in preorder.
///
/// The model is a tree of `EmitterCell` objects that a program may change at any time; the engine
/// reads it once per step (`sync`), without allocating: the values of cells written since the
/// previous step (or presented by an animation) are copied into the nodes, so the inner loops
/// read plain structs, and a change of the tree's shape (cells added or removed at any depth)
/// rebuilds the nodes and clears the particles, as Core Animation resets the system.
/// A cell that is one of its own ancestors is left out at that place (the tree would be endless).
extension Simulation {
  /// Reads `cells` (the layer's top-level cells) into the nodes: the same shape keeps the
  /// particles and takes the new values; another shape rebuilds the pools.
  func sync(_ cells: [EmitterCell]) {
    var index = 0
    if !(update(cells, parent: -1, parentActive: true, &index) && index == nodes.count) { rebuild(cells) }
    hasAddedBehaviours = false
    for k in nodes.indices {
      caps[k] = max(0, nodes[k].cell.emission.maxParticles)
      hasAddedBehaviours = hasAddedBehaviours || !nodes[k].cell.added.isEmpty
    }
    applyFields()
  }

  /// Copies the values of `cells` (the sub-cells of node `parent`) into the nodes, in preorder,
  /// while the tree has the nodes' shape; false at the first place where it does not.
  private func update(_ cells: [EmitterCell], parent: Int, parentActive: Bool, _ index: inout Int) -> Bool {
    for (i, cell) in cells.enumerated() where !isAncestor(cell, of: parent) {
      guard index < nodes.count, nodes[index].parent == parent, nodes[index].subIndex == i,
        nodes[index].pool.subCellCount == cell.emitterCells.count
      else { return false }
      if nodes[index].object !== cell || nodes[index].revision != cell.revision || nodes[index].presented {
        nodes[index].object = cell
        nodes[index].cell = cell.values
        nodes[index].revision = cell.revision
        nodes[index].presented = false
        nodes[index].pool.layOutBehaviours(cell.values.added.layout)
      }
      let enabled = parentActive && nodes[index].cell.isEnabled
      active[index] = enabled
      let here = index
      index += 1
      guard update(cell.emitterCells, parent: here, parentActive: enabled, &index) else { return false }
    }
    return true
  }

  /// Whether `cell` is the object of node `node` or of one of its ancestors.
  private func isAncestor(_ cell: EmitterCell, of node: Int) -> Bool {
    var k = node
    while k >= 0 {
      if nodes[k].object === cell { return true }
      k = nodes[k].parent
    }
    return false
  }

  /// Makes the nodes and their empty pools for the tree of `cells`.
  private func rebuild(_ cells: [EmitterCell]) {
    nodes = []
    active = []
    liveCount = 0
    // Room for the live particles and for those that die during a step, which stay until its end.
    let limit = capacity > Int.max / 2 ? Int.max : 2 * capacity
    func add(_ cells: [EmitterCell], path: [Int], parent: Int, parentActive: Bool) {
      for (i, cell) in cells.enumerated() where !isAncestor(cell, of: parent) {
        let here = path + [i]
        let index = nodes.count
        let pool = ParticleStore(limit: limit, subCellCount: cell.emitterCells.count)
        let values = cell.values
        nodes.append(
          Node(
            cell: values, object: cell, revision: cell.revision, path: here, parent: parent, subIndex: i,
            key: cellKey(here),
            pool: pool))
        let enabled = parentActive && values.isEnabled
        active.append(enabled)
        add(cell.emitterCells, path: here, parent: index, parentActive: enabled)
      }
    }
    add(cells, path: [], parent: -1, parentActive: true)
    layerEmitted = Array(repeating: 0, count: nodes.count)
    horizon = Array(repeating: 0, count: nodes.count)
    caps = Array(repeating: 0, count: nodes.count)
    waves = Array(repeating: WaveClock(), count: nodes.count)
  }

  /// Fills `horizon`: the longest possible life of each node's particles plus that of its
  /// longest-lived descendant line.
  func updateHorizons(_ params: LayerParameters) {
    for k in horizon.indices { horizon[k] = 0 }
    for k in nodes.indices.reversed() {
      // Read in place: a copy of the cell's values would retain every reference they hold.
      let (lifetime, range) = (nodes[k].cell.lifetime, nodes[k].cell.lifetimeRange)
      let longest =
        Double(abs(params.lifetime))
        * (Double(abs(lifetime)) + Double(abs(range) * EmitterCell.rangeFactor))
      horizon[k] += longest * (1 + 1e-6) + 1e-6
      let p = nodes[k].parent
      if p >= 0 { horizon[p] = max(horizon[p], horizon[k]) }
    }
    // A layer that records events makes every birth, so that a particle born and dead within a
    // step still has its birth and death (it is retired at the step's end like any other).
    if eventLog != nil { for k in horizon.indices { horizon[k] = .infinity } }
  }
}
