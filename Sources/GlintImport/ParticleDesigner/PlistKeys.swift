import Foundation

/// A Particle Designer file's root dictionary, read loosely as cocos2d-x reads it: every number
/// as a double whether written `<real>`, `<integer>`, `<true/>` or a numeric `<string>`, a missing
/// key as 0 (or the given default). A key of the wrong type or a number that is not finite is an
/// error naming the key; `optional` readers turn it into a warning and the default instead, for
/// keys the rest of the file does not depend on.
struct PlistKeys {
  let values: [String: Any]
  let source: ImportSource
  /// The keys read so far: the rest are unknown to the importer and listed in one warning.
  private(set) var read: Set<String> = []
  private(set) var warnings: [ImportWarning] = []

  /// Parses an XML property list whose root is a dictionary.
  init(_ source: ImportSource) throws(ImportError) {
    self.source = source
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: source.data, options: [], format: nil)
    } catch {
      throw source.error("", "not a well-formed XML property list (truncated, or not a plist at all)")
    }
    guard let dictionary = root as? [String: Any] else {
      throw source.error("", "the property list's root is \(Self.typeName(root)), not a dictionary of keys")
    }
    values = dictionary
  }

  func has(_ key: String) -> Bool { values[key] != nil }

  /// The number under `key`, `missing` when absent; throws for a wrong type or a non-finite value.
  mutating func number(_ key: String, missing: Double = 0) throws(ImportError) -> Double {
    read.insert(key)
    guard let value = values[key] else { return missing }
    guard let number = Self.number(value) else {
      throw source.error(key, "expected a number, found \(Self.typeName(value))")
    }
    guard number.isFinite else { throw source.error(key, "\(number) is not a finite number") }
    return number
  }

  /// The number under `key`, or `fallback` with a warning when it has the wrong type or is not
  /// finite; nil when absent.
  mutating func optionalNumber(_ key: String, fallback: Double, meaning: String) -> Double? {
    read.insert(key)
    guard let value = values[key] else { return nil }
    guard let number = Self.number(value), number.isFinite else {
      warn(key, "\(Self.describe(value)) is not a finite number; \(meaning)")
      return fallback
    }
    return number
  }

  /// The string under `key`, nil when absent or (with a warning) not a string.
  mutating func string(_ key: String, meaning: String) -> String? {
    read.insert(key)
    guard let value = values[key] else { return nil }
    guard let string = value as? String else {
      warn(key, "expected a string, found \(Self.typeName(value)); \(meaning)")
      return nil
    }
    return string
  }

  /// Marks keys as known without reading them (keys Glint has no use for, by design).
  mutating func ignore(_ keys: [String]) { read.formUnion(keys) }

  mutating func warn(_ key: String, _ instead: String) {
    warnings.append(ImportWarning(key: key, instead: instead))
  }

  /// The keys the file has that no reader asked for.
  var unread: [String] { values.keys.filter { !read.contains($0) }.sorted() }

  static func number(_ value: Any) -> Double? {
    if let string = value as? String {
      return Double(string.trimmingCharacters(in: .whitespaces))
    }
    if let number = value as? NSNumber, !(value is String) { return number.doubleValue }
    return nil
  }

  static func typeName(_ value: Any) -> String {
    switch value {
    case is String: return "a string"
    case is [Any]: return "an array"
    case is [String: Any]: return "a dictionary"
    case is Data: return "data"
    case is Date: return "a date"
    case is NSNumber: return "a number"
    default: return "a value of another type"
    }
  }

  static func describe(_ value: Any) -> String {
    if let string = value as? String { return "'\(string.prefix(40))'" }
    if let number = value as? NSNumber { return "\(number.doubleValue)" }
    return typeName(value)
  }
}
