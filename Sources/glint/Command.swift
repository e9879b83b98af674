/// One subcommand of `glint`: its name, its options and what it does.
///
/// Adding a command is writing `extension Command { static let name = Command(...) }` in its own
/// file and adding it to `Command.all` in CommandTable.swift.
struct Command: Sendable {
  /// What follows `glint`: "simulate".
  let name: String
  /// One line for `glint --help`.
  let summary: String
  /// The synopsis after "glint NAME", e.g. "--effect ID --gesture FILE|NAME [--seed N]".
  let synopsis: String
  /// Every option the command accepts (besides --help), in the order help lists them.
  let options: [OptionSpec]
  /// Name of the positional arguments for the synopsis ("ID ..."), or nil if it takes none.
  let positionals: String?
  /// Paragraphs after the option list (examples, notes); may be empty.
  let details: String
  /// Does the work; text goes to stdout through `output`, errors are thrown.
  let run: @Sendable (ParsedArguments, inout Output) throws(CLIError) -> Void

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

  /// The text of `glint NAME --help`.
  var help: String {
    var text = "usage: glint \(name) \(synopsis)\n\n\(summary)\n\noptions:\n"
    let labels = options.map(\.label) + ["-h, --help"]
    let width = min(labels.map(\.count).max() ?? 0, 28)
    for (option, label) in zip(options, labels) {
      text += "  " + label.padding(to: width) + "  " + option.help + "\n"
    }
    text += "  " + "-h, --help".padding(to: width) + "  Show this help and exit.\n"
    if !details.isEmpty { text += "\n" + details + (details.hasSuffix("\n") ? "" : "\n") }
    return text
  }
}

/// Where a command writes its results: stdout, or a string in tests.
struct Output {
  private let write: (String) -> Void
  init(write: @escaping (String) -> Void) { self.write = write }
  /// Writes `line` and a newline.
  mutating func line(_ line: String) { write(line + "\n") }
  mutating func text(_ text: String) { write(text) }
}

extension String {
  /// Left-aligned in a column of `width` characters (never cut).
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
