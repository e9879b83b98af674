/// A cell's curves over each particle's life. Each one present multiplies the value the particle
/// drew at birth (after its end value or speed, when the cell has those): `color` its red, green
/// and blue, `alpha` its alpha, `scale` its scale, `speed` its speed along the direction of travel,
/// `spin` its spin rate (read by speed only: `EmitterCell.speedCurves`). Colour stays clamped to
/// [0, 1] after the product.
///
/// The curves live in one shared, immutable box (none when no curve is set), so a cell's values,
/// which the engine copies several times a step, grow by one reference rather than four curves.
public struct LifeCurves: Hashable, Sendable {
  private final class Box: Sendable {
    let color, alpha, scale, speed, spin: ValueCurve?

    init(color: ValueCurve?, alpha: ValueCurve?, scale: ValueCurve?, speed: ValueCurve?, spin: ValueCurve?) {
      (self.color, self.alpha, self.scale, self.speed, self.spin) = (color, alpha, scale, speed, spin)
    }
  }

  private var box: Box?

  public init(
    color: ValueCurve? = nil, alpha: ValueCurve? = nil, scale: ValueCurve? = nil, speed: ValueCurve? = nil,
    spin: ValueCurve? = nil
  ) {
    let empty = color == nil && alpha == nil && scale == nil && speed == nil && spin == nil
    box = empty ? nil : Box(color: color, alpha: alpha, scale: scale, speed: speed, spin: spin)
  }

  public var color: ValueCurve? {
    get { box?.color }
    set { self = LifeCurves(color: newValue, alpha: alpha, scale: scale, speed: speed, spin: spin) }
  }
  public var alpha: ValueCurve? {
    get { box?.alpha }
    set { self = LifeCurves(color: color, alpha: newValue, scale: scale, speed: speed, spin: spin) }
  }
  public var scale: ValueCurve? {
    get { box?.scale }
    set { self = LifeCurves(color: color, alpha: alpha, scale: newValue, speed: speed, spin: spin) }
  }
  /// The speed curve belongs to the motion of particles (it changes where they are).
  public var speed: ValueCurve? {
    get { box?.speed }
    set { self = LifeCurves(color: color, alpha: alpha, scale: scale, speed: newValue, spin: spin) }
  }

  /// The spin curve multiplies the spin rate (by speed only; the life curves keep none).
  public var spin: ValueCurve? {
    get { box?.spin }
    set { self = LifeCurves(color: color, alpha: alpha, scale: scale, speed: speed, spin: newValue) }
  }

  /// Whether no curve is set (the default).
  public var isEmpty: Bool { box == nil }

  public static func == (a: LifeCurves, b: LifeCurves) -> Bool {
    a.box === b.box
      || (a.color == b.color && a.alpha == b.alpha && a.scale == b.scale && a.speed == b.speed
        && a.spin == b.spin)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(color)
    hasher.combine(alpha)
    hasher.combine(scale)
    hasher.combine(speed)
    hasher.combine(spin)
  }
}
