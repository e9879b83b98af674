import Foundation

/// One statement of a method body in Swift.
extension ObjCPort {
  mutating func translateStatement(_ statement: String, in method: ObjCTypes.Signature) -> [String] {
    var text = statement.trimmingCharacters(in: .whitespaces)
    if text.isEmpty || text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*") { return [text] }
    var prefix: [String] = []
    // Closing braces first: `}`, `} else {`, `});` of a dispatched block.
    while text.hasPrefix("}") {
      let closer = blocks.popLast() ?? "}"
      text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
      if closer == "})" && text.hasPrefix(")") {
        text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
      }
      if text.hasPrefix(";") { text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces) }
      if text.hasPrefix("else") {
        let rest = translateControl(
          String(text.dropFirst(4)).trimmingCharacters(in: .whitespaces), method: method)
        blocks.append("}")
        return prefix + ["} else" + (rest.isEmpty ? " {" : " " + rest)]
      }
      prefix.append("}")
      if text.isEmpty { return prefix }
    }
    return prefix + body(text, method: method)
  }

  /// A statement that is not a closing brace.
  mutating func body(_ text: String, method: ObjCTypes.Signature) -> [String] {
    let isInit = method.selector.hasPrefix("init")
    if let unsupported = ["__weak", "__block", "typeof", "NSLog", "@try", "@synchronized", "switch", "^"]
      .first(where: {
        text.contains($0) && !text.hasPrefix("dispatch_")
      })
    {
      if text.hasSuffix("{") { blocks.append("}") }
      return comment(unsupported, text)
    }
    if isInit && (text == "return self;" || text.hasPrefix("if (self)") || text.hasPrefix("if(self)")) {
      if text.hasSuffix("{") {
        blocks.append("}")
        return ["do {"]
      }
      return []
    }
    if isInit, let superInit = text.range(of: #"self\s*=\s*(\[super [^\]]*\])"#, options: .regularExpression)
    {
      let send = text[superInit].drop { $0 != "[" }
      let call = expression.translate(String(send))
      if text.hasSuffix("{") {
        blocks.append("}")
        return [call, "do {"]
      }
      return [call]
    }
    if method.selector == "layerClass", text.hasPrefix("return") {
      return [expression.translate(String(text.dropLast()))]
    }
    if text.hasPrefix("dispatch_after") || text.hasPrefix("dispatch_async") {
      return dispatch(text)
    }
    if text.hasPrefix("if") || text.hasPrefix("for") || text.hasPrefix("while") {
      let control = translateControl(text, method: method)
      if control.hasSuffix("{") { blocks.append("}") }
      return [control]
    }
    var line = String(text.dropLast(text.hasSuffix(";") ? 1 : 0))
    if let declaration = declaration(line) { return [declaration] }
    if line.hasSuffix("++") { return [expression.translate(String(line.dropLast(2))) + " += 1"] }
    if line.hasSuffix("--") { return [expression.translate(String(line.dropLast(2))) + " -= 1"] }
    line = expression.translate(line)
    return [convertAssignment(nilMessaging(line))]
  }

  /// `if (c) {`, `for (...) {`, `while (c) {`, `if (c) x;` in Swift; `else if ...` without `else`.
  mutating func translateControl(_ text: String, method: ObjCTypes.Signature) -> String {
    guard !text.isEmpty, text != "{" else { return text.isEmpty ? "" : "{" }
    let keyword = text.prefix { $0.isLetter }
    let chars = Array(text)
    guard let open = chars.firstIndex(of: "(") else { return expression.translate(text) }
    let close = ObjCExpression.matching(chars, from: open)
    let condition = chars.text(open + 1, close).trimmingCharacters(in: .whitespaces)
    let rest = chars.text(close + 1, chars.count).trimmingCharacters(in: .whitespaces)
    var head: String
    if keyword == "for" {
      head = forLoop(condition)
    } else {
      head = "\(keyword) \(expression.translate(condition))"
    }
    if rest == "{" { return head + " {" }
    // A single statement without braces.
    let inner = body(rest, method: method).joined(separator: "; ")
    head += " { \(inner) }"
    return head
  }

  /// `int i = 0; i < n; i++` → `i in 0..<n`; `UIColor *c in colors` → `case let c as UIColor in colors`.
  mutating func forLoop(_ condition: String) -> String {
    if let match = condition.range(
      of: #"^(?:int|NSInteger|NSUInteger)\s+(\w+)\s*=\s*(.+);\s*\1\s*<\s*(.+);\s*(?:\1\+\+|\+\+\1)$"#,
      options: .regularExpression)
    {
      let parts = condition[match].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      let assignment = parts[0].split(separator: "=", maxSplits: 1)
      let name = assignment[0].split(separator: " ").last.map(String.init) ?? "i"
      let start = expression.translate(assignment[1].trimmingCharacters(in: .whitespaces))
      let end = expression.translate(
        String(parts[1].split(separator: "<", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces))
      expression.numbers.insert(name)
      return "for \(name) in \(start)..<\(end)"
    }
    if let match = condition.range(of: #"^(\w+)\s*\*?\s*(\w+)\s+in\s+(.+)$"#, options: .regularExpression) {
      let words = condition[match].split(separator: " ", maxSplits: 1)
      let type = words[0].replacingOccurrences(of: "*", with: "")
      let rest = String(words[1]).replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let collection = rest.components(separatedBy: " in ").dropFirst().joined(separator: " in ")
      let swift = ObjCTypes.swiftType(type + " *").replacingOccurrences(of: "!", with: "")
      return "for case let \(name) as \(swift) in \(expression.translate(collection))"
    }
    _ = comment("for loop", condition)
    return "for _ in 0..<0 /* glint port: for loop not translated: \(condition) */"
  }

  /// `dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(d * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{`.
  mutating func dispatch(_ text: String) -> [String] {
    blocks.append("})")
    if text.hasPrefix("dispatch_async") { return ["DispatchQueue.main.async { [self] in"] }
    let pattern =
      #"DISPATCH_TIME_NOW\s*,\s*(?:\(int64_t\))?\s*\(?\s*(.+?)\s*\*\s*(?:\(int64_t\))?\s*NSEC_PER_SEC"#
    if let delay = Self.matches(pattern, in: text).first {
      return ["DispatchQueue.main.asyncAfter(deadline: .now() + \(expression.translate(delay))) { [self] in"]
    }
    blocks.removeLast()
    blocks.append("}")
    return comment("dispatch call", text)
  }

  /// `float x = 1;` → `var x: Float = 1`; `CAEmitterCell *c = ...;` → `var c: CAEmitterCell! = ...`.
  mutating func declaration(_ line: String) -> String? {
    let pattern = #"^(?:const\s+)?(\w+(?:\s*<[^>]*>)?)\s*(\*?)\s*(\w+)\s*(=\s*(.+))?$"#
    guard line.range(of: pattern, options: .regularExpression) != nil else { return nil }
    guard
      let typeEnd = line.range(of: #"^(?:const\s+)?\w+(?:\s*<[^>]*>)?\s*\*?"#, options: .regularExpression)
    else {
      return nil
    }
    let objcType = String(line[typeEnd]).replacingOccurrences(of: "const ", with: "").trimmingCharacters(
      in: .whitespaces)
    let isPointer = objcType.hasSuffix("*")
    let bare = objcType.replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
    guard isPointer || ObjCTypes.scalars[bare] != nil || bare == "id" else { return nil }
    let rest = line[typeEnd.upperBound...].trimmingCharacters(in: .whitespaces)
    let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard !name.isEmpty else { return nil }
    var swift = ObjCTypes.swiftType(objcType)
    if ["Float", "Double", "CGFloat"].contains(swift) { expression.numbers.insert(name) }
    guard let equals = rest.firstIndex(of: "=") else {
      return "var \(name): \(swift)" + (ObjCTypes.zero(of: bare).map { " = \($0)" } ?? "")
    }
    let value = expression.translate(rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces))
    // An untyped array takes its elements' type from its literal, as Swift infers it.
    if swift == "[Any]!" && value.hasPrefix("[") { return "var \(name) = \(value)" }
    if swift == "Any!" { swift = "Any?" }
    return "var \(name): \(swift) = \(convertNumber(value, to: swift))"
  }

  /// A message to a stored object, which may be nil: Objective-C ignores it, Swift's optional
  /// chaining too (`self.sparks?.removeFromSuperlayer()`).
  func nilMessaging(_ line: String) -> String {
    guard let match = line.range(of: #"^(self\.)?\w+\.\w+\("#, options: .regularExpression) else {
      return line
    }
    let head = line[match].replacingOccurrences(of: "self.", with: "")
    let name = String(head.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard expression.properties.contains(name) else { return line }
    let dot = line.range(of: name + ".", range: match)!
    return line.replacingCharacters(in: dot, with: name + "?.")
  }

  /// `x.velocity = rate * 2` where `rate` is a number of another type: Objective-C converted it.
  func convertAssignment(_ line: String) -> String {
    guard let match = line.range(of: #"^[\w.\[\]!?]+\s*=\s*"#, options: .regularExpression) else {
      return line
    }
    let target = line[match].split(separator: "=").first?.trimmingCharacters(in: .whitespaces) ?? ""
    let property = target.split(separator: ".").last.map(String.init) ?? target
    guard Self.numericProperties.contains(property) || expression.numbers.contains(property) else {
      return line
    }
    let value = String(line[match.upperBound...])
    let words = Set(
      value.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
    guard
      !words.isDisjoint(with: expression.numbers) || value.contains("arc4random") || value.contains("drand48")
    else { return line }
    return String(line[..<match.upperBound]) + "implicitConversion(\(value))"
  }

  /// A value for a declared number of `type`: converted when it names another number.
  func convertNumber(_ value: String, to type: String) -> String {
    guard ["Float", "Double", "CGFloat"].contains(type) else { return value }
    let words = Set(
      value.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
    guard !words.isDisjoint(with: expression.numbers) || value.contains("arc4random") else { return value }
    return "implicitConversion(\(value))"
  }
}
