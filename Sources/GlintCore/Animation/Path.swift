#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path for keyframe animations: Core Graphics' CGPath / UIKit's UIBezierPath, in points, y down.
///
/// A path is a list of elements: a move starts a subpath; lines, quadratic and cubic curves and
/// closes each add one segment, and each segment is one keyframe of a `KeyframeAnimation`. Arcs,
/// ellipses and rectangles are built from those elements as Core Graphics builds them (an arc from
/// cubic pieces of at most a quarter turn, an ellipse from four, a rectangle from a move, three
/// lines and a close), so they make the same keyframes as on iOS.
public struct Path: Hashable, Sendable {
  public enum Element: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case close
  }

  public private(set) var elements: [Element] = []
  /// Where the current subpath started (a close returns there).
  private var subpathStart: Point?
  /// The end of the last element, if any.
  public private(set) var currentPoint: Point?

  public init() {}

  /// Builds a path by calling `build` on an empty one, e.g. `Path { $0.move(to: a); $0.addLine(to: b) }`.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  public var isEmpty: Bool { elements.isEmpty }

  public mutating func move(to point: Point) {
    elements.append(.move(to: point))
    subpathStart = point
    currentPoint = point
  }

  /// A line from the current point; with no current point it starts a subpath there instead.
  public mutating func addLine(to point: Point) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.line(to: point))
    currentPoint = point
  }

  public mutating func addQuadCurve(to point: Point, control: Point) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  /// Ends the subpath with a line back to its start.
  public mutating func closeSubpath() {
    guard let start = subpathStart, currentPoint != nil else { return }
    elements.append(.close)
    currentPoint = start
  }

  /// An arc of the circle at `center`, from `startAngle` to `endAngle` (radians, from +x toward +y).
  /// As UIBezierPath's, `clockwise: true` turns the way angles grow, which is clockwise on a y-down
  /// screen. A line joins the current point to the arc's start; with none, the arc starts a subpath.
  public mutating func addArc(
    center: Point, radius: Float, startAngle: Float, endAngle: Float, clockwise: Bool
  ) {
    let r = Double(abs(radius))
    let a0 = Double(startAngle)
    var sweep = Double(endAngle) - a0
    let full = 2 * Double.pi
    guard r.isFinite, a0.isFinite, sweep.isFinite else { return }
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
      if sweep > full { sweep = full }
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
      if sweep < -full { sweep = -full }
    }
    let c = (x: Double(center.x), y: Double(center.y))
    func at(_ a: Double) -> Point { Point(x: Float(c.x + r * cos(a)), y: Float(c.y + r * sin(a))) }
    let start = at(a0)
    if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-6).rounded(.up)))
    let step = sweep / Double(pieces)
    // A quarter circle's cubic: control points at 4/3·tan(θ/4) of the radius along the tangents.
    let k = 4.0 / 3.0 * tan(step / 4)
    for i in 0..<pieces {
      let s = a0 + Double(i) * step
      let e = s + step
      let c1 = Point(x: Float(c.x + r * (cos(s) - k * sin(s))), y: Float(c.y + r * (sin(s) + k * cos(s))))
      let c2 = Point(x: Float(c.x + r * (cos(e) + k * sin(e))), y: Float(c.y + r * (sin(e) - k * cos(e))))
      addCurve(to: at(e), control1: c1, control2: c2)
    }
  }

  /// The ellipse inscribed in `rect`, as Core Graphics makes it: from the middle of the right edge,
  /// four quarter curves clockwise on screen, then a close.
  public mutating func addEllipse(in rect: Rect) {
    let cx = rect.x + rect.width / 2
    let cy = rect.y + rect.height / 2
    let rx = rect.width / 2
    let ry = rect.height / 2
    let k: Float = 0.552_284_75  // 4/3·(√2 - 1): a quarter circle's control distance
    move(to: Point(x: cx + rx, y: cy))
    addCurve(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
      control2: Point(x: cx + k * rx, y: cy + ry))
    addCurve(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + k * ry))
    addCurve(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
      control2: Point(x: cx - k * rx, y: cy - ry))
    addCurve(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - k * ry))
    closeSubpath()
  }

  /// A rectangle as Core Graphics makes it: a move to its origin, three lines, a close.
  public mutating func addRect(_ rect: Rect) {
    move(to: Point(x: rect.x, y: rect.y))
    addLine(to: Point(x: rect.x + rect.width, y: rect.y))
    addLine(to: Point(x: rect.x + rect.width, y: rect.y + rect.height))
    addLine(to: Point(x: rect.x, y: rect.y + rect.height))
    closeSubpath()
  }

  /// A rectangle with quarter-circle corners of radius `cornerRadius` (at most half the shorter
  /// side; none when 0 or not a number), in UIBezierPath(roundedRect:cornerRadius:)'s order: from
  /// the top edge's left end, clockwise on screen, then a close. (UIKit's corners are its slightly
  /// smoother "continuous" curve; emitter shapes and animation paths cannot tell.)
  public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Float) {
    let (minX, maxX) = (min(rect.x, rect.x + rect.width), max(rect.x, rect.x + rect.width))
    let (minY, maxY) = (min(rect.y, rect.y + rect.height), max(rect.y, rect.y + rect.height))
    let r = max(0, min(cornerRadius, min(maxX - minX, maxY - minY) / 2))
    guard r > 0 else { return addRect(rect) }
    let quarter = Float.pi / 2
    move(to: Point(x: minX + r, y: minY))
    addLine(to: Point(x: maxX - r, y: minY))
    addArc(
      center: Point(x: maxX - r, y: minY + r), radius: r, startAngle: -quarter, endAngle: 0, clockwise: true)
    addLine(to: Point(x: maxX, y: maxY - r))
    addArc(
      center: Point(x: maxX - r, y: maxY - r), radius: r, startAngle: 0, endAngle: quarter, clockwise: true)
    addLine(to: Point(x: minX + r, y: maxY))
    addArc(
      center: Point(x: minX + r, y: maxY - r), radius: r, startAngle: quarter, endAngle: 2 * quarter,
      clockwise: true)
    addLine(to: Point(x: minX, y: minY + r))
    addArc(
      center: Point(x: minX + r, y: minY + r), radius: r, startAngle: 2 * quarter, endAngle: 3 * quarter,
      clockwise: true)
    closeSubpath()
  }

  /// A path of one ellipse (UIBezierPath(ovalIn:)).
  public init(ellipseIn rect: Rect) { self.init { $0.addEllipse(in: rect) } }
  /// A path of one rectangle (UIBezierPath(rect:)).
  public init(rect: Rect) { self.init { $0.addRect(rect) } }
  /// A path of one rounded rectangle (UIBezierPath(roundedRect:cornerRadius:)).
  public init(roundedRect rect: Rect, cornerRadius: Float) {
    self.init { $0.addRoundedRect(rect, cornerRadius: cornerRadius) }
  }
}
