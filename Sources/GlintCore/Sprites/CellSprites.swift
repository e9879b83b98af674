/// A cell's values for how its sprite is cut and shaped beyond Core Animation's one image: a
/// flipbook that plays the frames of a grid over the cell's contentsRect, and a stretch along
/// each particle's velocity. The defaults draw Core Animation's sprite and cost nothing: a cell
/// uses neither until it has more than one frame or asks to stretch.
struct CellSprites: Hashable, Sendable {
  /// The most columns or rows a grid may have (a file asking more is clamped to it).
  static let mostGridSide = 256
  /// The most frames a second a flipbook plays.
  static let mostFrameRate: Float = 1000

  var flipbookColumns = 1
  var flipbookRows = 1
  /// Frames played, from the first cell of the grid in reading order; 0 plays every cell.
  var flipbookFrameCount = 0
  /// Frames a second of each particle's age; 0 holds the start frame.
  var flipbookFrameRate: Float = 0
  /// Whether the frames are spread over each particle's life (the frame rate is then not used).
  var flipbookOverLife = false
  var flipbookStartFrame = 0
  /// Whether each particle starts at a frame of its own, drawn at birth.
  var flipbookRandomStart = false
  /// Whether the frames start again after the last (otherwise the last is held).
  var flipbookLoops = true

  /// Whether the sprite is drawn along its particle's velocity.
  var stretchAlongVelocity = false
  /// Seconds: the length grows by size × speed × this.
  var stretchSpeedFactor: Float = 0
  /// Points added to the length.
  var stretchLength: Float = 0

  /// The grid's columns and rows as drawn: each from 1 to `mostGridSide`.
  var grid: (columns: Int, rows: Int) {
    (min(max(1, flipbookColumns), Self.mostGridSide), min(max(1, flipbookRows), Self.mostGridSide))
  }

  /// How many frames the flipbook plays: every cell of the grid, or the first `flipbookFrameCount`.
  var frameCount: Int {
    let all = grid.columns * grid.rows
    return flipbookFrameCount > 0 ? min(flipbookFrameCount, all) : all
  }

  /// Whether the cell plays a flipbook (it has more than one frame).
  var usesFlipbook: Bool { frameCount > 1 }

  /// Whether the cell uses a flipbook or a stretch: otherwise packing skips the pass.
  var isUsed: Bool { usesFlipbook || stretchAlongVelocity }

  /// The size of one frame of a sprite whose cell has `rect` as contentsRect (unit texture space).
  func frameSize(in rect: Rect) -> SIMD2<Float> {
    guard usesFlipbook else { return SIMD2(rect.width, rect.height) }
    return SIMD2(rect.width / Float(grid.columns), rect.height / Float(grid.rows))
  }

  /// How the renderer draws a stretched sprite of a cell with `rect` as contentsRect; nil when
  /// the cell does not stretch.
  func stretch(in rect: Rect) -> SpriteStretch? {
    guard stretchAlongVelocity else { return nil }
    let size = frameSize(in: rect)
    return SpriteStretch(frameWidth: size.x, frameHeight: size.y, length: max(0, stretchLength))
  }
}

/// What the renderer needs to draw a batch of stretched sprites: their instances' (w, h) hold
/// the frame's size with w stretched, so the frame itself comes from here, and the length added
/// in points (which the pack cannot turn into a rect without the sprite's size in pixels).
public struct SpriteStretch: Sendable, Hashable {
  /// The size of one frame of the sprite in unit texture space.
  public var frameWidth, frameHeight: Float
  /// Points added to each sprite's length.
  public var length: Float

  public init(frameWidth: Float, frameHeight: Float, length: Float) {
    (self.frameWidth, self.frameHeight, self.length) = (frameWidth, frameHeight, length)
  }
}
