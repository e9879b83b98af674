import Foundation
import GlintCore

/// Core Animation's emitter layer, with Apple's property types; a GlintCore `EmitterLayer`
/// inside does the work. Its emitter sits at `emitterPosition` in the layer's own space, which
/// the layer's frame (and its superlayers') places on the canvas.
///
/// Open, like CAEmitterLayer: a subclass may configure itself in its initialiser.
open class CAEmitterLayer: CALayer {
  /// The engine's layer; a new one replaces it when the layer comes back after it was removed.
  public private(set) var emitter = EmitterLayer()
  /// The engine layer's start time once the host started it, nil before.
  var startedAt: Double?

  public override init() { super.init() }
  public override init(layer: Any) { super.init(layer: layer) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open var emitterCells: [CAEmitterCell]? {
    didSet { emitter.emitterCells = (emitterCells ?? []).map(\.cell) }
  }
  open var birthRate: Float = 1 { didSet { emitter.birthRate = birthRate } }
  open var lifetime: Float = 1 { didSet { emitter.lifetime = lifetime } }
  open var velocity: Float = 1 { didSet { emitter.velocity = velocity } }
  open var scale: Float = 1 { didSet { emitter.scale = scale } }
  open var spin: Float = 1 { didSet { emitter.spin = spin } }
  open var seed: UInt32 = 0 { didSet { emitter.seed = seed } }
  open var emitterPosition: CGPoint = .zero { didSet { placeInRoot() } }
  open var emitterZPosition: CGFloat = 0 { didSet { emitter.emitterZPosition = Float(emitterZPosition) } }
  open var emitterSize: CGSize = .zero { didSet { emitter.emitterSize = emitterSize.glint } }
  open var emitterDepth: CGFloat = 0 { didSet { emitter.emitterDepth = Float(emitterDepth) } }
  open var emitterShape: CAEmitterLayerEmitterShape = .point {
    didSet { emitter.emitterShape = emitterShape.glint }
  }
  open var emitterMode: CAEmitterLayerEmitterMode = .volume {
    didSet { emitter.emitterMode = emitterMode.glint }
  }
  open var renderMode: CAEmitterLayerRenderMode = .unordered {
    didSet { emitter.renderMode = renderMode.glint }
  }
  open var preservesDepth = false { didSet { emitter.preservesDepth = preservesDepth } }

  override func placeInRoot() {
    let origin = originInRoot
    emitter.emitterPosition = Point(
      x: Float(origin.x + emitterPosition.x), y: Float(origin.y + emitterPosition.y))
  }

  override func leftTree() {
    emitter.removeFromSuperlayer()
  }

  /// A fresh engine layer with this layer's settings, for a layer put back after it was removed
  /// (the engine's removal is final).
  func revive() {
    let fresh = EmitterLayer()
    fresh.imageFolder = emitter.imageFolder
    emitter = fresh
    startedAt = nil
    emitter.emitterCells = (emitterCells ?? []).map(\.cell)
    emitter.birthRate = birthRate
    emitter.lifetime = lifetime
    emitter.velocity = velocity
    emitter.scale = scale
    emitter.spin = spin
    emitter.emitterZPosition = Float(emitterZPosition)
    emitter.emitterSize = emitterSize.glint
    emitter.emitterDepth = Float(emitterDepth)
    emitter.emitterShape = emitterShape.glint
    emitter.emitterMode = emitterMode.glint
    emitter.renderMode = renderMode.glint
    emitter.preservesDepth = preservesDepth
    placeInRoot()
  }

  /// Key paths reach the engine's (`emitterCells.spark.birthRate`); one it refuses is ignored, as
  /// Core Animation ignores what it cannot animate. The layer's own properties go through their
  /// setters so both sides agree.
  open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
    switch keyPath {
    case "birthRate": if let number = CGFloatValue(value) { birthRate = Float(number) }
    case "lifetime": if let number = CGFloatValue(value) { lifetime = Float(number) }
    case "velocity": if let number = CGFloatValue(value) { velocity = Float(number) }
    case "scale": if let number = CGFloatValue(value) { scale = Float(number) }
    case "spin": if let number = CGFloatValue(value) { spin = Float(number) }
    case "emitterPosition": if let point = value as? CGPoint { emitterPosition = point }
    case "emitterSize": if let size = value as? CGSize { emitterSize = size }
    default:
      guard keyPath.hasPrefix("emitterCells."), let converted = keyPathValue(value) else {
        return super.setValue(value, forKeyPath: keyPath)
      }
      try? emitter.setValue(converted, forKeyPath: keyPath)
    }
  }

  open override func value(forKeyPath keyPath: String) -> Any? {
    switch keyPath {
    case "birthRate": return birthRate
    case "lifetime": return lifetime
    case "velocity": return velocity
    case "emitterPosition": return emitterPosition
    default:
      guard keyPath.hasPrefix("emitterCells."), let value = try? emitter.value(forKeyPath: keyPath) else {
        return super.value(forKeyPath: keyPath)
      }
      switch value {
      case .number(let number): return number
      case .point(let point): return CGPoint(point)
      case .size(let size): return CGSize(size)
      case .color(let color): return CGColor(color)
      case .bool(let flag): return flag
      case .string(let text): return text
      default: return nil
      }
    }
  }

  open override func add(_ animation: CAAnimation, forKey key: String?) {
    guard let made = animation.glintAnimation() else { return }
    try? emitter.add(made, forKey: key)
  }

  open override func removeAnimation(forKey key: String) { emitter.removeAnimation(forKey: key) }
  open override func removeAllAnimations() { emitter.removeAllAnimations() }
  open override func animationKeys() -> [String]? {
    let keys = emitter.animationKeys()
    return keys.isEmpty ? nil : keys
  }
}
