/// Stepping several layers at once, with what does not decide births spread over every core.
extension EmitterLayer {
  /// Steps `layers` to host time `time`: the same particles, bit for bit, as `step(to:)` on
  /// each in turn, with the threads of `StepWorkers` (`GLINT_THREADS`). Births that a host's
  /// birth budget rations (a layer under a `PointerHost`) are decided in the layers' order on
  /// the calling thread, since the budget's accounting depends on that order; the rest of those
  /// layers' steps (retiring the dead, advancing integrated paths), and the whole step of a layer
  /// that shares no budget, run on every core: each touches only its own layer.
  public static func step(_ layers: [EmitterLayer], to time: Double) {
    guard let workers = layers.first?.simulation.workers, workers.threads > 1, layers.count > 1,
      !hasRepeats(layers)
    else {
      for layer in layers { layer.step(to: time) }
      return
    }
    for layer in layers where layer.simulation.allowance != nil {
      layer.simulation.defersFinish = true
      layer.step(to: time)
      layer.simulation.defersFinish = false
    }
    layers.withUnsafeBufferPointer { layers in
      workers.run(parts: layers.count, LayerStepJob(layers: layers, time: time))
    }
  }
}

/// Whether a layer appears twice in `layers` (two threads must never step one layer: such a
/// batch steps one layer at a time).
private func hasRepeats(_ layers: [EmitterLayer]) -> Bool {
  var repeated = false
  for layer in layers {
    if layer.simulation.inBatch { repeated = true }
    layer.simulation.inBatch = true
  }
  for layer in layers { layer.simulation.inBatch = false }
  return repeated
}

/// One layer of a batch (`EmitterLayer.step(_:to:)`): its deferred finish, or its whole step
/// when it shares no birth budget.
private struct LayerStepJob: StepJob {
  let layers: UnsafeBufferPointer<EmitterLayer>
  let time: Double

  func run(part: Int, thread: Int) {
    // Unretained (the caller's array holds it): a count kept on the layer by the thread that
    // steps it would take the layer's memory from the core that set it up for the frame.
    unowned(unsafe) let layer = layers[part]
    if layer.simulation.allowance == nil {
      layer.step(to: time)
    } else {
      layer.simulation.finishPendingStep()
    }
  }
}
