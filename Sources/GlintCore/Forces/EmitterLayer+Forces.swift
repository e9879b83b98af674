/// A layer's force fields and the inputs that move them (see `ForceField`).
extension EmitterLayer {
  /// The fields acting on the layer's cells (each on the cells it names), from the next step on.
  /// At most 16 are used.
  public var forceFields: [ForceField] {
    get { simulation.forces.fields }
    set { simulation.forces.fields = newValue }
  }

  /// Sets the moving point `name` (what a field anchored at `.point` with that `pointName`
  /// follows, and behaviours a package added read) to `location`: the point moves there in a
  /// straight line through the next step.
  public func setPoint(_ name: String, to location: Point) {
    guard location.x.isFinite, location.y.isFinite else { return }
    simulation.forces.setPoint(name, to: location)
  }

  /// The moving point `name`'s location, if one was set.
  public func point(_ name: String) -> Point? {
    simulation.forces.points.first { $0.name == name }?.to
  }

  /// The pointers the next step's fields anchored at `.pointer` follow and behaviours a package
  /// added read (`BehaviourInputs`); the host sets them before each step: a pointer's own layers
  /// get their pointer, canvas layers every live one.
  public var pointerInputs: [PointerInput] {
    get { simulation.forces.pointers }
    set { setPointerInputs(newValue) }
  }

  /// Whether the host gives the layer the step's inputs: it has force fields, or cells that hold
  /// behaviours a package added.
  var takesStepInputs: Bool { !forceFields.isEmpty || simulation.hasAddedBehaviours }

  /// Replaces the pointer inputs without allocating once the list has had room for as many.
  public func setPointerInputs<C: Collection>(_ pointers: C) where C.Element == PointerInput {
    let forces = simulation.forces
    forces.pointers.removeAll(keepingCapacity: true)
    for p in pointers where p.location.x.isFinite && p.location.y.isFinite {
      let still = !(p.velocity.x.isFinite && p.velocity.y.isFinite)
      forces.pointers.append(still ? PointerInput(id: p.id, location: p.location) : p)
    }
  }
}

extension EmitterCell {
  /// The fraction of its emitter's velocity a particle adds to its own at birth: the layer's
  /// emitter (moving with its pointer) for a top-level cell, the parent particle for a sub-cell.
  /// A flick then throws sparks along it; negative throws them back, as a comet's tail.
  public var inheritedVelocity: Float {
    get { values.movement.inheritedVelocity }
    set { values.movement.inheritedVelocity = newValue }
  }
}
