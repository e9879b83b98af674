import Foundation
import Testing

/// `glint port` as a real process on the corpus's files (Tests/GlintUIKitTests/iOS).
@Suite struct PortCommandTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("GlintUIKitTests/iOS")

  /// A fresh folder holding `names` from the corpus, without their `.txt`.
  func folder(with names: [String]) throws -> URL {
    let folder = try GlintProcess.temporaryFolder()
    for name in names {
      try FileManager.default.copyItem(
        at: Self.corpus.appendingPathComponent(name + ".txt"), to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test func anObjectiveCViewAndItsHeaderBecomeAnEffectFolder() throws {
    let folder = try folder(with: ["SparkleTouchView.m", "SparkleTouchView.h"])
    let result = try GlintProcess.run(
      ["port", "SparkleTouchView.m", "--out", "Plugins/SparkleTouch"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdoutLines.first
        == "wrote Plugins/SparkleTouch: Sources/SparkleTouchView.swift, Sources/SparkleTouchEffect.swift, README.md"
    )
    #expect(result.stdoutLines.last == "0 construct(s) left as comments")
    #expect(result.stdout.contains("  4: h: #define COOKBOOK_PURPLE_COLOR"))
    let source = try String(
      contentsOf: folder.appendingPathComponent("Plugins/SparkleTouch/Sources/SparkleTouchView.swift"),
      encoding: .utf8)
    #expect(source.contains("\nimport GlintUIKit\n"))
    #expect(source.contains("override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {"))
    let registration = try String(
      contentsOf: folder.appendingPathComponent("Plugins/SparkleTouch/Sources/SparkleTouchEffect.swift"),
      encoding: .utf8)
    #expect(registration.contains("public struct SparkleTouchEffect: ViewEffect"))
  }

  @Test func aSwiftFileChangesOnlyItsImport() throws {
    let folder = try folder(with: ["SparkleTouchView.swift"])
    let result = try GlintProcess.run(["port", "SparkleTouchView.swift"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdoutLines.dropFirst().prefix(3) == [
        "1 line(s) changed:", "  1: import UIKit", "     -> import GlintUIKit",
      ])
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Plugins/SparkleTouch/README.md").path))
  }

  @Test func anExistingFileIsReplacedOnlyWithForce() throws {
    let folder = try folder(with: ["SparkleTouchView.swift"])
    #expect(try GlintProcess.run(["port", "SparkleTouchView.swift"], in: folder).status == 0)
    let written = folder.appendingPathComponent("Plugins/SparkleTouch/Sources/SparkleTouchView.swift")
    try Data("// mine\n".utf8).write(to: written)
    let refused = try GlintProcess.run(["port", "SparkleTouchView.swift"], in: folder)
    #expect(refused.status != 0)
    #expect(refused.stderrLines.count == 1)
    #expect(
      refused.stderr.contains(
        "'Plugins/SparkleTouch/Sources/SparkleTouchView.swift' already exists; add --force"))
    #expect(try String(contentsOf: written, encoding: .utf8) == "// mine\n")
    #expect(try GlintProcess.run(["port", "SparkleTouchView.swift", "--force"], in: folder).status == 0)
    #expect(try String(contentsOf: written, encoding: .utf8).hasPrefix("import GlintUIKit"))
  }

  @Test func untranslatableConstructsAreCountedAndNamed() throws {
    let folder = try GlintProcess.temporaryFolder()
    let source = """
      @interface GlowView : UIView
      @end
      @implementation GlowView
      - (void)layoutSubviews {
          NSLog(@"laid out");
      }
      @end
      """
    try Data(source.utf8).write(to: folder.appendingPathComponent("GlowView.m"))
    let result = try GlintProcess.run(["port", "GlowView.m"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdoutLines.suffix(2) == ["1 construct(s) left as comments:", "  NSLog: NSLog(@\"laid out\");"])
  }

  @Test(arguments: [
    (["port", "Missing.swift"], "glint port: Missing.swift: does not exist"),
    (["port", "pipe.swift"], "glint port: pipe.swift: is a FIFO (named pipe), not a regular file"),
    (["port", "binary.swift"], "glint port: binary.swift: not UTF-8 text"),
    (["port", "notes.txt"], "glint port: notes.txt: not a .swift, .m or .h file"),
    (["port", "View.swift", "--out", "Plugins/bad-name"], "option --out: 'bad-name' is not a module name"),
    (["port"], "name one file to port"),
  ])
  func badInputFailsWithOneLineNamingIt(arguments: [String], message: String) throws {
    let folder = try GlintProcess.temporaryFolder()
    try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    try Data("import UIKit\nclass View: UIView {}\n".utf8).write(
      to: folder.appendingPathComponent("View.swift"))
    try Data([0xFF, 0xFE, 0x00]).write(to: folder.appendingPathComponent("binary.swift"))
    #expect(mkfifo(folder.appendingPathComponent("pipe.swift").path, 0o644) == 0)
    let result = try GlintProcess.run(arguments, in: folder)
    #expect(result.status != 0)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Plugins").path))
  }
}
