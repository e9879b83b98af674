import Foundation

/// The effect folders on disk, by the manifest's own rule: Plugins/<Name>/Sources with a Swift
/// file makes a module, Plugins/<Name>/Tests with one makes a test module.
struct EffectFolders {
  let plugins: URL

  /// The names of the folders of Plugins/ whose `subfolder` holds a Swift file.
  func names(with subfolder: String) -> Set<String> {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: plugins.path)) ?? []
    return Set(
      names.filter { name in
        let folder = plugins.appendingPathComponent(name).appendingPathComponent(subfolder)
        let files = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.contains { $0.hasSuffix(".swift") }
      })
  }

  /// The Swift files in Plugins/<module>/Sources and its subfolders, sorted.
  func swiftFiles(of module: String) -> [URL] {
    let sources = plugins.appendingPathComponent(module).appendingPathComponent("Sources")
    let paths = FileManager.default.subpaths(atPath: sources.path) ?? []
    return paths.filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0) }
  }

  /// What changed on disk that the evaluated manifest does not know of, or nil; `testTargets` is
  /// nil where the package's test targets are not known (a dependency), so test folders are not
  /// checked.
  func staleness(modules: Set<String>, testTargets: Set<String>?) -> String? {
    let added = names(with: "Sources").subtracting(modules).sorted()
    if !added.isEmpty {
      return "effect folder(s) \(added.map { "Plugins/\($0)" }.joined(separator: ", ")) appeared"
    }
    guard let testTargets else { return nil }
    let tests = names(with: "Tests").intersection(modules).filter { !testTargets.contains("\($0)Tests") }
      .sorted()
    if !tests.isEmpty {
      return "effect test folder(s) \(tests.map { "Plugins/\($0)/Tests" }.joined(separator: ", ")) appeared"
    }
    return nil
  }
}
