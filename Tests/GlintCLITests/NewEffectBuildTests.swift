import Foundation
import Testing

/// The promise of `glint new-effect` and `glint port`, end to end: in a private copy of the
/// package (its own build folder, sharing nothing with the main build), write a new effect and
/// port every file of the iOS corpus, build once, and find them in `glint list`, running in
/// `glint simulate` (and the new one drawn by `glint render`). One full debug build: a minute or
/// two on 2 cores.
@Suite struct NewEffectBuildTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `command` with `arguments` in `directory`; returns the status and the output's tail
  /// (enough for `glint list`'s warnings and every effect it lists).
  func run(_ command: String, _ arguments: [String], in directory: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [command] + arguments
    process.currentDirectoryURL = directory
    let log = directory.appendingPathComponent(".log-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let text = try String(contentsOf: log, encoding: .utf8)
    try? FileManager.default.removeItem(at: log)
    return (process.terminationStatus, String(text.suffix(8000)))
  }

  /// `glint port` on every file of the iOS corpus (Tests/GlintUIKitTests/iOS), each into its own
  /// folder of Plugins/, so that the one build builds them all; returns their ids.
  func portTheCorpus(into root: URL) throws -> [String] {
    let corpus = Self.repository.appendingPathComponent("Tests/GlintUIKitTests/iOS")
    let inputs = root.appendingPathComponent("ios")
    try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
    var ids: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() {
      let file = String(name.dropLast(".txt".count))
      try FileManager.default.copyItem(
        at: corpus.appendingPathComponent(name), to: inputs.appendingPathComponent(file))
    }
    for file in try FileManager.default.contentsOfDirectory(atPath: inputs.path).sorted()
    where !file.hasSuffix(".h") {
      let stem = (file as NSString).deletingPathExtension
      let module = "Corpus" + stem + (file.hasSuffix(".swift") ? "Swift" : "Objc")
      let result = try GlintProcess.run(["port", "ios/\(file)", "--out", "Plugins/\(module)"], in: root)
      #expect(
        result.status == 0 && result.stdoutLines.last == "0 construct(s) left as comments",
        "\(file): \(result.stderr)")
      ids.append(module.kebabCase)
    }
    #expect(ids.count >= 16)
    return ids
  }

  /// Every ported effect is listed and runs a gesture on a canvas.
  func expectPortedEffectsRun(_ ids: [String], glint: String, in root: URL) throws {
    let list = try GlintProcess.run(program: URL(fileURLWithPath: glint), ["list"], in: root).stdout
    for id in ids {
      #expect(list.contains(id), "\(id) is not listed")
      let (status, log) = try run(
        glint, ["simulate", "--effect", id, "--gesture", "taps", "--fps", "10", "--seconds", "2"], in: root)
      #expect(status == 0, "\(id): \(log)")
    }
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["GLINT_SKIP_BUILD_TESTS"] == nil))
  func aNewEffectIsListedAndRunsAfterABuild() throws {
    let root = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    for item in ["Package.swift", "Sources", "Plugins", "BuildTools", "Shaders", "Benchmarks", "Tests"] {
      try FileManager.default.copyItem(
        at: Self.repository.appendingPathComponent(item), to: root.appendingPathComponent(item))
    }
    let created = try GlintProcess.run(["new-effect", "MagicDust"], in: root)
    #expect(created.status == 0, "\(created.stderr)")
    let ported = try portTheCorpus(into: root)

    let scratch = root.appendingPathComponent(".build").path
    let (status, log) = try run(
      "swift", ["build", "--product", "glint", "--manifest-cache", "none", "--scratch-path", scratch],
      in: root)
    try #require(status == 0, "the copy did not build: \(log)")
    let glint = root.appendingPathComponent(".build/debug/glint").path

    let (listed, list) = try run(glint, ["list"], in: root)
    #expect(listed == 0)
    #expect(list.contains("magic-dust") && list.contains("Magic dust"), "\(list)")
    #expect(list.contains("sparkle-trail"))
    try expectPortedEffectsRun(ported, glint: glint, in: root)

    let (simulated, steps) = try run(
      glint, ["simulate", "--effect", "magic-dust", "--gesture", "hold", "--fps", "10", "--seconds", "1"],
      in: root)
    #expect(simulated == 0, "\(steps)")
    let counts = steps.split(separator: "\n").compactMap { line -> Int? in
      guard let range = line.range(of: "\"particles\":") else { return nil }
      return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
    #expect((counts.max() ?? 0) > 10, "\(steps)")

    // The pictures (and the preview) load effects through the same registry.
    let picture = root.appendingPathComponent("shot.png")
    let (rendered, renderLog) = try run(
      glint,
      [
        "render", "--effect", "magic-dust", "--gesture", "hold", "--at", "0.5", "--size", "160x100", "--out",
        picture.path,
      ],
      in: root)
    #expect(rendered == 0, "\(renderLog)")
    let bytes = (try? Data(contentsOf: picture)) ?? Data()
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))

    // A folder the cached manifest does not know stops the build with a line naming it, even
    // when SwiftPM reuses its plan (it caches Package.swift's evaluation, not the folders it reads).
    let build = ["build", "--product", "glint", "--scratch-path", scratch]
    let (cached, cachedLog) = try run("swift", build, in: root)
    try #require(cached == 0, "\(cachedLog)")

    // A hook without its state (never called) stops the build at its line, even written in
    // place, which leaves the folders as they were: the sources are the generator's inputs.
    let effect = root.appendingPathComponent("Plugins/MagicDust/Sources/MagicDustEffect.swift")
    let original = try String(contentsOf: effect, encoding: .utf8)
    let hook =
      "extension MagicDustEffect {\n  public func pointerEnded(_ pointer: inout PointerTrack) {}\n}\n"
    try EffectReloadWindowTests.writeInPlace(original + hook, to: effect)
    let (misnamed, misnamedLog) = try run("swift", build, in: root)
    let line = original.filter { $0 == "\n" }.count + 2
    #expect(misnamed != 0)
    #expect(
      misnamedLog.contains("MagicDustEffect.swift:\(line): error: pointerEnded(_:) is never called"),
      "\(misnamedLog)")
    try EffectReloadWindowTests.writeInPlace(original, to: effect)
    let late = root.appendingPathComponent("Plugins/LateDust/Sources")
    try FileManager.default.createDirectory(at: late, withIntermediateDirectories: true)
    try "import GlintCore\n".write(
      to: late.appendingPathComponent("LateDust.swift"), atomically: true, encoding: .utf8)
    let (stale, staleLog) = try run("swift", build, in: root)
    #expect(stale != 0)
    #expect(staleLog.contains("effect folder(s) Plugins/LateDust appeared since SwiftPM"), "\(staleLog)")
  }
}

extension String {
  /// `CorpusSnowViewSwift` → `corpus-snow-view-swift`: a word starts at each capital, as a hosted
  /// effect's id.
  fileprivate var kebabCase: String {
    var words: [String] = []
    for character in self {
      if character.isUppercase || words.isEmpty { words.append("") }
      words[words.count - 1].append(character)
    }
    return words.map { $0.lowercased() }.joined(separator: "-")
  }
}
