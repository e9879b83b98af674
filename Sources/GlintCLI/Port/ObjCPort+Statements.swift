import Foundation

/// The file, line by line: preprocessor lines, interfaces, implementations, methods and their
/// statements.
extension ObjCPort {
  /// Core Animation's numeric properties, which Objective-C assigns any number to.
  static let numericProperties: Set<String> = [
    "birthRate", "lifetime", "lifetimeRange", "velocity", "velocityRange", "emissionLongitude",
    "emissionLatitude",
    "emissionRange", "xAcceleration", "yAcceleration", "zAcceleration", "scale", "scaleRange", "scaleSpeed",
    "spin",
    "spinRange", "alphaSpeed", "alphaRange", "redRange", "greenRange", "blueRange", "redSpeed", "greenSpeed",
    "blueSpeed", "opacity", "duration", "beginTime", "speed", "repeatCount", "emitterZPosition",
    "emitterDepth",
    "shadowOpacity", "shadowRadius", "cornerRadius", "contentsScale", "timeOffset", "alpha",
  ]

  mutating func translate(_ lines: [String], headerCount: Int) {
    var inInterface = false
    var statement = ""
    var trailing = ""
    var statementLines: [(Int, String)] = []
    var signature = ""
    let text = lines.joined(separator: "\n")
    let selectors = Set(Self.matches(#"@selector\(\s*(\w+)"#, in: text))
    let targets = Set(Self.matches(#"addTarget:[^\]]*@selector\(\s*(\w+)"#, in: text))
    var method: ObjCTypes.Signature?
    var sawCoderInit = false
    var sawInit = false
    var firstImport = true
    for (index, raw) in lines.enumerated() {
      let number = index < headerCount ? index + 1 : index - headerCount + 1
      let file = index < headerCount ? "h" : "m"
      let line = raw.trimmingCharacters(in: .whitespaces)
      func emit(_ translated: [String]) {
        output.append(contentsOf: translated)
        let after = translated.joined(separator: "\n")
        if after.trimmingCharacters(in: .whitespaces) != line {
          changes.append(.init(line: number, before: "\(file): " + raw, after: after))
        }
      }
      if inInterface {
        if line.hasPrefix("@end") { inInterface = false }
        if !line.isEmpty { changes.append(.init(line: number, before: "\(file): " + raw, after: "")) }
        continue
      }
      if !signature.isEmpty || (method == nil && (line.hasPrefix("-") || line.hasPrefix("+"))) {
        signature += " " + line
        guard signature.contains("{") else { continue }
        guard let parsed = ObjCTypes.signature(signature) else {
          emit(comment("method", signature))
          signature = ""
          continue
        }
        method = parsed
        sawCoderInit = sawCoderInit || parsed.selector == "initWithCoder:"
        sawInit = sawInit || parsed.selector.hasPrefix("init")
        if !classes.isEmpty && parsed.parts.count == 1 && (parsed.isAction || selectors.contains(parsed.name))
          && ObjCTypes.overrides[parsed.selector] == nil
        {
          let part = parsed.parts[0]
          let type = part.type.map { parsed.isAction ? "Any?" : ObjCTypes.swiftType($0) }
          classes[classes.count - 1].methods.append(
            SelectorMethod(
              name: parsed.name, label: nil, type: type,
              isAction: parsed.isAction || targets.contains(parsed.name)))
        }
        emit(["  " + ObjCTypes.declaration(parsed) + " {"])
        blocks = ["method"]
        signature = ""
        continue
      }
      if method != nil {
        let (code, note) = Self.splitComment(line)
        statement += (statement.isEmpty ? "" : " ") + code
        trailing += note
        statementLines.append((number, raw))
        guard Self.isComplete(statement) else { continue }
        let depth = blocks.count
        var translated = translateStatement(statement, in: method!).map { line in
          let level = line.hasPrefix("}") ? depth - 1 : line.hasPrefix("//") ? max(depth, 1) : depth
          return String(repeating: "  ", count: level + 1) + line
        }
        if !trailing.isEmpty, !translated.isEmpty { translated[translated.count - 1] += "  " + trailing }
        trailing = ""
        if statementLines.count == 1 {
          emit(translated)
        } else {
          output.append(contentsOf: translated)
          changes.append(
            .init(
              line: statementLines[0].0,
              before: "\(file): " + statementLines.map(\.1).joined(separator: "\n"),
              after: translated.joined(separator: "\n")))
        }
        statement = ""
        statementLines = []
        if blocks.isEmpty { method = nil }
        continue
      }
      if line.hasPrefix("#import") || line.hasPrefix("#include") || line.hasPrefix("@import") {
        changes.append(
          .init(line: number, before: "\(file): " + raw, after: firstImport ? "import GlintUIKit" : ""))
        firstImport = false
      } else if line.hasPrefix("#define") {
        emit(define(line))
      } else if line.hasPrefix("#pragma mark") {
        emit(["// MARK:" + line.dropFirst("#pragma mark".count)])
      } else if line.hasPrefix("#") {
        emit(comment("preprocessor line", line))
      } else if line.hasPrefix("@interface") {
        inInterface = !line.hasPrefix("@end")
        changes.append(.init(line: number, before: "\(file): " + raw, after: ""))
        if line.contains("@end") { inInterface = false }
      } else if line.hasPrefix("@implementation") {
        let name = line.dropFirst("@implementation".count).trimmingCharacters(in: .whitespaces)
        let interface = interfaces[name] ?? Interface()
        expression.properties = interface.names
        expression.numbers.formUnion(interface.numbers)
        classes.append(PortedClass(name: name, superclass: interface.superclass, methods: []))
        sawCoderInit = false
        sawInit = false
        emit(["class \(name): \(interface.superclass) {"] + interface.stored)
      } else if line.hasPrefix("@synthesize") {
        changes.append(.init(line: number, before: "\(file): " + raw, after: ""))
      } else if line.hasPrefix("@end") {
        var closing: [String] = []
        if sawInit && !sawCoderInit {
          closing += [
            "", "  required init?(coder aDecoder: NSCoder) {", "    super.init(coder: aDecoder)", "  }",
          ]
        }
        emit(closing + ["}"])
      } else {
        output.append(raw)
      }
    }
    if !statementLines.isEmpty {
      // Brackets that never close: the lines stay as they were, commented out.
      _ = comment("unbalanced brackets", "from line \(statementLines[0].0)")
      output += statementLines.map { "// " + $0.1 }
    }
  }

  /// A line's code and its trailing `// comment` (outside strings).
  static func splitComment(_ line: String) -> (code: String, comment: String) {
    var inString = false
    var previous: Character = " "
    for (offset, c) in line.enumerated() {
      if c == "\"" && previous != "\\" { inString.toggle() }
      if !inString && c == "/" && previous == "/" && offset > 0 {
        let cut = line.index(line.startIndex, offsetBy: offset - 1)
        let code = line[..<cut].trimmingCharacters(in: .whitespaces)
        return code.isEmpty ? (line, "") : (code, String(line[cut...]))
      }
      previous = c
    }
    return (line, "")
  }

  /// Whether `statement` is whole: its brackets close, and it ends a statement or opens a block.
  static func isComplete(_ statement: String) -> Bool {
    let trimmed = statement.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasSuffix("^{") { return true }
    var depth = 0
    for c in trimmed {
      if "([".contains(c) { depth += 1 }
      if ")]".contains(c) { depth -= 1 }
    }
    return depth <= 0 && (trimmed.hasSuffix(";") || trimmed.hasSuffix("{") || trimmed.hasSuffix("}"))
  }

  /// `#define NAME value` as a constant; a macro with parameters stays as a comment.
  mutating func define(_ line: String) -> [String] {
    let body = line.dropFirst("#define".count).trimmingCharacters(in: .whitespaces)
    guard let nameEnd = body.firstIndex(where: { $0 == " " || $0 == "(" || $0 == "\t" }), body[nameEnd] != "("
    else {
      return comment("#define with parameters", line)
    }
    let name = body[..<nameEnd]
    let value = body[nameEnd...].trimmingCharacters(in: .whitespaces)
    if value.range(of: #"^[0-9]*\.[0-9]*f?$"#, options: .regularExpression) != nil {
      expression.numbers.insert(String(name))
    }
    return ["let \(name) = \(expression.translate(value))"]
  }

  /// A construct left as a comment, counted.
  mutating func comment(_ construct: String, _ line: String) -> [String] {
    comments.append("\(construct): \(line.trimmingCharacters(in: .whitespaces))")
    return ["// glint port: \(construct) not translated: \(line.trimmingCharacters(in: .whitespaces))"]
  }

  static func matches(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
