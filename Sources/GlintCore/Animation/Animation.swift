/// Core Animation's CAAnimation: media timing, a pacing curve and whether the layer drops the
/// animation when it ends. Subclasses say what is animated (`BasicAnimation`,
/// `KeyframeAnimation`, `AnimationGroup`).
///
/// An animation's times are on its layer's local timeline; a `beginTime` of 0 means "when it is
/// added" (the layer's time then), as in Core Animation. `duration` 0 means 0.25 s. A layer copies
/// the animation it is given, so changing the object afterwards changes nothing running.
open class Animation: MediaTiming {
  var timing = Timing(defaultDuration: Animation.defaultDuration)
  /// Core Animation's duration for an animation whose `duration` is 0.
  public static let defaultDuration = 0.25

  /// Paces the animation's progress; nil is linear.
  public var timingFunction: MediaTimingFunction?
  /// Whether the layer removes the animation once its active period is over (Core Animation's
  /// default; with it, `fillMode` forwards holds nothing: set it false to keep the end).
  public var isRemovedOnCompletion = true

  public init() {}

  public var beginTime: Double {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }
  public var duration: Double {
    get { timing.duration }
    set { timing.duration = newValue }
  }
  public var timeOffset: Double {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }
  public var speed: Float {
    get { timing.speed }
    set { timing.speed = newValue }
  }
  public var repeatCount: Float {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }
  public var repeatDuration: Double {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }
  public var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }
  public var fillMode: FillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }

  /// A deep copy (what `EmitterLayer.add(_:forKey:)` keeps); each subclass copies its own values.
  open func copy() -> Animation {
    let copy = Animation()
    copy.copyTiming(from: self)
    return copy
  }

  func copyTiming(from other: Animation) {
    timing = other.timing
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
  }

  /// Progress (0...1) within the current iteration at parent time `t`, paced by the timing
  /// function, or nil while inactive.
  func progress(at t: Double) -> Double? {
    guard let local = timing.local(at: t) else { return nil }
    let p = local.progress
    return timingFunction?.value(at: p) ?? p
  }
}

/// An animation of one property, named by a key path on the layer (`"emitterPosition"`,
/// `"emitterCells.heart.birthRate"`): Core Animation's CAPropertyAnimation.
open class PropertyAnimation: Animation {
  /// The property the animation drives.
  public var keyPath: String?

  public init(keyPath: String?) {
    self.keyPath = keyPath
    super.init()
  }

  public override init() { super.init() }

  func copyProperty(from other: PropertyAnimation) {
    copyTiming(from: other)
    keyPath = other.keyPath
  }

  /// Checks the values against the kind of property `kind` names; the reason when they do not fit.
  func problem(forKind kind: KeyPathValue.Kind) -> String? { nil }

  /// The animated value at parent time `t`, given the value underneath (the model's, or earlier
  /// animations'), or nil while inactive.
  func value(at t: Double, under base: AnimationVector) -> AnimationVector? { nil }
}
