// swift-tools-version:6.1
// Glint: a plugin-based particle effects framework with Core Animation emitter semantics.
//
// Every folder under Plugins/ is an effect module (not a SwiftPM package plugin): the manifest
// lists them itself, so adding an effect is adding one folder. The registry that names them all
// is generated at build time by the EffectRegistry build-tool plugin in BuildTools/.
import Foundation
import PackageDescription

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// The effect modules: one target per folder of Plugins/ that holds Swift sources.
let effectModules: [String] = {
  let plugins = packageRoot.appendingPathComponent("Plugins")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: plugins.path)) ?? []
  return names.filter { name in
    let sources = plugins.appendingPathComponent(name).appendingPathComponent("Sources")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return files.contains { $0.hasSuffix(".swift") }
  }.sorted()
}()

/// Effect modules that carry their own tests in Plugins/<Name>/Tests.
let effectTestModules: [String] = effectModules.filter { name in
  let tests = packageRoot.appendingPathComponent("Plugins/\(name)/Tests")
  let files = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
  return files.contains { $0.hasSuffix(".swift") }
}

/// The GLSL files in Shaders/, each a resource of GlintShaders.
let shaderResources: [Resource] = {
  let shaders = packageRoot.appendingPathComponent("Shaders")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: shaders.path)) ?? []
  return names.filter { [".vert", ".frag", ".glsl"].contains(where: $0.hasSuffix) }.sorted()
    .map { .copy($0) }
}()

/// Effect modules whose sources import GlintUIKit: iOS code as it was written, which is Swift 5
/// code (UIKit's main-actor inference would make its timers' closures errors in Swift 6 mode).
let hostedModules: Set<String> = Set(
  effectModules.filter { name in
    let sources = packageRoot.appendingPathComponent("Plugins/\(name)/Sources")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return files.contains { file in
      let text = try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      return text?.contains("import GlintUIKit") ?? false
    }
  })

let effectTargets: [Target] = effectModules.map { name in
  .target(
    name: name, dependencies: ["GlintCore", "GlintUIKit"], path: "Plugins/\(name)/Sources",
    swiftSettings: hostedModules.contains(name) ? [.swiftLanguageMode(.v5)] : [])
}

let effectTestTargets: [Target] = effectTestModules.map { name in
  .testTarget(
    name: "\(name)Tests", dependencies: [.target(name: name), "GlintCore", "GlintEffects"],
    path: "Plugins/\(name)/Tests")
}

