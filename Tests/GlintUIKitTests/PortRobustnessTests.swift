import Foundation
import Testing

@testable import GlintCLI

/// `glint port` takes any text without crashing: every prefix of every corpus file, and the
/// files with characters dropped or repeated, each give a port (of whatever can be read).
@Suite struct PortRobustnessTests {
  static let folder = PortOutputTests.folder.appendingPathComponent("iOS")
  static let files: [String] =
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []

  static func text(_ name: String) -> String {
    (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
  }

  static func port(_ text: String, objectiveC: Bool) -> PortedEffect {
    objectiveC
      ? ObjCPort.port(implementation: text, header: text, fileName: "X.swift", module: nil)
      : SwiftPort.port(text, fileName: "X.swift", module: nil)
  }

  @Test(arguments: files)
  func everyPrefixPorts(file: String) {
    let characters = Array(Self.text(file))
    let objectiveC = !file.hasSuffix(".swift.txt")
    for end in stride(from: 0, through: characters.count, by: 7) {
      let ported = Self.port(String(characters[..<end]), objectiveC: objectiveC)
      #expect(!ported.module.isEmpty)
    }
  }

  @Test(arguments: files)
  func mutatedFilesPort(file: String) {
    let characters = Array(Self.text(file))
    let objectiveC = !file.hasSuffix(".swift.txt")
    var state: UInt64 = 0x9E37_79B9
    for _ in 0..<200 where !characters.isEmpty {
      var mutated = characters
      for _ in 0..<5 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let index = Int(state >> 33) % mutated.count
        if state & 1 == 0 { mutated.remove(at: index) } else { mutated.insert(mutated[index], at: index) }
        if mutated.isEmpty { break }
      }
      _ = Self.port(String(mutated), objectiveC: objectiveC)
    }
  }

  @Test(arguments: [
    "[", "@", "@[", "(", "(id)", "[[", "]", "@selector(", "#selector(", "- (", "+", "@\"", "\"", "[a b:",
    "x = [", "(CGFloat)",
  ])
  func fragmentsPort(fragment: String) {
    for text in [fragment, "@implementation V : UIView\n- (void)f {\n\(fragment)\n}\n@end\n"] {
      _ = Self.port(text, objectiveC: true)
      _ = Self.port(text, objectiveC: false)
    }
    for text in [fragment, "x = \(fragment);", "[a b:\(fragment)];", "\(fragment) {"] {
      _ = ObjCExpression().translate(text)
      _ = SwiftPort.rewriteSpellings(text)
    }
  }

  @Test func bracketsThatNeverCloseAreReportedAndKeptAsComments() {
    let source = "@implementation V : UIView\n- (void)f {\n    [self go:(1;\n}\n@end\n"
    let ported = Self.port(source, objectiveC: true)
    #expect(ported.comments.contains("unbalanced brackets: from line 3"))
    #expect(ported.files[0].text.contains("//     [self go:(1;"))
  }
}
