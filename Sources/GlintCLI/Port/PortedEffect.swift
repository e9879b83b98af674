import Foundation

/// What `glint port` makes of an iOS file: the effect folder's files, and an account of what it
/// changed and what it could not translate.
struct PortedEffect: Equatable {
  /// One line of the original and what it became (empty: deleted).
  struct Change: Equatable {
    var line: Int
    var before: String
    var after: String
  }

  /// The effect module's name (its folder in Plugins/).
  var module: String
  /// Files, by path within the effect's folder.
  var files: [(path: String, text: String)]
  var changes: [Change]
  /// Each construct left as a comment, named.
  var comments: [String]

  static func == (left: PortedEffect, right: PortedEffect) -> Bool {
    left.module == right.module && left.changes == right.changes && left.comments == right.comments
      && left.files.map(\.path) == right.files.map(\.path)
      && left.files.map(\.text) == right.files.map(\.text)
  }
}

/// A class of the file that can be hosted: its name and what it derives from.
struct PortedClass: Equatable {
  var name: String
  var superclass: String
  /// Methods a selector may name: `@IBAction`s and `@objc` methods, with their one parameter.
  var methods: [SelectorMethod]
}

/// A method called by selector: its name, its parameter's label and type (nil: none).
struct SelectorMethod: Equatable {
  var name: String
  var label: String?
  var type: String?
  /// Whether a person may trigger it: an `@IBAction`, or a method with no parameter.
  var isAction: Bool
}

/// The files every port writes beside the translated source: the registration line and the
/// selector table.
enum PortRegistration {
  /// The types iOS code hosts an emitter in, best first: a SwiftUI screen wraps the rest.
  static let hostBases = ["View", "UIViewRepresentable", "UIViewController", "UIView"]
  /// The SwiftUI ones, which a `UIHostingController` hosts.
  static let swiftUIBases: Set<String> = ["View", "UIViewRepresentable"]

  /// The class to host: a view controller first, then a view, by what they derive from (or by
  /// their names ending in ViewController or View when they derive from a class of the file).
  static func host(among classes: [PortedClass]) -> PortedClass? {
    for base in hostBases {
      if let found = classes.first(where: { $0.superclass == base }) { return found }
    }
    return classes.first { $0.name.hasSuffix("ViewController") }
      ?? classes.first { $0.name.hasSuffix("View") }
  }

  /// `Sources/<Module>Effect.swift`: the registration that makes the class an effect.
  static func registration(module: String, host: PortedClass) -> String {
    let actions = host.methods.filter(\.isAction).map { "\"\($0.name)\"" }.joined(separator: ", ")
    let list = actions.isEmpty ? "" : "  public var actions: [String] { [\(actions)] }\n"
    let root =
      swiftUIBases.contains(host.superclass)
      ? "UIHostingController(rootView: \(host.name)())" : "\(host.name)()"
    return """
      import GlintUIKit

      public struct \(module)Effect: ViewEffect {
        public init() {}
        public func makeRoot() -> UIResponder { \(root) }
      \(list)}

      """
  }

  /// The selector table of a class: an extension that calls each of its selector methods by name
  /// (Swift on Linux has no Objective-C runtime to do it); nil for a class with none.
  static func selectorTable(for type: PortedClass) -> String? {
    guard !type.methods.isEmpty else { return nil }
    var text = "\n// Added by glint port: calls by selector, which Swift on Linux cannot make itself.\n"
    text += "extension \(type.name): SelectorTarget {\n"
    text += "  func perform(_ selector: Selector, with sender: Any?) -> Bool {\n"
    text += "    switch selector.name {\n"
    for method in type.methods {
      text += "    case \"\(method.name)\":\n"
      text += call(method).map { "      \($0)\n" }.joined()
      text += "      return true\n"
    }
    text += "    default: return false\n    }\n  }\n}\n"
    return text
  }

  /// The statements that call `method` with the sender converted to its parameter's type.
  static func call(_ method: SelectorMethod) -> [String] {
    guard let type = method.type else { return ["\(method.name)()"] }
    let label = method.label.map { "\($0): " } ?? ""
    let plain = type.trimmingCharacters(in: .whitespaces)
    let argument: String
    switch plain {
    case "Any": argument = "sender as Any"
    case "Any?", "Any!": argument = "sender"
    case "AnyObject": argument = "sender as AnyObject"
    case "AnyObject?", "AnyObject!": argument = "sender as AnyObject?"
    case _ where plain.hasSuffix("?") || plain.hasSuffix("!"): argument = "sender as? \(plain.dropLast())"
    case "UIButton", "UIControl", "UIView": argument = "sender as? \(plain) ?? \(plain)()"
    default:
      return ["guard let value = sender as? \(plain) else { return false }", "\(method.name)(\(label)value)"]
    }
    return ["\(method.name)(\(label)\(argument))"]
  }
}
