/// A Swift type that a key path property can have: it converts to and from `KeyPathValue`.
///
/// Glint's property types conform (the numbers, `Bool`, `String`, `Point`, `Size`, `Rect`,
/// `Color`, the emitter enumerations, optionals of them), so `setValue(_:forKeyPath:)` and
/// `value(forKeyPath:as:)` take and give them directly.
public protocol KeyPathValueConvertible: SendableMetatype {
  /// The kind of value the type travels as.
  static var keyPathKind: KeyPathValue.Kind { get }
  /// What a value must be to convert, for error messages ("a number", "one of point, line").
  static var keyPathExpectation: String { get }
  var keyPathValue: KeyPathValue { get }
  /// The value `value` stands for, or nil when it is of another kind or out of range.
  init?(keyPathValue value: KeyPathValue)
}

extension KeyPathValueConvertible {
  public static var keyPathExpectation: String {
    switch keyPathKind {
    case .number: "a number"
    case .point: "a point"
    case .size: "a size"
    case .rect: "a rect"
    case .color: "a colour"
    case .bool: "a bool"
    case .string: "a string"
    case .dictionary: "a dictionary"
    case .null: "nil"
    }
  }
}

extension KeyPathValue: KeyPathValueConvertible {
  public static var keyPathKind: Kind { .null }
  public static var keyPathExpectation: String { "any value" }
  public var keyPathValue: KeyPathValue { self }
  public init?(keyPathValue value: KeyPathValue) { self = value }
}

extension Double: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .number }
  public var keyPathValue: KeyPathValue { .number(self) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .number(let n) = value else { return nil }
    self = n
  }
}

extension Float: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .number }
  public var keyPathValue: KeyPathValue { .number(Double(self)) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .number(let n) = value else { return nil }
    self = Float(n)
  }
}

extension Int: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .number }
  public static var keyPathExpectation: String { "a whole number" }
  public var keyPathValue: KeyPathValue { .number(Double(self)) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .number(let n) = value, let whole = Int(exactly: n) else { return nil }
    self = whole
  }
}

extension UInt32: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .number }
  public static var keyPathExpectation: String { "a whole number from 0 to \(UInt32.max)" }
  public var keyPathValue: KeyPathValue { .number(Double(self)) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .number(let n) = value, let whole = UInt32(exactly: n) else { return nil }
    self = whole
  }
}

extension Bool: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .bool }
  public var keyPathValue: KeyPathValue { .bool(self) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .bool(let b) = value else { return nil }
    self = b
  }
}

extension String: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .string }
  public var keyPathValue: KeyPathValue { .string(self) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .string(let s) = value else { return nil }
    self = s
  }
}

extension Point: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .point }
  public var keyPathValue: KeyPathValue { .point(self) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .point(let p) = value else { return nil }
    self = p
  }
}

extension Size: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .size }
  public var keyPathValue: KeyPathValue { .size(self) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .size(let s) = value else { return nil }
    self = s
  }
}

extension Rect: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .rect }
  public var keyPathValue: KeyPathValue { .rect(self) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .rect(let r) = value else { return nil }
    self = r
  }
}

extension Color: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .color }
  public var keyPathValue: KeyPathValue { .color(self) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .color(let c) = value else { return nil }
    self = c
  }
}

extension Optional: KeyPathValueConvertible where Wrapped: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { Wrapped.keyPathKind }
  public static var keyPathExpectation: String { "\(Wrapped.keyPathExpectation) or nil" }
  public var keyPathValue: KeyPathValue { map(\.keyPathValue) ?? .null }
  public init?(keyPathValue value: KeyPathValue) {
    if value == .null {
      self = .none
    } else if let wrapped = Wrapped(keyPathValue: value) {
      self = .some(wrapped)
    } else {
      return nil
    }
  }
}

extension Dictionary: KeyPathValueConvertible where Key == String, Value == KeyPathValue {
  public static var keyPathKind: KeyPathValue.Kind { .dictionary }
  public var keyPathValue: KeyPathValue { .dictionary(self) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .dictionary(let d) = value else { return nil }
    self = d
  }
}

/// The emitter enumerations travel as their Core Animation names (`kCAEmitterLayerCircle` is
/// "circle", `kCAFilterNearest` is "nearest").
extension KeyPathValueConvertible where Self: RawRepresentable & CaseIterable, RawValue == String {
  public static var keyPathKind: KeyPathValue.Kind { .string }
  public static var keyPathExpectation: String {
    "one of " + allCases.map(\.rawValue).joined(separator: ", ")
  }
  public var keyPathValue: KeyPathValue { .string(rawValue) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .string(let s) = value, let found = Self(rawValue: s) else { return nil }
    self = found
  }
}

extension EmitterShape: KeyPathValueConvertible {}
extension EmitterMode: KeyPathValueConvertible {}
extension RenderMode: KeyPathValueConvertible {}
extension EmissionGeometry: KeyPathValueConvertible {}
extension ContentsFilter: KeyPathValueConvertible {}
extension TrailTexture: KeyPathValueConvertible {}
