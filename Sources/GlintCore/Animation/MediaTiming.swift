/// What a timed object shows outside its active period (CAMediaTimingFillMode).
public enum FillMode: String, Hashable, Sendable, CaseIterable, Codable {
  /// Nothing: before its begin and after its end the object is inactive.
  case removed
  /// Holds the state of its end after the end.
  case forwards
  /// Shows the state of its start before the begin.
  case backwards
  /// Both of the above.
  case both

  var fillsBackwards: Bool { self == .backwards || self == .both }
  var fillsForwards: Bool { self == .forwards || self == .both }
}

/// Key paths carry a fill mode as its Core Animation name ("forwards").
extension FillMode: KeyPathValueConvertible {}

/// Core Animation's CAMediaTiming: the properties that place an object's local timeline in its
/// parent's. Layers, cells and animations adopt it; each keeps a `Timing` value.
public protocol MediaTiming: AnyObject {
  /// When the active period starts, in the parent's time.
  var beginTime: Double { get set }
  /// One iteration's length; 0 means the kind's default (forever for layers and cells, 0.25 s for
  /// animations).
  var duration: Double { get set }
  /// Added to the local time; within an animation's active period it wraps around.
  var timeOffset: Double { get set }
  /// Local seconds per parent second: 2 runs twice as fast, 0 freezes, negative runs backwards.
  var speed: Float { get set }
  /// Iterations, fractional allowed; `.infinity` repeats forever; 0 means one.
  var repeatCount: Float { get set }
  /// The active period's length in local seconds, instead of `repeatCount`; 0 means unused.
  var repeatDuration: Double { get set }
  /// Each iteration plays forwards then backwards (doubling its length).
  var autoreverses: Bool { get set }
  var fillMode: FillMode { get set }
}

/// The CAMediaTiming values of one object, and the mapping from its parent's time to its own.
///
/// Parent time p becomes active time a = (p - beginTime) × |speed|. The object is active for
/// 0 ≤ a < D, where D is `repeatDuration`, or the iteration's length (twice `duration` when it
/// autoreverses) times `repeatCount` (1 when 0), or forever when `duration` is 0 and the kind has
/// no default. Its local time is a + timeOffset, wrapped into [0, D) when D is finite, run from the
/// end when speed is negative; the time within the current iteration (`simpleTime`) runs 0 →
/// duration, and back to 0 on autoreversed iterations. Outside [0, D) `fillMode` holds the start
/// or the end, or the object is inactive. With an infinite D the local time is Core Animation's
/// plain (p - beginTime) × speed + timeOffset.
public struct Timing: Hashable, Sendable {
  public var beginTime: Double = 0
  public var duration: Double = 0
  public var timeOffset: Double = 0
  public var speed: Float = 1
  public var repeatCount: Float = 0
  public var repeatDuration: Double = 0
  public var autoreverses = false
  public var fillMode: FillMode = .removed
  /// The length of an iteration when `duration` is 0: infinity for layers and cells, 0.25 s for
  /// animations (Core Animation's defaults).
  public var defaultDuration: Double

  public init(defaultDuration: Double = .infinity) {
    self.defaultDuration = defaultDuration
  }

  /// Where an object stands at one parent instant.
  public struct Local: Hashable, Sendable {
    /// The time within the current iteration: 0 → duration (back to 0 on an autoreversed half).
    public var simpleTime: Double
    /// The iteration under way, from 0.
    public var iteration: Int
    /// `simpleTime` as a fraction of the iteration's duration (0 when the duration is infinite).
    public var progress: Double

    public init(simpleTime: Double, iteration: Int, progress: Double) {
      (self.simpleTime, self.iteration, self.progress) = (simpleTime, iteration, progress)
    }
  }

  /// One iteration's length in local seconds (never 0).
  public var iterationDuration: Double {
    let d = duration.isFinite && duration > 0 ? duration : defaultDuration
    return d > 0 ? d : .infinity
  }

  /// The active period's length in local seconds (infinite for a layer without a duration).
  public var activeDuration: Double {
    let cycle = iterationDuration * (autoreverses ? 2 : 1)
    if repeatDuration.isFinite && repeatDuration > 0 { return repeatDuration }
    let count = repeatCount.isNaN || repeatCount <= 0 ? 1 : Double(repeatCount)
    return cycle * count
  }

  /// The parent time at which the active period ends (infinite when it never does, or when the
  /// speed is 0).
  public var endTime: Double {
    let rate = Double(abs(speed.isFinite ? speed : 1))
    guard rate > 0 else { return .infinity }
    return beginTime + activeDuration / rate
  }

  /// The local time at parent time `parentTime`, or nil when the object is inactive there.
  public func local(at parentTime: Double) -> Local? {
    guard parentTime.isFinite else { return nil }
    let rate = speed.isFinite ? Double(speed) : 1
    let active = activeDuration
    let d = iterationDuration
    let offset = timeOffset.isFinite ? timeOffset : 0
    var a = (parentTime - (beginTime.isFinite ? beginTime : 0)) * abs(rate)
    if a < 0 {
      guard fillMode.fillsBackwards else { return nil }
      a = 0
    }
    if !active.isFinite {
      // Unbounded: Core Animation's plain formula, cut into iterations when they have a length.
      let t = rate < 0 ? offset - a : a + offset
      guard d.isFinite else { return Local(simpleTime: t, iteration: 0, progress: 0) }
      return split(t, active: active, iteration: d)
    }
    if a >= active {
      guard fillMode.fillsForwards else { return nil }
      a = active
    }
    // The offset wraps within the active period; the end (reached only when filled forwards)
    // shows the last instant before the wrap, so an offset of 0 ends at the very end.
    var t = Self.wrap(a + offset, active)
    if a == active && t == 0 { t = active }
    if rate < 0 { t = active - t }
    return split(t, active: active, iteration: d)
  }

  /// `t` modulo `period`, in [0, period).
  private static func wrap(_ t: Double, _ period: Double) -> Double {
    let r = t - period * (t / period).rounded(.down)
    return r >= period || r < 0 ? 0 : r
  }

  /// Cuts a local time within [0, active] into iteration and simple time; the very end of the
  /// active period belongs to the last iteration, not to one that would start there.
  private func split(_ t: Double, active: Double, iteration d: Double) -> Local {
    let cycle = autoreverses ? 2 * d : d
    var n = (t / cycle).rounded(.down)
    if t >= active && n > 0 && t == n * cycle { n -= 1 }
    var u = t - n * cycle
    if autoreverses && u > d { u = 2 * d - u }
    u = min(max(u, 0), d)
    return Local(simpleTime: u, iteration: Int(min(max(n, 0), Double(Int.max / 2))), progress: u / d)
  }
}

extension MediaTiming {
  /// This object's timing values as one value (with the default duration of `kind`).
  func timingValues(defaultDuration: Double) -> Timing {
    var t = Timing(defaultDuration: defaultDuration)
    t.beginTime = beginTime
    t.duration = duration
    t.timeOffset = timeOffset
    t.speed = speed
    t.repeatCount = repeatCount
    t.repeatDuration = repeatDuration
    t.autoreverses = autoreverses
    t.fillMode = fillMode
    return t
  }
}
