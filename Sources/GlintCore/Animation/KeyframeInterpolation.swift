/// How a keyframe animation moves between its values (CAAnimationCalculationMode).
public enum CalculationMode: String, Hashable, Sendable, CaseIterable, Codable {
  /// Straight lines between the values, at the key times.
  case linear
  /// Each value held until the next key time; no interpolation.
  case discrete
  /// Constant speed over the whole animation: key times and timing functions are ignored.
  case paced
  /// A Catmull-Rom spline through the values, at the key times.
  case cubic
  /// A Catmull-Rom spline through the values at constant speed.
  case cubicPaced
}

/// The interpolation of a keyframe animation, as Core Animation computes it: which segment a
/// progress falls in, and where within it. Values are vectors of up to four components (a number,
/// a point, a size, a colour).
///
/// Rules (CAKeyframeAnimation):
/// - linear and cubic: n values need n key times, nondecreasing from 0 to 1; without them the values
///   are evenly spaced. `timingFunctions[i]` paces segment i (the last one serves any segment
///   beyond the list).
/// - discrete: n values need n + 1 key times (or n, the last value then showing from the last key
///   time); value i shows from key time i until key time i + 1; the last value shows at the end.
/// - paced and cubicPaced: key times come from the distances between the values (the arc length
///   for a path), so the speed is constant; `keyTimes` and `timingFunctions` are ignored.
struct KeyframeInterpolation {
  let values: [SIMD4<Double>]
  let mode: CalculationMode
  /// The key time of each value (and for discrete, one more: the end).
  let times: [Double]
  let timingFunctions: [MediaTimingFunction]

  /// Builds the interpolation of `values`; key times that do not fit the rules above are
  /// replaced by even spacing (`KeyframeAnimation` rejects them earlier, with a reason).
  init(
    values: [SIMD4<Double>], keyTimes: [Double]?, mode: CalculationMode,
    timingFunctions: [MediaTimingFunction]
  ) {
    self.values = values
    self.mode = mode
    self.timingFunctions = mode == .paced || mode == .cubicPaced ? [] : timingFunctions
    let n = values.count
    switch mode {
    case .paced, .cubicPaced:
      times = Self.pacedTimes(values)
    case .discrete:
      if let k = keyTimes, Self.validate(k, count: n + 1) == nil || Self.validate(k, count: n) == nil {
        times = k.count == n + 1 ? k : k + [1]
      } else {
        times = (0...n).map { Double($0) / Double(max(n, 1)) }
      }
    case .linear, .cubic:
      if let k = keyTimes, Self.validate(k, count: n) == nil {
        times = k
      } else {
        times = (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
      }
    }
  }

  /// Why `keyTimes` cannot time `count` values, or nil when they can.
  static func validate(_ keyTimes: [Double], count: Int) -> String? {
    guard keyTimes.count == count else { return "has \(keyTimes.count) entries where \(count) are needed" }
    guard keyTimes.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
      return "has a value outside 0...1"
    }
    guard zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
      return "is not in increasing order"
    }
    return nil
  }

  /// Key times in proportion to the distance travelled between consecutive values.
  static func pacedTimes(_ values: [SIMD4<Double>]) -> [Double] {
    guard values.count > 1 else { return values.map { _ in 0 } }
    var sums = [0.0]
    for (a, b) in zip(values, values.dropFirst()) {
      let d = b - a
      sums.append(sums[sums.count - 1] + (d * d).sum().squareRoot())
    }
    let total = sums[sums.count - 1]
    guard total > 0 else { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
    return sums.map { $0 / total }
  }

  /// The segment a progress (0...1) falls in and the eased fraction within it.
  func locate(_ progress: Double) -> (segment: Int, fraction: Double) {
    let p = min(max(progress, 0), 1)
    let n = values.count
    if mode == .discrete {
      var i = 0
      while i + 1 < n && times[i + 1] <= p { i += 1 }
      return (i, 0)
    }
    guard n > 1 else { return (0, 0) }
    var i = 0
    while i + 2 < n && times[i + 1] <= p { i += 1 }
    let span = times[i + 1] - times[i]
    var f = span > 0 ? (p - times[i]) / span : (p >= times[i + 1] ? 1 : 0)
    f = min(max(f, 0), 1)
    if !timingFunctions.isEmpty {
      f = timingFunctions[min(i, timingFunctions.count - 1)].value(at: f)
    }
    return (i, f)
  }

  /// The value at `progress`.
  func value(at progress: Double) -> SIMD4<Double> {
    guard !values.isEmpty else { return .zero }
    let (i, f) = locate(progress)
    switch mode {
    case .discrete: return values[i]
    case .linear, .paced:
      return i + 1 < values.count ? values[i] + (values[i + 1] - values[i]) * f : values[i]
    case .cubic, .cubicPaced: return catmullRom(i, f)
    }
  }

  /// Catmull-Rom between values i and i + 1, the ends repeated as their own neighbours (Core
  /// Animation's cubic mode with tension, continuity and bias 0).
  private func catmullRom(_ i: Int, _ f: Double) -> SIMD4<Double> {
    guard i + 1 < values.count else { return values[i] }
    let p0 = values[max(i - 1, 0)]
    let p1 = values[i]
    let p2 = values[i + 1]
    let p3 = values[min(i + 2, values.count - 1)]
    let m1 = (p2 - p0) * 0.5
    let m2 = (p3 - p1) * 0.5
    let f2 = f * f
    let f3 = f2 * f
    let h00 = 2 * f3 - 3 * f2 + 1
    let h10 = f3 - 2 * f2 + f
    let h01 = -2 * f3 + 3 * f2
    let h11 = f3 - f2
    return p1 * h00 + m1 * h10 + p2 * h01 + m2 * h11
  }
}
