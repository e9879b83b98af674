import Foundation
import Testing

/// The ports are what the guide's rules make of the iOS files, and the guide shows them as they are.
@Suite struct PortingRulesTests {
  /// Each iOS file of iOS/ and the port of it in Ports/.
  static let pairs: [(ios: String, port: String)] = [
    ("SnowView", "SnowEffect"), ("FireViewController", "FireEffect"),
    ("ConfettiViewController", "ConfettiEffect"), ("FireworksView", "FireworksEffect"),
    ("ShootingStarView", "ShootingStarEffect"), ("SnowfallViewController", "SnowfallEffect"),
  ]

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  static func text(_ path: String, in folder: URL = folder) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  static func iOS(_ name: String) throws -> String { try text("iOS/\(name).swift.txt") }
  static func port(_ name: String) throws -> String { try text("Ports/\(name).swift") }

  /// The text without any white space: line breaks and indentation are the formatter's business.
  static func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }

  @Test(arguments: pairs.map(\.ios))
  func theRulesTurnTheIOSFileIntoThePort(ios: String) throws {
    let port = try #require(Self.pairs.first { $0.ios == ios }).port
    let ported = Porter.port(try Self.iOS(ios))
    #expect(Self.squeezed(ported) == Self.squeezed(try Self.port(port)), "the rules make:\n\(ported)")
  }

  @Test func theRulesReachEveryIOSNameTheFilesUse() throws {
    for pair in Self.pairs {
      let ported = Porter.port(try Self.iOS(pair.ios))
      for name in [
        "UIKit", "UIColor", "UIImage", "CGFloat", "CGPoint", "CGSize", "CACurrentMediaTime", "kCA", "M_PI",
      ] {
        #expect(!ported.contains(name), "\(name) left in the port of \(pair.ios)")
      }
      #expect(Porter.match(#"\bCA[A-Z]"#, ported) == nil, "a CA name left in the port of \(pair.ios)")
    }
  }

  /// The guide's two examples are these files, character for character.
  @Test(arguments: ["SnowView", "FireworksView"])
  func theGuideShowsTheFilesAsTheyAre(ios: String) throws {
    let guide = try Self.text("../../docs/PORTING_FROM_IOS.md")
    let port = try #require(Self.pairs.first { $0.ios == ios }).port
    let blocks = guide.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```").first ?? ""
    }
    #expect(blocks.contains(try Self.iOS(ios)), "the guide's iOS example differs from iOS/\(ios).swift.txt")
    #expect(
      blocks.contains(try Self.port(port)), "the guide's Glint example differs from Ports/\(port).swift")
  }
}
