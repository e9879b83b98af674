/// Every subcommand of `glint`, in the order `glint --help` lists them.
/// A new command is one more entry here (its definition lives in its own file).
extension Command {
  package static let all: [Command] = [
    .list,
    .simulate,
    .render,
    .preview,
    .compare,
    .newEffect,
    .export,
    .importEffect,
    .port,
  ]

  /// What plain `glint` (no arguments) runs: a command name, or nil to print the help.
  package static let defaultCommand: String? = "preview"
}
