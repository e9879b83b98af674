import GlintFiles

/// A number typed into the inspector, which may lie beyond anything an effect file holds
/// (1e308 where a birth rate stops at 100000): it is brought within the file's range, the
/// reader clamps it to the field's own limit as it would a file's, and the note says what was
/// typed and what it became, each written as a person writes numbers.
enum TypedNumber {
  /// The largest integer the file reader takes, below its 9e15 bound.
  static let largestInteger = 8_999_999_999_999_999.0

  /// `value` with every number beyond what a field can hold (a 32-bit float's range, or the
  /// reader's integer range for an `integer` field) brought to that bound.
  static func held(_ value: PropertyValue, integer: Bool) -> PropertyValue {
    switch value {
    case .number(let number) where number.isFinite:
      let bound = integer ? largestInteger : Double(Float.greatestFiniteMagnitude)
      return .number(min(max(number, -bound), bound))
    case .array(let values):
      return .array(values.map { held($0, integer: integer) })
    default:
      return value
    }
  }

  /// What to say when `typed` is held as `result`: nil when it is held as typed (to a 32-bit
  /// float's precision).
  static func note(typed: Double, result: Double) -> String? {
    guard Float(typed) != Float(result) else { return nil }
    return "\(text(typed)) clamped to \(text(result)), the \(result < typed ? "most" : "least") "
      + "an effect file may ask"
  }

  /// `value` as a person writes it: 100000, 0.5, 1e308, 3.4028235e38 (a float's value in its
  /// shortest form).
  static func text(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let shortest = Double(Float(value)) == value ? "\(Float(value))" : "\(value)"
    return shortest.replacingOccurrences(of: "e+", with: "e")
  }
}
