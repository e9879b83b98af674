import Foundation
import Testing

/// Command lines the argument fuzzer (Fuzz/Targets/arguments) found mishandled.
struct ArgumentFuzzRegressionTests {
  /// An argument holding a line break of any kind is quoted in the refusal, which must still be
  /// one line: "\n" was folded, but "\r\n" (one Character in Swift), "\r" and U+2028 were not.
  @Test(arguments: ["\n", "\r\n", "\r", "\u{2028}", "\u{0B}"])
  func aRefusalQuotingALineBreakStaysOneLine(lineBreak: String) throws {
    let result = try GlintProcess.run(["a\(lineBreak)b"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("glint: unknown command 'a b'"))
    #expect(result.stderr.filter(\.isNewline) == "\n")
  }
}
