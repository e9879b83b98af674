/// Small additions for effects written with `Effect` from iOS code (GlintUIKit runs the code
/// itself; see docs/PORTING_FROM_IOS.md): UIKit's colour initialisers, UIBezierPath's spellings,
/// Core Animation's Swift type names, and no pointer layers for an effect that draws on the
/// canvas only.

extension Color {
  /// A colour from hue, saturation and brightness, as `UIColor(hue:saturation:brightness:alpha:)`:
  /// hue in turns (0 and 1 are red; only its fractional part counts), saturation and brightness
  /// clamped to [0, 1].
  public init(hue: Float, saturation: Float, brightness: Float, alpha: Float = 1) {
    let turns = hue.isFinite ? hue - hue.rounded(.down) : 0
    let s = min(max(saturation.isNaN ? 0 : saturation, 0), 1)
    let v = min(max(brightness.isNaN ? 0 : brightness, 0), 1)
    let sector = turns * 6
    let index = min(Int(sector), 5)
    let f = sector - Float(index)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Float, Float, Float)
    switch index {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// The same colour with another alpha, as UIKit's `withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: Float) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}

extension Effect {
  /// No layers for a pointer: what a canvas-wide effect (a port of a view's `layoutSubviews` or a
  /// controller's `viewDidLoad`, with no `touchesBegan`) gives each pointer.
  public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] { [] }
}

/// Core Animation's Swift 4.2 name for the emitter shapes (`CAEmitterLayerEmitterShape.line`).
public typealias EmitterLayerEmitterShape = EmitterShape
/// Core Animation's Swift 4.2 name for the emitter modes (`CAEmitterLayerEmitterMode.outline`).
public typealias EmitterLayerEmitterMode = EmitterMode
/// Core Animation's Swift 4.2 name for the render modes (`CAEmitterLayerRenderMode.additive`).
public typealias EmitterLayerRenderMode = RenderMode
/// Core Animation's Swift 4.2 name for the sampling filters (`CALayerContentsFilter.nearest`).
public typealias LayerContentsFilter = ContentsFilter
/// Core Animation's Swift 4.2 name for the fill modes (`CAMediaTimingFillMode.forwards`).
public typealias MediaTimingFillMode = FillMode
/// Core Animation's Swift 4.2 name for the named timing curves (`CAMediaTimingFunctionName.easeOut`).
public typealias MediaTimingFunctionName = MediaTimingFunction.Name
/// Core Animation's Swift 4.2 name for the keyframe modes (`CAAnimationCalculationMode.paced`).
public typealias AnimationCalculationMode = CalculationMode

/// UIBezierPath's spellings of the path elements, so UIKit path code ports by renaming the type.
extension Path {
  /// `UIBezierPath(ovalIn:)`.
  public init(ovalIn rect: Rect) { self.init(ellipseIn: rect) }

  /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
  public init(arcCenter center: Point, radius: Float, startAngle: Float, endAngle: Float, clockwise: Bool) {
    self.init {
      $0.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
  }

  public mutating func addQuadCurve(to point: Point, controlPoint: Point) {
    addQuadCurve(to: point, control: controlPoint)
  }

  public mutating func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
    addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
  }

  public mutating func addArc(
    withCenter center: Point, radius: Float, startAngle: Float, endAngle: Float, clockwise: Bool
  ) {
    addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// `UIBezierPath.close()`.
  public mutating func close() { closeSubpath() }
}
