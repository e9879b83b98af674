import GlintCore
import GlintFiles
import Testing

@Suite struct GestureWriteTests {
  @Test(arguments: GestureScript.builtInNames)
  func aWrittenScriptReadsBackTheSame(name: String) throws {
    let script = try GestureScript.builtIn(named: name, size: Size(width: 1280, height: 720))
    let again = try GestureScript.parse(script.jsonText, source: "\(name).json")
    #expect(again == script)
  }

  @Test func anEmptyScriptReadsBackEmpty() throws {
    let script = GestureScript(size: Size(width: 10.5, height: 20), events: [])
    #expect(try GestureScript.parse(script.jsonText, source: "empty.json") == script)
  }
}
