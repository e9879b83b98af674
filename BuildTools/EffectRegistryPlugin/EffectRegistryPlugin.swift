import Foundation
import PackagePlugin

/// Generates the source that lists every effect module the target depends on.
///
/// The manifest makes one target per folder of Plugins/ and hands them all to GlintEffects; this
/// plugin turns that list into code, so a new effect needs no edit anywhere else.
@main
struct EffectRegistryPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let effectModules = target.dependencies.compactMap { dependency -> String? in
      guard case .target(let module) = dependency else { return nil }
      return module.directoryURL.pathComponents.contains("Plugins") ? module.name : nil
    }.sorted()
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EffectModules.swift")
    let manifest = context.package.directoryURL.appendingPathComponent("Package.swift")
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
