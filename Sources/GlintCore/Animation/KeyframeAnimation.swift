/// Core Animation's CAKeyframeAnimation: one property through a list of values, or a point
/// property along a path.
///
/// `values`, `keyTimes`, `calculationMode` and `timingFunctions` follow `KeyframeInterpolation`'s
/// rules. With a `path` (for a point property such as `emitterPosition`), `values` is ignored and
/// each segment of the path is one keyframe: linear and cubic run each segment along its curve
/// at the key times, discrete jumps from segment end to segment end, paced and cubicPaced move at
/// constant speed along the whole path. The animation's own `timingFunction` paces the whole
/// before `timingFunctions` pace each segment.
open class KeyframeAnimation: PropertyAnimation {
  public var values: [KeyPathValue]?
  public var path: Path?
  public var keyTimes: [Double]?
  public var calculationMode: CalculationMode = .linear
  public var timingFunctions: [MediaTimingFunction]?

  /// The interpolation, built once when the layer takes its copy.
  private var prepared: Prepared?

  private enum Prepared {
    case values(KeyframeInterpolation, KeyPathValue.Kind)
    case path(KeyframeInterpolation, FlattenedPath)
  }

  open override func copy() -> Animation {
    let copy = KeyframeAnimation(keyPath: keyPath)
    copy.copyProperty(from: self)
    copy.values = values
    copy.path = path
    copy.keyTimes = keyTimes
    copy.calculationMode = calculationMode
    copy.timingFunctions = timingFunctions
    return copy
  }

  override func problem(forKind kind: KeyPathValue.Kind) -> String? {
    if let path, !path.isEmpty {
      guard kind == .point else { return "a path animates a point, not a \(kind.rawValue)" }
      let flat = FlattenedPath(path)
      guard flat.totalLength.isFinite else { return "the path has a point that is not finite" }
      if let why = keyTimesProblem(count: flat.segmentCount + 1) { return why }
      prepare(path: flat)
      return nil
    }
    guard let values, !values.isEmpty else { return "it has neither values nor a path" }
    var vectors: [SIMD4<Double>] = []
    for (i, value) in values.enumerated() {
      guard let vector = AnimationVector(value), vector.kind == kind else {
        return "values[\(i)] \(value) is not a finite \(kind.rawValue)"
      }
      vectors.append(vector.v)
    }
    if let why = keyTimesProblem(count: values.count) { return why }
    prepared = .values(interpolation(vectors), kind)
    return nil
  }

  /// Why the key times cannot time `count` keyframes, or nil (paced modes ignore them).
  private func keyTimesProblem(count: Int) -> String? {
    guard let keyTimes, calculationMode != .paced, calculationMode != .cubicPaced else { return nil }
    if calculationMode == .discrete {
      let a = KeyframeInterpolation.validate(keyTimes, count: count + 1)
      let b = KeyframeInterpolation.validate(keyTimes, count: count)
      guard a == nil || b == nil else { return "keyTimes \(keyTimes.count == count ? b! : a!)" }
      return nil
    }
    return KeyframeInterpolation.validate(keyTimes, count: count).map { "keyTimes \($0)" }
  }

  private func interpolation(_ vectors: [SIMD4<Double>]) -> KeyframeInterpolation {
    KeyframeInterpolation(
      values: vectors, keyTimes: keyTimes, mode: calculationMode, timingFunctions: timingFunctions ?? [])
  }

  private func prepare(path flat: FlattenedPath) {
    let points = flat.points.map { SIMD4(Double($0.x), Double($0.y), 0, 0) }
    var keys = interpolation(points)
    if calculationMode == .paced || calculationMode == .cubicPaced {
      // Along the path, not between the keyframe points: arc length decides.
      keys = KeyframeInterpolation(values: points, keyTimes: nil, mode: .paced, timingFunctions: [])
    }
    prepared = .path(keys, flat)
  }

  override func value(at t: Double, under base: AnimationVector) -> AnimationVector? {
    guard let p = progress(at: t), let prepared else { return nil }
    switch prepared {
    case .values(let keys, let kind):
      return AnimationVector(kind: kind, keys.value(at: p))
    case .path(let keys, let flat):
      let point: Point
      switch calculationMode {
      case .paced, .cubicPaced: point = flat.point(distance: p * flat.totalLength)
      case .discrete:
        let (i, _) = keys.locate(p)
        point = flat.point(keyframe: i)
      case .linear, .cubic:
        let (i, f) = keys.locate(p)
        point = flat.point(segment: i, fraction: f)
      }
      return AnimationVector(kind: .point, SIMD4(Double(point.x), Double(point.y), 0, 0))
    }
  }
}
