import Foundation
import GlintCore
import GlintEffects
import GlintShaders

extension OptionSpec {
  static let loop = OptionSpec("--loop", help: "Replay the --gesture over and over.")
  static let windowSize = OptionSpec(
    "--size", value: "WxH",
    help: "The window's size in points (default 1280x720; at most 4096 × 4096 in area).")
  static let record = OptionSpec(
    "--record", value: "FILE",
    help: "On quitting, write the pointer input as a gesture script (replay it with --gesture FILE); "
      + "an existing FILE only with --force, never a file the window shows; should FILE fail then, "
      + "the script goes to the temporary folder and the error says where.")
  static let screenshotDirectory = OptionSpec(
    "--screenshot-dir", value: "DIR",
    help: "Where S saves screenshots and V recordings, made when missing (default: the current folder).")
}

extension Command {
  static let previewKeys = """
    input:
      left button      pointer 1: press, drag, release (leaving the window cancels it)
      right click      pin a stationary pointer there; right click it again to remove it
      1-9, 0, Tab      choose the effect (in compare: of the pane under the cursor)
      Space            pause; . steps one frame while paused
      [ and ]          slow time down, speed it up
      R                clear      S  save a screenshot (its path is printed)
      H                overlay    Esc  quit
      I                the inspector panel: edit the effect of the pane under the cursor live;
                       Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes its changes
      V                start or stop recording the window to glint-recording-NNN.mp4 beside the
                       screenshots (its path is printed; needs ffmpeg)

    Saving an effect file the window shows (or an image it uses) reloads it at once: new births
    use the new values. A save that does not load keeps the last good effect; the error shows in
    the overlay and on stderr until a good save. Editing a file in Shaders/ rebuilds the program
    at once; if it fails to build, the last good program stays and the error shows the same way.
    With no display the preview says so and exits with status 1: make pictures with 'glint
    render' instead.
    """

  /// `glint preview` (and plain `glint`): draw with an effect in a window.
  static let preview = Command(
    name: "preview",
    summary: "Open the preview window and draw with an effect (what plain 'glint' does).",
    synopsis: "[--effect ID] [--gesture FILE|NAME [--loop]] [--seed N] [--size WxH] [--screenshot-dir DIR] "
      + "[--record FILE [--force]]",
    options: [
      OptionSpec(
        "--effect", value: "ID|FILE",
        help: "The effect to draw with: an id or an effect file (default sparkle-trail)."),
      .gesture, .loop, .seed, .windowSize, .screenshotDirectory, .record, .force,
    ],
    details: previewKeys
  ) { (arguments, output) throws(CLIError) in
    let (shown, effects) = try arguments.effects([arguments.string("--effect") ?? "sparkle-trail"])
    guard shown.count == 1 else {
      throw arguments.failure(
        "option --effect: '\(arguments.string("--effect") ?? "")' holds \(shown.count) effects; use 'glint compare' for several"
      )
    }
    try arguments.openWindow(title: "Glint preview", effects: effects, shown: shown, columns: nil, &output)
  }

  /// `glint compare`: several effects side by side, answering the same input.
  static let compare = Command(
    name: "compare",
    summary: "Open the window split into one pane per effect; input in any pane is mirrored to all.",
    synopsis: "ID ID ... | --all [--columns N] [--gesture FILE|NAME [--loop]] [--seed N] [--size WxH] "
      + "[--screenshot-dir DIR] [--record FILE [--force]]",
    options: [
      OptionSpec("--all", help: "One pane for every effect (Swift modules and the shipped Effects/)."),
      OptionSpec("--columns", value: "N", help: "Panes per row, 1 to 16 (default: a near square)."),
      .gesture, .loop, .seed, .windowSize, .screenshotDirectory, .record, .force,
    ],
    positionals: "ID|FILE|FOLDER ...",
    details: previewKeys
  ) { (arguments, output) throws(CLIError) in
    var (shown, effects) = try arguments.effects(arguments.positionals)
    if arguments.has("--all") {
      guard arguments.positionals.isEmpty else { throw arguments.usage("give effect ids or --all, not both") }
      shown = effects
    } else {
      guard !arguments.positionals.isEmpty else {
        throw arguments.usage("name the effects to compare, or --all")
      }
    }
    guard shown.count <= 16 else { throw arguments.usage("at most 16 panes (\(shown.count) effects named)") }
    let columns = try arguments.int("--columns", in: 1...16)
    try arguments.openWindow(
      title: "Glint compare", effects: effects, shown: shown, columns: columns, &output)
  }
}

