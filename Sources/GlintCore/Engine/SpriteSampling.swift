/// How a batch's sprite is sampled: a cell's `magnificationFilter`, `minificationFilter` and
/// `minificationFilterBias`, which the renderer honours (nearest texels, bilinear, or bilinear
/// between mipmap levels).
public struct SpriteSampling: Hashable, Sendable {
  public var magnification: ContentsFilter
  public var minification: ContentsFilter
  /// Added to the mipmap level of detail (trilinear minification only).
  public var bias: Float

  public init(
    magnification: ContentsFilter = .linear, minification: ContentsFilter = .linear, bias: Float = 0
  ) {
    self.magnification = magnification
    self.minification = minification
    self.bias = bias.isFinite ? max(-16, min(16, bias)) : 0
  }

  /// Core Animation's defaults: bilinear both ways, no mipmaps.
  public static let linear = SpriteSampling()
  /// Bilinear between mipmap levels when smaller: steady small sprites.
  public static let trilinear = SpriteSampling(minification: .trilinear)
  /// Nearest texels both ways: hard pixel edges.
  public static let nearest = SpriteSampling(magnification: .nearest, minification: .nearest)
}
