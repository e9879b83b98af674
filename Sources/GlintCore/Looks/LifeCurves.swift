/// A cell's curves over each particle's life. Each one present multiplies the value the particle
/// drew at birth (after its end value or speed, when the cell has those): `color` its red, green
/// and blue, `alpha` its alpha, `scale` its scale, `speed` its speed along the direction of travel.
/// Colour stays clamped to [0, 1] after the product.
public struct LifeCurves: Hashable, Sendable {
  public var color: ValueCurve?
  public var alpha: ValueCurve?
  public var scale: ValueCurve?
  /// The speed curve belongs to the motion of particles (it changes where they are).
  public var speed: ValueCurve?

  public init(
    color: ValueCurve? = nil, alpha: ValueCurve? = nil, scale: ValueCurve? = nil, speed: ValueCurve? = nil
  ) {
    self.color = color
    self.alpha = alpha
    self.scale = scale
    self.speed = speed
  }

  /// Whether no curve is set (the default).
  public var isEmpty: Bool { color == nil && alpha == nil && scale == nil && speed == nil }
}
