/// The command line's dispatch: finds the command, parses its options, runs it, and turns every
/// failure into one line on stderr and an exit status (0 ok, 1 bad input or failure, 2 usage).
enum GlintCLI {
  /// Runs `arguments` (without the program name), writing results to `stdout` and one-line
  /// errors to `stderr`; returns the exit status.
  static func run(
    _ arguments: [String], commands: [Command] = Command.all,
    defaultCommand: String? = Command.defaultCommand,
    stdout: @escaping (String) -> Void, stderr: (String) -> Void
  ) -> Int32 {
    var output = Output(write: stdout)
    guard let first = arguments.first ?? defaultCommand else {
      output.text(help(commands))
      return 0
    }
    if first == "-h" || first == "--help" || first == "help" {
      if first == "help", arguments.count > 1 {
        guard let command = commands.first(where: { $0.name == arguments[1] }) else {
          stderr("glint: unknown command '\(arguments[1])' (commands: \(names(commands)))\n")
          return 2
        }
        output.text(command.help)
      } else {
        output.text(help(commands))
      }
      return 0
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let what = first.hasPrefix("-") ? "option" : "command"
      stderr("glint: unknown \(what) '\(first)' (commands: \(names(commands)); see 'glint --help')\n")
      return 2
    }
    do {
      let parsed = try ParsedArguments(Array(arguments.dropFirst()), for: command)
      if parsed.wantsHelp {
        output.text(command.help)
        return 0
      }
      try command.run(parsed, &output)
      return 0
    } catch {
      stderr(error.message.split(separator: "\n").joined(separator: " ") + "\n")
      return error.exitStatus
    }
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

      'glint COMMAND --help' (or 'glint help COMMAND') explains every option of a command.
      Exit status: 0 success, 1 bad input or failure, 2 usage error (with one line on stderr).

      """
    return text
  }
}
