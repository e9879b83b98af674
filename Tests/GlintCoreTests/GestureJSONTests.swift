import Testing

@testable import GlintCore

/// The JSON reader under gesture scripts on hostile text: every fault is a one-line error with
/// a line and column, never a trap.
@Suite struct GestureJSONTests {
  /// A script whose one event has `phase` written as `phase` (raw JSON string contents).
  static func script(phase: String) -> String {
    #"{"size":[800,600],"events":[{"t":0,"id":1,"phase":"\#(phase)","x":1,"y":2}]}"#
  }

  static let badSurrogates: [String] = [
    #"\uD800\u0000"#,  // high surrogate then a non-surrogate escape (used to trap)
    #"\uDBFF\uFFFF"#,  // high then a non-low value above the low range
    #"\uD800\uD800"#,  // two high surrogates
    #"\uD800"#,  // high surrogate at the end of the string
    #"\uD800x"#,  // high surrogate then a plain character
    #"\uD800\n"#,  // high surrogate then another escape
    #"\uDC00"#,  // lone low surrogate
    #"a\uDFFF\uD800"#,  // low before high
  ]

  @Test(arguments: badSurrogates)
  func aLoneOrMismatchedSurrogateIsASyntaxError(phase: String) {
    #expect {
      try GestureScript.parse(Self.script(phase: phase), source: "g.json")
    } throws: { error in
      // The column is that of the escape's backslash; the phase starts at column 52.
      let column = 52 + phase.distance(from: phase.startIndex, to: phase.firstIndex(of: "\\")!)
      let error = error as! GestureError
      return error.description.hasPrefix("g.json: not JSON: invalid surrogate pair")
        && error.description.hasSuffix("at line 1, column \(column)")
    }
  }

  @Test func aValidSurrogatePairIsOneCharacter() throws {
    let value = try JSONParser.parse(#"["\uD83D\uDE00", "\uDBFF\uDFFF", "\u00e9\u0000"]"#)
    #expect(value == .array([.string("😀"), .string("\u{10FFFF}"), .string("é\u{0}")]))
  }

  @Test func hugeNumbersLongDigitsAndDeepNestingDoNotTrap() throws {
    let digits = String(repeating: "9", count: 100_000)
    #expect(try JSONParser.parse(digits) == .number(.infinity))
    #expect(try JSONParser.parse("1e99999999999999999999999") == .number(.infinity))
    #expect(try JSONParser.parse("-1e-99999999999999999999999") == .number(-0.0))
    #expect(try JSONParser.parse("0." + digits + "e-" + digits) == .number(0))
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONSyntaxError(message: "nested too deeply", line: 1, column: 257)) {
      try JSONParser.parse(deep)
    }
    let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    _ = try JSONParser.parse(fine)
  }
}
