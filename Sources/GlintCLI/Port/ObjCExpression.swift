import Foundation

/// Objective-C expressions in Swift's spelling: message sends, literals, casts and constants.
struct ObjCExpression {
  /// The class's properties, whose `_name` ivars read as `name`.
  var properties: Set<String> = []
  /// Local variables and properties whose Swift type is a number, by name: assigning one to a
  /// Core Animation property converts it, as Objective-C did silently.
  var numbers: Set<String> = []

  static let constants: [String: String] = [
    "YES": "true", "NO": "false", "NULL": "nil", "M_PI": ".pi", "M_PI_2": "(.pi / 2)", "M_PI_4": "(.pi / 4)",
    "FLT_MAX": "Float.greatestFiniteMagnitude", "UIControlEventTouchUpInside": ".touchUpInside",
    "UIControlEventTouchDown": ".touchDown", "UIControlEventValueChanged": ".valueChanged",
    "UIControlStateNormal": ".normal", "UIControlStateHighlighted": ".highlighted",
    "UIButtonTypeSystem": ".system", "UIButtonTypeCustom": ".custom", "UIButtonTypeRoundedRect": ".system",
    "NSEC_PER_SEC": "1_000_000_000", "DISPATCH_TIME_NOW": "DispatchTime.now()",
  ]

  static let renamedProperties: [String: String] = [
    "CGColor": "cgColor", "CGImage": "cgImage", "CGPath": "cgPath", "hidden": "isHidden",
    "userInteractionEnabled": "isUserInteractionEnabled", "enabled": "isEnabled",
    "multipleTouchEnabled": "isMultipleTouchEnabled",
  ]

  /// Unary messages that read a property in Swift.
  static let getters: Set<String> = [
    "layer", "bounds", "frame", "center", "superview", "view", "window", "emitterCells", "name", "subviews",
    "sublayers", "superlayer", "position", "emitterPosition", "birthRate", "isValid", "count", "cgColor",
  ]

