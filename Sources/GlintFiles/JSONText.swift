/// A reader of JSON text used only when something went wrong: `JSONDecoder` says which field
/// failed but not where it is, and says only "not valid JSON" for a syntax error. This finds the
/// line and column of a field path, and the first syntax error with its place.
struct JSONText {
  private let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The deepest nesting read, as `JSONDecoder`'s own limit.
  static let maxDepth = 512

  /// A 1-based line and column.
  struct Place: Equatable {
    var line: Int
    var column: Int
  }

  /// Where a syntax error is (and in which field), and what it is.
  struct SyntaxError: Error {
    var place: Place
    var path: [Step]
    var reason: String
  }

  /// One step of a field path: an object member or an array element.
  enum Step: Equatable {
    case key(String)
    case index(Int)
  }

  // MARK: Places

  /// The place of a byte offset.
  func place(of offset: Int) -> Place {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {  // count characters, not UTF-8 continuation bytes
        column += 1
      }
    }
    return Place(line: line, column: column)
  }

  /// The place of the value at `path`, or of the deepest enclosing value that exists (a missing
  /// field is reported at its object).
  func place(of path: [Step]) -> Place {
    place(of: offset(of: path))
  }

  /// What kind of value starts at `path` ("a string", "an array", ...), if it exists.
  func kind(at path: [Step]) -> String? {
    var cursor = Cursor(bytes: bytes, index: offset(of: path))
    cursor.skipSpace()
    guard let byte = cursor.peek else { return nil }
    switch byte {
    case UInt8(ascii: "{"): return "an object"
    case UInt8(ascii: "["): return "an array"
    case UInt8(ascii: "\""): return "a string"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
    case UInt8(ascii: "n"): return "null"
    default: return "a number"
    }
  }

  private func offset(of path: [Step]) -> Int {
    var cursor = Cursor(bytes: bytes, index: 0)
    cursor.skipBOM()
    cursor.skipSpace()
    var found = cursor.index
    for step in path {
      guard let next = try? cursor.find(step) else { break }
      found = next
      cursor.index = next
    }
    return found
  }

  // MARK: Syntax

  /// The place where nesting first goes deeper than `limit` levels, if it does: checked before
  /// decoding, so a deep file costs neither a deep recursion nor much time.
  func placeDeeperThan(_ limit: Int) -> Place? {
    var depth = 0
    var inString = false
    var escaped = false
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        if depth > limit { return place(of: offset) }
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      default: break
      }
    }
    return nil
  }

  /// The first syntax error in the text, or nil when it is one well-formed JSON value.
  func syntaxError() -> SyntaxError? {
    var cursor = Cursor(bytes: bytes, index: 0)
    cursor.skipBOM()
    do {
      cursor.skipSpace()
      guard cursor.peek != nil else { throw cursor.failure("the file is empty (expected a JSON object)") }
      try cursor.skipValue(depth: 0)
      cursor.skipSpace()
      if cursor.peek != nil { throw cursor.failure("unexpected text after the JSON value") }
      return nil
    } catch let failure as Cursor.Failure {
      return SyntaxError(place: place(of: failure.offset), path: failure.path, reason: failure.reason)
    } catch {
      return nil
    }
  }
}

/// A position in the text, and the skipping and finding that move it.
private struct Cursor {
  let bytes: [UInt8]
  var index: Int
  /// The field being read, for syntax errors.
  var path: [JSONText.Step] = []

  init(bytes: [UInt8], index: Int) {
    self.bytes = bytes
    self.index = index
  }

  struct Failure: Error {
    var offset: Int
    var reason: String
    var path: [JSONText.Step] = []
  }

  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  func failure(_ reason: String) -> Failure { Failure(offset: index, reason: reason, path: path) }

