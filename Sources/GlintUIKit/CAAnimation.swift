import Foundation
import GlintCore

/// Core Animation's timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let easeIn = Self(rawValue: "easeIn")
  public static let easeOut = Self(rawValue: "easeOut")
  public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
  public static let `default` = Self(rawValue: "default")
}

public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = Self(rawValue: "forwards")
  public static let backwards = Self(rawValue: "backwards")
  public static let both = Self(rawValue: "both")
  public static let removed = Self(rawValue: "removed")
}

public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
public let kCAFillModeBoth = CAMediaTimingFillMode.both
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let discrete = Self(rawValue: "discrete")
  public static let paced = Self(rawValue: "paced")
  public static let cubic = Self(rawValue: "cubic")
  public static let cubicPaced = Self(rawValue: "cubicPaced")
}

public let kCAAnimationLinear = CAAnimationCalculationMode.linear
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced

/// A timing curve.
open class CAMediaTimingFunction {
  let function: MediaTimingFunction
  public init(name: CAMediaTimingFunctionName) {
    function = MediaTimingFunction(name: MediaTimingFunction.Name(rawValue: name.rawValue) ?? .default)
  }
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    function = MediaTimingFunction(controlPoints: c1x, c1y, c2x, c2y)
  }
}

/// Core Animation's animation: media timing; GlintCore's animation is made from it when it is
/// added to an emitter layer.
open class CAAnimation {
  public init() {}
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var timeOffset: CFTimeInterval = 0
  open var speed: Float = 1
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed
  open var timingFunction: CAMediaTimingFunction?
  open var isRemovedOnCompletion = true

  /// The engine's animation, nil for one it has no counterpart of.
  func glintAnimation() -> GlintCore.Animation? { nil }

  func copyTiming(to animation: GlintCore.Animation) {
    animation.beginTime = beginTime
    if duration > 0 { animation.duration = duration }
    animation.timeOffset = timeOffset
    animation.speed = speed
    animation.repeatCount = repeatCount
    animation.repeatDuration = repeatDuration
    animation.autoreverses = autoreverses
    animation.fillMode = FillMode(rawValue: fillMode.rawValue) ?? .removed
    animation.timingFunction = timingFunction?.function
    animation.isRemovedOnCompletion = isRemovedOnCompletion
  }
}

open class CAPropertyAnimation: CAAnimation {
  open var keyPath: String?
  open var isAdditive = false
  open var isCumulative = false
  public override init() { super.init() }
  public init(keyPath: String?) {
    self.keyPath = keyPath
    super.init()
  }
}

open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?

  override func glintAnimation() -> GlintCore.Animation? {
    let animation = BasicAnimation(keyPath: keyPath)
    copyTiming(to: animation)
    animation.fromValue = fromValue.flatMap(keyPathValue)
    animation.toValue = toValue.flatMap(keyPathValue)
    animation.byValue = byValue.flatMap(keyPathValue)
    return animation
  }
}

open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  open var path: CGPath?
  open var keyTimes: [NSNumber]?
  open var calculationMode: CAAnimationCalculationMode = .linear
  open var timingFunctions: [CAMediaTimingFunction]?

  override func glintAnimation() -> GlintCore.Animation? {
    let animation = KeyframeAnimation(keyPath: keyPath)
    copyTiming(to: animation)
    animation.values = values?.compactMap(keyPathValue)
    animation.path = path?.path
    animation.keyTimes = keyTimes?.map(\.doubleValue)
    animation.calculationMode = CalculationMode(rawValue: calculationMode.rawValue) ?? .linear
    animation.timingFunctions = timingFunctions?.map(\.function)
    return animation
  }
}

open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?

  override func glintAnimation() -> GlintCore.Animation? {
    let group = AnimationGroup()
    copyTiming(to: group)
    group.animations = animations?.compactMap { $0.glintAnimation() }
    return group
  }
}

/// Core Animation's transactions: Glint has no implicit animations, so there is nothing to batch
/// or disable.
public enum CATransaction {
  public static func begin() {}
  public static func commit() {}
  public static func flush() {}
  public static func setDisableActions(_ flag: Bool) {}
  public static func setAnimationDuration(_ duration: CFTimeInterval) {}
  public static func setValue(_ value: Any?, forKey key: String) {}
  public static func setCompletionBlock(_ block: (() -> Void)?) { block?() }
}

public let kCATransactionDisableActions = "disableActions"
