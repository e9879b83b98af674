/// An animation of a declared layer, as a value: what `EmitterLayer.add(_:forKey:)` is given,
/// under Core Animation's names, so a declared effect (and an effect file) can hold animations
/// and be compared, copied and exported like the rest of its layers.
///
/// `kind` says which of Core Animation's classes it makes; the members of the other kinds are
/// ignored. `makeAnimation()` builds the animation; `init(describing:)` reads one back.
public struct AnimationDeclaration: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case basic, keyframe, group
  }

  public var kind: Kind = .basic
  /// The key the layer holds the animation under.
  public var key: String?

  // Media timing and pacing (every kind).
  public var beginTime: Double = 0
  public var duration: Double = 0
  public var timeOffset: Double = 0
  public var speed: Float = 1
  public var repeatCount: Float = 0
  public var repeatDuration: Double = 0
  public var autoreverses = false
  public var fillMode: FillMode = .removed
  public var timingFunction: MediaTimingFunction?
  public var isRemovedOnCompletion = true

  // A basic or keyframe animation's property.
  public var keyPath: String?

  // A basic animation.
  public var fromValue: KeyPathValue?
  public var toValue: KeyPathValue?
  public var byValue: KeyPathValue?

  // A keyframe animation.
  public var values: [KeyPathValue]?
  public var keyTimes: [Double]?
  public var path: Path?
  public var calculationMode: CalculationMode = .linear
  public var timingFunctions: [MediaTimingFunction]?

  // A group.
  public var animations: [AnimationDeclaration]?

  public init(_ kind: Kind = .basic, key: String? = nil) {
    self.kind = kind
    self.key = key
  }

  /// Builds a declaration by configuring one of `kind`.
  public init(_ kind: Kind, key: String? = nil, _ configure: (inout AnimationDeclaration) -> Void) {
    self.init(kind, key: key)
    configure(&self)
  }

  /// Reads `animation` (a basic, keyframe or group animation; any other is read as a group of
  /// nothing), held under `key`.
  public init(describing animation: Animation, key: String? = nil) {
    self.key = key
    beginTime = animation.beginTime
    duration = animation.duration
    timeOffset = animation.timeOffset
    speed = animation.speed
    repeatCount = animation.repeatCount
    repeatDuration = animation.repeatDuration
    autoreverses = animation.autoreverses
    fillMode = animation.fillMode
    timingFunction = animation.timingFunction
    isRemovedOnCompletion = animation.isRemovedOnCompletion
    keyPath = (animation as? PropertyAnimation)?.keyPath
    if let basic = animation as? BasicAnimation {
      kind = .basic
      fromValue = basic.fromValue
      toValue = basic.toValue
      byValue = basic.byValue
    } else if let keyframe = animation as? KeyframeAnimation {
      kind = .keyframe
      values = keyframe.values
      keyTimes = keyframe.keyTimes
      path = keyframe.path
      calculationMode = keyframe.calculationMode
      timingFunctions = keyframe.timingFunctions
    } else {
      kind = .group
      animations = (animation as? AnimationGroup)?.animations?.map { AnimationDeclaration(describing: $0) }
    }
  }

  /// A new animation with these settings.
  public func makeAnimation() -> Animation {
    let animation: Animation
    switch kind {
    case .basic:
      let basic = BasicAnimation(keyPath: keyPath)
      basic.fromValue = fromValue
      basic.toValue = toValue
      basic.byValue = byValue
      animation = basic
    case .keyframe:
      let keyframe = KeyframeAnimation(keyPath: keyPath)
      keyframe.values = values
      keyframe.keyTimes = keyTimes
      keyframe.path = path
      keyframe.calculationMode = calculationMode
      keyframe.timingFunctions = timingFunctions
      animation = keyframe
    case .group:
      let group = AnimationGroup()
      group.animations = animations?.map { $0.makeAnimation() }
      animation = group
    }
    animation.beginTime = beginTime
    animation.duration = duration
    animation.timeOffset = timeOffset
    animation.speed = speed
    animation.repeatCount = repeatCount
    animation.repeatDuration = repeatDuration
    animation.autoreverses = autoreverses
    animation.fillMode = fillMode
    animation.timingFunction = timingFunction
    animation.isRemovedOnCompletion = isRemovedOnCompletion
    return animation
  }
}