extension ParsedArguments {
  /// Checks the shared window options and runs the window until it closes.
  func openWindow(
    title: String, effects: [any Effect], shown: [any Effect], columns: Int?, _ output: inout Output
  ) throws(CLIError) {
    let size = try self.size() ?? Size(width: 1280, height: 720)
    guard Double(size.width) * Double(size.height) <= Double(Self.maxCanvasPixels) else {
      throw usage(
        "option --size: a window of \(string("--size") ?? "") points is over the limit of "
          + "\(Self.maxCanvasPixels) points (4096 × 4096)")
    }
    let seed = try self.seed() ?? 0
    if has("--loop") && !has("--gesture") { throw usage("option --loop needs --gesture") }
    let gesture = try string("--gesture").map { (name) throws(CLIError) in
      (script: try self.gesture(name, size: size), looping: has("--loop"))
    }
    let directory = try screenshotDirectory()
    let record = string("--record")
    if let record { try refuseOverwriting(record, option: "--record") }
    if let record, let problem = OutputPath.problem(record) {
      throw failure("option --record: cannot write '\(record)': \(problem)")
    }
    let shaders = ProcessInfo.processInfo.environment["GLINT_SHADER_DIR"].map {
      URL(fileURLWithPath: $0, isDirectory: true)
    }
    let session = PreviewSession(
      effects: effects.map(PreviewEffect.init), shown: shown.map(PreviewEffect.init),
      seed: seed, windowSize: size, columns: columns, gesture: gesture,
      records: record != nil, clock: PreviewWindow.now)
    let window = PreviewWindow(
      session: session, title: title, size: size, screenshotDirectory: directory,
      shaderDirectory: shaders ?? ShaderSources.directory,
      reloader: EffectFileReloader.forDataEffects(in: effects + shown))
    try window.run(&output)
    if let record, let script = session.recording { try save(script, to: record, &output) }
  }

  /// The folder S and V save into: --screenshot-dir, made (with its parents) when missing, as
  /// `render --out-dir` makes its folder, so a typo shows at once and not at the first S; or
  /// the current folder.
  func screenshotDirectory() throws(CLIError) -> String {
    guard let directory = string("--screenshot-dir") else { return FileManager.default.currentDirectoryPath }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw failure("option --screenshot-dir: '\(directory)' is not a folder")
      }
      return directory
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw failure(
        "option --screenshot-dir: cannot make the folder '\(directory)': \(error.localizedDescription)")
    }
    return directory
  }

  /// Writes the recording to `path`. Should that fail at the end (the folder went away, the disk
  /// filled), it goes to a file in the temporary folder and the error says where: a drawing is
  /// never lost silently.
  func save(_ script: GestureScript, to path: String, _ output: inout Output) throws(CLIError) {
    let text = script.jsonText
    do throws(OutputPathError) {
      try OutputPath.write(text.utf8, to: path)
      output.line("recorded \(script.events.count) pointer events to \(path)")
      return
    } catch {
      let name = "glint-recording-\(UUID().uuidString.prefix(8).lowercased()).json"
      let fallback = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
      let first = "option --record: cannot write '\(path)': \(error)"
      do throws(OutputPathError) {
        try OutputPath.write(text.utf8, to: fallback)
      } catch {
        throw failure("\(first); nor '\(fallback)': \(error), so the recording is lost")
      }
      throw failure("\(first); the recording is saved in '\(fallback)' instead")
    }
  }
}
