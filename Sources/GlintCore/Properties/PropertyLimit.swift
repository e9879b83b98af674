/// What an effect file may ask of a number, and what happens past it: refused (the file does
/// not load, the message names the field) or changed (with a warning naming it).
public enum PropertyLimit: Equatable, Sendable {
  /// Refused below 0.
  case notNegative
  /// Refused below 0; over `most`, clamped to it (`unit` names what is counted, in the warning).
  case notNegativeAtMost(Double, unit: String)
  /// Refused outside 0 to 1.
  case fraction
  /// A whole number refused below `least`; over `most` (when given), clamped to it.
  case atLeast(Int, most: Int? = nil, unit: String = "")
  /// A count refused below 0 and clamped to its layer's capacity.
  case withinCapacity
  /// Refused below 0; 0 is off, and a value between 0 and `least` is raised to it.
  case zeroOrAtLeast(Double, unit: String)
  /// Either sign; a size over `most` is clamped to it, keeping the sign.
  case magnitudeAtMost(Double, unit: String)

  /// The most it lets a file ask, if it sets one (the schema's `maximum`; a capacity-bound count
  /// has none of its own).
  public var most: Double? {
    switch self {
    case .notNegativeAtMost(let most, _): most
    case .fraction: 1
    case .atLeast(_, let most?, _): Double(most)
    case .magnitudeAtMost(let most, _): most
    default: nil
    }
  }

  /// The least it lets a file ask (the schema's `minimum`).
  public var least: Double {
    switch self {
    case .atLeast(let least, _, _): Double(least)
    case .magnitudeAtMost(let most, _): -most
    default: 0
    }
  }
}

/// What holding a value to its limit did.
public enum LimitOutcome: Equatable, Sendable {
  /// The value is refused, for this reason.
  case refused(String)
  /// The value was changed to fit, as this says.
  case changed(String)
}

/// The numbers limits apply to, printed as effect-file messages print them.
protocol LimitedNumber: Comparable, CustomStringConvertible {
  init(limit: Double)
  var limitValue: Double { get }
}

extension Float: LimitedNumber {
  init(limit: Double) { self.init(limit) }
  var limitValue: Double { Double(self) }
}

extension Double: LimitedNumber {
  init(limit: Double) { self = limit }
  var limitValue: Double { self }
}

extension Int: LimitedNumber {
  init(limit: Double) { self.init(limit) }
  var limitValue: Double { Double(self) }
}

extension LimitedNumber {
  /// Holds the value to `limit` (`capacity` is the layer's), changing it where the limit
  /// changes rather than refuses.
  mutating func hold(to limit: PropertyLimit, capacity: Int) -> LimitOutcome? {
    let notNegative = LimitOutcome.refused("must not be negative, found \(Float(limitValue))")
    switch limit {
    case .notNegative:
      return limitValue >= 0 ? nil : notNegative
    case .notNegativeAtMost(let most, let unit):
      guard limitValue >= 0 else { return notNegative }
      return clamp(to: Self(limit: most), unit: unit)
    case .fraction:
      guard limitValue >= 0 && limitValue <= 1 else { return .refused("must be from 0 to 1, found \(self)") }
      return nil
    case .atLeast(let least, let most, let unit):
      guard limitValue >= Double(least) else { return .refused("must be at least \(least), found \(self)") }
      return most.flatMap { clamp(to: Self(limit: Double($0)), unit: unit) }
    case .withinCapacity:
      guard limitValue >= 0 else { return .refused("must be at least 0, found \(self)") }
      return clamp(to: Self(limit: Double(capacity)), unit: "particles (the layer's capacity)")
    case .zeroOrAtLeast(let least, let unit):
      guard limitValue >= 0 else { return notNegative }
      guard limitValue > 0 && limitValue < least else { return nil }
      let raised = Self(limit: least)
      defer { self = raised }
      return .changed("\(self) \(unit) raised to \(raised) \(unit), the shortest")
    case .magnitudeAtMost(let most, let unit):
      guard limitValue >= -most else {
        let least = Self(limit: -most)
        let unitText = unit.isEmpty ? "" : " " + unit
        defer { self = least }
        return .changed("\(self)\(unitText) clamped to \(least), the least an effect file may ask")
      }
      return clamp(to: Self(limit: most), unit: unit)
    }
  }

  private mutating func clamp(to most: Self, unit: String) -> LimitOutcome? {
    guard self > most else { return nil }
    let unitText = unit.isEmpty ? "" : " " + unit
    defer { self = most }
    return .changed("\(self)\(unitText) clamped to \(most), the most an effect file may ask")
  }
}
