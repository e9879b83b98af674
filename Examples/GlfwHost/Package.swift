// swift-tools-version:6.1
// A GLFW program that draws a Glint effect under the mouse: Glint used as a library.
import PackageDescription

let package = Package(
  name: "GlfwHost",
  dependencies: [
    // In your own package: .package(url: "<Glint's git URL>", from: "0.1.0")
    .package(name: "Glint", path: "../..")
  ],
  targets: [
    // The program's own module for GLFW (Glint's is internal to its renderer).
    .systemLibrary(name: "CGlfw", path: "Sources/CGlfw", pkgConfig: "glfw3"),
    .executableTarget(
      name: "GlfwHost",
      dependencies: [
        "CGlfw",
        .product(name: "GlintCore", package: "Glint"),
        .product(name: "GlintEffects", package: "Glint"),
        .product(name: "GlintRender", package: "Glint"),
      ]),
  ]
)
