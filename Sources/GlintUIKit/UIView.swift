import Foundation

/// A view: a layer of the class `layerClass` names, a frame, subviews, and a life cycle that the
/// host drives (`didMoveToSuperview`, `didMoveToWindow`, `layoutSubviews` whenever its size
/// changes).
open class UIView: UIResponder {
  open class var layerClass: AnyClass { CALayer.self }

  public let layer: CALayer
  public private(set) weak var superview: UIView?
  public private(set) var subviews: [UIView] = []
  /// The controller whose `view` this is.
  weak var viewController: UIViewController?
  var needsLayout = true

  public init(frame: CGRect) {
    layer = Self.makeLayer()
    super.init()
    layer.owningView = self
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    layer = Self.makeLayer()
    super.init()
    layer.owningView = self
  }

  public override convenience init() { self.init(frame: .zero) }

  /// An instance of `layerClass`: Core Animation's own classes directly, a subclass through
  /// `init?(coder:)`, the initialiser every layer class has.
  private static func makeLayer() -> CALayer {
    switch layerClass {
    case is CAEmitterLayer.Type where layerClass == CAEmitterLayer.self: return CAEmitterLayer()
    case let type as CALayer.Type where type != CALayer.self:
      return type.init(coder: NSCoder()) ?? CALayer()
    default: return CALayer()
    }
  }

  open override var next: UIResponder? { viewController ?? superview }

  open var frame: CGRect {
    get { layer.frame }
    set {
      let size = layer.bounds.size
      layer.frame = newValue
      if size != newValue.size { setNeedsLayout() }
    }
  }
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let size = layer.bounds.size
      layer.bounds = newValue
      if size != newValue.size { setNeedsLayout() }
    }
  }
  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }
  open var backgroundColor: UIColor? {
    didSet { layer.backgroundColor = backgroundColor?.cgColor }
  }
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }
  open var isUserInteractionEnabled = true
  open var isMultipleTouchEnabled = false
  open var isOpaque = true
  open var tag = 0
  open var tintColor: UIColor?
  open var translatesAutoresizingMaskIntoConstraints = true

  open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }

  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    let before = view.window
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    layer.insertSublayer(view.layer, at: UInt32(min(max(index, 0), layer.sublayers?.count ?? 0)))
    view.setNeedsLayout()
    view.didMoveToSuperview()
    if view.window !== before { view.forEachView { $0.didMoveToWindow() } }
  }

  open func removeFromSuperview() {
    guard let parent = superview else { return }
    let before = window
    parent.subviews.removeAll { $0 === self }
    superview = nil
    layer.removeFromSuperlayer()
    didMoveToSuperview()
    if before != nil { forEachView { $0.didMoveToWindow() } }
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard subviews.contains(where: { $0 === view }) else { return }
    subviews.removeAll { $0 === view }
    subviews.append(view)
    layer.addSublayer(view.layer)
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard subviews.contains(where: { $0 === view }) else { return }
    subviews.removeAll { $0 === view }
    subviews.insert(view, at: 0)
    layer.insertSublayer(view.layer, at: 0)
  }

  open func awakeFromNib() {}
  open func layoutSubviews() {}
  open func didMoveToSuperview() {}
  open func didMoveToWindow() {}
  open func willMove(toSuperview newSuperview: UIView?) {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func draw(_ rect: CGRect) {}
  open func setNeedsDisplay() {}
  open func setNeedsLayout() { needsLayout = true }
  open func sizeToFit() {}

  /// Lays out this view (its `layoutSubviews`, within its controller's
  /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews`) and then its subviews, where needed.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      viewController?.viewWillLayoutSubviews()
      layoutSubviews()
      viewController?.viewDidLayoutSubviews()
    }
    for view in subviews { view.layoutIfNeeded() }
  }

  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    layer.convert(point, from: view?.layer)
  }

  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  /// The deepest visible, interactive view under `point` (in this view's space).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else {
      return nil
    }
    for view in subviews.reversed() {
      if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }
    }
    return self
  }

  func forEachView(_ body: (UIView) -> Void) {
    body(self)
    for view in subviews { view.forEachView(body) }
  }

  public static func animate(withDuration duration: TimeInterval, animations: () -> Void) { animations() }
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    animations()
    completion?(true)
  }
}

/// The window: the canvas the host shows the view on.
open class UIWindow: UIView {}

/// A control's events; buttons send `touchUpInside` when a touch ends on them.
public struct UIControlEvents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let touchDown = Self(rawValue: 1 << 0)
  public static let touchUpInside = Self(rawValue: 1 << 6)
  public static let valueChanged = Self(rawValue: 1 << 12)
  public static let primaryActionTriggered = Self(rawValue: 1 << 13)
}

/// A control sends its target a selector when touched (a button tapped on the canvas).
open class UIControl: UIView {
  public typealias Event = UIControlEvents
  private var targets: [(target: AnyObject?, action: Selector, events: UIControlEvents)] = []
  open var isEnabled = true

  open func addTarget(_ target: Any?, action: Selector, for events: UIControlEvents) {
    targets.append((target as AnyObject?, action, events))
  }

  open func sendActions(for events: UIControlEvents) {
    for entry in targets where !entry.events.isDisjoint(with: events) {
      _ = (entry.target as? SelectorTarget)?.perform(entry.action, with: self)
    }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if isEnabled { sendActions(for: .touchDown) }
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}

/// A button: a control with a title.
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable { case custom, system }
  public convenience init(type: ButtonType) { self.init(frame: .zero) }
  open func setTitle(_ title: String?, for state: UIControlState) {}
  open func setTitleColor(_ color: UIColor?, for state: UIControlState) {}
}

public struct UIControlState: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let normal = Self([])
  public static let highlighted = Self(rawValue: 1)
}

extension UIControl {
  public typealias State = UIControlState
}
