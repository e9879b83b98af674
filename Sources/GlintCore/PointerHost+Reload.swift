extension PointerHost {
  /// Gives the host a new version of its effect (an effect file saved again) without losing what
  /// is on screen.
  ///
  /// Pointers that begin from now on get `newEffect` entirely. A live pointer keeps the
  /// behaviour and state of the effect it began with, but its layers take the new values: where
  /// `newEffect` makes as many layers for it, each layer takes the new layer's settings (all but
  /// its position, which follows the pointer, and its seed) and cells. Cells of the same tree
  /// shape change in place, so the live particles stay and new births use the new values; cells
  /// of another shape reset the layer's particles, as reassigning them always does; a layer of
  /// another capacity is replaced by the new one, started now. A pointer for which the new effect
  /// makes another number of layers, and every pointer that has ended, finish as they were.
  /// Canvas layers take the new effect's values the same way (their positions too); when it makes
  /// another number of them, the canvas is made afresh.
  public func replaceEffect(with newEffect: any Effect) {
    effect = newEffect
    hooks = makeHooks(newEffect)
    if let bounds = canvas {
      let random = EffectRandom.canvas(hostSeed: seed, layout: canvasLayouts &- 1)
      let made = newEffect.makeCanvasLayers(in: bounds, random: random, time: time)
      if made.count == canvasLayers.count, zip(made, canvasLayers).allSatisfy({ $0.capacity == $1.capacity })
      {
        for (old, new) in zip(canvasLayers, made) { old.takeValues(of: new, position: new.emitterPosition) }
      } else {
        canvas = nil
        canvas = bounds
      }
    }
    for index in tracks.indices where !tracks[index].hasEnded {
      let made = hooks.makeLayers(for: tracks[index])
      guard made.count == tracks[index].layers.count else { continue }
      for (slot, new) in made.enumerated() {
        let old = tracks[index].layers[slot]
        if old.capacity == new.capacity {
          old.takeValues(of: new, position: old.emitterPosition)
        } else {
          new.emitterPosition = old.emitterPosition
          new.seed = old.seed
          if new.imageFolder == nil { new.imageFolder = newEffect.imageFolder }
          share(with: new)
          new.start(at: time)
          tracks[index].layers[slot] = new
        }
      }
    }
    refreshLayers()
  }
}

extension EmitterLayer {
  /// Takes `other`'s settings and cells, placed at `position`, keeping its own seed, clock and
  /// (when the cells keep their shape) particles.
  fileprivate func takeValues(of other: EmitterLayer, position: Point) {
    var settings = other.settings
    settings.emitterPosition = position
    settings.seed = seed
    self.settings = settings
    followsPointer = other.followsPointer
    imageFolder = other.imageFolder ?? imageFolder
    emitterCells = other.emitterCells
  }
}