  mutating func skipBOM() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  mutating func skipSpace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }

  mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
    skipSpace()
    guard peek == byte else { throw failure("expected \(what), found \(found)") }
    index += 1
  }

  var found: String {
    guard let byte = peek else { return "the end of the file" }
    return Self.describe(byte)
  }

  /// A byte as an error message shows it, on one line: a printable character quoted, else its
  /// value.
  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16)
  }

  /// Moves to the start of the member or element `step` of the container here; returns its
  /// offset.
  mutating func find(_ step: JSONText.Step) throws(Failure) -> Int {
    skipSpace()
    switch (step, peek) {
    case (.key(let key), UInt8(ascii: "{")):
      index += 1
      var match: Int?
      skipSpace()
      if peek == UInt8(ascii: "}") { throw failure("no member") }
      while true {
        skipSpace()
        let name = try string()
        try expect(UInt8(ascii: ":"), "':'")
        skipSpace()
        if name == key && match == nil { match = index }  // the first of repeated keys, as JSONDecoder keeps
        try skipValue(depth: 1)
        skipSpace()
        if peek == UInt8(ascii: ",") {
          index += 1
          continue
        }
        break
      }
      guard let match else { throw failure("no member \(key)") }
      return match
    case (.index(let wanted), UInt8(ascii: "[")):
      index += 1
      skipSpace()
      var position = 0
      while peek != UInt8(ascii: "]") {
        skipSpace()
        if position == wanted { return index }
        try skipValue(depth: 1)
        skipSpace()
        guard peek == UInt8(ascii: ",") else { break }
        index += 1
        position += 1
      }
      throw failure("no element \(wanted)")
    default:
      throw failure("not a container")
    }
  }

  mutating func skipValue(depth: Int) throws(Failure) {
    guard depth < JSONText.maxDepth else {
      throw failure("nested more than \(JSONText.maxDepth) levels deep")
    }
    skipSpace()
    guard let byte = peek else { throw failure("expected a value, found the end of the file") }
    switch byte {
    case UInt8(ascii: "{"):
      index += 1
      skipSpace()
      if peek == UInt8(ascii: "}") {
        index += 1
        return
      }
      while true {
        skipSpace()
        guard peek == UInt8(ascii: "\"") else {
          throw failure("expected a member name in quotes, found \(found)")
        }
        let name = try string()
        try expect(UInt8(ascii: ":"), "':' after the member name")
        path.append(.key(name))
        try skipValue(depth: depth + 1)
        path.removeLast()
        skipSpace()
        if peek == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect(UInt8(ascii: "}"), "',' or '}'")
        return
      }
    case UInt8(ascii: "["):
      index += 1
      skipSpace()
      if peek == UInt8(ascii: "]") {
        index += 1
        return
      }
      var position = 0
      while true {
        path.append(.index(position))
        try skipValue(depth: depth + 1)
        path.removeLast()
        skipSpace()
        if peek == UInt8(ascii: ",") {
          index += 1
          position += 1
          continue
        }
        try expect(UInt8(ascii: "]"), "',' or ']'")
        return
      }
    case UInt8(ascii: "\""):
      _ = try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try number()
    default:
      throw failure("expected a value, found \(found)")
    }
  }

  private mutating func literal(_ word: String) throws(Failure) {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw failure("expected a value, found \(found) (NaN, Infinity and bare words are not JSON)")
    }
    index += utf8.count
  }

  private mutating func number() throws(Failure) {
    let start = index
    if peek == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      let from = index
      while let byte = peek, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { index += 1 }
      return index - from
    }
    guard digits() > 0 else { throw failure("expected a digit, found \(found)") }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure("expected a digit after '.', found \(found)") }
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw failure("expected a digit in the exponent, found \(found)") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if let value = Double(text), !value.isFinite {
      index = start
      throw failure("the number \(text.prefix(40)) is out of range")
    }
  }

  /// Reads a string (the cursor on its opening quote) and returns its raw text, checking its
  /// escapes (surrogates paired) and its UTF-8.
  mutating func string() throws(Failure) -> String {
    guard peek == UInt8(ascii: "\"") else { throw failure("expected a string, found \(found)") }
    index += 1
    let start = index
    var pendingHigh = false
    while let byte = peek {
      if byte < 0x20 { throw failure("a control character in a string (escape it)") }
      if byte == UInt8(ascii: "\"") {
        if pendingHigh { throw failure("invalid surrogate pair: a high surrogate with no low one") }
        index += 1
        let raw = bytes[start..<index - 1]
        guard let text = String(validating: raw, as: UTF8.self) else {
          throw Failure(offset: start, reason: "a string is not valid UTF-8", path: path)
        }
        return text
      }
      guard byte == UInt8(ascii: "\\") else {
        if pendingHigh { throw failure("invalid surrogate pair: a high surrogate with no low one") }
        index += 1
        continue
      }
      let escape = index
      index += 1
      guard let letter = peek else { break }
      if letter == UInt8(ascii: "u") {
        index += 1
        guard index + 4 <= bytes.count,
          let code = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw Failure(offset: escape, reason: "expected four hex digits after \\u", path: path) }
        index += 4
        let isHigh = (0xD800...0xDBFF).contains(code)
        let isLow = (0xDC00...0xDFFF).contains(code)
        if pendingHigh != isLow {
          throw Failure(offset: escape, reason: "invalid surrogate pair", path: path)
        }
        pendingHigh = isHigh
        continue
      }
      if pendingHigh {
        throw Failure(
          offset: escape, reason: "invalid surrogate pair: a high surrogate with no low one", path: path)
      }
      guard Array("\"\\/bfnrt".utf8).contains(letter) else {
        throw Failure(
          offset: escape, reason: "unknown escape \\ followed by \(Cursor.describe(letter))", path: path)
      }
      index += 1
    }
    throw failure("a string is not closed before the end of the file")
  }
}

extension JSONText {
  /// The byte offsets of the value at `path`, when it exists: what an in-place edit replaces.
  func range(of path: [Step]) -> Range<Int>? {
    var cursor = Cursor(bytes: bytes, index: 0)
    cursor.skipBOM()
    cursor.skipSpace()
    for step in path {
      guard let next = try? cursor.find(step) else { return nil }
      cursor.index = next
    }
    cursor.skipSpace()
    let start = cursor.index
    guard (try? cursor.skipValue(depth: 0)) != nil else { return nil }
    return start..<cursor.index
  }
}
