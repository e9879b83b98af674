/// The rectangle's edges, centre and parts by Core Graphics' names, so code written against
/// `view.bounds` (`bounds.midX`, `bounds.width`) reads the same here.
extension Rect {
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var origin: Point { Point(x: x, y: y) }
  public var size: Size { Size(width: width, height: height) }
  public var minX: Float { min(x, x + width) }
  public var midX: Float { x + width / 2 }
  public var maxX: Float { max(x, x + width) }
  public var minY: Float { min(y, y + height) }
  public var midY: Float { y + height / 2 }
  public var maxY: Float { max(y, y + height) }
}
