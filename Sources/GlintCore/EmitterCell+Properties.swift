/// The public face of a cell's values: each property reads and writes the cell's stored
/// `CellValues`, which the engine copies once per step.
extension EmitterCell {
  /// Names the cell in dumps and in key paths such as `emitterCells.spark.birthRate`.
  public var name: String {
    get { values.name }
    set { values.name = newValue }
  }
  /// A disabled cell emits and draws nothing, its sub-cells included.
  public var isEnabled: Bool {
    get { values.isEnabled }
    set { values.isEnabled = newValue }
  }

  /// Particles per second per emitter instance (the layer, or each live parent particle).
  public var birthRate: Float {
    get { values.birthRate }
    set { values.birthRate = newValue }
  }
  /// Mean particle life in seconds; with `lifetimeRange` both 0 the cell shows nothing.
  public var lifetime: Float {
    get { values.lifetime }
    set { values.lifetime = newValue }
  }
  public var lifetimeRange: Float {
    get { values.lifetimeRange }
    set { values.lifetimeRange = newValue }
  }

  /// In-plane angle of the emission axis, from the shape's natural direction (radians).
  public var emissionLongitude: Float {
    get { values.emissionLongitude }
    set { values.emissionLongitude = newValue }
  }
  /// Out-of-plane tilt of the emission axis; 0 emits in the xy plane.
  public var emissionLatitude: Float {
    get { values.emissionLatitude }
    set { values.emissionLatitude = newValue }
  }
  /// Full apex angle of the emission cone (half-angle = range / 2).
  public var emissionRange: Float {
    get { values.emissionRange }
    set { values.emissionRange = newValue }
  }

  /// Mean initial speed in points per second; negative reverses the direction.
  public var velocity: Float {
    get { values.velocity }
    set { values.velocity = newValue }
  }
  public var velocityRange: Float {
    get { values.velocityRange }
    set { values.velocityRange = newValue }
  }
  public var xAcceleration: Float {
    get { values.xAcceleration }
    set { values.xAcceleration = newValue }
  }
  public var yAcceleration: Float {
    get { values.yAcceleration }
    set { values.yAcceleration = newValue }
  }
  public var zAcceleration: Float {
    get { values.zAcceleration }
    set { values.zAcceleration = newValue }
  }

  public var scale: Float {
    get { values.scale }
    set { values.scale = newValue }
  }
  public var scaleRange: Float {
    get { values.scaleRange }
    set { values.scaleRange = newValue }
  }
  /// Change of scale per second; negative shrinks.
  public var scaleSpeed: Float {
    get { values.scaleSpeed }
    set { values.scaleSpeed = newValue }
  }

  /// Mean rotation speed in radians per second (initial rotation is always 0).
  public var spin: Float {
    get { values.spin }
    set { values.spin = newValue }
  }
  public var spinRange: Float {
    get { values.spinRange }
    set { values.spinRange = newValue }
  }

  public var color: Color {
    get { values.color }
    set { values.color = newValue }
  }
  public var redRange: Float {
    get { values.redRange }
    set { values.redRange = newValue }
  }
  public var greenRange: Float {
    get { values.greenRange }
    set { values.greenRange = newValue }
  }
  public var blueRange: Float {
    get { values.blueRange }
    set { values.blueRange = newValue }
  }
  public var alphaRange: Float {
    get { values.alphaRange }
    set { values.alphaRange = newValue }
  }
  public var redSpeed: Float {
    get { values.redSpeed }
    set { values.redSpeed = newValue }
  }
  public var greenSpeed: Float {
    get { values.greenSpeed }
    set { values.greenSpeed = newValue }
  }
  public var blueSpeed: Float {
    get { values.blueSpeed }
    set { values.blueSpeed = newValue }
  }
  public var alphaSpeed: Float {
    get { values.alphaSpeed }
    set { values.alphaSpeed = newValue }
  }

  /// The sprite's name ("spark", "dot", a PNG path); nil makes the cell invisible but it still emits.
  public var contents: String? {
    get { values.contents }
    set { values.contents = newValue }
  }
  /// The part of the sprite drawn, in unit coordinates.
  public var contentsRect: Rect {
    get { values.contentsRect }
    set { values.contentsRect = newValue }
  }
  /// Sprite pixels per point: 2 draws a 32 px sprite 16 points wide.
  public var contentsScale: Float {
    get { values.contentsScale }
    set { values.contentsScale = newValue }
  }
  /// Sampling when a sprite is drawn larger than its pixels.
  public var magnificationFilter: ContentsFilter {
    get { values.magnificationFilter }
    set { values.magnificationFilter = newValue }
  }
  /// Sampling when a sprite is drawn smaller than its pixels.
  public var minificationFilter: ContentsFilter {
    get { values.minificationFilter }
    set { values.minificationFilter = newValue }
  }
  /// Added to the mipmap level of detail chosen when minifying (trilinear only).
  public var minificationFilterBias: Float {
    get { values.minificationFilterBias }
    set { values.minificationFilterBias = newValue }
  }

  /// Start of the cell's active window, in seconds from its emitter's start (for a sub-cell,
  /// from the parent particle's birth).
  public var beginTime: Double {
    get { values.beginTime }
    set { values.beginTime = newValue }
  }
  /// Length of the active window; 0 means forever (Core Animation's default).
  public var duration: Double {
    get { values.duration }
    set { values.duration = newValue }
  }
}
