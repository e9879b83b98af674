/// One vertex of a ribbon's triangle strip, the size of a `SpriteInstance` so ribbons go in the
/// same instance buffer (and the same upload) as the sprites; a `DrawBatch` with `isRibbon`
/// says which stretch of the buffer holds them.
///
/// The strip of one ribbon is its points' left and right edges in turn; consecutive ribbons are
/// joined by repeating the last vertex of one and the first of the next (triangles of no area),
/// so a batch of ribbons is one strip.
public struct RibbonVertex: Sendable, Hashable {
  /// Where the vertex is (points).
  public var x, y: Float
  /// The sprite's x here: 0 at the head, 1 at the tail (stretched), or distance / width (tiled).
  public var along: Float
  /// The sprite's y: 0 on the ribbon's left edge, 1 on its right.
  public var across: Float
  /// Straight colour.
  public var r, g, b, a: Float
  /// 1 when the sprite repeats along the ribbon (its x is taken modulo 1), else 0.
  public var repeats: Float
  /// The ribbon's width here (points), which the fragment shader does not need: kept so a
  /// vertex fills an instance's 48 bytes with values a test can read.
  public var width: Float
  var spare0: Float = 0
  var spare1: Float = 0

  public init(
    x: Float, y: Float, along: Float, across: Float, r: Float, g: Float, b: Float, a: Float, repeats: Float,
    width: Float
  ) {
    (self.x, self.y, self.along, self.across) = (x, y, along, across)
    (self.r, self.g, self.b, self.a) = (r, g, b, a)
    (self.repeats, self.width) = (repeats, width)
  }
}

extension InstanceBuffer {
  /// The ribbon vertices of `batch` (a batch with `isRibbon`), valid until the buffer is next
  /// filled.
  public func ribbonVertices(_ batch: DrawBatch) -> UnsafeBufferPointer<RibbonVertex> {
    precondition(batch.isRibbon && batch.range.upperBound <= count, "a ribbon batch of this buffer")
    let raw = UnsafeRawPointer(storage + batch.range.lowerBound)
    return UnsafeBufferPointer(
      start: raw.bindMemory(to: RibbonVertex.self, capacity: batch.range.count), count: batch.range.count)
  }
}
