import Foundation
import Testing

/// Glint as another package's dependency, end to end: by version (a throwaway package depending on
/// a tagged local clone builds and runs the README's library example) and by path (the GLFW host
/// in Examples/ builds and draws a few frames under Xvfb). Each build has its own scratch folder
/// under .build/package-tests, kept between runs.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["GLINT_SKIP_BUILD_TESTS"] == nil))
struct PackageUseTests {
  static let repository = NewEffectBuildTests.repository
  static let workspace = repository.appendingPathComponent(".build/package-tests")

  /// Runs `command arguments...` in `directory`; returns the status and the output's tail.
  func run(_ command: String, _ arguments: [String], in directory: URL, display: String? = nil) throws
    -> (Int32, String)
  {
    var arguments = arguments
    if let display {
      arguments = ["env", "DISPLAY=\(display)", command] + arguments
    } else {
      arguments.insert(command, at: 0)
    }
    return try NewEffectBuildTests().run("timeout", ["600"] + arguments, in: directory)
  }

  /// The swift code block of the README's "Using Glint in your own program" section that
  /// contains `marker` (a `json` block with `language: "json"`).
  func readmeBlock(containing marker: String, language: String = "swift") throws -> String {
    let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "## Using Glint in your own program").dropFirst().first)
    let blocks = section.components(separatedBy: "```\(language)\n").dropFirst().map {
      $0.components(separatedBy: "```").first ?? ""
    }
    return try #require(blocks.first { $0.contains(marker) }, "no README block with \(marker)")
  }

  /// A git repository of the working tree's files (tracked, and untracked but not ignored),
  /// committed and tagged 0.1.0, at `folder`.
  func makeTaggedClone(at folder: URL) throws {
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for path in try listFiles() {
      let target = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(path), to: target)
    }
    let git = [
      "-c", "user.name=Glint test", "-c", "user.email=test@glint.invalid", "-c", "commit.gpgsign=false",
    ]
    for step in [["init", "-q"], ["add", "-A"], git + ["commit", "-q", "-m", "Glint"], ["tag", "0.1.0"]] {
      let (status, log) = try NewEffectBuildTests().run("git", step, in: folder)
      try #require(status == 0, "git \(step.joined(separator: " ")) failed: \(log)")
    }
  }

  /// The paths git would put in a commit of the working tree: tracked, and untracked but not ignored.
  func listFiles() throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "ls-files", "-co", "--exclude-standard", "-z"]
    process.currentDirectoryURL = Self.repository
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0)
    return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.filter {
      FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent($0).path)
    }
  }

  /// The README's example package, with its behaviour of its own: MyApp runs the pointer example,
  /// says where the dependency's images are, then runs an effect file that names its behaviour.
  @Test func aPackageDependingOnGlintByVersionRunsTheReadmeExampleAndItsOwnBehaviour() throws {
    let clone = Self.workspace.appendingPathComponent("glint")
    try makeTaggedClone(at: clone)
    let app = Self.workspace.appendingPathComponent("MyApp")
    let sources = app.appendingPathComponent("Sources/MyApp")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let manifest = try readmeBlock(containing: "Package(")
      .replacingOccurrences(of: "https://example.com/glint.git", with: clone.path)
    try #require(manifest.contains(clone.path), "the README's Package.swift no longer names example.com")
    try manifest.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    // The README's example, then where the dependency's effect images are, then the effect file
    // with the package's own behaviour.
    let images = "\nprint(try registry.effect(id: \"confetti\").imageFolder?.path ?? \"none\")\n"
    try (readmeBlock(containing: "BehaviourKinds(") + readmeBlock(containing: "host.particleCount") + images)
      .write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    try readmeBlock(containing: "struct Wobble")
      .write(to: sources.appendingPathComponent("Wobble.swift"), atomically: true, encoding: .utf8)
    try readmeBlock(containing: "\"wobble\"", language: "json")
      .write(to: app.appendingPathComponent("wobbly.json"), atomically: true, encoding: .utf8)
    // The tag is new each run: fetch and check it out afresh rather than trust an old clone or pin.
    for stale in [
      "Package.resolved", ".build/repositories", ".build/checkouts", ".build/workspace-state.json",
    ] {
      try? FileManager.default.removeItem(at: app.appendingPathComponent(stale))
    }

    let (built, log) = try run("swift", ["build"], in: app)
    try #require(built == 0, "the package that depends on Glint 0.1.0 did not build: \(log)")
    let (ran, output) = try run(app.appendingPathComponent(".build/debug/MyApp").path, [], in: app)
    #expect(ran == 0, "\(output)")
    var lines = output.split(separator: "\n").map(String.init)
    // The behaviour's line: particles rise straight up from x = 200, so their sideways offset is
    // the wobble alone, within its amplitude.
    let wobble = lines.first?.split(separator: " ") ?? []
    #expect(wobble.count == 8 && wobble[0] == "wobble:", "\(output)")
    let wobbling = wobble.count == 8 ? (Int(wobble[1]) ?? 0, Float(wobble[6]) ?? 0) : (0, 0)
    #expect(wobbling.0 > 20 && wobbling.1 > 6 && wobbling.1 <= 12, "\(output)")
    if !lines.isEmpty { lines.removeFirst() }
    let count = lines.first.flatMap { Int($0) } ?? -1
    #expect(count > 20, "the README example printed \(output)")
    // The effects of the dependency find their images in its checkout.
    let folder = lines.dropFirst().first ?? ""
    #expect(folder.hasPrefix(app.appendingPathComponent(".build/checkouts").path), "\(output)")
    #expect(FileManager.default.fileExists(atPath: folder + "/paper.png"), "\(output)")
  }

  @Test func theExampleHostBuildsAndDrawsUnderXvfb() throws {
    let example = Self.repository.appendingPathComponent("Examples/GlfwHost")
    let scratch = Self.workspace.appendingPathComponent("GlfwHost").path
    // A reused build plan would miss source files added to Glint since the last run.
    let (built, log) = try run(
      "swift",
      [
        "build", "--package-path", example.path, "--scratch-path", scratch,
        "--disable-build-manifest-caching",
      ],
      in: example)
    try #require(built == 0, "Examples/GlfwHost did not build: \(log)")

    // X starts the pointer at the screen's centre: inside the 800 x 500 window at the origin.
    let display = try XvfbDisplay(width: 1000, height: 600)
    let (ran, output) = try run(
      scratch + "/debug/GlfwHost", ["--frames", "60", "--effect", "comet"], in: example, display: display.name
    )
    #expect(ran == 0, "\(output)")
    #expect(output.contains("60 frames"), "\(output)")
    let born = output.split(separator: ";").last.flatMap { Int($0.split(separator: " ").first ?? "") } ?? 0
    #expect(born > 0, "the comet drew nothing under the cursor: \(output)")
  }
}
