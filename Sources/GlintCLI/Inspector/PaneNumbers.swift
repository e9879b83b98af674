/// The live numbers of one pane, as the inspector shows them beside its controls: what the
/// effect costs while it is being changed.
struct PaneNumbers: Equatable {
  /// Particles alive now.
  var particles: Int = 0
  /// Births per second of simulated time, over about the last second.
  var birthsPerSecond: Double = 0
  /// Births dropped because a layer was at its capacity, since the pane started afresh.
  var droppedBirths: Int = 0
  /// Births dropped per second of simulated time, over about the last second.
  var droppedPerSecond: Double = 0
  /// Milliseconds the last frame spent simulating the pane, and drawing it (smoothed).
  var simulateMilliseconds: Double = 0
  var drawMilliseconds: Double = 0
}

/// Turns a host's running totals of births and drops into rates: it keeps the totals it was
/// shown over the last second of simulated time. It reads the host only when asked, so a
/// hidden inspector costs the preview nothing.
struct PaneMeter {
  private struct Sample {
    var time: Double
    var births: Int
    var dropped: Int
  }

  private var samples: [Sample] = []
  /// The span of simulated time the rates are measured over.
  static let window = 1.0

  /// The numbers of `pane` now.
  mutating func numbers(of pane: PreviewPane) -> PaneNumbers {
    let host = pane.host
    let now = Sample(time: host.time, births: host.birthCount, dropped: host.droppedBirths)
    // A host started afresh (a clear, another effect) counts from zero at an earlier time.
    if let last = samples.last, now.time < last.time || now.births < last.births || now.dropped < last.dropped
    {
      samples.removeAll()
    }
    if samples.last?.time != now.time { samples.append(now) }
    // Keep one sample at least a window old, so the rate spans a whole window once it can.
    while samples.count > 2, now.time - samples[1].time >= Self.window { samples.removeFirst() }
    var numbers = PaneNumbers(
      particles: host.particleCount, droppedBirths: now.dropped,
      simulateMilliseconds: pane.simulateMilliseconds, drawMilliseconds: pane.drawMilliseconds)
    if let first = samples.first, now.time > first.time {
      let span = now.time - first.time
      numbers.birthsPerSecond = Double(now.births - first.births) / span
      numbers.droppedPerSecond = Double(now.dropped - first.dropped) / span
    }
    return numbers
  }
}
