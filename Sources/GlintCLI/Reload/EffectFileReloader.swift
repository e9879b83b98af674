import Foundation
import GlintCore
import GlintFiles

/// The preview's effects that came from files, read again whenever the file or an image it
/// references is saved.
///
/// A save that loads replaces the effect; one that does not parse or validate, one that changes
/// the effect's id (the id names it in the window's lists and must stay clear of the other
/// effects' ids), and a removed file keep the last good effect and leave a problem to show until
/// a later save loads. Each
/// save is tried once: a file whose signature (and its images') has not changed since the last
/// try is not read again, however many events the save made; one that reads the same bytes as
/// before (a `touch`) reloads nothing.
final class EffectFileReloader {
  /// What loading an effect file gives: the effect and the image files it reads.
  struct Loaded {
    var effect: any Effect
    var images: [String]
  }

  /// Where an effect file is (its absolute path, which the watcher reports) and what messages
  /// call it (the path as the user gave it).
  struct File: Hashable {
    var path: String
    var name: String
  }

  /// What a save came to.
  enum Outcome {
    /// The file loaded: `effect` replaces the old one; `images` are the image files that changed
    /// (the renderer reads them again).
    case reloaded(file: String, effect: any Effect, images: [String])
    /// The save did not load, or the file was removed; the last good effect stays. `message`
    /// is one line that says so.
    case failed(file: String, message: String)
  }

  private struct Entry {
    var name: String
    var effect: any Effect
    var images: [String]
    var signatures: [FileSignature?]
    var problem: String?
  }

  private let load: (String) -> Result<Loaded, LoadFailure>
  private var entries: [String: Entry] = [:]

  /// A load's one-line reason (the loader's `file:line:column: field: reason`).
  struct LoadFailure: Error {
    var message: String
  }

  /// `files` maps each effect file to what it loaded as at the start; `load` reads one again
  /// (given its path).
  init(files: [File: Loaded], load: @escaping (String) -> Result<Loaded, LoadFailure>) {
    self.load = load
    for (file, loaded) in files { entries[file.path] = Self.entry(file, loaded) }
  }

  /// Reads `file` (loaded as `loaded`) again from now on, unless it already is; `watcher` watches
  /// it and its images.
  func add(_ file: File, _ loaded: Loaded, watcher: FileWatcher) {
    guard entries[file.path] == nil else { return }
    entries[file.path] = Self.entry(file, loaded)
    watcher.watch(file: file.path)
    for image in loaded.images { watcher.watch(file: image) }
  }

  private static func entry(_ file: File, _ loaded: Loaded) -> Entry {
    Entry(
      name: file.name, effect: loaded.effect, images: loaded.images,
      signatures: signatures(file.path, loaded.images))
  }

  /// The effect files, sorted.
  var files: [String] { entries.keys.sorted() }

  /// What messages call `file`.
  func name(of file: String) -> String { entries[file]?.name ?? file }

  /// The latest effect loaded from `file`.
  func effect(of file: String) -> (any Effect)? { entries[file]?.effect }

  /// Why the latest save of `file` did not load, until one does.
  func problem(of file: String) -> String? { entries[file]?.problem }

  /// Watches every effect file and every image they read.
  func watch(with watcher: FileWatcher) {
    for (file, entry) in entries {
      watcher.watch(file: file)
      for image in entry.images { watcher.watch(file: image) }
    }
  }

  /// Reads again each effect whose file or images are among `changed`; `watcher` learns the
  /// images a reloaded effect newly reads.
  func reload(_ changed: Set<String>, watcher: FileWatcher) -> [Outcome] {
    var outcomes: [Outcome] = []
    for file in files {
      guard var entry = entries[file],
        changed.contains(file) || entry.images.contains(where: changed.contains)
      else { continue }
      let signatures = Self.signatures(file, entry.images)
      let previous = entry.signatures
      guard signatures != previous else { continue }
      entry.signatures = signatures
      if signatures[0] == nil {
        entry.problem = "\(entry.name): the file was removed (keeping the last good effect until it is back)"
        outcomes.append(.failed(file: file, message: entry.problem!))
      } else {
        switch load(file) {
        case .success(let loaded) where loaded.effect.info.id != entry.effect.info.id:
          entry.problem =
            "\(entry.name): id: '\(loaded.effect.info.id)' is not '\(entry.effect.info.id)'; an effect keeps its id"
            + " while it runs (keeping the last good effect)"
          outcomes.append(.failed(file: file, message: entry.problem!))
        case .success(let loaded)
        where entry.problem == nil && signatures.dropFirst() == previous.dropFirst()
          && Self.sameSource(loaded.effect, entry.effect):
          // Touched, not changed: the effect that runs, and any edits made to it, stay.
          break
        case .success(let loaded):
          let touched = loaded.images.filter { changed.contains($0) || !entry.images.contains($0) }
          entry = Entry(
            name: entry.name, effect: loaded.effect, images: loaded.images,
            signatures: Self.signatures(file, loaded.images))
          for image in loaded.images { watcher.watch(file: image) }
          outcomes.append(.reloaded(file: file, effect: loaded.effect, images: touched))
        case .failure(let failure):
          entry.problem = failure.message + " (keeping the last good effect)"
          outcomes.append(.failed(file: file, message: entry.problem!))
        }
      }
      entries[file] = entry
    }
    return outcomes
  }

  /// Whether `new` was read from the very bytes `old` was.
  private static func sameSource(_ new: any Effect, _ old: any Effect) -> Bool {
    guard let new = (new as? DataEffect)?.source, let old = (old as? DataEffect)?.source else { return false }
    return new == old
  }

  /// The file's signature, then its images'.
  private static func signatures(_ file: String, _ images: [String]) -> [FileSignature?] {
    ([file] + images).map { FileSignature(path: $0) }
  }
}
