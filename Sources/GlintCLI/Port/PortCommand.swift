import Foundation
import GlintFiles

extension Command {
  /// `glint port FILE`: an iOS emitter file as an effect folder of Plugins/.
  static let port = Command(
    name: "port",
    summary:
      "Port an iOS emitter view or view controller (.swift, or Objective-C .m/.h) into an effect folder.",
    synopsis: "FILE.swift|FILE.m|FILE.h [--out Plugins/NAME] [--force]",
    options: [
      OptionSpec(
        "--out", value: "DIR",
        help: "The effect folder to write (default: Plugins/<the class's name less View or ViewController>)."),
      .force,
    ],
    positionals: "FILE",
    details: """
      It writes the effect folder:
        Sources/<File>.swift       the file, against GlintUIKit
        Sources/<Name>Effect.swift the registration that hosts its view or view controller
        README.md                  where it came from
      A Swift file changes only where Swift on Linux differs: its imports become
      `import GlintUIKit`, `@objc` goes, `#selector(m)` becomes `Selector("m")`, and a class
      called by selector gets a table of its methods. An Objective-C file (a .m with the .h
      beside it, or either alone) is translated into Swift against the same module; what it
      cannot translate stays as a comment naming it. It prints every line it changed and how
      many constructs it left as comments. The next `make build` (or
      `swift build --manifest-cache none`) builds it, and `glint list` shows it.

      An existing file is replaced only with --force.

      example:
        glint port SparkleTouchView.m --out Plugins/SparkleTouch
      """
  ) { (arguments, output) throws(CLIError) in
    guard arguments.positionals.count == 1 else { throw arguments.usage("name one file to port") }
    let file = arguments.positionals[0]
    let ported = try PortInput.port(file, module: try PortInput.module(arguments.string("--out"), arguments))
    let folder = arguments.string("--out") ?? "Plugins/\(ported.module)"
    try PortInput.write(ported, to: folder, from: file, arguments: arguments)
    output.line("wrote \(folder): \(ported.files.map(\.path).joined(separator: ", ")), README.md")
    output.line("\(ported.changes.count) line(s) changed:")
    for change in ported.changes {
      output.line("  \(change.line): \(change.before.trimmingCharacters(in: .whitespaces))")
      let after = change.after.trimmingCharacters(in: .whitespaces)
      output.line("     -> \(after.isEmpty ? "(deleted)" : after)")
    }
    output.line("\(ported.comments.count) construct(s) left as comments\(ported.comments.isEmpty ? "" : ":")")
    for comment in ported.comments { output.line("  \(comment)") }
  }
}

/// Reading the file `glint port` ports and writing the folder it makes.
enum PortInput {
  /// The module name `--out` gives (its last folder), checked: an UpperCamelCase identifier.
  static func module(_ out: String?, _ arguments: ParsedArguments) throws(CLIError) -> String? {
    guard let out else { return nil }
    let name = URL(fileURLWithPath: out).lastPathComponent
    guard let first = name.first, first.isUppercase, first.isASCII,
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else {
      throw arguments.failure(
        "option --out: '\(name)' is not a module name (UpperCamelCase letters and digits)")
    }
    return name
  }

  /// Ports `file` by its extension.
  static func port(_ file: String, module: String?) throws(CLIError) -> PortedEffect {
    let url = URL(fileURLWithPath: file)
    let stem = url.deletingPathExtension().lastPathComponent
    switch url.pathExtension {
    case "swift":
      return SwiftPort.port(try read(file), fileName: url.lastPathComponent, module: module)
    case "m", "h":
      let implementation = url.deletingPathExtension().appendingPathExtension("m").path
      let header = url.deletingPathExtension().appendingPathExtension("h").path
      let m = FileManager.default.fileExists(atPath: implementation) ? try read(implementation) : ""
      let h = FileManager.default.fileExists(atPath: header) ? try read(header) : ""
      return ObjCPort.port(implementation: m, header: h, fileName: stem + ".swift", module: module)
    default:
      throw .failure("glint port: \(file): not a .swift, .m or .h file")
    }
  }

  /// The most bytes of source a port reads: 4 MiB, far beyond any view's file.
  static let maxSourceBytes = 4 << 20

  /// The text of `file`: a regular file (a FIFO or a device is refused, not waited on), within
  /// `maxSourceBytes`, in UTF-8.
  static func read(_ file: String) throws(CLIError) -> String {
    let data: Data
    do throws(InputFile.Problem) {
      data = try InputFile.contents(file, limit: maxSourceBytes)
    } catch {
      throw .failure("glint port: \(file): \(error)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .failure("glint port: \(file): not UTF-8 text")
    }
    return text
  }

  /// Writes the files under `folder`, refusing (before writing any) a file that exists unless
  /// `--force`, or one the command reads.
  static func write(
    _ ported: PortedEffect, to folder: String, from file: String, arguments: ParsedArguments
  ) throws(CLIError) {
    let readme =
      "# \(ported.module)\n\nPorted from `\(URL(fileURLWithPath: file).lastPathComponent)` by `glint port`"
      + " (id `\(kebab(ported.module))`).\n\n## Tunables\n\nThe view's own code in Sources/.\n"
    let files = ported.files + [(path: "README.md", text: readme)]
    for entry in files {
      let path = folder + "/" + entry.path
      if let refusal = OutputPath.refusal(path, force: arguments.has("--force"), inputs: [file]) {
        throw arguments.failure(refusal)
      }
    }
    for entry in files {
      let path = folder + "/" + entry.path
      do {
        try FileManager.default.createDirectory(
          atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
          withIntermediateDirectories: true)
        try OutputPath.write(entry.text.utf8, to: path)
      } catch {
        throw arguments.failure("cannot write '\(path)': \(error)")
      }
    }
  }

  /// `SparkleTouch` → `sparkle-touch`, as the hosted effect's id reads.
  static func kebab(_ module: String) -> String {
    var words: [String] = []
    for character in module {
      if character.isUppercase || words.isEmpty { words.append("") }
      words[words.count - 1].append(character)
    }
    return words.map { $0.lowercased() }.joined(separator: "-")
  }
}
