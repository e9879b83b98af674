/// The engine's side of force fields and inherited velocity: each step resolves the layer's
/// fields for every node (their centres placed by the step's inputs) and hands each node's cell
/// its run of fields, which its integrated path reads (`PathMotion`). A layer with no fields
/// skips all of it.
extension Simulation {
  /// Resolves the fields for the step [begin, end] along the emitter's `path`, and records the
  /// emitter's velocity through it, which top-level births inherit.
  func resolveFields(path: EmitterPath, begin: Double, end: Double) {
    let span = Float(end - begin)
    forces.emitterVelocity =
      span > 0 ? SIMD3(path.to.x - path.from.x, path.to.y - path.from.y, path.toZ - path.fromZ) / span : .zero
    guard !forces.fields.isEmpty || forces.isActive else { return }
    forces.resolve(
      names: { nodes[$0].cell.name }, nodeCount: nodes.count, path: path, begin: begin, end: end)
    applyFields()
  }

  /// Gives each node's cell the fields resolved for it (again after a sync copied the model's
  /// values over them).
  func applyFields() {
    guard forces.isActive || forces.wasActive else { return }
    for k in nodes.indices {
      nodes[k].cell.movement.fields = k < forces.perNode.count ? forces.perNode[k] : ActiveFields()
    }
    forces.wasActive = forces.isActive
  }

  /// The velocity a particle of `cell` adds at birth: its `inheritedVelocity` times the velocity
  /// of what emits it (the emitter's through the step, or the parent particle's at that instant).
  @inline(__always)
  func thrownVelocity(_ cell: CellValues) -> SIMD3<Float> {
    cell.movement.inheritedVelocity * forces.birthVelocity
  }
}
