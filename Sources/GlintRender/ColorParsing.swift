import GlintCore

extension Color {
  /// A colour written "#rrggbb", "#rrggbbaa", "#rgb", or one of a few names (black, white, navy,
  /// gray, transparent); anything else is refused, saying what is allowed.
  public init(parsing text: String) throws(RenderError) {
    let named: [String: Color] = [
      "black": Color(red: 0, green: 0, blue: 0), "white": .white, "transparent": .clear,
      "navy": Color(red: 0, green: 0, blue: 0.5), "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
    ]
    if let color = named[text.lowercased()] {
      self = color
      return
    }
    let refusal = RenderError.setting(
      name: "colour", value: text, allowed: "#rrggbb, #rrggbbaa, #rgb, black, white, navy, gray, transparent")
    var hex = Substring(text)
    guard hex.first == "#" else { throw refusal }
    hex = hex.dropFirst()
    if hex.count == 3 { hex = Substring(hex.flatMap { [$0, $0] }) }
    guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit),
      let value = UInt32(hex, radix: 16)
    else { throw refusal }
    let rgba = hex.count == 6 ? value << 8 | 0xFF : value
    func channel(_ shift: UInt32) -> Float { Float((rgba >> shift) & 0xFF) / 255 }
    self.init(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
  }
}
