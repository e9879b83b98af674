import Foundation
import GlintImport

extension Command {
  /// `glint import`: a Particle Designer / cocos2d plist or a pixi config, as a Glint effect file.
  static let importEffect = Command(
    name: "import",
    summary: "Convert a Particle Designer / cocos2d .plist or a pixi config into an effect file.",
    synopsis: "FILE [--out FILE.json [--force]] [--strict]",
    options: [
      OptionSpec(
        "--out", value: "FILE",
        help: "Where to write the effect file (default: standard output; an existing file only "
          + "with --force); decoded textures go beside it, in its folder, made when missing."),
      .force,
      OptionSpec("--strict", help: "Fail (exit 1, nothing written) when any key is not honoured exactly."),
    ],
    positionals: "FILE",
    details: """
      The effect file names its source in its summary. Every key whose meaning Glint does not
      reproduce exactly is one warning line on standard error, naming the key and what Glint
      does instead. Textures are read as cocos2d-x reads them (textureFileName beside the file,
      else textureImageData); one Glint cannot draw as it is (embedded, TIFF, not square) is
      written as a PNG beside --out, or without --out into ~/.cache/glint/imported. A broken or
      missing texture gives a warning and the built-in dot sprite.

      A .plist or a pixi .json also works directly wherever an effect is taken, and reloads live:
        glint preview --effect Galaxy.plist
        glint compare Galaxy.plist sparkle-trail

      example:
        glint import Galaxy.plist --out galaxy.json
      """
  ) { (arguments, output) throws(CLIError) in
    guard arguments.positionals.count == 1 else { throw arguments.usage("name one file to import") }
    let file = arguments.positionals[0]
    let out = arguments.string("--out")
    if let out { try arguments.prepareEffectFile(out, option: "--out", inputs: [file]) }
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let outFolder = out.map { URL(fileURLWithPath: $0, relativeTo: here).deletingLastPathComponent() }
    let images = outFolder.map { ImageStore(folder: $0) } ?? ImageStore.cache
    let result: ImportResult
    do throws(ImportError) {
      result = try EffectImport.convert(
        contentsOf: URL(fileURLWithPath: file, relativeTo: here), file: file, images: images,
        relativeTo: outFolder ?? here)
    } catch {
      throw .failure("glint import: \(error)")
    }
    for warning in result.warnings {
      FileHandle.standardError.write(Data("glint import: warning: \(file): \(warning)\n".utf8))
    }
    if arguments.has("--strict") && !result.warnings.isEmpty {
      throw arguments.failure(
        "\(file): \(result.warnings.count) key(s) not honoured exactly (--strict); nothing written")
    }
    guard let out else {
      output.text(result.text)
      return
    }
    do throws(OutputPathError) {
      try OutputPath.write(result.text.utf8, to: out)
    } catch {
      throw arguments.failure("option --out: cannot write '\(out)': \(error)")
    }
    output.line("wrote \(out) (\(result.format.label), \(result.warnings.count) warning(s))")
  }
}
