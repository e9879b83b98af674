import GlintCore
import Testing

/// Named colours with UIKit's base values, greys, and hex.
@Suite struct ColorTests {
  @Test func namedColoursHaveUIKitsValues() {
    let expected: [(Color, Float, Float, Float, Float)] = [
      (.red, 1, 0, 0, 1), (.green, 0, 1, 0, 1), (.blue, 0, 0, 1, 1), (.cyan, 0, 1, 1, 1),
      (.yellow, 1, 1, 0, 1), (.magenta, 1, 0, 1, 1), (.orange, 1, 0.5, 0, 1), (.purple, 0.5, 0, 0.5, 1),
      (.brown, 0.6, 0.4, 0.2, 1), (.gray, 0.5, 0.5, 0.5, 1), (.black, 0, 0, 0, 1), (.white, 1, 1, 1, 1),
      (.clear, 0, 0, 0, 0), (.darkGray, 1 / 3, 1 / 3, 1 / 3, 1), (.lightGray, 2 / 3, 2 / 3, 2 / 3, 1),
    ]
    for (color, r, g, b, a) in expected {
      #expect(color == Color(red: r, green: g, blue: b, alpha: a))
    }
    #expect(Color(white: 0.25, alpha: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
  }

  @Test func hexStringsAndNumbers() throws {
    #expect(try Color(hex: "#FF8800") == Color(red: 1, green: 136 / 255, blue: 0))
    #expect(try Color(hex: "ff880080") == Color(red: 1, green: 136 / 255, blue: 0, alpha: 128 / 255))
    #expect(Color(hex: 0xFF8800) == (try Color(hex: "#FF8800")))
    #expect(Color(hex: 0x0000FF, alpha: 0.5) == Color(red: 0, green: 0, blue: 1, alpha: 0.5))
  }

  @Test(arguments: ["", "#", "#FF880", "#FF8800F", "#GG8800", "#+F8800", "FF 880", "#FF88000000", "#ＦＦ8800"])
  func badHexThrowsAndQuotesTheText(text: String) {
    do {
      _ = try Color(hex: text)
      Issue.record("\(text) was taken")
    } catch {
      #expect(error.text == text)
      #expect("\(error)" == "colour \"\(text)\" is not hex #RRGGBB or #RRGGBBAA")
    }
  }
}
