import Foundation
import GlintCore
import GlintFiles
import GlintRender

extension EffectFileReloader {
  /// A reloader for every data effect among `effects` (files the user named and the shipped
  /// Effects/), reading them again with the same loader and the same names in errors, and
  /// decoding their images (`undecodable`); files saved later by the inspector join with `adopt`.
  static func forDataEffects(in effects: [any Effect]) -> EffectFileReloader {
    var files: [File: Loaded] = [:]
    var names: [String: String] = [:]
    for case let effect as DataEffect in effects {
      let file = File(effect)
      files[file] = Loaded(effect, images: effect.imageFiles)
      names[file.path] = file.name
    }
    return EffectFileReloader(files: files) { path in
      do throws(CatalogError) {
        let effect = try EffectSourceFile.load(URL(fileURLWithPath: path), name: names[path] ?? path)
        if let problem = undecodable(effect.imageFiles) {
          return .failure(LoadFailure(message: "\(names[path] ?? path): \(problem)"))
        }
        return .success(Loaded(effect, images: effect.imageFiles))
      } catch {
        return .failure(LoadFailure(message: error.reason))
      }
    }
  }

  /// Why one of `images` does not decode, or nil. Loading an effect file reads only its images'
  /// headers; a save whose image does not decode keeps the last good effect and its textures,
  /// as a save that does not load does, where the renderer would draw the built-in spark.
  static func undecodable(_ images: [URL]) -> String? {
    for image in images {
      do throws(RenderError) {
        _ = try SpriteImage.load(path: image.path)
      } catch {
        return error.description
      }
    }
    return nil
  }

  /// Reads `effect`'s file again whenever it or its images are saved, from now on (the
  /// inspector's "Save as" wrote it while the window ran); `watcher` watches them.
  func adopt(_ effect: DataEffect, watcher: FileWatcher) {
    add(File(effect), Loaded(effect, images: effect.imageFiles), watcher: watcher)
  }
}

extension EffectFileReloader.File {
  /// A data effect's file: its absolute path, named as the user gave it.
  init(_ effect: DataEffect) {
    self.init(path: effect.file.standardizedFileURL.path, name: effect.file.relativePath)
  }
}

extension EffectFileReloader.Loaded {
  init(_ effect: DataEffect, images: [URL]) {
    self.init(effect: effect, images: images.map { $0.standardizedFileURL.path })
  }
}

extension PreviewEffect {
  /// `effect`, with its file when it is a data effect.
  init(_ effect: any Effect) {
    self.init(effect: effect, file: (effect as? DataEffect)?.file.standardizedFileURL.path)
  }
}
