/// Where a declared canvas layer goes in the canvas, as fractions of its bounds plus offsets in
/// points, so one declaration fits every canvas size (iOS code computes the same from
/// `view.bounds` in `layoutSubviews`).
public struct CanvasLayout: Hashable, Sendable {
  /// `emitterPosition` = the bounds' origin + `position` × their size + `positionOffset`.
  public var position = Point(x: 0.5, y: 0.5)
  public var positionOffset = Point.zero
  /// `emitterSize` = `size` × the bounds' size + `sizeOffset`.
  public var size = Size.zero
  public var sizeOffset = Size.zero
  /// When positive, the layer's `birthRate` becomes the canvas width divided by this: the cells'
  /// rates are then per so many points of width, so a wider canvas gets as dense a snowfall.
  public var birthRatePerWidth: Float = 0

  public init() {}

  /// Places `layer` in `bounds`.
  public func place(_ layer: EmitterLayer, in bounds: Rect) {
    layer.emitterPosition = Point(
      x: bounds.x + position.x * bounds.width + positionOffset.x,
      y: bounds.y + position.y * bounds.height + positionOffset.y)
    layer.emitterSize = Size(
      width: size.width * bounds.width + sizeOffset.width,
      height: size.height * bounds.height + sizeOffset.height)
    if birthRatePerWidth > 0 { layer.birthRate = bounds.width / birthRatePerWidth }
  }
}
