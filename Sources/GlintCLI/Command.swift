import Foundation

/// One subcommand of `glint`: its name, its options and what it does.
///
/// Adding a command is writing `extension Command { static let name = Command(...) }` in its own
/// file and adding it to `Command.all` in CommandTable.swift.
package struct Command: Sendable {
  /// What follows `glint`: "simulate".
  package let name: String
  /// One line for `glint --help`.
  let summary: String
  /// The synopsis after "glint NAME", e.g. "--effect ID --gesture FILE|NAME [--seed N]".
  let synopsis: String
  /// Every option the command accepts (besides --help), in the order help lists them.
  package let options: [OptionSpec]
  /// Name of the positional arguments for the synopsis ("ID ..."), or nil if it takes none.
  package let positionals: String?
  /// Paragraphs after the option list (examples, notes); may be empty.
  let details: String
  /// Does the work; text goes to stdout through `output`, errors are thrown.
  package let run: @Sendable (ParsedArguments, inout Output) throws(CLIError) -> Void

  init(
    name: String, summary: String, synopsis: String, options: [OptionSpec], positionals: String? = nil,
    details: String = "", run: @escaping @Sendable (ParsedArguments, inout Output) throws(CLIError) -> Void
  ) {
    self.name = name
    self.summary = summary
    self.synopsis = synopsis
    self.options = options
    self.positionals = positionals
    self.details = details
    self.run = run
  }

  /// Help text wraps to this many columns.
  static let helpWidth = 100

  /// The text of `glint NAME --help`.
  package var help: String {
    let prefix = "usage: glint \(name) "
    // Spaces inside [...] do not break, so an optional group stays on one line.
    var depth = 0
    let unbroken = String(
      synopsis.map { character -> Character in
        if character == "[" { depth += 1 }
        if character == "]" { depth -= 1 }
        return character == " " && depth > 0 ? "\u{A0}" : character
      })
    let synopsisLines = unbroken.wrapped(to: Self.helpWidth - prefix.count).map {
      $0.replacingOccurrences(of: "\u{A0}", with: " ")
    }
    var text = prefix + synopsisLines.joined(separator: "\n" + String(repeating: " ", count: prefix.count))
    text += "\n\n\(summary)\n\noptions:\n"
    let labels = options.map(\.label) + ["-h, --help"]
    let width = min(labels.map(\.count).max() ?? 0, 28)
    let helps = options.map(\.help) + ["Show this help and exit."]
    for (label, help) in zip(labels, helps) {
      // Long labels get their own line; help text wraps under its column.
      let lines = help.wrapped(to: Self.helpWidth - width - 4)
      if label.count > width {
        text += "  \(label)\n"
        for line in lines { text += String(repeating: " ", count: width + 4) + line + "\n" }
      } else {
        text += "  " + label.padding(to: width) + "  " + lines[0] + "\n"
        for line in lines.dropFirst() { text += String(repeating: " ", count: width + 4) + line + "\n" }
      }
    }
    if !details.isEmpty { text += "\n" + details + (details.hasSuffix("\n") ? "" : "\n") }
    return text
  }
}

/// Where a command writes its results: stdout, or a string in tests.
package struct Output {
  private let write: (String) -> Void
  package init(write: @escaping (String) -> Void) { self.write = write }
  /// Writes `line` and a newline.
  package mutating func line(_ line: String) { write(line + "\n") }
  package mutating func text(_ text: String) { write(text) }
}

extension String {
  /// The words of the string in lines of at most `width` characters (a longer word stands alone).
  func wrapped(to width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines
  }

  /// Left-aligned in a column of `width` characters (never cut).
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
