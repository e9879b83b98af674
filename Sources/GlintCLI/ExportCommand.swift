import Foundation
import GlintCore
import GlintFiles

extension Command {
  /// `glint export`: an effect whose behaviour is declarative, written as an effect file.
  static let export = Command(
    name: "export",
    summary: "Write an effect as an effect file (JSON), when its behaviour can be said as data.",
    synopsis: "ID|FILE [--out FILE [--force]]",
    options: [
      OptionSpec(
        "--out", value: "FILE",
        help: "Where to write the file, its folder made when missing (default: standard output); an "
          + "existing file only with --force."),
      .force,
    ],
    positionals: "ID|FILE",
    details: """
      Loading the written file gives the same particles, bit for bit, as the effect exported, and
      its images are named by their paths from the written file. A file whose id is a Swift
      module's runs beside the module as ID-file.
      An effect whose pointer hooks are Swift code of its own (such as comet, which steers its
      tail by the pointer's velocity) cannot be exported; the error says what a file cannot hold.
      (comet-data is that comet said as data: its tail thrown back by inheritedVelocity.)

      example:
        glint export sparkle-trail --out my-trail.json
        glint preview --effect my-trail.json
      """
  ) { (arguments, output) throws(CLIError) in
    guard arguments.positionals.count == 1 else { throw arguments.usage("name one effect to export") }
    let argument = arguments.positionals[0]
    let effect = try arguments.effect(id: argument)
    guard var declaration = declaration(of: effect) else {
      let what = (effect as? any ProceduralEffect)?.proceduralBehaviour ?? "its pointer hooks are Swift code"
      throw arguments.failure(
        "'\(effect.info.id)' cannot be exported: \(what), which an effect file cannot say")
    }
    let out = arguments.string("--out")
    if let out { try arguments.prepareEffectFile(out, option: "--out", inputs: [argument]) }
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let folder = out.map { URL(fileURLWithPath: $0, relativeTo: here).deletingLastPathComponent() } ?? here
    // An image a module ships ("paper") is named by its path from the written file, which
    // then draws the same sprites wherever it is run from (as the inspector's Save as does).
    if declaration.imageFolder == nil { declaration.imageFolder = effect.imageFolder }
    Inspector.pointAtOwnImages(&declaration, from: folder)
    let text = EffectFile.text(of: declaration, imagesRelativeTo: folder)
    guard let out else {
      output.text(text)
      return
    }
    do throws(OutputPathError) {
      try OutputPath.write(text.utf8, to: out)
    } catch {
      throw arguments.failure("option --out: cannot write '\(out)': \(error)")
    }
    output.line("wrote \(out)")
  }

  /// The declaration of an effect that has one: a data effect's own, or a Swift effect's that
  /// says its behaviour as data.
  private static func declaration(of effect: any Effect) -> DeclaredEffect? {
    if let data = effect as? DataEffect { return data.declaration }
    if let declared = effect as? DeclaredEffect { return declared }
    if let declarative = effect as? any DeclarativeEffect { return DeclaredEffect(describing: declarative) }
    return nil
  }
}
