import GlintCore

/// The command line's dispatch: finds the command, parses its options, runs it, and turns every
/// failure into one line on stderr and an exit status (0 ok, 1 bad input or failure, 2 usage).
package enum GlintCLI {
  /// What a command line asks for, parsed but not yet run.
  package enum Invocation {
    /// Print this text (the help of glint or of one command) and exit 0.
    case help(String)
    /// Run this command with these arguments.
    case command(Command, ParsedArguments)
  }

  /// Runs `arguments` (without the program name), writing results to `stdout` and one-line
  /// errors to `stderr`; returns the exit status.
  package static func run(
    _ arguments: [String], commands: [Command] = Command.all,
    defaultCommand: String? = Command.defaultCommand,
    stdout: @escaping (String) -> Void, stderr: (String) -> Void
  ) -> Int32 {
    var output = Output(write: stdout)
    do {
      switch try parse(arguments, commands: commands, defaultCommand: defaultCommand) {
      case .help(let text):
        output.text(text)
      case .command(let command, let parsed):
        try command.run(parsed, &output)
      }
      return 0
    } catch {
      stderr(error.line + "\n")
      return error.exitStatus
    }
  }

  /// Finds the command and reads its options, without running it (no files, no GL): what the
  /// argument parser's fuzzer drives.
  package static func parse(
    _ arguments: [String], commands: [Command] = Command.all,
    defaultCommand: String? = Command.defaultCommand
  ) throws(CLIError) -> Invocation {
    guard let first = arguments.first ?? defaultCommand else { return .help(help(commands)) }
    if first == "--version" && arguments.count == 1 { return .help("glint \(GlintVersion.current)\n") }
    if first == "-h" || first == "--help" || first == "help" {
      guard first == "help", arguments.count > 1 else { return .help(help(commands)) }
      guard let command = commands.first(where: { $0.name == arguments[1] }) else {
        throw .usage("glint: unknown command '\(arguments[1])' (commands: \(names(commands)))")
      }
      return .help(command.help)
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let what = first.hasPrefix("-") ? "option" : "command"
      throw .usage("glint: unknown \(what) '\(first)' (commands: \(names(commands)); see 'glint --help')")
    }
    let parsed = try ParsedArguments(Array(arguments.dropFirst()), for: command)
    return parsed.wantsHelp ? .help(command.help) : .command(command, parsed)
  }

  static func names(_ commands: [Command]) -> String { commands.map(\.name).joined(separator: ", ") }

  /// The text of `glint --help`.
  static func help(_ commands: [Command]) -> String {
    let width = commands.map(\.name.count).max() ?? 0
    var text = """
      usage: glint COMMAND [OPTIONS]

      Glint: particle effects with Core Animation's emitter semantics.

      commands:

      """
    for command in commands { text += "  " + command.name.padding(to: width) + "  " + command.summary + "\n" }
    text += """

      'glint COMMAND --help' (or 'glint help COMMAND') explains every option of a command;
      'glint --version' prints the version.
      Exit status: 0 success, 1 bad input or failure, 2 usage error (with one line on stderr).

      """
    return text
  }
}
