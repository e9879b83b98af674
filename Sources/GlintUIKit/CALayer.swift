import Foundation
import GlintCore

/// Core Animation's layer: geometry, a tree of sublayers, and the properties emitter code sets.
/// Only emitter layers draw; the others place the emitters they hold (a layer's frame moves its
/// sublayers' emitters) and keep what is set on them.
open class CALayer {
  public init() {}
  /// Core Animation's copy for a presentation layer; here a fresh layer.
  public init(layer: Any) {}
  /// How a view makes an instance of its `layerClass` (the one initialiser every layer class
  /// has, as NSCoding requires it); the coder carries nothing.
  public required init?(coder: NSCoder) {}

  /// Where the anchor point lies in the superlayer.
  open var position: CGPoint = .zero { didSet { geometryChanged() } }
  open var bounds: CGRect = .zero { didSet { geometryChanged() } }
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { geometryChanged() } }
  open var frame: CGRect {
    get {
      CGRect(
        x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
        width: bounds.width, height: bounds.height)
    }
    set {
      bounds.size = newValue.size
      position = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
    }
  }
  open var zPosition: CGFloat = 0
  open var masksToBounds = false
  open var opacity: Float = 1
  open var isHidden = false
  open var isOpaque = false
  open var name: String?
  open var backgroundColor: CGColor?
  open var borderColor: CGColor?
  open var borderWidth: CGFloat = 0
  open var cornerRadius: CGFloat = 0
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowRadius: CGFloat = 3
  open var shadowPath: CGPath?
  open var contents: Any?
  open var contentsScale: CGFloat = 1
  open var needsDisplayOnBoundsChange = false
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var beginTime: CFTimeInterval = 0

  public private(set) weak var superlayer: CALayer?
  private var children: [CALayer] = []
  /// The view this layer backs, if any.
  weak var owningView: UIView?

  open var sublayers: [CALayer]? {
    get { children.isEmpty ? nil : children }
    set {
      for layer in children { layer.detach() }
      children = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }

  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    children.insert(layer, at: min(Int(index), children.count))
    layer.superlayer = self
    layer.geometryChanged()
  }

  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 } ?? children.count
    insertSublayer(layer, at: UInt32(index))
  }

  open func replaceSublayer(_ old: CALayer, with new: CALayer) {
    guard let index = children.firstIndex(where: { $0 === old }) else { return }
    old.removeFromSuperlayer()
    insertSublayer(new, at: UInt32(index))
  }

  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.children.removeAll { $0 === self }
    detach()
  }

  /// Leaves the tree: the emitters below go, with their particles, as on iOS.
  private func detach() {
    superlayer = nil
    forEachLayer { $0.leftTree() }
  }

  /// What a layer does when it leaves the tree; an emitter drops its particles.
  func leftTree() {}

  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func layoutSublayers() {}
  open func setNeedsDisplay() {}
  open func display() {}
  open func removeAllAnimations() {}
  open func removeAnimation(forKey key: String) {}
  open func add(_ animation: CAAnimation, forKey key: String?) {}
  open func animation(forKey key: String) -> CAAnimation? { nil }
  open func animationKeys() -> [String]? { nil }
  open func presentation() -> Self? { self }
  open func model() -> Self { self }

  /// Converts `point` in this layer's space to `layer`'s (nil: the root's).
  open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    let here = originInRoot
    let there = layer?.originInRoot ?? .zero
    return CGPoint(x: point.x + here.x - there.x, y: point.y + here.y - there.y)
  }

  open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    (layer ?? root).convert(point, to: self)
  }

  /// The origin of this layer's space in the root layer's (the window's).
  var originInRoot: CGPoint {
    guard let parent = superlayer else { return CGPoint(x: -bounds.minX, y: -bounds.minY) }
    let base = parent.originInRoot
    let origin = frame.origin
    return CGPoint(x: base.x + origin.x - bounds.minX, y: base.y + origin.y - bounds.minY)
  }

  var root: CALayer { superlayer?.root ?? self }

  /// Every layer of this subtree, this one first.
  func forEachLayer(_ body: (CALayer) -> Void) {
    body(self)
    for child in children { child.forEachLayer(body) }
  }

  /// The layer or one above it moved: emitters below place themselves again.
  func geometryChanged() {
    forEachLayer { $0.placeInRoot() }
  }

  /// Places what the layer draws in the root's space; emitter layers override it.
  func placeInRoot() {}

  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    switch keyPath {
    case "position": if let point = value as? CGPoint { position = point }
    case "opacity": if let number = CGFloatValue(value) { opacity = Float(number) }
    case "isHidden", "hidden": if let flag = value as? Bool { isHidden = flag }
    case "name": name = value as? String
    default: break
    }
  }

  open func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

  open func value(forKeyPath keyPath: String) -> Any? {
    switch keyPath {
    case "position": position
    case "opacity": opacity
    case "name": name
    default: nil
    }
  }

  open func value(forKey key: String) -> Any? { value(forKeyPath: key) }
}

/// A number of any of the types Cocoa code hands to `Any` (Int, Double, Float, CGFloat,
/// NSNumber), as a CGFloat; nil for anything else.
func CGFloatValue(_ value: Any?) -> CGFloat? {
  switch value {
  case let number as CGFloat: number
  case let number as Double: CGFloat(number)
  case let number as Float: CGFloat(number)
  case let number as Int: CGFloat(number)
  case let number as UInt32: CGFloat(number)
  case let number as NSNumber: CGFloat(number.doubleValue)
  default: nil
  }
}

/// A value handed to a key path or an animation as `Any`, as Glint's key path value.
func keyPathValue(_ value: Any?) -> KeyPathValue? {
  switch value {
  case nil: return .null
  case let flag as Bool: return .bool(flag)
  case let point as CGPoint: return .point(point.glint)
  case let size as CGSize: return .size(size.glint)
  case let rect as CGRect: return .rect(rect.glint)
  case let color as CGColor: return .color(color.color)
  case let color as UIColor: return .color(color.color)
  case let text as String: return .string(text)
  case let image as CGImage: return .string(image.source)
  case let value as NSValue:
    if let number = value as? NSNumber { return .number(number.doubleValue) }
    return nil
  default: return CGFloatValue(value).map { .number(Double($0)) }
  }
}
