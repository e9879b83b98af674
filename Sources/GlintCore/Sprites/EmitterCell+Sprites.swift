/// A cell's flipbook and stretch (`CellSprites`): which frame of a grid each particle shows as
/// it ages, and whether its sprite is drawn along its velocity.
extension EmitterCell {
  /// The most frames a flipbook's grid holds (256 columns by 256 rows).
  public static let mostFlipbookFrames = CellSprites.mostGridSide * CellSprites.mostGridSide

  /// Columns of the flipbook's grid over the cell's contentsRect (1 to 256).
  public var flipbookColumns: Int {
    get { values.sprites.flipbookColumns }
    set { values.sprites.flipbookColumns = newValue }
  }
  /// Rows of the flipbook's grid over the cell's contentsRect (1 to 256).
  public var flipbookRows: Int {
    get { values.sprites.flipbookRows }
    set { values.sprites.flipbookRows = newValue }
  }
  /// Frames played, in reading order from the grid's top-left cell; 0 plays every cell.
  public var flipbookFrameCount: Int {
    get { values.sprites.flipbookFrameCount }
    set { values.sprites.flipbookFrameCount = newValue }
  }
  /// Frames a second of each particle's age; 0 holds the start frame.
  public var flipbookFrameRate: Float {
    get { values.sprites.flipbookFrameRate }
    set { values.sprites.flipbookFrameRate = newValue }
  }
  /// Whether the frames are spread evenly over each particle's life instead of a frame rate.
  public var flipbookOverLife: Bool {
    get { values.sprites.flipbookOverLife }
    set { values.sprites.flipbookOverLife = newValue }
  }
  /// The frame every particle starts at (unless `flipbookRandomStart`).
  public var flipbookStartFrame: Int {
    get { values.sprites.flipbookStartFrame }
    set { values.sprites.flipbookStartFrame = newValue }
  }
  /// Whether each particle starts at a frame drawn at its birth.
  public var flipbookRandomStart: Bool {
    get { values.sprites.flipbookRandomStart }
    set { values.sprites.flipbookRandomStart = newValue }
  }
  /// Whether the frames start again after the last; otherwise the last is held.
  public var flipbookLoops: Bool {
    get { values.sprites.flipbookLoops }
    set { values.sprites.flipbookLoops = newValue }
  }

  /// Whether the sprite is drawn along its particle's velocity: its x axis turned to the
  /// direction of travel and its length size × (1 + speed × `stretchSpeedFactor`) +
  /// `stretchLength`, its width unchanged. The cell's rotation is then not used while moving.
  public var stretchAlongVelocity: Bool {
    get { values.sprites.stretchAlongVelocity }
    set { values.sprites.stretchAlongVelocity = newValue }
  }
  /// Seconds: how much longer the sprite is per point per second of speed.
  public var stretchSpeedFactor: Float {
    get { values.sprites.stretchSpeedFactor }
    set { values.sprites.stretchSpeedFactor = newValue }
  }
  /// Points added to a stretched sprite's length.
  public var stretchLength: Float {
    get { values.sprites.stretchLength }
    set { values.sprites.stretchLength = newValue }
  }
}
