import Foundation
import GlintCore
import GlintEffects
import GlintFiles

/// Every effect the command line can name, with where each comes from: the Swift modules of
/// Plugins/, the data effects of the Effects/ folder shipped with Glint, and files the user names.
///
/// `resolve(_:)` is the one way an argument becomes effects everywhere one is taken (`preview`,
/// `compare`, `render`, `simulate`, `export`): an id, a path to an effect file, or a folder (every
/// `*.json` and `*.plist` in it, in name order). A Particle Designer plist or a pixi config is
/// imported as it is loaded (`EffectSourceFile`).
struct EffectCatalog {
  /// Where an effect comes from.
  enum Origin: Equatable {
    /// A Swift effect module in Plugins/.
    case module
    /// A data effect of the Effects/ folder shipped with Glint.
    case shipped(URL)
    /// A data effect from a file the user named.
    case file(URL)

    /// For `glint list`: "Swift module", "Effects/sparkle-trail-data.json", the file's path.
    var label: String {
      switch self {
      case .module: return "Swift module"
      case .shipped(let url): return "Effects/" + url.lastPathComponent
      case .file(let url): return url.relativePath
      }
    }

    /// Whether this is the file at `url` (the same file, however named).
    func isFile(_ url: URL) -> Bool {
      switch self {
      case .module: return false
      case .shipped(let own), .file(let own): return OutputPath.isSameFile(own.path, url.path)
      }
    }
  }

  struct Entry {
    var effect: any Effect
    var origin: Origin
  }

  private(set) var entries: [Entry]
  /// Shipped effect files that could not be loaded, by file-name stem: naming one gives its error,
  /// while every other effect stays usable.
  private(set) var failures: [(stem: String, error: CatalogError)] = []

  /// Effects a file named later took the place of (it has their id), with the file's label:
  /// what `glint list` says it leaves out, and why.
  private(set) var replaced: [(entry: Entry, by: String)] = []

  var effects: [any Effect] { entries.map(\.effect) }

  /// The Swift modules, then the shipped data effects (in file-name order); their ids are unique.
  /// A shipped file that cannot be loaded is left out and kept in `failures`.
  static func standard() throws(CatalogError) -> EffectCatalog {
    var catalog: EffectCatalog
    do {
      catalog = EffectCatalog(
        entries: try EffectRegistry.standard().effects.map { Entry(effect: $0, origin: .module) })
    } catch {
      throw CatalogError("cannot load the effect registry: \(error)")
    }
    if let folder = shippedFolder {
      for url in (try? effectFiles(in: folder, named: folder.path)) ?? [] {
        do throws(CatalogError) {
          let effect = try load(url, name: "Effects/" + url.lastPathComponent)
          try catalog.add(Entry(effect: effect, origin: .shipped(url)))
        } catch {
          catalog.failures.append((url.deletingPathExtension().lastPathComponent, error))
        }
      }
    }
    return catalog
  }

  /// The Effects/ folder: installed beside the program (<prefix>/share/glint/effects), else the
  /// checkout's.
  static var shippedFolder: URL? {
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("share/glint/effects")
      if isFolder(installed.path) { return installed }
    }
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Effects")
    return isFolder(checkout.path) ? checkout : nil
  }

  /// The effects `argument` names: one for an id or a file, every effect file in a folder. Effects
  /// from files join the catalog (so the window's number keys reach them too).
  mutating func resolve(_ argument: String) throws(CatalogError) -> [any Effect] {
    if Self.isFolder(argument) {
      let url = URL(fileURLWithPath: argument, isDirectory: true)
      let files = try Self.effectFiles(in: url, named: argument)
      guard !files.isEmpty else { throw CatalogError("\(argument): no effect files (*.json) in this folder") }
      return try files.map { (file) throws(CatalogError) in
        try adopt(file, name: (argument.hasSuffix("/") ? argument : argument + "/") + file.lastPathComponent)
      }
    }
    if EffectFile.isEffectFile(argument) || EffectSourceFile.isImportedByName(argument)
      || FileManager.default.fileExists(atPath: argument)
    {
      return [try adopt(URL(fileURLWithPath: argument), name: argument)]
    }
    if let entry = entries.first(where: { $0.effect.info.id == argument }) { return [entry.effect] }
    if let failure = failures.first(where: { $0.stem == argument }) { throw failure.error }
    let ids = entries.map(\.effect.info.id)
    let nearest = nearestName(to: argument, among: ids)
    throw CatalogError(
      RegistryError.unknownID(argument, known: ids, nearest: nearest).description
        + " (or give a path to an effect file)")
  }

  /// The one effect `argument` names; a folder must hold exactly one.
  mutating func resolveOne(_ argument: String) throws(CatalogError) -> any Effect {
    let effects = try resolve(argument)
    guard effects.count == 1 else {
      throw CatalogError("\(argument): holds \(effects.count) effects where one is wanted")
    }
    return effects[0]
  }

  /// Loads a file the user named and adds it, taking the place of a data effect with its id.
  private mutating func adopt(_ url: URL, name: String) throws(CatalogError) -> any Effect {
    let effect = try Self.load(url, name: name)
    let id = effect.info.id
    if let index = entries.firstIndex(where: { $0.effect.info.id == id }) {
      guard entries[index].origin != .module else {
        throw CatalogError("\(name): the id '\(id)' is a Swift effect module's; give the file another id")
      }
      if !entries[index].origin.isFile(url) { replaced.append((entries[index], Origin.file(url).label)) }
      entries[index] = Entry(effect: effect, origin: .file(url))
    } else {
      entries.append(Entry(effect: effect, origin: .file(url)))
    }
    return effect
  }

  private mutating func add(_ entry: Entry) throws(CatalogError) {
    let id = entry.effect.info.id
    guard !entries.contains(where: { $0.effect.info.id == id }) else {
      throw CatalogError("\(entry.origin.label): the id '\(id)' is already taken by another effect")
    }
    entries.append(entry)
  }

  /// Loads an effect file, or a file an importer reads, printing its warnings on stderr.
  static func load(_ url: URL, name: String) throws(CatalogError) -> DataEffect {
    try EffectSourceFile.load(url, name: name)
  }

  /// The effect files (`*.json`, and `*.plist` for the importer) of a folder, in name order. One
  /// whose name is not UTF-8 is left out with a warning on stderr (no path in Swift names it).
  static func effectFiles(in folder: URL, named name: String) throws(CatalogError) -> [URL] {
    guard let (names, notUTF8) = RawNames.folder(folder.path) else {
      throw CatalogError("\(name): cannot list the folder")
    }
    let shown = name.hasSuffix("/") ? name : name + "/"
    for odd in notUTF8 where odd.hasSuffix(".json") || EffectSourceFile.isImportedByName(odd) {
      FileHandle.standardError.write(
        Data("glint: warning: \(shown)\(odd) left out: its name is not UTF-8 (rename it to load it)\n".utf8))
    }
    return names.filter { $0.hasSuffix(".json") || EffectSourceFile.isImportedByName($0) }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }
}

/// Why an argument names no effect, or an effect file was refused: one line.
struct CatalogError: Error {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