  /// Translates `text`.
  func translate(_ text: String) -> String {
    let chars = Array(text)
    var out = ""
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == "@", i + 1 < chars.count {
        let next = chars[i + 1]
        if next == "\"" {
          let end = Self.stringEnd(chars, from: i + 1)
          out += chars.text(i + 1, end + 1)
          i = end + 1
          continue
        }
        if next == "[" || next == "{" || next == "(" {
          let end = Self.matching(chars, from: i + 1)
          let inner = translate(chars.text(i + 2, end))
          out += next == "(" ? "(\(inner))" : next == "[" ? "[\(inner)]" : "[\(inner.isEmpty ? ":" : inner)]"
          i = end + 1
          continue
        }
        if chars.text(i + 1, chars.count).hasPrefix("selector(") {
          let end = Self.matching(chars, from: i + 9)
          let name = chars.text(i + 10, end).split(separator: ":").first.map(String.init) ?? ""
          out += "Selector(\"\(name.trimmingCharacters(in: .whitespaces))\")"
          i = end + 1
          continue
        }
        if next.isLetter || next.isNumber {
          i += 1
          continue
        }
      }
      if c == "\"" {
        let end = Self.stringEnd(chars, from: i)
        out += chars.text(i, end + 1)
        i = end + 1
        continue
      }
      if c == "[" && Self.startsSend(out) {
        let end = Self.matching(chars, from: i)
        out += send(chars.text(i + 1, end))
        i = end + 1
        continue
      }
      if c == "(", let cast = castEnd(chars, from: i) {
        out += cast.text
        i = cast.end
        continue
      }
      if c == "-" && i + 1 < chars.count && chars[i + 1] == ">" {
        out += "."
        i += 2
        continue
      }
      if c.isNumber && !(out.last.map { $0.isLetter || $0 == "_" } ?? false) {
        var j = i
        while j < chars.count
          && (chars[j].isNumber || chars[j] == "." || chars[j] == "x"
            || chars[j].isHexDigit && i + 1 < chars.count && chars[i + 1] == "x")
        {
          j += 1
        }
        var number = String(chars[i..<j])
        if number.hasSuffix(".") { number += "0" }
        while j < chars.count && "fFuUlL".contains(chars[j]) { j += 1 }
        out += number
        i = j
        continue
      }
      if c == "[" {
        let end = Self.matching(chars, from: i)
        let inner = translate(chars.text(i + 1, end))
        out += inner.contains("arc4random") ? "[Int(\(inner))]" : "[\(inner)]"
        i = end + 1
        continue
      }
      if c.isLetter || c == "_" || c.isNumber {
        var j = i
        while j < chars.count && (chars[j].isLetter || chars[j].isNumber || chars[j] == "_") { j += 1 }
        var word = String(chars[i..<j])
        if out.hasSuffix(".") {
          word = Self.renamedProperties[word] ?? word
        } else if let constant = Self.constants[word] {
          word = constant
        } else if word.hasPrefix("_"), properties.contains(String(word.dropFirst())) {
          word = String(word.dropFirst())
        }
        out += word
        i = j
        continue
      }
      out.append(c)
      i += 1
    }
    return Self.fixFailable(out)
  }

  /// `UIImage(named: "x").cgImage` → `UIImage(named: "x")?.cgImage`: the initialiser is failable.
  static func fixFailable(_ text: String) -> String {
    var result = text
    for start in ["UIImage(named:", "UIImage(contentsOfFile:"] {
      var search = result.startIndex
      while let range = result.range(of: start, range: search..<result.endIndex) {
        let chars = Array(result[range.lowerBound...])
        let open = chars.firstIndex(of: "(")!
        let close = matching(chars, from: open)
        let after = result.index(range.lowerBound, offsetBy: close + 1)
        if after < result.endIndex && result[after] == "." { result.insert("?", at: after) }
        search = result.index(after: range.lowerBound)
      }
    }
    return result
  }

  /// Whether a `[` after `text` opens a message send rather than a subscript.
  static func startsSend(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let last = trimmed.last else { return true }
    if trimmed.hasSuffix("return") { return true }
    return !(last.isLetter || last.isNumber || last == "_" || last == ")" || last == "]")
  }

  /// The index of the bracket that closes the one at `start`.
  static func matching(_ chars: [Character], from start: Int) -> Int {
    var depth = 0
    var i = start
    while i < chars.count {
      switch chars[i] {
      case "\"": i = stringEnd(chars, from: i)
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth == 0 { return i }
      default: break
      }
      i += 1
    }
    return chars.count - 1
  }

  /// The index of the quote that ends the string whose opening quote is at `start`.
  static func stringEnd(_ chars: [Character], from start: Int) -> Int {
    var i = start + 1
    while i < chars.count && chars[i] != "\"" { i += chars[i] == "\\" ? 2 : 1 }
    return min(i, chars.count - 1)
  }

  /// A C cast at `start`: `(id)x` and `(__bridge id)x` lose it, `(CGFloat)x` becomes
  /// `CGFloat(x)`; nil when the bracket is not a cast.
  func castEnd(_ chars: [Character], from start: Int) -> (text: String, end: Int)? {
    let close = Self.matching(chars, from: start)
    let inside = chars.text(start + 1, close).trimmingCharacters(in: .whitespaces)
    let pattern =
      #"^(__bridge\s+)?(id|CGFloat|float|double|int|NSInteger|NSUInteger|uint32_t|int64_t|CFTypeRef|CGColorRef|CGImageRef|[A-Z]\w*\s*\*)$"#
    guard inside.range(of: pattern, options: .regularExpression) != nil else { return nil }
    var operandEnd = close + 1
    while operandEnd < chars.count && chars[operandEnd] == " " { operandEnd += 1 }
    guard operandEnd < chars.count else { return nil }
    let first = chars[operandEnd]
    if first == "(" || first == "[" {
      operandEnd = Self.matching(chars, from: operandEnd) + 1
    } else if first.isLetter || first.isNumber || first == "_" || first == "@" {
      while operandEnd < chars.count
        && (chars[operandEnd].isLetter || chars[operandEnd].isNumber || "_.@".contains(chars[operandEnd]))
      {
        operandEnd += 1
      }
      if operandEnd < chars.count && chars[operandEnd] == "(" {
        operandEnd = Self.matching(chars, from: operandEnd) + 1
      }
    } else {
      return nil
    }
    let operand = translate(chars.text(close + 1, operandEnd).trimmingCharacters(in: .whitespaces))
    let type = inside.replacingOccurrences(of: "__bridge", with: "").trimmingCharacters(in: .whitespaces)
    if let scalar = ObjCTypes.scalars[type], !type.hasSuffix("Ref") {
      return ("\(scalar.type)(\(operand))", operandEnd)
    }
    if type.hasSuffix("*") {
      let name = type.dropLast().trimmingCharacters(in: .whitespaces)
      return ("(\(operand) as! \(ObjCTypes.classes[name] ?? name))", operandEnd)
    }
    return (operand, operandEnd)
  }
}

extension Array where Element == Character {
  /// The characters from `start` up to `end` (not included), clamped to the array: empty where
  /// unbalanced input leaves `end` before `start`.
  func text(_ start: Int, _ end: Int) -> String {
    let lower = Swift.max(0, Swift.min(start, count))
    let upper = Swift.max(lower, Swift.min(end, count))
    return String(self[lower..<upper])
  }
}
