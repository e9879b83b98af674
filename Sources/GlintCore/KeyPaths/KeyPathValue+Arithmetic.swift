/// Arithmetic on the interpolable kinds (number, point, size, rect, colour), component by
/// component: what animations need to blend, accumulate and pace values. Every operation gives
/// nil for two values of different kinds, or for a kind that does not interpolate.
extension KeyPathValue {
  /// The value's components (a number in the first lane, a point's x and y, a rect's x, y,
  /// width and height, a colour's red, green, blue and alpha), or nil for other kinds.
  public var components: SIMD4<Double>? {
    switch self {
    case .number(let n): SIMD4(n, 0, 0, 0)
    case .point(let p): SIMD4(Double(p.x), Double(p.y), 0, 0)
    case .size(let s): SIMD4(Double(s.width), Double(s.height), 0, 0)
    case .rect(let r): SIMD4(Double(r.x), Double(r.y), Double(r.width), Double(r.height))
    case .color(let c): SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    case .bool, .string, .dictionary, .null: nil
    }
  }

  /// A value of `kind` made of `components`, or nil when the kind does not interpolate.
  public init?(kind: Kind, components c: SIMD4<Double>) {
    switch kind {
    case .number: self = .number(c.x)
    case .point: self = .point(Point(x: Float(c.x), y: Float(c.y)))
    case .size: self = .size(Size(width: Float(c.x), height: Float(c.y)))
    case .rect: self = .rect(Rect(x: Float(c.x), y: Float(c.y), width: Float(c.z), height: Float(c.w)))
    case .color: self = .color(Color(red: Float(c.x), green: Float(c.y), blue: Float(c.z), alpha: Float(c.w)))
    case .bool, .string, .dictionary, .null: return nil
    }
  }

  /// Applies `operation` to the components of this value and `other`, of the same kind.
  private func combined(
    with other: KeyPathValue, _ operation: (SIMD4<Double>, SIMD4<Double>) -> SIMD4<Double>
  )
    -> KeyPathValue?
  {
    guard kind == other.kind, let a = components, let b = other.components else { return nil }
    return KeyPathValue(kind: kind, components: operation(a, b))
  }

  /// The value `fraction` of the way from this one to `other` (0 gives this, 1 gives `other`;
  /// fractions outside [0, 1] extrapolate, as timing curves that overshoot need).
  public func interpolated(to other: KeyPathValue, fraction: Double) -> KeyPathValue? {
    combined(with: other) { a, b in a + (b - a) * fraction }
  }

  /// This value plus `other` (an animation's `byValue`, or a cumulative repeat).
  public func adding(_ other: KeyPathValue) -> KeyPathValue? {
    combined(with: other, +)
  }

  /// This value minus `other`.
  public func subtracting(_ other: KeyPathValue) -> KeyPathValue? {
    combined(with: other, -)
  }

  /// Every component times `factor`.
  public func scaled(by factor: Double) -> KeyPathValue? {
    guard let c = components else { return nil }
    return KeyPathValue(kind: kind, components: c * factor)
  }

  /// The straight-line distance between the components of this value and `other` (what
  /// paced keyframes space by).
  public func distance(to other: KeyPathValue) -> Double? {
    guard kind == other.kind, let a = components, let b = other.components else { return nil }
    let d = b - a
    return (d * d).sum().squareRoot()
  }
}
