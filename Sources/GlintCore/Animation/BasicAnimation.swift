/// Core Animation's CABasicAnimation: one property from one value to another.
///
/// Which values it runs between (the underlying value is the model's, or that of animations
/// added before it):
/// - fromValue and toValue: from → to;  fromValue and byValue: from → from + by;
/// - byValue and toValue: to − by → to;  fromValue only: from → underlying;
/// - toValue only: underlying → to;  byValue only: underlying → underlying + by;
/// - none: underlying → underlying (nothing visible).
open class BasicAnimation: PropertyAnimation {
  public var fromValue: KeyPathValue?
  public var toValue: KeyPathValue?
  public var byValue: KeyPathValue?

  open override func copy() -> Animation {
    let copy = BasicAnimation(keyPath: keyPath)
    copy.copyProperty(from: self)
    copy.fromValue = fromValue
    copy.toValue = toValue
    copy.byValue = byValue
    return copy
  }

  override func problem(forKind kind: KeyPathValue.Kind) -> String? {
    for (name, value) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)] {
      guard let value, value != .null else { continue }
      guard let vector = AnimationVector(value), vector.kind == kind else {
        return "\(name) \(value) is not a finite \(kind.rawValue)"
      }
    }
    return nil
  }

  override func value(at t: Double, under base: AnimationVector) -> AnimationVector? {
    guard let p = progress(at: t) else { return nil }
    func vector(_ value: KeyPathValue?) -> SIMD4<Double>? { value.flatMap(AnimationVector.init)?.v }
    let from = vector(fromValue)
    let to = vector(toValue)
    let by = vector(byValue)
    let a: SIMD4<Double>
    let b: SIMD4<Double>
    switch (from, to, by) {
    case (let f?, let t?, _): (a, b) = (f, t)
    case (let f?, nil, let y?): (a, b) = (f, f + y)
    case (nil, let t?, let y?): (a, b) = (t - y, t)
    case (let f?, nil, nil): (a, b) = (f, base.v)
    case (nil, let t?, nil): (a, b) = (base.v, t)
    case (nil, nil, let y?): (a, b) = (base.v, base.v + y)
    case (nil, nil, nil): (a, b) = (base.v, base.v)
    }
    return AnimationVector(kind: base.kind, a + (b - a) * p)
  }
}
