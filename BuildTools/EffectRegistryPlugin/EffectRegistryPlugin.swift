import Foundation
import PackagePlugin

/// Generates the source that lists every effect module the target depends on.
///
/// The manifest makes one target per folder of Plugins/ and hands them all to GlintEffects; this
/// plugin turns that list into code, so a new effect needs no edit anywhere else. The list is the
/// generator's arguments, so a changed list reruns it.
///
/// SwiftPM caches the manifest's evaluation, keyed by its text and the environment, not by the
/// folders it reads; a folder added since then would be silently missing. So the plugin compares
/// the folders on disk with the targets it was given and stops the build with the fix when they
/// differ (the Makefile avoids it altogether by naming the folders in the environment).
///
/// When Glint is another package's dependency, SwiftPM leaves out every test target, so the
/// effect test folders are compared only in a package that has test targets: Glint's own checkout.
@main
struct EffectRegistryPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let effectModules = target.dependencies.compactMap { dependency -> String? in
      guard case .target(let module) = dependency else { return nil }
      return module.directoryURL.pathComponents.contains("Plugins") ? module.name : nil
    }.sorted()
    let root = context.package.directoryURL
    let targetNames = Set(context.package.targets.map(\.name))
    let hasTests = context.package.targets.contains { ($0 as? SourceModuleTarget)?.kind == .test }
    let stale = EffectFolders(plugins: root.appendingPathComponent("Plugins"))
      .staleness(modules: Set(effectModules), targets: hasTests ? targetNames : nil)
    if let stale {
      Diagnostics.error(
        "\(stale) since SwiftPM last evaluated Package.swift (it caches it); rebuild once with "
          + "`swift build --manifest-cache none` (or `make build`) to pick it up")
      return []
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EffectModules.swift")
    let manifest = root.appendingPathComponent("Package.swift")
    return [
      .buildCommand(
        displayName: "Listing effect modules: \(effectModules.joined(separator: ", "))",
        executable: try context.tool(named: "glint-registry-gen").url,
        arguments: [output.path] + effectModules,
        inputFiles: [manifest],
        outputFiles: [output])
    ]
  }
}

/// The effect folders on disk, by the manifest's own rule: Plugins/<Name>/Sources with a Swift
/// file makes a module, Plugins/<Name>/Tests with one makes a test module.
struct EffectFolders {
  let plugins: URL

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

  /// What changed on disk that the evaluated manifest does not know of, or nil; `targets` is nil
  /// where the package's test targets are not known (a dependency), so test folders are not checked.
  func staleness(modules: Set<String>, targets: Set<String>?) -> String? {
    let added = names(with: "Sources").subtracting(modules).sorted()
    if !added.isEmpty {
      return "effect folder(s) \(added.map { "Plugins/\($0)" }.joined(separator: ", ")) appeared"
    }
    guard let targets else { return nil }
    let tests = names(with: "Tests").intersection(modules).filter { !targets.contains("\($0)Tests") }.sorted()
    if !tests.isEmpty {
      return "effect test folder(s) \(tests.map { "Plugins/\($0)/Tests" }.joined(separator: ", ")) appeared"
    }
    return nil
  }
}
