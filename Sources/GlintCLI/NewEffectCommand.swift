import Foundation

extension Command {
  /// `glint new-effect NAME [--root DIR]`: writes Plugins/<Name>/ from the template, after
  /// refusing a name that is malformed, reserved, or already taken by a target of the package (its
  /// module or test module), a folder or an id.
  ///
  /// Nothing else needs editing: the manifest makes a target of every folder of Plugins/ and the
  /// registry is generated from them, so the next build lists the new effect.
  static let newEffect = Command(
    name: "new-effect",
    summary: "Write a new effect from a template: a module folder in Plugins/, or an effect file (--data).",
    synopsis: "NAME [--root DIR] | NAME --data [--out FILE] [--force]",
    options: [
      OptionSpec(
        "--root", value: "DIR",
        help: "The package root (default: the current directory; it must hold Package.swift and Plugins/)."),
      OptionSpec(
        "--data", help: "Write an effect file (JSON) instead: no build, and the preview reloads it."),
      OptionSpec("--out", value: "FILE", help: "With --data: where to write it (default: ./<id>.json)."),
      OptionSpec("--force", help: "With --data: replace the file when it exists."),
    ],
    positionals: "NAME",
    details: """
      NAME is UpperCamelCase or words joined by '-' or '_' ("MagicDust", "magic-dust"); the
      effect's id is its kebab-case ("magic-dust"). It writes
        Plugins/<Name>/Sources/<Name>Effect.swift   the effect (struct <Name>Effect: Effect)
        Plugins/<Name>/README.md                   what it looks like, what it is for, its tunables
        Plugins/<Name>/Tests/<Name>Tests.swift     its own look tests
        Plugins/<Name>/Resources/README.md         its images' folder: contents = "flake" draws flake.png
      and nothing else. Then `make build` (or `swift build --manifest-cache none`), and
      `glint list` shows it; see docs/ADDING_AN_EFFECT.md.

      With --data it writes one effect file, <id>.json (or --out FILE), from the same name rules,
      refusing an id another effect has; `glint preview --effect <id>.json` draws with it at once.
      Its fields are explained in docs/EFFECT_FILES.md.
      """
  ) { (arguments, output) throws(CLIError) in
    guard arguments.positionals.count == 1 else {
      throw arguments.usage(arguments.positionals.isEmpty ? "missing NAME" : "give one NAME only")
    }
    if arguments.has("--data") { return try newDataEffect(arguments, &output) }
    for option in ["--out", "--force"] where arguments.has(option) {
      throw arguments.usage("option \(option) needs --data")
    }
    let root = try NewEffectWriter.packageRoot(arguments.string("--root"), arguments: arguments)
    let taken: NewEffectTakenNames
    do {
      taken = try NewEffectTakenNames(root: root)
    } catch {
      throw arguments.failure("cannot read \(root.path)/Package.swift: \(error.localizedDescription)")
    }
    let name: NewEffectName
    do throws(NewEffectNameError) {
      name = try NewEffectName.parse(arguments.positionals[0], taken: taken)
    } catch {
      throw arguments.failure(error.description)
    }
    let written = try NewEffectWriter(root: root, name: name).write(arguments: arguments)
    output.line("created effect '\(name.id)' (\(name.module)Effect) in Plugins/\(name.module):")
    for path in written { output.line("  Plugins/\(name.module)/\(path)") }
    output.line(
      "next: make build (or swift build --manifest-cache none); then `glint list` shows it and "
        + "`glint preview --effect \(name.id)` draws with it")
  }
}

/// Checks that a new effect's folder and id are free, and writes the template there.
struct NewEffectWriter {
  let root: URL
  let name: NewEffectName

  var plugins: URL { root.appendingPathComponent("Plugins") }

  /// The package root: `--root`, or the current directory; either must hold Package.swift and
  /// Plugins/.
  static func packageRoot(_ root: String?, arguments: ParsedArguments) throws(CLIError) -> URL {
    let manager = FileManager.default
    let here = URL(fileURLWithPath: manager.currentDirectoryPath)
    let url = URL(fileURLWithPath: root ?? here.path, relativeTo: here).standardizedFileURL
    var isDirectory: ObjCBool = false
    let hasPlugins =
      manager.fileExists(atPath: url.appendingPathComponent("Plugins").path, isDirectory: &isDirectory)
      && isDirectory.boolValue
    guard hasPlugins, manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
      let hint = root == nil ? "; run it in the package root or pass --root DIR" : ""
      throw arguments.failure(
        "\(url.path) is not a Glint package root (no Package.swift and Plugins/)\(hint)")
    }
    return url
  }

  /// Writes the template's files and returns their paths within the folder.
  func write(arguments: ParsedArguments) throws(CLIError) -> [String] {
    if let taken = takenBy() { throw arguments.failure(taken) }
    let folder = plugins.appendingPathComponent(name.module)
    let files = NewEffectTemplate(name: name).files
    do {
      for file in files {
        let url = folder.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
      }
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw arguments.failure("cannot write \(folder.path): \(error.localizedDescription)")
    }
    return files.map(\.path)
  }

  /// Why the name is taken: its folder exists (in any letter case, for case-insensitive disks)
  /// or an effect already declares its id; nil when it is free.
  func takenBy() -> String? {
    let manager = FileManager.default
    let folders = ((try? manager.contentsOfDirectory(atPath: plugins.path)) ?? []).sorted()
    if let folder = folders.first(where: { $0.lowercased() == name.module.lowercased() }) {
      return "Plugins/\(folder) already exists; choose another name"
    }
    for folder in folders {
      let sources = plugins.appendingPathComponent(folder).appendingPathComponent("Sources")
      let files = (try? manager.contentsOfDirectory(atPath: sources.path)) ?? []
      for file in files where file.hasSuffix(".swift") {
        let text = (try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)) ?? ""
        if text.contains("id: \"\(name.id)\"") {
          return "the id '\(name.id)' is already used by Plugins/\(folder); choose another name"
        }
      }
    }
    return nil
  }
}
