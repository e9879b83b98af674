/// How a batch of sprites is blended: the GL factor pair set for it, and whether the particle's
/// colour reaches the pair straight (as cocos2d's vertex colour does) rather than premultiplied.
///
/// Sprite images are always held premultiplied, as cocos2d-x holds its textures, so the drawn
/// source is the image times the particle's colour: premultiplied (Glint's usual), or with the
/// colour straight, which is what a cocos2d file's blend pair was chosen for.
public struct SpriteBlend: Hashable, Sendable {
  /// The pair GL blends with.
  public var factors: BlendFactors
  /// Whether the particle's colour is left straight (not multiplied by its alpha).
  public var straightColor: Bool

  public init(factors: BlendFactors, straightColor: Bool) {
    self.factors = factors
    self.straightColor = straightColor
  }

  /// Premultiplied source-over (ONE, ONE_MINUS_SRC_ALPHA): the normal render modes.
  public static let sourceOver = SpriteBlend(
    factors: BlendFactors(source: .one, destination: .oneMinusSourceAlpha), straightColor: false)
  /// Premultiplied ONE, ONE: the additive render mode.
  public static let additive = SpriteBlend(
    factors: BlendFactors(source: .one, destination: .one), straightColor: false)

  /// The blend that draws `pair` as cocos2d-x does: with the particle's colour straight and the
  /// pair as it is, except 1/771, which cocos2d-x draws on its premultiplied textures with the
  /// colour premultiplied too (its `opacityModifyRGB`), which is Glint's own source-over.
  public init(cocos pair: BlendFactors) {
    self = pair == .premultiplied ? .sourceOver : SpriteBlend(factors: pair, straightColor: true)
  }

  /// How a layer draws: its `blend` pair when it has one, else its render mode's blend.
  static func of(_ pair: BlendFactors?, mode: RenderMode) -> SpriteBlend {
    if let pair { return SpriteBlend(cocos: pair) }
    return mode.isAdditive ? .additive : .sourceOver
  }
}
