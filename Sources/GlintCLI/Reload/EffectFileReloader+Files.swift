import Foundation
import GlintCore
import GlintFiles

extension EffectFileReloader {
  /// A reloader for every data effect among `effects` (files the user named and the shipped
  /// Effects/), reading them again with the same loader and the same names in errors; nil when
  /// none came from a file. A save may not change the effect's id: the id names it in the
  /// window's lists and must stay clear of the Swift modules' and the other files' ids.
  static func forDataEffects(in effects: [any Effect]) -> EffectFileReloader? {
    var files: [File: Loaded] = [:]
    var names: [String: String] = [:]
    var ids: [String: String] = [:]
    for case let effect as DataEffect in effects {
      let file = File(path: effect.file.standardizedFileURL.path, name: effect.file.relativePath)
      files[file] = Loaded(effect, images: effect.imageFiles)
      names[file.path] = file.name
      ids[file.path] = effect.info.id
    }
    guard !files.isEmpty else { return nil }
    return EffectFileReloader(files: files) { path in
      do throws(CatalogError) {
        let name = names[path] ?? path
        let effect = try EffectSourceFile.load(URL(fileURLWithPath: path), name: name)
        if let id = ids[path], effect.info.id != id {
          return .failure(
            LoadFailure(
              message: "\(name): id: '\(effect.info.id)' is not '\(id)'; an effect keeps its id while it runs"
            ))
        }
        return .success(Loaded(effect, images: effect.imageFiles))
      } catch {
        return .failure(LoadFailure(message: error.reason))
      }
    }
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
