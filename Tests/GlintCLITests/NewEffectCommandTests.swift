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
    // The folder for its images, and the template says how a cell names one.
    #expect(try read(root, "Plugins/MagicDust/Resources/README.md").contains("contents = \"flake\""))
    #expect(source.contains("Resources/flake.png"))
    for path in [
      "Sources/MagicDustEffect.swift", "README.md", "Tests/MagicDustTests.swift", "Resources/README.md",
    ] {
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

  /// Swift keywords (`import Any` does not parse) and separators that are not between two words
  /// (which would give an id that is not the name): one line saying why, and no folder.
  @Test(arguments: [
    ("Any", "'Any' is a Swift keyword, which cannot name a module"),
    ("self", "'Self' is a Swift keyword, which cannot name a module"),
    ("a--b", "join words with a single '-' or '_', with none at either end"),
    ("abc-", "join words with a single '-' or '_', with none at either end"),
    ("magic_-dust", "join words with a single '-' or '_', with none at either end"),
  ])
  func refusesKeywordsAndStraySeparators(name: String, reason: String) throws {
    let root = try packageRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try GlintProcess.run(["new-effect", name, "--root", root.path])
    #expect(result.status == 1)
    #expect(result.stderrLines == ["glint new-effect: invalid effect name '\(name)': \(reason)"])
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Plugins").path)
    #expect(folders == ["SparkleTrail"])
  }

  /// The id keeps the words as typed, one letter long or not.
  @Test func theIdIsTheNameInKebabCase() throws {
    let root = try packageRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try GlintProcess.run(["new-effect", "a-b", "--root", root.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutLines.first == "created effect 'a-b' (ABEffect) in Plugins/AB:")
  }

  /// Every target name the real manifest spells as a literal, read here independently of the
  /// program: a new effect must not take any of them as its module or its test module.
  static func manifestNames() throws -> [String] {
    let manifest = try String(
      contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    let literal = try Regex(#"name:\s*"([A-Za-z0-9_-]+)""#)
    return manifest.matches(of: literal).compactMap { $0.output[1].substring.map(String.init) }
  }

  @Test func refusesEveryTargetNameOfTheRealManifest() throws {
    let names = try Self.manifestNames()
    for expected in ["Glint", "GlintCore", "CAllocationCounter", "GlintCLITests", "EffectRegistry"] {
      #expect(names.contains(expected), "Package.swift no longer names \(expected)")
    }
    let root = try packageRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    // Names a person could type as a module: letters and digits, starting with a letter.
    for name in names where name.first!.isLetter && name.allSatisfy({ $0.isLetter || $0.isNumber }) {
      let result = try GlintProcess.run(["new-effect", name, "--root", root.path])
      #expect(result.status == 1, "\(name) was accepted")
      #expect(result.stderrLines.count == 1, "\(name): \(result.stderr)")
      #expect(result.stderr.hasPrefix("glint new-effect: invalid effect name '\(name)'"), "\(result.stderr)")
    }
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Plugins").path)
    #expect(folders == ["SparkleTrail"])
  }

  /// A benchmark target the old hand-written list missed, and names whose module or test module
  /// is a target in any letter case: one line naming the target and why, and no folder.
  @Test(arguments: [
    ("CAllocationCounter", "'CAllocationCounter' is the name of a target in Package.swift"),
    ("c-allocation-counter", "'CAllocationCounter' is the name of a target in Package.swift"),
    ("glint-core", "'GlintCore' is the name of a target in Package.swift"),
    ("GlintCLI", "'GlintCLI' is the name of a target in Package.swift"),
    ("glint-cli", "'GlintCLI' is the name of a target in Package.swift"),
    ("glint", "'Glint' is the name of a target in Package.swift"),
    ("foundation", "'Foundation' is reserved for one of Swift's or the system's modules"),
  ])
  func refusesATargetName(name: String, reason: String) throws {
    let root = try packageRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try GlintProcess.run(["new-effect", name, "--root", root.path])
    #expect(result.status == 1)
    #expect(result.stderrLines == ["glint new-effect: invalid effect name '\(name)': \(reason)"])
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Plugins").path)
    #expect(folders == ["SparkleTrail"])
  }

  @Test func refusesTheTestModuleOfAnExistingEffect() throws {
    let root = try packageRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try GlintProcess.run(["new-effect", "sparkle-trail-tests", "--root", root.path])
    #expect(result.status == 1)
    let reason = "'SparkleTrailTests' is the name of the test target of Plugins/SparkleTrail"
    #expect(result.stderr.contains(reason), "\(result.stderr)")
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
