import Foundation
import GlintCore
import GlintEffects
import GlintFiles
import GlintImport

/// The one way a file becomes a data effect, whatever it holds: a Glint effect file as it is, a
/// Particle Designer plist or a pixi config through `GlintImport` (its decoded textures cached in
/// `ImageStore.cache`). The catalog and the live reloader both load through it, so an imported
/// file works, and reloads, wherever an effect file does.
enum EffectSourceFile {
  /// Whether `path` names a file an importer reads whatever its content (`*.plist`); `*.json`
  /// files are told apart by content.
  static func isImportedByName(_ path: String) -> Bool { SourceFormat.isImportedByName(path) }

  /// Loads the file at `url` (`name` in messages), printing its warnings on stderr.
  static func load(_ url: URL, name: String) throws(CatalogError) -> DataEffect {
    let data: Data
    do throws(InputFile.Problem) {
      data = try InputFile.contents(url.path, limit: EffectImport.maxSourceBytes)
    } catch {
      throw CatalogError(FileError(file: name, reason: error.description).description)
    }
    guard SourceFormat.detect(data, name: url.path) != .glintEffect else {
      return try decodeEffectFile(data, name: name, url: url)
    }
    let result: ImportResult
    do throws(ImportError) {
      result = try EffectImport.convert(data, file: name, url: url, images: .cache, reservedIDs: moduleIDs)
    } catch {
      throw CatalogError(error.description)
    }
    for warning in result.warnings {
      FileHandle.standardError.write(Data("glint: warning: \(name): \(warning)\n".utf8))
    }
    return try decodeEffectFile(Data(result.text.utf8), name: name, url: url).read(from: data)
  }

  private static func decodeEffectFile(_ data: Data, name: String, url: URL) throws(CatalogError)
    -> DataEffect
  {
    let effect: DataEffect
    do {
      effect = try EffectFile.decode(data, file: name, url: url)
    } catch {
      throw CatalogError(error.description)
    }
    for warning in effect.warnings {
      FileHandle.standardError.write(Data("glint: warning: \(warning)\n".utf8))
    }
    return clearOfModules(effect, name: name)
  }

  /// The suffix a file's effect takes when its id is a Swift effect module's.
  static let clashSuffix = "-file"

  /// `effect`, with `clashSuffix` added to its id when the id is a Swift effect module's (as
  /// `glint export` writes a module's file), so the file runs beside the module, told apart from
  /// it, whenever it is loaded (and reloaded: the id it runs under stays the same). Says so in a
  /// note on stderr.
  private static func clearOfModules(_ effect: DataEffect, name: String) -> DataEffect {
    let id = effect.info.id
    let running = runningEffect(effect)
    if running.info.id != id {
      FileHandle.standardError.write(
        Data(
          ("glint: note: \(name): the id '\(id)' is a Swift effect module's; this file runs as "
            + "'\(running.info.id)'\n").utf8))
    }
    return running
  }

  /// `effect`, read from a file, as it runs: with `clashSuffix` added to its id when the id is a
  /// Swift effect module's; the bytes read stay with it, so a save can check the file against them.
  static func runningEffect(_ effect: DataEffect) -> DataEffect {
    guard moduleIDs.contains(effect.info.id) else { return effect }
    return DataEffect(
      declaration: renamed(effect.declaration, to: effect.info.id + clashSuffix), file: effect.file,
      imageFiles: effect.imageFiles, warnings: effect.warnings, source: effect.source)
  }

  /// `declaration` as its file holds it, when it runs under the id its file's `fileID` takes
  /// (`fileID` and `clashSuffix`): a save never writes the suffix, a field nobody edited.
  static func asFileHolds(_ declaration: DeclaredEffect, fileID: String) -> DeclaredEffect {
    guard declaration.info.id == fileID + clashSuffix, moduleIDs.contains(fileID) else { return declaration }
    return renamed(declaration, to: fileID)
  }

  /// `declaration` under the id `id`, its image folder's too.
  private static func renamed(_ declaration: DeclaredEffect, to id: String) -> DeclaredEffect {
    var declaration = declaration
    declaration.info.id = id
    declaration.imageFolder?.effect = id
    return declaration
  }

  /// The Swift effect modules' ids, which an imported effect's id keeps clear of.
  private static var moduleIDs: Set<String> {
    Set(((try? EffectRegistry.standard().effects) ?? []).map(\.info.id))
  }
}
