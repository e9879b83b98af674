/// Writing JSON text by hand: the command line prints many small objects, and this keeps the
/// key order fixed and the numbers exact.
enum JSON {
  /// A quoted, escaped JSON string.
  static func string(_ value: String) -> String {
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }

  /// A number as the shortest text that reads back the same; null if not finite.
  static func number(_ value: Float) -> String { value.isFinite ? "\(value)" : "null" }
  static func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }
}
