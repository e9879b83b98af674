import Foundation

/// `glint port` for Swift: the file compiles against GlintUIKit as written, so only what Swift
/// on Linux lacks changes: the imports become `import GlintUIKit`, `@objc` goes, `#selector(m)`
/// and `#keyPath(T.p)` become the names they stand for, and each class called by selector gets
/// its selector table. An import of a framework Linux lacks stays as a comment.
enum SwiftPort {
  /// Frameworks whose emitter-code surface GlintUIKit provides.
  static let replacedImports: Set<String> = [
    "UIKit", "QuartzCore", "SwiftUI", "CoreGraphics", "Foundation", "CoreFoundation", "Darwin", "CoreImage",
  ]

  static func port(_ source: String, fileName: String, module: String?) -> PortedEffect {
    var changes: [PortedEffect.Change] = []
    var comments: [String] = []
    var importWritten = false
    var lines: [String] = []
    for (index, line) in source.components(separatedBy: "\n").enumerated() {
      var after = line
      if let framework = importedModule(line) {
        if replacedImports.contains(framework) {
          after = importWritten ? "" : line.replacingOccurrences(of: framework, with: "GlintUIKit")
          importWritten = true
        } else {
          after =
            "// \(line.trimmingCharacters(in: .whitespaces))  // glint port: \(framework) is not on Linux"
          comments.append("import \(framework)")
        }
      } else {
        after = rewriteSpellings(line)
      }
      if after != line { changes.append(.init(line: index + 1, before: line, after: after)) }
      if !(after.isEmpty && !line.isEmpty) { lines.append(after) }
    }
    var text = lines.joined(separator: "\n")
    let classes = SwiftClasses.parse(source)
    for type in classes {
      if let table = PortRegistration.selectorTable(for: type) {
        if !text.hasSuffix("\n") { text += "\n" }
        text += table
      }
    }
    let host = PortRegistration.host(among: classes)
    let name = module ?? host.map { moduleName(for: $0.name) } ?? "Ported"
    var files = [(path: "Sources/\(fileName)", text: text)]
    if let host {
      files.append(
        (path: "Sources/\(name)Effect.swift", text: PortRegistration.registration(module: name, host: host)))
    } else {
      comments.append("no UIView or UIViewController subclass to host")
    }
    return PortedEffect(module: name, files: files, changes: changes, comments: comments)
  }

