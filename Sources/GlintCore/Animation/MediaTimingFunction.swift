/// A pacing curve: Core Animation's CAMediaTimingFunction, a cubic Bézier from (0, 0) to (1, 1)
/// whose two inner control points shape how an animation's progress follows its time.
///
/// `value(at:)` maps a fraction of time x in [0, 1] to a fraction of progress y: it solves the
/// curve's x(s) = x for the curve parameter s (Newton's method, with bisection when Newton
/// stalls), then returns y(s).
public struct MediaTimingFunction: Hashable, Sendable {
  /// Core Animation's named curves (CAMediaTimingFunctionName).
  public enum Name: String, Hashable, Sendable, CaseIterable {
    case linear
    case easeIn
    case easeOut
    case easeInEaseOut
    /// The curve Core Animation uses for implicit animations: a gentle ease in and out.
    case `default`
  }

  /// The first inner control point (x1, y1).
  public let c1: (x: Double, y: Double)
  /// The second inner control point (x2, y2).
  public let c2: (x: Double, y: Double)

  /// The curve through (0, 0), (x1, y1), (x2, y2), (1, 1). Core Animation keeps x within [0, 1]
  /// so that the curve is a function of time; x values outside are clamped into it.
  public init(controlPoints x1: Float, _ y1: Float, _ x2: Float, _ y2: Float) {
    self.init(exactly: Double(x1), Double(y1), Double(x2), Double(y2))
  }

  private init(exactly x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    func clampX(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0 }
    func finiteY(_ y: Double) -> Double { y.isFinite ? y : 0 }
    c1 = (clampX(x1), finiteY(y1))
    c2 = (clampX(x2), finiteY(y2))
  }

  /// One of Core Animation's named curves, with its exact control points.
  public init(name: Name) {
    switch name {
    case .linear: self.init(exactly: 0, 0, 1, 1)
    case .easeIn: self.init(exactly: 0.42, 0, 1, 1)
    case .easeOut: self.init(exactly: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(exactly: 0.42, 0, 0.58, 1)
    case .default: self.init(exactly: 0.25, 0.1, 0.25, 1)
    }
  }

  /// Control point `index` (0 to 3), as CAMediaTimingFunction's `getControlPoint(at:values:)`.
  public func controlPoint(at index: Int) -> (x: Float, y: Float) {
    switch index {
    case 1: return (Float(c1.x), Float(c1.y))
    case 2: return (Float(c2.x), Float(c2.y))
    case 3: return (1, 1)
    default: return (0, 0)
    }
  }

  /// The progress at time fraction `x`; x is clamped to [0, 1].
  public func value(at x: Double) -> Double {
    guard x.isFinite else { return 0 }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    if c1.x == c1.y && c2.x == c2.y { return x }  // a straight line: y = x
    return Self.bezier(solve(x), c1.y, c2.y)
  }

  /// The curve parameter s whose x(s) is `x`: Newton from s = x, falling back on bisection
  /// (x(s) is monotonic on [0, 1] since both inner x values lie in [0, 1]).
  private func solve(_ x: Double) -> Double {
    let tolerance = 1e-12
    var s = x
    for _ in 0..<8 {
      let error = Self.bezier(s, c1.x, c2.x) - x
      if abs(error) < tolerance { return s }
      let slope = Self.slope(s, c1.x, c2.x)
      guard abs(slope) > 1e-9 else { break }
      s -= error / slope
      guard s >= 0, s <= 1 else { break }
    }
    var lo = 0.0
    var hi = 1.0
    s = x
    for _ in 0..<64 {
      let value = Self.bezier(s, c1.x, c2.x)
      if abs(value - x) < tolerance { break }
      if value < x { lo = s } else { hi = s }
      s = (lo + hi) / 2
    }
    return s
  }

  /// One coordinate of the cubic Bézier with end values 0 and 1 and inner values a and b.
  @inline(__always)
  static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
  }

  /// The derivative of `bezier` with respect to s.
  @inline(__always)
  static func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
  }

  public static func == (l: Self, r: Self) -> Bool {
    l.c1 == r.c1 && l.c2 == r.c2
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(c1.x)
    hasher.combine(c1.y)
    hasher.combine(c2.x)
    hasher.combine(c2.y)
  }
}
