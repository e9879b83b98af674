extension EmitterLayer {
  /// Where the emitter shape's centre sits from `emitterPosition` (and so from the pointer), in
  /// points: a spawn area beside or above the finger, as pixi's `pos` and a spawn shape's own
  /// x and y place it. Births only: the centre that radial forces and orbits turn about stays
  /// the emitter position. Zero by default.
  public var emitterOffset: Point {
    get { settings.emitterOffset }
    set { settings.emitterOffset = newValue }
  }
}