  /// The module `import X` names, or nil for another line.
  static func importedModule(_ line: String) -> String? {
    let words = line.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }
    guard words.count >= 2, words[0] == "import" else { return nil }
    let path =
      words.count >= 3 && ["class", "struct", "enum", "func", "var", "let", "protocol"].contains(words[1])
      ? words[2] : words[1]
    return path.split(separator: ".").first.map(String.init)
  }

  /// `@objc` (and `@objc(name)`) goes, and `@IBAction` from a method without parameters (Swift
  /// on Linux wants one); `#selector(...)` and `#keyPath(...)` become strings.
  static func rewriteSpellings(_ line: String) -> String {
    var text = line.replacingOccurrences(
      of: #"@objc(\([A-Za-z0-9_:]*\))?\s+"#, with: "", options: .regularExpression)
    if text.range(of: #"@IBAction\s+.*func\s+\w+\s*\(\s*\)"#, options: .regularExpression) != nil {
      text = text.replacingOccurrences(of: #"@IBAction\s+"#, with: "", options: .regularExpression)
    }
    text = replaceMacro("#selector", in: text) { "Selector(\"\(selectorName($0))\")" }
    text = replaceMacro("#keyPath", in: text) { "\"\(keyPathName($0))\"" }
    return text
  }

  /// Replaces each `name(argument)` with what `make` gives for the argument (nested brackets
  /// included).
  static func replaceMacro(_ name: String, in line: String, make: (String) -> String) -> String {
    var text = line
    while let start = text.range(of: name + "(") {
      var depth = 1
      var index = start.upperBound
      while index < text.endIndex, depth > 0 {
        if text[index] == "(" { depth += 1 }
        if text[index] == ")" { depth -= 1 }
        index = text.index(after: index)
      }
      guard depth == 0 else { break }
      let argument = String(text[start.upperBound..<text.index(before: index)])
      text.replaceSubrange(start.lowerBound..<index, with: make(argument))
    }
    return text
  }

  /// `self.tick`, `ViewController.burst(_:)`, `tick(_:)` → the method's base name.
  static func selectorName(_ argument: String) -> String {
    let base = argument.split(separator: "(").first.map(String.init) ?? argument
    let trimmed = base.replacingOccurrences(of: "@objc", with: "").trimmingCharacters(in: .whitespaces)
    return trimmed.split(separator: ".").last.map(String.init) ?? trimmed
  }

  /// `CAEmitterLayer.birthRate` → `birthRate`; `emitterCells.x` stays: a leading capitalised type
  /// goes.
  static func keyPathName(_ argument: String) -> String {
    let parts = argument.trimmingCharacters(in: .whitespaces).split(separator: ".").map(String.init)
    guard parts.count > 1, parts[0].first?.isUppercase == true || parts[0] == "self" else {
      return parts.joined(separator: ".")
    }
    return parts.dropFirst().joined(separator: ".")
  }

  /// `SparkleTouchView` → `SparkleTouch`; `ConfettiViewController` → `Confetti`.
  static func moduleName(for className: String) -> String {
    for suffix in ["ViewController", "Controller", "View"]
    where className.hasSuffix(suffix) && className.count > suffix.count {
      return String(className.dropLast(suffix.count))
    }
    return className
  }
}

/// The classes of a Swift file and their selector methods, found by their declarations.
enum SwiftClasses {
  static func parse(_ source: String) -> [PortedClass] {
    var classes: [PortedClass] = []
    var current: Int?
    var depth = 0
    var classDepth = 0
    for line in source.components(separatedBy: "\n") {
      let code = line.components(separatedBy: "//").first ?? line
      if let declared = classDeclaration(code), current == nil || depth == classDepth {
        classes.append(PortedClass(name: declared.name, superclass: declared.superclass, methods: []))
        current = classes.count - 1
        classDepth = depth
      } else if let current, let method = selectorMethod(code) {
        classes[current].methods.append(method)
      }
      depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
      if current != nil && depth <= classDepth && code.contains("}") { current = nil }
    }
    return classes
  }

  /// `class Name: Base` or `struct Name: Protocol` (a SwiftUI view), with any modifiers, or nil.
  static func classDeclaration(_ line: String) -> (name: String, superclass: String)? {
    let pattern =
      #"^\s*(?:(?:public|open|internal|private|fileprivate|final|@\w+)\s+)*(?:class|struct)\s+(\w+)\s*:\s*(\w+)"#
    guard let match = line.range(of: pattern, options: .regularExpression) else { return nil }
    let words = line[match].replacingOccurrences(of: ":", with: " ").split(whereSeparator: \.isWhitespace)
    guard let index = words.firstIndex(where: { $0 == "class" || $0 == "struct" }), index + 2 < words.count
    else { return nil }
    return (String(words[index + 1]), String(words[index + 2]))
  }

  /// An `@IBAction` or `@objc` method with at most one parameter, or nil.
  static func selectorMethod(_ line: String) -> SelectorMethod? {
    let isAction = line.contains("@IBAction")
    guard isAction || line.contains("@objc"),
      let match = line.range(of: #"func\s+(\w+)\s*\(([^)]*)\)"#, options: .regularExpression)
    else { return nil }
    let signature = String(line[match].dropFirst(4))
    let name = signature.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
    let parameters = signature.drop { $0 != "(" }.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
    guard !parameters.contains(",") else { return nil }
    guard !parameters.isEmpty else {
      return SelectorMethod(name: name, label: nil, type: nil, isAction: true)
    }
    let parts = parameters.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2 else { return nil }
    let names = parts[0].split(separator: " ").map(String.init)
    let label = names.first == "_" ? nil : names.first
    return SelectorMethod(name: name, label: label, type: parts[1], isAction: isAction)
  }
}
