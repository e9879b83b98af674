import Foundation

/// Finds effect hooks declared with the wrong signature.
///
/// `Effect` gives every hook a default that does nothing, so a hook written without its
/// `state:` parameter (or with other labels) is a method of its own that the host never calls,
/// and the compiler says nothing. Every function named after a hook that takes a `PointerTrack`
/// must have the hook's labels and an `inout` state; anything else stops the build, naming the
/// line and the signature to write.
struct HookSignatures {
  /// Each hook's argument labels, by name.
  static let hooks: [String: [String]] = [
    "pointerBegan": ["_", "state"], "pointerMoved": ["_", "state"], "pointerEnded": ["_", "state"],
    "update": ["_", "state", "from", "to"],
  ]

  /// One error line (`file:line: error: ...`) per function in `source` (the text of `file`)
  /// named after a hook, taking a `PointerTrack`, whose signature is not the hook's.
  static func errors(in source: String, file: String) -> [String] {
    let text = withoutLineComments(source)
    let pattern = #/func\s+(?<name>pointerBegan|pointerMoved|pointerEnded|update)\s*(<[^>]*>)?\s*\(/#
    var errors: [String] = []
    for match in text.matches(of: pattern) {
      let name = String(match.output.name)
      guard let parameters = balancedParameters(in: text, from: match.range.upperBound),
        parameters.contains("PointerTrack")
      else { continue }
      let split = Self.split(parameters)
      let labels = split.map(label)
      let expected = hooks[name]!
      let stateIsInout = split.first { label($0) == "state" }?.contains("inout") ?? false
      guard labels != expected || !stateIsInout else { continue }
      let line = text[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
      errors.append(
        "\(file):\(line): error: \(name)(\(labels.map { $0 + ":" }.joined())) is never called: the Effect hook "
          + "is \(name)(\(expected.map { $0 + ":" }.joined())), with `state: inout PointerState` "
          + "(a helper taking a PointerTrack needs another name)")
    }
    return errors
  }

  /// The text between the parenthesis just opened before `start` and its match, or nil.
  static func balancedParameters(in text: String, from start: String.Index) -> String? {
    var depth = 1
    var index = start
    while index < text.endIndex {
      switch text[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return String(text[start..<index]) }
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The parameters, split at the commas outside brackets.
  static func split(_ parameters: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in parameters {
      defer { previous = character }
      switch character {
      case "(", "[", "<": depth += 1
      case ">" where previous == "-": break  // a function type's arrow
      case ")", "]", ">": depth -= 1
      case "," where depth == 0:
        parts.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
    return parts
  }

  /// A parameter's argument label: its first word (`_`, or the name when it has no label).
  static func label(_ parameter: String) -> String {
    let head = parameter.split(separator: ":", maxSplits: 1).first ?? ""
    return head.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
  }

  /// `source` with each `//` comment blanked (newlines kept, so line numbers hold).
  static func withoutLineComments(_ source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
    }.joined(separator: "\n")
  }
}
