/// A cell's trail: each particle leaves a ribbon through its last positions (`TrailStyle`).
extension EmitterCell {
  public var trail: TrailStyle {
    get { values.trail }
    set { values.trail = newValue }
  }
}

/// A layer's trail: a ribbon along its emitter's own path, the pointer's when it follows one.
extension EmitterLayer {
  public var trail: TrailStyle {
    get { settings.trail }
    set { settings.trail = newValue }
  }
}
