import Foundation
import Testing

/// `glint new-effect`, run as the real program against throwaway package roots.
@Suite struct NewEffectCommandTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A package root with the real manifest and one real effect folder; enough for new-effect.
  func packageRoot() throws -> URL {
    let root = try GlintProcess.temporaryFolder()
    let manager = FileManager.default
    try manager.createDirectory(at: root.appendingPathComponent("Plugins"), withIntermediateDirectories: true)
    try manager.copyItem(
      at: Self.repository.appendingPathComponent("Package.swift"),
      to: root.appendingPathComponent("Package.swift"))
    try manager.copyItem(
      at: Self.repository.appendingPathComponent("Plugins/SparkleTrail"),
      to: root.appendingPathComponent("Plugins/SparkleTrail"))
    return root
  }

  func read(_ root: URL, _ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func writesADocumentedTemplateWithItsTest() throws {
    let root = try packageRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try GlintProcess.run(["new-effect", "magic-dust", "--root", root.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let source = try read(root, "Plugins/MagicDust/Sources/MagicDustEffect.swift")
    #expect(source.contains("public struct MagicDustEffect: Effect"))
    #expect(source.contains("public init()"))
    #expect(source.contains("id: \"magic-dust\", name: \"Magic dust\""))
    #expect(source.contains("/// ```swift"))
    let readme = try read(root, "Plugins/MagicDust/README.md")
    #expect(
      readme.contains("# Magic dust") && readme.contains("## Tunables") && readme.contains("magic-dust"))
    let tests = try read(root, "Plugins/MagicDust/Tests/MagicDustTests.swift")
    #expect(tests.contains("import MagicDust") && tests.contains("@Test"))
    for path in ["Sources/MagicDustEffect.swift", "README.md", "Tests/MagicDustTests.swift"] {
      #expect(result.stdout.contains("Plugins/MagicDust/\(path)"))
    }
    // Nothing else changed: the manifest is byte for byte the original.
    #expect(try read(root, "Package.swift") == (try read(Self.repository, "Package.swift")))
  }

  @Test func usesTheCurrentDirectoryAsTheRoot() throws {
    let root = try packageRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try GlintProcess.run(["new-effect", "Glow"], in: root)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Plugins/Glow/README.md").path))
  }

  @Test func refusesATakenFolderWhateverItsCase() throws {
    let root = try packageRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try GlintProcess.run(["new-effect", "MagicDust", "--root", root.path]).status == 0)
    let before = try read(root, "Plugins/MagicDust/Sources/MagicDustEffect.swift")
    for name in ["MagicDust", "magic-dust", "magicDust", "SparkleTrail"] {
      let again = try GlintProcess.run(["new-effect", name, "--root", root.path])
      #expect(again.status == 1)
      #expect(again.stderrLines.count == 1)
      #expect(again.stderr.contains("already exists"), "\(again.stderr)")
    }
    #expect(try read(root, "Plugins/MagicDust/Sources/MagicDustEffect.swift") == before)
  }

  @Test func refusesAnIdAnotherEffectUses() throws {
    let root = try packageRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = root.appendingPathComponent("Plugins/Glow/Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try "let info = EffectInfo(id: \"halo\", name: \"Glow\", summary: \"\")\n".write(
      to: sources.appendingPathComponent("GlowEffect.swift"), atomically: true, encoding: .utf8)
    let result = try GlintProcess.run(["new-effect", "Halo", "--root", root.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("'halo' is already used by Plugins/Glow"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Plugins/Halo").path))
  }

  @Test(arguments: ["", "9lives", "has space", "dots.in.it", "héllo", "glint-core", "Effect", "FooTests"])
  func refusesABadName(name: String) throws {
    let root = try packageRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try GlintProcess.run(["new-effect", name, "--root", root.path])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.hasPrefix("glint new-effect: invalid effect name"), "\(result.stderr)")
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Plugins").path)
    #expect(folders == ["SparkleTrail"])
  }

  @Test func usageErrorsExitWithTwo() throws {
    let root = try packageRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    for arguments in [["new-effect"], ["new-effect", "A", "B"], ["new-effect", "A", "--colour", "red"]] {
      let result = try GlintProcess.run(arguments + ["--root", root.path])
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderrLines.count == 1)
    }
  }

  @Test func refusesAFolderThatIsNoPackage() throws {
    let empty = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: empty) }
    let here = try GlintProcess.run(["new-effect", "Glow"], in: empty)
    #expect(here.status == 1)
    #expect(here.stderr.contains("not a Glint package root"), "\(here.stderr)")
    let there = try GlintProcess.run([
      "new-effect", "Glow", "--root", empty.appendingPathComponent("nope").path,
    ])
    #expect(there.status == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
  }
}
