extension GlintCLI {
  /// Parses `arguments` and, for render and simulate, checks every option as the command does
  /// before it works, without running anything (no window, no GL, nothing written): what the
  /// argument parser's fuzzer drives.
  package static func check(_ arguments: [String]) throws(CLIError) {
    guard case .command(let command, let parsed) = try parse(arguments) else { return }
    switch command.name {
    case Command.render.name: _ = try RenderJob(parsed)
    case Command.simulate.name: _ = try Simulation(parsed)
    default: break
    }
  }
}
