/// A pixi value list as a Glint curve: keys over the whole life (the first at 0, the last at 1),
/// stepped or linear, and Core Animation's cubic ease where pixi's ease is one.
///
/// pixi eases a list's fraction of life twice, by the emitter's `ease` and then by the list's
/// own. One ease that is a single segment from 0 to 1 is written as a cubic timing function,
/// exactly. Anything else is folded into the keys: a stepped list gets its steps at the eased
/// times (found by bisection), a linear one enough keys to follow pixi within 0.2 % of its range,
/// and `approximation` says how close.
struct PixiCurve: Equatable {
  var keys: [PixiValueList.Key]
  var stepped: Bool
  /// Cubic control points [x1, y1, x2, y2]; nil for linear time.
  var ease: [Double]?
  /// The largest difference from pixi's values when the keys approximate an ease; nil if exact.
  var approximation: Double?

  init(keys: [PixiValueList.Key], stepped: Bool, ease: [Double]? = nil, approximation: Double? = nil) {
    self.keys = keys
    self.stepped = stepped
    self.ease = ease
    self.approximation = approximation
  }

  init(_ list: PixiValueList, globalEase: PixiEase?) {
    let eases = [globalEase, list.ease].compactMap { $0 }
    if eases.isEmpty {
      self.init(keys: Self.wholeLife(list), stepped: list.isStepped)
    } else if eases.count == 1, let cubic = eases[0].cubicControlPoints {
      self.init(keys: Self.wholeLife(list), stepped: list.isStepped, ease: cubic)
    } else {
      let value = { (x: Double) in list.value(at: globalEase.map { $0(x) } ?? x) }
      self = list.isStepped ? Self.steps(of: value) : Self.samples(of: value)
    }
  }

  /// The same keys over the whole life, as pixi reads them: two linear keys span it whatever
  /// their times; more keys extend their first and last segments to 0 and 1; a stepped list
  /// holds its first value from 0 and its last to 1.
  static func wholeLife(_ list: PixiValueList) -> [PixiValueList.Key] {
    let keys = list.keys
    guard keys.count > 1 else {
      return [.init(time: 0, value: keys[0].value), .init(time: 1, value: keys[0].value)]
    }
    if !list.isStepped && keys.count == 2 {
      return [.init(time: 0, value: keys[0].value), .init(time: 1, value: keys[1].value)]
    }
    var whole = keys
    if whole[0].time > 0 {
      whole.insert(.init(time: 0, value: list.isStepped ? keys[0].value : list.value(at: 0)), at: 0)
    }
    if whole[whole.count - 1].time < 1 {
      whole.append(.init(time: 1, value: list.isStepped ? keys[keys.count - 1].value : list.value(at: 1)))
    }
    return whole
  }

  /// A stepped curve whose steps fall where `value` changes: sampled, then each change found by
  /// bisection to a billionth of the life.
  static func steps(of value: (Double) -> [Double]) -> PixiCurve {
    let samples = 1024
    var keys = [PixiValueList.Key(time: 0, value: value(0))]
    var previous = value(0)
    for index in 1...samples {
      let x = Double(index) / Double(samples)
      let current = value(x)
      guard current != previous else { continue }
      var (low, high) = (Double(index - 1) / Double(samples), x)
      for _ in 0..<30 {
        let middle = (low + high) / 2
        if value(middle) == previous { low = middle } else { high = middle }
      }
      keys.append(.init(time: high, value: value(high)))
      previous = value(high)
      if previous != current {
        keys.append(.init(time: x, value: current))
        previous = current
      }
    }
    keys.append(.init(time: 1, value: keys[keys.count - 1].value))
    return PixiCurve(keys: keys, stepped: true)
  }

  /// Evenly spaced linear keys, as few as follow `value` within 0.2 % of its range.
  static func samples(of value: (Double) -> [Double]) -> PixiCurve {
    let probes = (0...2048).map { Double($0) / 2048 }
    let truth = probes.map(value)
    let channels = truth[0].count
    let range =
      (0..<channels).map { channel in
        let values = truth.map { $0[channel] }
        return (values.max() ?? 0) - (values.min() ?? 0)
      }.max() ?? 0
    var best = PixiCurve(keys: [], stepped: false)
    for segments in [8, 16, 32, 64, 128] {
      let keys = (0...segments).map { index in
        let x = Double(index) / Double(segments)
        return PixiValueList.Key(time: x, value: value(x))
      }
      let curve = PixiValueList(keys: keys)
      var error = 0.0
      for (x, exact) in zip(probes, truth) {
        for (a, b) in zip(curve.value(at: x), exact) { error = max(error, abs(a - b)) }
      }
      best = PixiCurve(keys: keys, stepped: false, approximation: error)
      if error <= 0.002 * max(range, 1e-9) { break }
    }
    return best
  }

  /// The curve with every value divided by `divisor` (a speed list as a multiplier of the speed
  /// drawn at birth).
  func dividing(by divisor: Double) -> PixiCurve {
    var curve = self
    curve.keys = keys.map { .init(time: $0.time, value: $0.value.map { $0 / divisor }) }
    curve.approximation = approximation.map { $0 / abs(divisor) }
    return curve
  }
}
