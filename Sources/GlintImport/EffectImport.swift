import Foundation
import GlintCore
import GlintFiles

/// What an importer makes of a source file: the effect, and every key it could not honour
/// exactly.
public struct ImportedEffect: Sendable {
  public var declaration: DeclaredEffect
  public var warnings: [ImportWarning]

  public init(declaration: DeclaredEffect, warnings: [ImportWarning]) {
    self.declaration = declaration
    self.warnings = warnings
  }
}

/// The result of `glint import`: the effect file's text, and the warnings.
public struct ImportResult: Sendable {
  public var format: SourceFormat
  /// The effect file, in the order `glint export` writes it, ending with a line break.
  public var text: String
  public var effect: ImportedEffect
  public var warnings: [ImportWarning] { effect.warnings }
}

/// The one entry point of the importers: the CLI's `import` and the effect catalog call it.
public enum EffectImport {
  /// The most bytes of a source file read (as an effect file's limit).
  public static let maxSourceBytes = 4 << 20

  /// Reads and converts the file at `url` (`file` names it in errors and summaries; by default
  /// its path as given). Decoded textures go to `images`; the effect file's image paths are
  /// written relative to `folder` when they lie inside it (the folder the text is written to).
  /// The effect's id comes from the file's name, with "-imported" added when it is one of
  /// `reservedIDs` (a Swift effect module's).
  public static func convert(
    contentsOf url: URL, file: String? = nil, images: ImageStore, relativeTo folder: URL? = nil,
    reservedIDs: Set<String> = []
  ) throws(ImportError) -> ImportResult {
    let name = file ?? url.relativePath
    let data: Data
    do throws(InputFile.Problem) {
      data = try InputFile.contents(url.path, limit: maxSourceBytes)
    } catch {
      throw ImportError(file: name, reason: error.description)
    }
    return try convert(
      data, file: name, url: url, images: images, relativeTo: folder, reservedIDs: reservedIDs)
  }

  /// Converts a source file's bytes; textures it names are looked up beside `url`.
  public static func convert(
    _ data: Data, file: String, url: URL, images: ImageStore, relativeTo folder: URL? = nil,
    reservedIDs: Set<String> = []
  ) throws(ImportError) -> ImportResult {
    let source = ImportSource(data: data, file: file, url: url, images: images, reservedIDs: reservedIDs)
    let format = SourceFormat.detect(data, name: url.path)
    let effect: ImportedEffect
    switch format {
    case .particleDesigner:
      effect = try ParticleDesignerImport.convert(source)
    case .pixiLegacy, .pixiBehaviors:
      effect = try PixiImport.convert(source, format: format)
    case .glintEffect:
      do {
        let loaded = try EffectFile.decode(data, file: file, url: url)
        effect = ImportedEffect(declaration: loaded.declaration, warnings: [])
      } catch {
        // The effect file's own line, `file:line:column: field: reason`.
        let place = error.line.flatMap { line in error.column.map { ":\(line):\($0)" } } ?? ""
        throw ImportError(file: error.file + place, key: error.path, reason: error.reason)
      }
    case .binaryPropertyList:
      throw ImportError(
        file: file,
        reason: "a binary property list; Particle Designer and cocos2d-x read XML plists "
          + "(convert it with `plutil -convert xml1`)")
    }
    let text = EffectFile.text(of: effect.declaration, imagesRelativeTo: folder)
    return ImportResult(format: format, text: text, effect: effect)
  }
}

/// A source file as an importer sees it.
struct ImportSource {
  var data: Data
  /// The file as the user named it.
  var file: String
  var url: URL
  var images: ImageStore
  var reservedIDs: Set<String> = []

  /// The file's name without its folder or extension: "Galaxy".
  var stem: String { url.deletingPathExtension().lastPathComponent }

  /// A kebab-case id from the file's name: "Galaxy.plist" → "galaxy", "fire_2.plist" → "fire-2".
  var id: String {
    var words: [String] = []
    var word = ""
    var previousLower = false
    for character in stem {
      if character.isASCII && (character.isLetter || character.isNumber) {
        if character.isUppercase && previousLower && !word.isEmpty {
          words.append(word)
          word = ""
        }
        word.append(Character(character.lowercased()))
        previousLower = character.isLowercase || character.isNumber
      } else {
        if !word.isEmpty { words.append(word) }
        word = ""
        previousLower = false
      }
    }
    if !word.isEmpty { words.append(word) }
    var id = words.joined(separator: "-")
    if id.first?.isLetter != true { id = "imported" + (id.isEmpty ? "" : "-" + id) }
    return reservedIDs.contains(id) ? id + "-imported" : id
  }

  func error(_ key: String, _ reason: String) -> ImportError {
    ImportError(file: file, key: key, reason: reason)
  }
}
