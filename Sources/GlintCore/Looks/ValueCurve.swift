/// A value over a particle's life: keys at fractions of the life (0 to 1), read piecewise
/// linearly or held until the next key (`stepped`), after `ease` has paced the life fraction.
///
/// A cell's curves multiply what its particles drew at birth (`LifeCurves`), so one curve shapes
/// every particle alike however their start values vary. Values are `SIMD3` so one type serves
/// colours ([red, green, blue]) and numbers (the same number in all three lanes, `scalar(at:)`).
/// Reading a curve never allocates: it walks the keys in place.
public struct ValueCurve: Hashable, Sendable {
  /// One key: the value at a fraction of the particle's life.
  public struct Key: Hashable, Sendable {
    public var time: Float
    public var value: SIMD3<Float>

    public init(time: Float, value: SIMD3<Float>) {
      self.time = time
      self.value = value
    }

    /// A key of a number curve.
    public init(time: Float, _ value: Float) {
      self.init(time: time, value: SIMD3(repeating: value))
    }
  }

  /// The keys in time order: the first at 0, the last at 1 (an effect file is checked for it).
  public var keys: [Key]
  /// Whether each key's value holds until the next key (pixi's `isStepped`) instead of blending.
  public var stepped: Bool
  /// Paces the life fraction before the keys are read (linear: not at all).
  public var ease: MediaTimingFunction

  public init(keys: [Key], stepped: Bool = false, ease: MediaTimingFunction = .linear) {
    self.keys = keys
    self.stepped = stepped
    self.ease = ease
  }

  /// A number curve through `points`, each (life fraction, value).
  public init(_ points: [(Float, Float)], stepped: Bool = false, ease: MediaTimingFunction = .linear) {
    self.init(keys: points.map { Key(time: $0.0, $0.1) }, stepped: stepped, ease: ease)
  }

  /// A colour curve through `points`, each (life fraction, [red, green, blue]).
  public init(
    colors points: [(Float, SIMD3<Float>)], stepped: Bool = false, ease: MediaTimingFunction = .linear
  ) {
    self.init(keys: points.map { Key(time: $0.0, value: $0.1) }, stepped: stepped, ease: ease)
  }

  /// The value at life fraction `fraction` (clamped to 0...1). No keys read as 1, which leaves
  /// what the curve multiplies as it is; before the first key the first value holds, after the
  /// last the last.
  @inline(__always)
  public func value(at fraction: Float) -> SIMD3<Float> {
    keys.withUnsafeBufferPointer { keys in
      guard let first = keys.first else { return SIMD3(repeating: 1) }
      let x = paced(fraction)
      if x <= first.time || keys.count == 1 { return first.value }
      var i = 1
      while i < keys.count - 1 && keys[i].time < x { i += 1 }
      let (a, b) = (keys[i - 1], keys[i])
      if x >= b.time { return b.value }
      if stepped { return a.value }
      let span = b.time - a.time
      let t = span > 0 ? (x - a.time) / span : 1
      return a.value + (b.value - a.value) * t
    }
  }

  /// The value of a number curve at life fraction `fraction`.
  @inline(__always)
  public func scalar(at fraction: Float) -> Float { value(at: fraction).x }

  /// The life fraction after the ease, clamped to 0...1 (NaN reads as 0).
  @inline(__always)
  func paced(_ fraction: Float) -> Float {
    let x = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    return ease.isLinear ? x : Float(ease.value(at: Double(x)))
  }
}

extension MediaTimingFunction {
  /// Core Animation's linear pacing: progress equals time.
  public static let linear = MediaTimingFunction(name: .linear)

  /// Whether the curve is the straight line y = x (its control points on the diagonal).
  var isLinear: Bool { c1.x == c1.y && c2.x == c2.y }

  /// The named curve with these control points, if there is one (files write the name back).
  public var name: Name? { Name.allCases.first { MediaTimingFunction(name: $0) == self } }
}
