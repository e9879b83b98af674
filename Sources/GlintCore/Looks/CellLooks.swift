/// A cell's values beyond Core Animation's for how its particles look over their lives: a start
/// rotation, per-particle end values, curves, and turning to the direction of travel. The
/// defaults leave Core Animation's behaviour as it is. Every `...Range` is a full width sampled
/// in mean ± range / 2, as Core Animation's are.
struct CellLooks: Hashable, Sendable {
  var rotation: Float = 0
  var rotationRange: Float = 0
  var endColor: Color? = nil
  var endColorRange = Color.clear
  var endScale: Float? = nil
  var endScaleRange: Float = 0
  var endRotation: Float? = nil
  var endRotationRange: Float = 0
  var curves = LifeCurves()
  var rotationFollowsVelocity = RotationFollowsVelocity.never
  var contentsPremultiplied = false

  /// Whether particles need the per-particle values of `ParticleLooks` (a start rotation, end
  /// values, curves or a heading): cells that use none of them cost nothing more.
  var needsParticleLooks: Bool {
    rotation != 0 || rotationRange != 0 || endColor != nil || endScale != nil || endRotation != nil
      || curves.color != nil || curves.alpha != nil || curves.scale != nil
      || rotationFollowsVelocity != .never
  }
}