let package = Package(
  name: "Glint",
  products: [
    .library(name: "GlintCore", targets: ["GlintCore"]),
    .library(name: "GlintRender", targets: ["GlintRender"]),
    .library(name: "GlintEffects", targets: ["GlintEffects"]),
    .library(name: "GlintFiles", targets: ["GlintFiles"]),
    .library(name: "GlintImport", targets: ["GlintImport"]),
    .library(name: "GlintUIKit", targets: ["GlintUIKit"]),
    .executable(name: "glint", targets: ["glint"]),
  ],
  targets: [
    // C libraries from Debian, found with pkg-config.
    .systemLibrary(name: "CGLFW", path: "Sources/CGLFW", pkgConfig: "glfw3"),
    .systemLibrary(name: "CEpoxy", path: "Sources/CEpoxy", pkgConfig: "epoxy"),
    .systemLibrary(name: "CStb", path: "Sources/CStb", pkgConfig: "stb"),
    .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib"),
    .systemLibrary(name: "CTiff", path: "Sources/CTiff", pkgConfig: "libtiff-4"),
    .systemLibrary(name: "CImGui", path: "Sources/CImGui", pkgConfig: "imgui"),

    // The inspector's one way to Dear ImGui: a C API over ImGui's C++ (and its OpenGL 3 backend).
    .target(name: "GlintImGui", dependencies: ["CImGui"]),

    // The engine: pure Swift, no GL, no files. Library targets take no unsafe flags (SwiftPM
    // refuses them in a versioned dependency); only the benchmarks do.
    .target(name: "GlintCore"),

    // Every effect module, and the generated registry that lists them.
    .target(
      name: "GlintEffects", dependencies: ["GlintCore"] + effectModules.map { .target(name: $0) },
      plugins: [.plugin(name: "EffectRegistry")]),
    .executableTarget(name: "glint-registry-gen", path: "BuildTools/RegistryGenerator"),
    .plugin(
      name: "EffectRegistry", capability: .buildTool(),
      dependencies: ["glint-registry-gen"], path: "BuildTools/EffectRegistryPlugin"),

    // The part of UIKit and Core Animation that emitter code touches, over GlintCore: iOS files
    // compile as written, and a view or view controller becomes an effect with one line.
    .target(name: "GlintUIKit", dependencies: ["GlintCore"]),

    // Effect files and gesture scripts: Foundation's JSONDecoder into GlintCore's values.
    .target(name: "GlintFiles", dependencies: ["GlintCore"]),

    // Importers: Particle Designer / cocos2d plists and pixi configs into effect files.
    .target(name: "GlintImport", dependencies: ["GlintCore", "GlintFiles", "CZlib", "CTiff", "CStb"]),

    // GLSL sources, shipped as resources; read from the checkout when there is one.
    .target(name: "GlintShaders", path: "Shaders", resources: shaderResources),

    // Drawing: contexts, shaders, sprites, instance streaming, PNG.
    .target(name: "GlintRender", dependencies: ["GlintCore", "GlintShaders", "CEpoxy", "CGLFW", "CStb"]),

    // The command line and the preview app: a library (so tests and fuzzers can reach the
    // argument parser) and a one-file executable that calls it.
    .target(
      name: "GlintCLI",
      dependencies: [
        "GlintCore", "GlintFiles", "GlintImport", "GlintRender", "GlintEffects", "GlintShaders", "GlintImGui",
      ]),
    .executableTarget(name: "glint", dependencies: ["GlintCLI"]),

    // Benchmarks are programs that print figures, not tests.
    .executableTarget(
      name: "glint-bench-engine",
      dependencies: [
        "GlintCore", "GlintEffects", "GlintFiles", "GlintUIKit", "CBenchYardstick", "CAllocationCounter",
      ],
      path: "Benchmarks/EngineBenchmark",
      swiftSettings: [.unsafeFlags(["-Ounchecked"], .when(configuration: .release))]),
    .target(name: "CAllocationCounter", path: "Benchmarks/CAllocationCounter"),
    .target(
      name: "CBenchYardstick", path: "Benchmarks/CBenchYardstick",
      cSettings: [.unsafeFlags(["-O3", "-march=native"])]),
    .executableTarget(
      name: "glint-bench-render",
      dependencies: ["GlintCore", "GlintRender", "GlintEffects", "CAllocationCounter", "CEpoxy"],
      path: "Benchmarks/RenderBenchmark",
      // Exports the benchmark's counting malloc so the libraries' calls reach it.
      linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
    .executableTarget(
      name: "glint-bench-video", dependencies: ["GlintCLI"], path: "Benchmarks/VideoBenchmark"),
    .executableTarget(name: "glint-bench-reload", path: "Benchmarks/ReloadBenchmark"),
    .executableTarget(
      name: "glint-bench-panel", dependencies: ["GlintCLI"], path: "Benchmarks/PanelBenchmark"),

    // The soak: an hour of random input through every effect, checking memory (`make soak`).
    .executableTarget(
      name: "glint-soak", dependencies: ["GlintCore", "GlintEffects"], path: "Benchmarks/Soak"),

    .testTarget(name: "GlintCoreTests", dependencies: ["GlintCore"]),
    .testTarget(name: "GlintEffectsTests", dependencies: ["GlintCore", "GlintEffects", "GlintFiles"]),
    .testTarget(
      name: "GlintRenderTests", dependencies: ["GlintCore", "GlintRender", "GlintEffects", "CEpoxy"]),
    .testTarget(name: "GlintCLITests", dependencies: ["GlintRender", "GlintCLI"]),
    .testTarget(name: "GlintFilesTests", dependencies: ["GlintCore", "GlintFiles", "GlintEffects"]),
    .testTarget(
      name: "GlintImportTests",
      dependencies: ["GlintCore", "GlintFiles", "GlintImport", "GlintRender", "CZlib"],
      exclude: ["Samples"]),
    // iOS files (iOS/) ported by `glint port` and run on GlintUIKit: their particles, timers and
    // buttons, as the originals would behave.
    .testTarget(
      name: "GlintUIKitTests",
      dependencies: [
        "GlintCore", "GlintUIKit", "GlintEffects", "GlintFiles", "GlintCLI", "CAllocationCounter",
      ],
      exclude: ["iOS"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // Effects written with `Effect` the way iOS emitter code reads, and what they lean on.
    .testTarget(name: "PortingTests", dependencies: ["GlintCore", "GlintRender"]),
  ] + effectTargets + effectTestTargets
)

// Fuzz targets, only in `make fuzz`'s build (its own build folder; GLINT_FUZZ names libFuzzer's
// library): programs built with coverage and AddressSanitizer, flags no ordinary target may carry.
// One folder Fuzz/Targets/<name> each (product fuzz-<name>), listed here with what it reads.
if let libFuzzer = ProcessInfo.processInfo.environment["GLINT_FUZZ"] {
  let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
    ("gestures", ["GlintCore", "GlintFiles"]),
    ("effects", ["GlintCore", "GlintFiles"]),
    ("images", ["GlintRender", "CStbImageInstrumented"]),
    ("arguments", ["GlintCLI"]),
    ("imports", ["GlintFiles", "GlintImport"]),
    ("paths", ["GlintCore"]),
  ]
  package.targets += fuzzTargets.map { target in
    .executableTarget(
      name: "fuzz-\(target.name)", dependencies: target.dependencies + ["FuzzDriver"],
      path: "Fuzz/Targets/\(target.name)",
      linkerSettings: [.unsafeFlags(["-Xlinker", libFuzzer, "-lstdc++"])])
  }
  package.targets += [
    // Starts libFuzzer's driver from a fuzz program's own entry point.
    .target(name: "FuzzDriver", path: "Fuzz/Support/FuzzDriver"),
    // Debian's stb_image compiled into the fuzz programs, so the decoder is instrumented too (the
    // shared libstb is not); its definitions take the place of the library's.
    .target(name: "CStbImageInstrumented", path: "Fuzz/Support/CStbImageInstrumented"),
  ]
}
