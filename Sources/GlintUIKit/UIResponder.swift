import Foundation

/// What receives touches: views and view controllers. A touch a view does not handle goes on to
/// its next responder (its controller, then its superview), as in UIKit.
open class UIResponder {
  public init() {}

  open var next: UIResponder? { nil }

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  open var canBecomeFirstResponder: Bool { false }
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  @discardableResult open func resignFirstResponder() -> Bool { true }

  /// NSObject's delayed message: calls the method `selector` names after `delay` seconds of the
  /// host's time (the object answers selectors as a `SelectorTarget`).
  public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
    HostContext.current?.schedule(at: CACurrentMediaTime() + delay) { [weak self] in
      _ = (self as? SelectorTarget)?.perform(selector, with: argument)
    }
  }
}

/// One finger (a pointer of the canvas).
public final class UITouch: Hashable {
  public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

  public internal(set) var phase: Phase = .began
  public internal(set) var timestamp: TimeInterval = 0
  public internal(set) var tapCount = 1
  public internal(set) weak var view: UIView?
  public internal(set) weak var window: UIWindow?
  public var force: CGFloat { 1 }
  public var maximumPossibleForce: CGFloat { 1 }
  /// The location now and before, in the window's space.
  var point: CGPoint = .zero
  var previousPoint: CGPoint = .zero

  init() {}

  public func location(in view: UIView?) -> CGPoint { convert(point, to: view) }
  public func previousLocation(in view: UIView?) -> CGPoint { convert(previousPoint, to: view) }

  private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view else { return point }
    return view.layer.convert(point, from: nil)
  }

  public static func == (left: UITouch, right: UITouch) -> Bool { left === right }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event a touch arrives in.
public final class UIEvent {
  public internal(set) var timestamp: TimeInterval
  public let allTouches: Set<UITouch>?
  init(timestamp: TimeInterval, touches: Set<UITouch>) {
    self.timestamp = timestamp
    allTouches = touches
  }
  public func touches(for view: UIView) -> Set<UITouch>? { allTouches?.filter { $0.view === view } }
}
