/// A value read or written through a key path (`setValue(_:forKeyPath:)`,
/// `value(forKeyPath:)`): the one type that stands for every property's type, as `Any` does in
/// Core Animation. Literals and Glint's own types convert to it, so
/// `setValue(0, forKeyPath: "emitterCells.fire.birthRate")` and
/// `setValue(Color.red, forKeyPath: "emitterCells.fire.color")` both read as they do on iOS.
/// Enumerations travel as their Core Animation names (`.string("circle")`); `nil` is `.null`.
public enum KeyPathValue: Hashable, Sendable {
  case number(Double)
  case point(Point)
  case size(Size)
  case rect(Rect)
  case color(Color)
  case bool(Bool)
  case string(String)
  case dictionary([String: KeyPathValue])
  case null

  /// What a value is, without its payload: what a property takes, and what an animation needs.
  public enum Kind: String, Sendable, CaseIterable {
    case number, point, size, rect, color, bool, string, dictionary, null

    /// Whether values of this kind interpolate (`interpolated(to:fraction:)`, `adding(_:)`).
    public var isInterpolable: Bool {
      switch self {
      case .number, .point, .size, .rect, .color: true
      case .bool, .string, .dictionary, .null: false
      }
    }
  }

  public var kind: Kind {
    switch self {
    case .number: .number
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .color: .color
    case .bool: .bool
    case .string: .string
    case .dictionary: .dictionary
    case .null: .null
    }
  }
}

extension KeyPathValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByStringLiteral, ExpressibleByNilLiteral
{
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(nilLiteral: ()) { self = .null }
}

extension KeyPathValue: CustomStringConvertible {
  /// The value as a person reads it in an error message or a dump.
  public var description: String {
    switch self {
    case .number(let n): "\(n)"
    case .point(let p): "(x: \(p.x), y: \(p.y))"
    case .size(let s): "(width: \(s.width), height: \(s.height))"
    case .rect(let r): "(x: \(r.x), y: \(r.y), width: \(r.width), height: \(r.height))"
    case .color(let c): "(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
    case .bool(let b): "\(b)"
    case .string(let s): "\"\(s)\""
    case .dictionary(let d): "[\(d.keys.sorted().map { "\($0): \(d[$0]!)" }.joined(separator: ", "))]"
    case .null: "nil"
    }
  }
}
