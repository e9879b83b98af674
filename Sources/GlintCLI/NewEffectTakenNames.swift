import Foundation

/// The target names a new effect's module `<Name>` and test module `<Name>Tests` must not take,
/// read from the package itself so the list cannot drift from the manifest: every `name: "..."`
/// literal of the root's Package.swift (targets, products, plugins, the package), and every
/// folder of Plugins/ with its `<Folder>Tests`.
struct NewEffectTakenNames {
  /// The `name:` literals of Package.swift, in the order written.
  let manifestNames: [String]
  /// The folders of Plugins/: each is an effect target, and its tests `<Folder>Tests` another.
  let folders: [String]

  init(manifestNames: [String], folders: [String]) {
    self.manifestNames = manifestNames
    self.folders = folders
  }

  /// Reads Package.swift and Plugins/ under `root`; throws when the manifest cannot be read.
  init(root: URL) throws {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let plugins = root.appendingPathComponent("Plugins")
    let folders = ((try? FileManager.default.contentsOfDirectory(atPath: plugins.path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
    self.init(manifestNames: Self.nameLiterals(in: manifest), folders: folders)
  }

  /// Why a target named `target` would clash, in any letter case (targets on case-insensitive
  /// disks collide too); nil when it is free.
  func clash(_ target: String) -> String? {
    let wanted = target.lowercased()
    if let folder = folders.first(where: { $0.lowercased() == wanted }) {
      return "Plugins/\(folder) already exists; choose another name"
    }
    if let folder = folders.first(where: { ($0 + "Tests").lowercased() == wanted }) {
      return "'\(folder)Tests' is the name of the test target of Plugins/\(folder)"
    }
    if let name = manifestNames.first(where: { $0.lowercased() == wanted }) {
      return "'\(name)' is the name of a target in Package.swift"
    }
    return nil
  }

  /// The contents of every `name: "..."` string literal in `text`; literals with escapes or
  /// interpolations (`"\(name)Tests"`) are skipped: they name no fixed target.
  static func nameLiterals(in text: String) -> [String] {
    var found: [String] = []
    var rest = text[...]
    while let label = rest.range(of: "name:") {
      rest = rest[label.upperBound...].drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" })
      guard rest.first == "\"" else { continue }
      let body = rest.dropFirst()
      guard let close = body.firstIndex(where: { $0 == "\"" || $0 == "\n" }), body[close] == "\"" else {
        continue
      }
      let literal = body[..<close]
      if !literal.isEmpty && !literal.contains("\\") { found.append(String(literal)) }
      rest = body[body.index(after: close)...]
    }
    return found
  }
}
