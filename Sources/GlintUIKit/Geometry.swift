import Foundation
import GlintCore

/// Core Graphics' C spellings and the conversions to Glint's geometry. Foundation already has
/// `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; these add what UIKit code uses beside them.
/// The C constructors take any floating-point numbers, as C converts them.
public func CGPointMake(_ x: some BinaryFloatingPoint, _ y: some BinaryFloatingPoint) -> CGPoint {
  CGPoint(x: CGFloat(x), y: CGFloat(y))
}
public func CGSizeMake(_ width: some BinaryFloatingPoint, _ height: some BinaryFloatingPoint) -> CGSize {
  CGSize(width: CGFloat(width), height: CGFloat(height))
}
public func CGRectMake(
  _ x: some BinaryFloatingPoint, _ y: some BinaryFloatingPoint, _ width: some BinaryFloatingPoint,
  _ height: some BinaryFloatingPoint
) -> CGRect {
  CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
}
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect {
  rect.insetBy(dx: dx, dy: dy)
}
public let CGRectZero = CGRect.zero
public let CGPointZero = CGPoint.zero
public let CGSizeZero = CGSize.zero

/// The C library's largest float, as Apple's headers define it.
public let MAXFLOAT = Float.greatestFiniteMagnitude

extension CGPoint {
  /// The point in Glint's single-precision geometry.
  var glint: Point { Point(x: Float(x), y: Float(y)) }
  init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension CGSize {
  var glint: Size { Size(width: Float(width), height: Float(height)) }
  init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension CGRect {
  var glint: Rect { Rect(x: Float(origin.x), y: Float(origin.y), width: Float(width), height: Float(height)) }
  init(_ rect: Rect) {
    self.init(
      x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
  }
}

/// The screen: the canvas of the view being hosted (UIKit's main screen at one point per pixel).
public final class UIScreen: Sendable {
  public static let main = UIScreen()
  /// The hosted canvas's bounds, or an iPhone-sized rectangle outside a host.
  public var bounds: CGRect {
    HostContext.current?.window.bounds ?? CGRect(x: 0, y: 0, width: 390, height: 844)
  }
  /// Glint reads each image at one pixel per point.
  public var scale: CGFloat { 1 }
  public var nativeScale: CGFloat { 1 }
}

/// A path: Core Graphics' immutable path, Glint's `Path` inside.
public class CGPath {
  var path: Path
  init(path: Path) { self.path = path }
}

/// Core Graphics' mutable path.
public final class CGMutablePath: CGPath {
  public init() { super.init(path: Path()) }
  public func move(to point: CGPoint) { path.move(to: point.glint) }
  public func addLine(to point: CGPoint) { path.addLine(to: point.glint) }
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    path.addQuadCurve(to: end.glint, control: control.glint)
  }
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    path.addCurve(to: end.glint, control1: control1.glint, control2: control2.glint)
  }
  public func addRect(_ rect: CGRect) { path.addRect(rect.glint) }
  public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect.glint) }
  public func closeSubpath() { path.closeSubpath() }
}

/// UIKit's path object; `cgPath` is the same path.
open class UIBezierPath {
  var path: Path
  public init() { path = Path() }
  public init(rect: CGRect) { path = Path(rect: rect.glint) }
  public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect.glint) }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    path = Path(roundedRect: rect.glint, cornerRadius: Float(cornerRadius))
  }
  public init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path = Path()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  public var cgPath: CGPath { CGPath(path: path) }
  public func move(to point: CGPoint) { path.move(to: point.glint) }
  public func addLine(to point: CGPoint) { path.addLine(to: point.glint) }
  public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: end.glint, control: controlPoint.glint)
  }
  public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end.glint, control1: controlPoint1.glint, control2: controlPoint2.glint)
  }
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path.addArc(
      center: center.glint, radius: Float(radius), startAngle: Float(startAngle), endAngle: Float(endAngle),
      clockwise: clockwise)
  }
  public func close() { path.closeSubpath() }
}

/// Objective-C's silent conversion between number types (`float` into a `CGFloat` property),
/// which `glint port` writes where a translated file relied on it.
public func implicitConversion<T: BinaryFloatingPoint>(_ value: some BinaryFloatingPoint) -> T { T(value) }
public func implicitConversion<T: BinaryFloatingPoint>(_ value: some BinaryInteger) -> T { T(value) }
