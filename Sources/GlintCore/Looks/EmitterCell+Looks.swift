/// A cell's values beyond Core Animation's for how particles look over their lives (issue 12's
/// contract, shared with effect files and the importers). Angles are radians, clockwise on
/// screen (y down); every `...Range` is a full width sampled in mean ± range / 2.
extension EmitterCell {
  /// The sprite's rotation at birth (Core Animation starts every particle at 0).
  public var rotation: Float {
    get { values.looks.rotation }
    set { values.looks.rotation = newValue }
  }
  public var rotationRange: Float {
    get { values.looks.rotationRange }
    set { values.looks.rotationRange = newValue }
  }

  /// When set, each particle draws its own end colour (clamped to [0, 1] at birth, as its start
  /// colour is) and its colour goes linearly from start to end over its own life, as
  /// cocos2d-x's finishColor does; the colour speeds are then not used.
  public var endColor: Color? {
    get { values.looks.endColor }
    set { values.looks.endColor = newValue }
  }
  /// Per channel: each particle's end colour spreads over endColor ± range / 2.
  public var endColorRange: Color {
    get { values.looks.endColorRange }
    set { values.looks.endColorRange = newValue }
  }

  /// When set, each particle draws its own end scale (at least 0) and its scale goes linearly
  /// from start to end over its life; `scaleSpeed` is then not used.
  public var endScale: Float? {
    get { values.looks.endScale }
    set { values.looks.endScale = newValue }
  }
  public var endScaleRange: Float {
    get { values.looks.endScaleRange }
    set { values.looks.endScaleRange = newValue }
  }

  /// When set, each particle draws its own end rotation and turns linearly from its start
  /// rotation to it over its life; `spin` is then not used.
  public var endRotation: Float? {
    get { values.looks.endRotation }
    set { values.looks.endRotation = newValue }
  }
  public var endRotationRange: Float {
    get { values.looks.endRotationRange }
    set { values.looks.endRotationRange = newValue }
  }

  /// Curves over each particle's life that multiply its colour, alpha, scale and speed (a spin
  /// curve here is not kept: spin has a curve by speed only, `speedCurves`).
  public var curves: LifeCurves {
    get { values.looks.curves }
    set {
      values.looks.curves = LifeCurves(
        color: newValue.color, alpha: newValue.alpha, scale: newValue.scale, speed: newValue.speed)
    }
  }

  /// Whether the sprite turns to the direction of travel (plus `rotation` and its spin or end
  /// rotation): never, always, or once at birth.
  public var rotationFollowsVelocity: RotationFollowsVelocity {
    get { values.looks.rotationFollowsVelocity }
    set { values.looks.rotationFollowsVelocity = newValue }
  }

  /// Whether the image's colour is already multiplied by its alpha (it is then not multiplied
  /// again when the image is read).
  public var contentsPremultiplied: Bool {
    get { values.looks.contentsPremultiplied }
    set { values.looks.contentsPremultiplied = newValue }
  }
}
