/// A parsed JSON value, just enough to read gesture scripts without Foundation.
///
/// GlintCore stays free of file and Foundation code; the caller reads the bytes, this turns them
/// into values with exact types (a number is never confused with `true`).
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Keys in document order; a repeated key keeps its last value when looked up.
  case object([(String, JSONValue)])

  static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  /// The member named `key` of an object (the last one, as most parsers do), or nil.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.0 == key }?.1
  }

  /// What kind of value this is, for error messages: "a string", "an array".
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// Why a text is not JSON, and where (1-based line and column).
struct JSONSyntaxError: Error, Equatable {
  var message: String
  var line: Int
  var column: Int
}

/// A strict RFC 8259 parser over UTF-8 bytes; numbers are read as Double (overflow gives ±inf,
/// which the gesture validation then rejects as non-finite).
struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private static let maxDepth = 256

  static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    // A byte-order mark is not JSON, but editors write one; RFC 8259 lets a parser skip it.
    var parser = JSONParser(bytes: Array(text.utf8))
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipSpace()
    let value = try parser.value()
    parser.skipSpace()
    if parser.index < parser.bytes.count { throw parser.error("unexpected text after the JSON value") }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ message: String) -> JSONSyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSyntaxError(message: message, line: line, column: column)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    guard let byte = current else { throw error("unexpected end of text, expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw error("unexpected character '\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    for expected in word.utf8 {
      guard current == expected else { throw error("invalid literal, expected '\(word)'") }
      index += 1
    }
  }

  private mutating func nest() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maxDepth { throw error("nested too deeply") }
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    try nest()
    index += 1
    var members: [(String, JSONValue)] = []
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a quoted member name") }
      let key = try string()
      skipSpace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after member name") }
      index += 1
      skipSpace()
      members.append((key, try value()))
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
      } else if current == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return .object(members)
      } else {
        throw error("expected ',' or '}' in object")
      }
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    try nest()
    index += 1
    var elements: [JSONValue] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipSpace()
      elements.append(try value())
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
      } else if current == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return .array(elements)
      } else {
        throw error("expected ',' or ']' in array")
      }
    }
  }

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
      if digits() > 0 { throw error("invalid number (leading zero)") }
    } else if digits() == 0 {
      throw error("invalid number")
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("invalid number (no digits after '.')") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw error("invalid number (no digits in exponent)") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number '\(text)'") }
    return value
  }

  private mutating func digits() -> Int {
    let start = index
    while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
    return index - start
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    index += 1
    var utf8: [UInt8] = []
    while true {
      guard let byte = current else { throw error("unterminated string") }
      index += 1
      if byte == UInt8(ascii: "\"") { return String(decoding: utf8, as: UTF8.self) }
      if byte < 0x20 { throw error("control character in string") }
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        continue
      }
      guard let escape = current else { throw error("unterminated string") }
      index += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"):
        utf8.append(contentsOf: String(try unicodeEscape()).utf8)
      default: throw error("invalid escape in string")
      }
    }
  }

  /// The character of a `\u` escape whose `u` was just read; a high surrogate must be followed
  /// by a `\u` low surrogate (anything else, or a lone low surrogate, is refused rather than
  /// guessed at, and never reaches the pair arithmetic).
  private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let start = index - 2
    let code = try hex4()
    if (0xDC00...0xDFFF).contains(code) {
      index = start
      throw error("invalid surrogate pair (a low surrogate with no high one before it)")
    }
    guard (0xD800...0xDBFF).contains(code) else {
      // Every other 16-bit value outside the surrogates is a scalar.
      guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape in string") }
      return scalar
    }
    guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
    else {
      index = start
      throw error("invalid surrogate pair (a high surrogate not followed by a \\u low surrogate)")
    }
    index += 2
    let low = try hex4()
    guard (0xDC00...0xDFFF).contains(low) else {
      index = start
      throw error("invalid surrogate pair (a high surrogate followed by a non-low surrogate)")
    }
    let combined = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    guard let scalar = Unicode.Scalar(combined) else { throw error("invalid surrogate pair") }
    return scalar
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexValue(byte) else {
        throw error("invalid \\u escape in string")
      }
      code = code << 4 | digit
      index += 1
    }
    return code
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
