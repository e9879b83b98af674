/// Key paths take `rotationFollowsVelocity` as a Boolean or as "birth", the values a file writes.
extension RotationFollowsVelocity: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .string }
  public static var keyPathExpectation: String { "false, true or \"birth\"" }
  public var keyPathValue: KeyPathValue {
    switch self {
    case .never: .bool(false)
    case .always: .bool(true)
    case .atBirth: .string(rawValue)
    }
  }
  public init?(keyPathValue value: KeyPathValue) {
    switch value {
    case .bool(let follows): self = follows ? .always : .never
    case .string(let name):
      guard let found = Self(rawValue: name) else { return nil }
      self = found
    default: return nil
    }
  }
}

/// A blend pair travels as a dictionary of factor names: `["source": "one", "destination":
/// "oneMinusSourceAlpha"]`.
extension BlendFactors: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .dictionary }
  public static var keyPathExpectation: String {
    "a dictionary [\"source\": name, \"destination\": name] of blend factor names ("
      + BlendFactor.allCases.map(\.rawValue).joined(separator: ", ") + ")"
  }
  public var keyPathValue: KeyPathValue {
    .dictionary(["source": .string(source.rawValue), "destination": .string(destination.rawValue)])
  }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .dictionary(let members) = value, members.count == 2,
      case .string(let source)? = members["source"], let s = BlendFactor(rawValue: source),
      case .string(let destination)? = members["destination"], let d = BlendFactor(rawValue: destination)
    else { return nil }
    self.init(source: s, destination: d)
  }
}
