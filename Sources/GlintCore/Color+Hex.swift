/// Colours written as web hex: `Color(hex: "#FF8800")`, `"#FF880080"` with alpha, or
/// `Color(hex: 0xFF8800)`.
extension Color {
  /// A colour from "#RRGGBB" or "#RRGGBBAA" (the "#" is optional, letters either case);
  /// anything else throws a `ColorHexError` that quotes the text.
  public init(hex text: String) throws(ColorHexError) {
    let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
    guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { throw ColorHexError(text: text) }
    let rgba = digits.count == 6 ? value << 8 | 0xFF : value
    self.init(
      red: Float(rgba >> 24 & 0xFF) / 255, green: Float(rgba >> 16 & 0xFF) / 255,
      blue: Float(rgba >> 8 & 0xFF) / 255, alpha: Float(rgba & 0xFF) / 255)
  }

  /// A colour from 0xRRGGBB (the low 24 bits; any above them are ignored) and an alpha.
  public init(hex value: UInt32, alpha: Float = 1) {
    self.init(
      red: Float(value >> 16 & 0xFF) / 255, green: Float(value >> 8 & 0xFF) / 255,
      blue: Float(value & 0xFF) / 255, alpha: alpha)
  }
}

/// A hex colour that is not "#RRGGBB" or "#RRGGBBAA".
public struct ColorHexError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text as given.
  public let text: String

  public var description: String {
    "colour \"\(text)\" is not hex #RRGGBB or #RRGGBBAA"
  }
}
