import GlintCore

/// A value as an effect file writes it: numbers, strings, Core Animation's enum names, and
/// points, sizes, rectangles and colours as arrays of numbers.
protocol FileValue: Equatable {
  static var schema: FieldSchema { get }
  static func read(_ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath) throws
    -> Self
  func write(_ container: inout KeyedEncodingContainer<FieldKey>, _ key: FieldKey) throws
}

/// A JSON scalar that JSONDecoder reads and writes as it is (numbers, booleans, strings); a type
/// with checks of its own reads itself.
protocol FileScalar: FileValue, Codable {}

extension FileScalar {
  static func read(_ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath) throws
    -> Self
  {
    try container.decode(Self.self, forKey: key)
  }
  func write(_ container: inout KeyedEncodingContainer<FieldKey>, _ key: FieldKey) throws {
    try container.encode(self, forKey: key)
  }
}

extension Float: FileScalar {
  static var schema: FieldSchema { .number }

  /// Read as a Double first, so a number too large for a Float is named as such (JSONDecoder
  /// would call the whole file "not valid JSON"), then as a Float, so a written Float reads back
  /// bit for bit.
  static func read(_ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath) throws
    -> Float
  {
    let wide = try container.decode(Double.self, forKey: key)
    try checkFloatRange(wide, path)
    return try container.decode(Float.self, forKey: key)
  }
}

func checkFloatRange(_ value: Double, _ path: FieldPath) throws {
  // Rounded to a Float, not compared as a Double: Float.greatestFiniteMagnitude is written as
  // 3.4028235e+38, a little above it as a Double.
  guard value.isFinite, Float(value).isFinite else {
    throw FieldError(path: path, reason: "the number \(value) is out of range for a 32-bit float")
  }
  // JSONDecoder refuses a number that rounds to a Float of 0 (as "not valid JSON", with no place).
  guard value == 0 || Float(value) != 0 else {
    throw FieldError(path: path, reason: "the number \(value) is too small for a 32-bit float; write 0")
  }
}

extension Double: FileScalar {
  static var schema: FieldSchema { .number }
}

extension Bool: FileScalar {
  static var schema: FieldSchema { .boolean }
}

extension String: FileScalar {
  static var schema: FieldSchema { .string }
}

extension Int: FileScalar {
  static var schema: FieldSchema { .integer }
  static func read(_ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath) throws
    -> Int
  {
    let wide = try container.decode(Double.self, forKey: key)
    guard wide.rounded() == wide, abs(wide) < 9.0e15 else {
      throw FieldError(path: path, reason: "expected an integer, found \(wide)")
    }
    return Int(wide)
  }
}

extension UInt32: FileScalar {
  static var schema: FieldSchema { .integer }
  static func read(_ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath) throws
    -> UInt32
  {
    let wide = try Int.read(container, key, path)
    guard let value = UInt32(exactly: wide) else {
      throw FieldError(path: path, reason: "expected an integer from 0 to \(UInt32.max), found \(wide)")
    }
    return value
  }
}

extension Optional: FileValue where Wrapped == String {
  static var schema: FieldSchema { .optionalString }
  static func read(_ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath) throws
    -> String?
  {
    try container.decodeNil(forKey: key) ? nil : container.decode(String.self, forKey: key)
  }
  func write(_ container: inout KeyedEncodingContainer<FieldKey>, _ key: FieldKey) throws {
    if let self { try container.encode(self, forKey: key) } else { try container.encodeNil(forKey: key) }
  }
}

/// Core Animation's names for an enum's cases ("circle", "outline", "additive").
protocol FileEnum: FileValue, RawRepresentable<String>, CaseIterable {}

extension FileEnum {
  static var schema: FieldSchema { .oneOf(allCases.map(\.rawValue)) }
  static func read(_ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath) throws
    -> Self
  {
    let name = try container.decode(String.self, forKey: key)
    guard let value = Self(rawValue: name) else {
      let names = allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw FieldError(path: path, reason: "unknown value '\(name)' (expected one of \(names))")
    }
    return value
  }
  func write(_ container: inout KeyedEncodingContainer<FieldKey>, _ key: FieldKey) throws {
    try container.encode(rawValue, forKey: key)
  }
}

extension EmitterShape: FileEnum {}
extension EmitterMode: FileEnum {}
extension RenderMode: FileEnum {}
extension EmissionGeometry: FileEnum {}
extension ContentsFilter: FileEnum {}
extension FillMode: FileEnum {}
extension ParticleMotion: FileEnum {}
extension CollisionMode: FileEnum {}
extension LayerBehaviour.End: FileEnum {}
extension TrailTexture: FileEnum {}

/// Reads an array of `counts` Floats, checking each (see `Float.read`).
func readFloats(
  _ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath, counts: ClosedRange<Int>,
  meaning: String
) throws -> [Float] {
  let wide = try container.decode([Double].self, forKey: key)
  guard counts.contains(wide.count) else {
    throw FieldError(path: path, reason: "expected \(meaning), found an array of \(wide.count) numbers")
  }
  for (index, value) in wide.enumerated() { try checkFloatRange(value, path.appending(index)) }
  return try container.decode([Float].self, forKey: key)
}

extension Point: FileValue {
  static var schema: FieldSchema { .numbers(2...2) }
  static func read(_ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath) throws
    -> Point
  {
    let v = try readFloats(container, key, path, counts: 2...2, meaning: "[x, y]")
    return Point(x: v[0], y: v[1])
  }
  func write(_ container: inout KeyedEncodingContainer<FieldKey>, _ key: FieldKey) throws {
    try container.encode([x, y], forKey: key)
  }
}

extension Size: FileValue {
  static var schema: FieldSchema { .numbers(2...2) }
  static func read(_ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath) throws
    -> Size
  {
    let v = try readFloats(container, key, path, counts: 2...2, meaning: "[width, height]")
    return Size(width: v[0], height: v[1])
  }
  func write(_ container: inout KeyedEncodingContainer<FieldKey>, _ key: FieldKey) throws {
    try container.encode([width, height], forKey: key)
  }
}

extension Rect: FileValue {
  static var schema: FieldSchema { .numbers(4...4) }
  static func read(_ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath) throws
    -> Rect
  {
    let v = try readFloats(container, key, path, counts: 4...4, meaning: "[x, y, width, height]")
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }
  func write(_ container: inout KeyedEncodingContainer<FieldKey>, _ key: FieldKey) throws {
    try container.encode([x, y, width, height], forKey: key)
  }
}

extension Color: FileValue {
  static var schema: FieldSchema { .numbers(3...4) }
  /// `[red, green, blue]` or `[red, green, blue, alpha]`, straight (not premultiplied), 0 to 1.
  static func read(_ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey, _ path: FieldPath) throws
    -> Color
  {
    let v = try readFloats(
      container, key, path, counts: 3...4, meaning: "[red, green, blue] or [red, green, blue, alpha]")
    return Color(red: v[0], green: v[1], blue: v[2], alpha: v.count == 4 ? v[3] : 1)
  }
  func write(_ container: inout KeyedEncodingContainer<FieldKey>, _ key: FieldKey) throws {
    try container.encode([red, green, blue, alpha], forKey: key)
  }
}
