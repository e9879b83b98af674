import GlintCore
import GlintRender
import Testing

@Suite struct TextLayoutTests {
  /// stb_easy_font knows printable ASCII only: other characters draw as '?' rather than reading
  /// past the end of its tables.
  @Test func charactersOutsideASCIIDrawAsQuestionMarks() {
    let white = Color.white
    let accented = TextLayout.instances("Étoile ✨", at: .zero, unit: 1, color: white)
    let replaced = TextLayout.instances("?toile ?", at: .zero, unit: 1, color: white)
    #expect(!accented.isEmpty)
    #expect(accented == replaced)
    #expect(TextLayout.size("Étoile ✨", unit: 1) == TextLayout.size("?toile ?", unit: 1))
  }
}
