/// A cell's values beyond Core Animation's for how its particles look over their lives: a start
/// rotation, per-particle end values, curves, and turning to the direction of travel. The
/// defaults leave Core Animation's behaviour as it is. Every `...Range` is a full width sampled
/// in mean ± range / 2, as Core Animation's are.
struct CellLooks: Hashable, Sendable {
  var rotation: Float = 0 { didSet { refresh() } }
  var rotationRange: Float = 0 { didSet { refresh() } }
  var endColor: Color? = nil { didSet { refresh() } }
  var endColorRange = Color.clear
  var endScale: Float? = nil { didSet { refresh() } }
  var endScaleRange: Float = 0
  var endRotation: Float? = nil { didSet { refresh() } }
  var endRotationRange: Float = 0
  var curves = LifeCurves() { didSet { refresh() } }
  var rotationFollowsVelocity = RotationFollowsVelocity.never { didSet { refresh() } }
  var contentsPremultiplied = false
  /// Change of spin per second (SpinAcceleration): a pass of its own, no look columns.
  var spinAcceleration: Float = 0
  /// Curves over a speed range (SpeedLooks): a pass of its own, no look columns.
  var speedCurves = LifeCurves()
  var speedCurveMinimum: Float = 0
  var speedCurveMaximum: Float = 100

  /// Whether particles have looks (a start rotation, end values, curves or a heading): cells that
  /// use none of them cost nothing more. Kept up to
  /// date as the values change, so a birth or a loop reads one flag.
  private(set) var usesParticleLooks = false
  /// Whether particles need `LookColumns` of their own (what they draw at birth: a start rotation,
  /// end values, a heading); the curves read only the age and the life.
  private(set) var usesLookColumns = false

  private mutating func refresh() {
    usesLookColumns =
      rotation != 0 || rotationRange != 0 || endColor != nil || endScale != nil || endRotation != nil
      || rotationFollowsVelocity != .never
    usesParticleLooks = usesLookColumns || curves.color != nil || curves.alpha != nil || curves.scale != nil
  }
}
