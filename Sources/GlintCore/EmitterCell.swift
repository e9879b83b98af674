/// A particle template: Core Animation's CAEmitterCell, with Apple's defaults.
///
/// A cell is a value; a layer copies its cells when they are assigned, and a cell's nested
/// `emitterCells` make every live particle of that cell an emitter of its own (fireworks).
/// Every mean/range pair samples uniformly in [M - R/2, M + R/2] (see `rangeFactor`).
public struct EmitterCell: Sendable, Hashable {
  /// Names the cell in dumps and in key paths such as `emitterCells.spark.birthRate`.
  public var name: String = ""
  /// A disabled cell emits and draws nothing, its sub-cells included.
  public var isEnabled: Bool = true

  /// Particles per second per emitter instance (the layer, or each live parent particle).
  public var birthRate: Float = 0
  /// Mean particle life in seconds; with `lifetimeRange` both 0 the cell shows nothing.
  public var lifetime: Float = 0
  public var lifetimeRange: Float = 0

  /// In-plane angle of the emission axis, from the shape's natural direction (radians).
  public var emissionLongitude: Float = 0
  /// Out-of-plane tilt of the emission axis; 0 emits in the xy plane.
  public var emissionLatitude: Float = 0
  /// Full apex angle of the emission cone (half-angle = range / 2).
  public var emissionRange: Float = 0

  /// Mean initial speed in points per second; negative reverses the direction.
  public var velocity: Float = 0
  public var velocityRange: Float = 0
  public var xAcceleration: Float = 0
  public var yAcceleration: Float = 0
  public var zAcceleration: Float = 0

  public var scale: Float = 1
  public var scaleRange: Float = 0
  /// Change of scale per second; negative shrinks.
  public var scaleSpeed: Float = 0

  /// Mean rotation speed in radians per second (initial rotation is always 0).
  public var spin: Float = 0
  public var spinRange: Float = 0

  public var color: Color = .white
  public var redRange: Float = 0
  public var greenRange: Float = 0
  public var blueRange: Float = 0
  public var alphaRange: Float = 0
  public var redSpeed: Float = 0
  public var greenSpeed: Float = 0
  public var blueSpeed: Float = 0
  public var alphaSpeed: Float = 0

  /// The sprite's name ("spark", "dot", a PNG path); nil makes the cell invisible but it still emits.
  public var contents: String? = nil
  /// The part of the sprite drawn, in unit coordinates.
  public var contentsRect: Rect = .unit
  /// Sprite pixels per point: 2 draws a 32 px sprite 16 points wide.
  public var contentsScale: Float = 1
  /// Sampling when a sprite is drawn larger than its pixels.
  public var magnificationFilter: ContentsFilter = .linear
  /// Sampling when a sprite is drawn smaller than its pixels.
  public var minificationFilter: ContentsFilter = .linear
  /// Added to the mipmap level of detail chosen when minifying (trilinear only).
  public var minificationFilterBias: Float = 0

  /// Sub-cells: each live particle of this cell emits them from its own position.
  public var emitterCells: [EmitterCell] = []

  /// Start of the cell's active window, in seconds from its emitter's start (for a sub-cell,
  /// from the parent particle's birth).
  public var beginTime: Double = 0
  /// Length of the active window; 0 means forever (Core Animation's default).
  public var duration: Double = 0

  public init() {}

  /// Builds a cell by configuring the defaults, e.g. `EmitterCell { $0.birthRate = 10 }`.
  public init(_ configure: (inout EmitterCell) -> Void) {
    configure(&self)
  }
}
