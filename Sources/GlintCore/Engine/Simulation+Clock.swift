/// Where a layer stands on the host's clock.
struct LayerClock {
  /// The latest host time the layer was started or stepped to.
  var hostTime: Double = 0
  /// Whether `start(at:)` (or a first step) has placed the layer on the host's clock.
  var placed = false
  /// Past its active period and not filled forwards: the layer shows and emits nothing.
  var ended = false
  /// Taken away by `removeFromSuperlayer()`: empty, and no step moves it again.
  var removed = false
}

/// The layer's media timing applied to the simulation: host time → the layer's local time, which
/// drives emission, particle ageing and animations.
///
/// The emitter starts when the layer first becomes active, at a local time pre-filled by the
/// layer's `timeOffset` (and, with a `beginTime` set and already past, by the local time since
/// then): it runs, held still, from that much earlier, so it looks as if it had been running.
/// Local time that goes back (a new repeat, the way back of an autoreverse, a negative speed)
/// restarts the emitter there, since particles cannot run backwards. Past the active period the
/// layer is emptied and retires, unless its fill mode holds its last instant.
extension Simulation {
  /// The longest pre-fill: one hour of local time (more would only cost time; an hour covers the
  /// lifetime of any particle an effect makes).
  static let maxPrefill: Double = 3600

  func start(_ layer: EmitterLayer, atHost host: Double) {
    guard host.isFinite else { return }
    clock = LayerClock(hostTime: host, placed: true, ended: false)
    start(layer, at: 0)
    started = false
    follow(layer, host)
  }

  func advance(_ layer: EmitterLayer, toHost host: Double) {
    guard host.isFinite else { return }
    guard clock.placed else { return start(layer, atHost: host) }
    guard !clock.removed else { return }
    guard host >= clock.hostTime else { return }
    clock.hostTime = host
    follow(layer, host)
  }

  /// Empties the layer for good (until it starts again), keeping its counts.
  func remove() {
    recordRemovals()
    for node in nodes { node.pool.removeAll() }
    liveCount = 0
    bursts.removeAll()
    dueBursts.removeAll()
    deaths.reset()
    cellDeaths.reset()
    clock.placed = true
    clock.removed = true
    clock.ended = true
  }

  /// Takes the emitter's clock to the layer's local time at `host`.
  private func follow(_ layer: EmitterLayer, _ host: Double) {
    let timing = layer.timing
    guard let local = timing.local(at: host) else {
      if host >= timing.beginTime && started && !clock.ended {
        start(layer, at: time)
        clock.ended = true
      }
      return
    }
    let t = local.simpleTime
    if !started {
      animations.begin(at: t)
      let offset = timing.timeOffset.isFinite ? timing.timeOffset : 0
      let speed = timing.speed.isFinite ? Double(abs(timing.speed)) : 1
      var prefill = offset
      if timing.beginTime != 0 { prefill += max(0, host - timing.beginTime) * speed }
      if timing.iterationDuration.isFinite { prefill = min(prefill, t) }
      prefill = min(max(prefill, 0), Self.maxPrefill)
      start(layer, at: t - prefill)
      var s = t - prefill
      while s < t {
        s = min(t, s + Self.maxCatchUp)
        step(layer, to: s)
      }
    } else if t < time || clock.ended {
      clock.ended = false
      start(layer, at: t)
    } else {
      step(layer, to: t)
    }
  }
}
