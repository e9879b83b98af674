import Foundation
import PackagePlugin

/// Generates the source that lists every effect module the target depends on.
///
/// The manifest makes one target per folder of Plugins/ and hands them all to GlintEffects; this
/// plugin turns that list into code, so a new effect needs no edit anywhere else. The list is the
/// generator's arguments, so a changed list reruns it.
///
/// SwiftPM caches the manifest's evaluation, keyed by its text and the environment, not by the
/// folders it reads; a folder added since then would be silently missing. So the generator
/// compares the folders on disk with the modules it was given and stops the build with the fix
/// when they differ. Plugins/, each of its folders and the modules' sources are the command's
/// inputs (it also checks the hooks' signatures in the sources), so it runs again
/// whenever one changes, even when SwiftPM reuses its plan without asking this plugin (the
/// Makefile avoids the staleness altogether by naming the folders in the environment).
///
/// When Glint is another package's dependency, SwiftPM leaves out every test target, so the
/// effect test folders are compared only in a package that has test targets: Glint's own checkout.
@main
struct EffectRegistryPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let modules = target.dependencies.compactMap { dependency -> Target? in
      guard case .target(let module) = dependency else { return nil }
      return module.directoryURL.pathComponents.contains("Plugins") ? module : nil
    }
    let effectModules = modules.map(\.name).sorted()
    // The generator reads the modules' sources for hooks written with the wrong signature.
    let sources = modules.flatMap { module -> [URL] in
      (module as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map(\.url) ?? []
    }
    let root = context.package.directoryURL
    let plugins = root.appendingPathComponent("Plugins")
    let testTargets = context.package.targets.filter { ($0 as? SourceModuleTarget)?.kind == .test }.map(
      \.name)
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EffectModules.swift")
    return [
      .buildCommand(
        displayName: "Listing effect modules: \(effectModules.joined(separator: ", "))",
        executable: try context.tool(named: "glint-registry-gen").url,
        arguments: [
          output.path, plugins.path, testTargets.isEmpty ? "-" : testTargets.sorted().joined(separator: ","),
        ]
          + effectModules,
        inputFiles: [root.appendingPathComponent("Package.swift")] + watchedFolders(plugins) + sources,
        outputFiles: [output])
    ]
  }

  /// Plugins/, each folder in it and their Sources and Tests: adding or removing a folder or a
  /// file there changes one of them.
  func watchedFolders(_ plugins: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: plugins.path)) ?? []
    return [plugins]
      + names.sorted().flatMap { name -> [URL] in
        let folder = plugins.appendingPathComponent(name)
        return [folder, folder.appendingPathComponent("Sources"), folder.appendingPathComponent("Tests")]
          .filter { FileManager.default.fileExists(atPath: $0.path) }
      }
  }
}
