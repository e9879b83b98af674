/// One of OpenGL's blend factors, by its name in camel case (GL_ONE_MINUS_SRC_ALPHA is
/// `oneMinusSourceAlpha`), as Particle Designer and cocos2d files give them by number.
public enum BlendFactor: String, Hashable, Sendable, CaseIterable {
  case zero, one
  case sourceColor, oneMinusSourceColor
  case sourceAlpha, oneMinusSourceAlpha
  case destinationAlpha, oneMinusDestinationAlpha
  case destinationColor, oneMinusDestinationColor

  /// GL's number for the factor (GL_ZERO 0, GL_ONE 1, GL_SRC_COLOR 0x300 (768) ...).
  public var glValue: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .sourceColor: 0x300
    case .oneMinusSourceColor: 0x301
    case .sourceAlpha: 0x302
    case .oneMinusSourceAlpha: 0x303
    case .destinationAlpha: 0x304
    case .oneMinusDestinationAlpha: 0x305
    case .destinationColor: 0x306
    case .oneMinusDestinationColor: 0x307
    }
  }

  /// The factor GL numbers `glValue` (a file's 770, 771 ...), or nil for any other number.
  public init?(glValue: Int) {
    guard let found = Self.allCases.first(where: { $0.glValue == glValue }) else { return nil }
    self = found
  }
}

/// A blend pair as cocos2d gives it: what the new colour and what the colour already drawn are
/// multiplied by before they are added.
public struct BlendFactors: Hashable, Sendable {
  public var source: BlendFactor
  public var destination: BlendFactor

  public init(source: BlendFactor, destination: BlendFactor) {
    self.source = source
    self.destination = destination
  }

  /// 770/1 (GL_SRC_ALPHA, GL_ONE): additive.
  public static let additive = BlendFactors(source: .sourceAlpha, destination: .one)
  /// 1/771 (GL_ONE, GL_ONE_MINUS_SRC_ALPHA): premultiplied source-over, cocos2d's default.
  public static let premultiplied = BlendFactors(source: .one, destination: .oneMinusSourceAlpha)
  /// 770/771 (GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA): straight source-over.
  public static let straight = BlendFactors(source: .sourceAlpha, destination: .oneMinusSourceAlpha)
}
