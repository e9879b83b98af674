import Foundation
import Testing

@testable import GlintCLI

/// Ported/ holds what `glint port` writes for each Swift file of iOS/: the tests in
/// SwiftCorpusTests run exactly that code.
@Suite struct PortOutputTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let swiftFiles: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("iOS").path)) ?? []
    return names.filter { $0.hasSuffix(".swift.txt") && $0 != "SparkleTouchView.swift.txt" }.sorted()
  }()

  @Test func theCorpusHasNineSwiftFilesBesideTheSeed() {
    #expect(Self.swiftFiles.count >= 9)
  }

  @Test(arguments: swiftFiles)
  func portedFilesAreWhatGlintPortWrites(file: String) throws {
    let source = try String(contentsOf: Self.folder.appendingPathComponent("iOS/\(file)"), encoding: .utf8)
    let name = String(file.dropLast(".swift.txt".count))
    let ported = SwiftPort.port(source, fileName: name + ".swift", module: name)
    #expect(ported.comments.isEmpty)
    #expect(ported.files.map(\.path) == ["Sources/\(name).swift", "Sources/\(name)Effect.swift"])
    for entry in ported.files {
      let written = try String(
        contentsOf: Self.folder.appendingPathComponent("Ported/\(name)/\(entry.path)"), encoding: .utf8)
      #expect(written == entry.text, "\(entry.path) differs from what glint port writes")
    }
    // Only imports and the spellings Linux lacks change.
    for change in ported.changes {
      let kinds = ["import ", "@objc", "#selector", "#keyPath", "@IBAction"]
      #expect(kinds.contains { change.before.contains($0) }, "line \(change.line): \(change.before)")
    }
  }
}

/// The same for the Objective-C files: each .m (with its .h) translated.
@Suite struct ObjCPortOutputTests {
  static let folder = PortOutputTests.folder
  static let objcFiles: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("iOS").path)) ?? []
    return names.filter { $0.hasSuffix(".m.txt") }.map { String($0.dropLast(".m.txt".count)) }.sorted()
  }()

  @Test func theCorpusHasSixObjectiveCFiles() {
    #expect(Self.objcFiles.count >= 6)
  }

  @Test(arguments: objcFiles)
  func portedFilesAreWhatGlintPortWrites(name: String) throws {
    func read(_ path: String) -> String {
      (try? String(contentsOf: Self.folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }
    let ported = ObjCPort.port(
      implementation: read("iOS/\(name).m.txt"), header: read("iOS/\(name).h.txt"), fileName: name + ".swift",
      module: name)
    #expect(ported.comments.isEmpty, "\(ported.comments)")
    for entry in ported.files {
      #expect(
        read("Ported/\(name)/\(entry.path)") == entry.text,
        "\(entry.path) differs from what glint port writes")
    }
  }

  @Test func aConstructOutsideTheSubsetStaysAsACommentNamingIt() {
    let source = """
      @implementation GlowView : UIView
      - (void)layoutSubviews {
          NSLog(@"laid out");
          __weak typeof(self) weakSelf = self;
          self.layer.opacity = 1;
      }
      @end
      """
    let ported = ObjCPort.port(implementation: source, header: "", fileName: "GlowView.swift", module: "Glow")
    #expect(ported.comments.count == 2)
    let text = ported.files[0].text
    #expect(text.contains("// glint port: NSLog not translated: NSLog(@\"laid out\");"))
    #expect(text.contains("// glint port: __weak not translated"))
    #expect(text.contains("self.layer.opacity = 1"))
  }
}
