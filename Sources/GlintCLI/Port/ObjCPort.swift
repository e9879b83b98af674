import Foundation

/// `glint port` for Objective-C: the emitter subset of a view or view controller (its .h and
/// .m) translated into Swift against GlintUIKit. A construct outside it stays as a comment that
/// names it, and is counted.
struct ObjCPort {
  /// A class as its @interface declares it.
  struct Interface {
    var superclass = "NSObject"
    /// Stored properties and ivars, as Swift declarations.
    var stored: [String] = []
    var names: Set<String> = []
    var numbers: Set<String> = []
  }

  var interfaces: [String: Interface] = [:]
  var output: [String] = []
  var changes: [PortedEffect.Change] = []
  var comments: [String] = []
  var classes: [PortedClass] = []
  var expression = ObjCExpression()
  /// The closers of open blocks: "}" for a brace, "})" for a dispatch block written `});`.
  var blocks: [String] = []

  static func port(implementation: String, header: String, fileName: String, module: String?) -> PortedEffect
  {
    var port = ObjCPort()
    let headerLines = header.components(separatedBy: "\n")
    let lines = headerLines + implementation.components(separatedBy: "\n")
    port.collectInterfaces(lines)
    // A translation keeps the original's lines where it can, not the formatter's.
    port.output += [
      "// Translated from Objective-C by glint port.", "// swift-format-ignore-file", "import GlintUIKit",
    ]
    port.translate(lines, headerCount: headerLines.count)
    var text = tidy(port.output).joined(separator: "\n") + "\n"
    for type in port.classes {
      if let table = PortRegistration.selectorTable(for: type) { text += table }
    }
    let host = PortRegistration.host(among: port.classes)
    let name = module ?? host.map { SwiftPort.moduleName(for: $0.name) } ?? "Ported"
    var files = [(path: "Sources/\(fileName)", text: text)]
    if let host {
      files.append(
        (path: "Sources/\(name)Effect.swift", text: PortRegistration.registration(module: name, host: host)))
    } else {
      port.comments.append("no UIView or UIViewController subclass to host")
    }
    return PortedEffect(module: name, files: files, changes: port.changes, comments: port.comments)
  }

  /// The lines as the formatter leaves them: no trailing blanks, one blank line at most, none at
  /// the start or end of a block.
  static func tidy(_ lines: [String]) -> [String] {
    var result: [String] = []
    for raw in lines.flatMap({ $0.components(separatedBy: "\n") }) {
      let line = String(raw.reversed().drop { $0 == " " }.reversed())
      let previous = result.last
      if line.isEmpty && (previous == nil || previous!.isEmpty || previous!.hasSuffix("{")) { continue }
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("}") && previous?.isEmpty == true {
        result.removeLast()
      }
      result.append(line)
    }
    while result.last?.isEmpty == true { result.removeLast() }
    return result
  }

  /// Reads every @interface (header and class extensions) for superclasses, ivars and properties.
  mutating func collectInterfaces(_ lines: [String]) {
    var current: String?
    for raw in lines {
      let line = raw.components(separatedBy: "//").first!.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("@interface") {
        let words = line.dropFirst("@interface".count).split(whereSeparator: { " :<{(".contains($0) })
        guard let name = words.first.map(String.init) else { continue }
        current = name
        var interface = interfaces[name] ?? Interface()
        if let colon = line.firstIndex(of: ":") {
          let superclass = line[line.index(after: colon)...].split(whereSeparator: { " <{".contains($0) })
            .first
          interface.superclass = superclass.map(String.init) ?? interface.superclass
        }
        interfaces[name] = interface
        continue
      }
      if line.hasPrefix("@end") || line.hasPrefix("@implementation") { current = nil }
      guard let name = current else { continue }
      if let variable = Self.variable(line) {
        interfaces[name]!.stored.append(variable.declaration)
        interfaces[name]!.names.insert(variable.name)
        if variable.isNumber { interfaces[name]!.numbers.insert(variable.name) }
      }
    }
  }

  /// An ivar or property declaration: `CAEmitterLayer *emitter;`, `@property (nonatomic) float rate;`.
  static func variable(_ line: String) -> (name: String, declaration: String, isNumber: Bool)? {
    var text = line
    if text.hasPrefix("@property") {
      text = String(text.dropFirst("@property".count)).trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("("), let close = text.firstIndex(of: ")") {
        text = String(text[text.index(after: close)...])
      }
    }
    text = text.replacingOccurrences(of: "IBOutlet", with: "").trimmingCharacters(in: .whitespaces)
    guard text.hasSuffix(";"), !text.contains("("), !text.hasPrefix("-"), !text.hasPrefix("+") else {
      return nil
    }
    text.removeLast()
    guard let nameRange = text.range(of: #"\w+$"#, options: .regularExpression) else { return nil }
    let name = String(text[nameRange])
    let type = text[..<nameRange.lowerBound].trimmingCharacters(in: .whitespaces)
    guard !type.isEmpty else { return nil }
    let swift = ObjCTypes.swiftType(type)
    let zero = ObjCTypes.zero(of: type).map { " = \($0)" } ?? ""
    let isNumber = ["Float", "Double", "CGFloat", "Int", "UInt32", "TimeInterval", "CFTimeInterval"].contains(
      swift)
    return (name, "  var \(name): \(swift)\(zero)", isNumber)
  }
}
