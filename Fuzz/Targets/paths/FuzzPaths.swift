import FuzzDriver
import GlintCore

/// Path expressions (pixi's movePath): any bytes, as UTF-8 text, through the parser. A refusal
/// is one line; an expression that parses reads back the same from its own text, and evaluates
/// anywhere (huge, tiny, negative, non-finite x) without trapping.
func fuzzPaths(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  let path: PathExpression
  do {
    path = try PathExpression(text)
  } catch {
    guard !error.message.contains("\n") else { fatalError("a refusal of more than one line: \(error)") }
    return 0
  }
  guard let again = try? PathExpression(path.text), again == path else {
    fatalError("an expression does not read back from its own text: \(text)")
  }
  for x: Float in [0, 1, -1, 0.5, 1e-30, 1e30, -1e30, .infinity, -.infinity, .nan, 1000, -7.25] {
    _ = path.value(at: x)
  }
  return 0
}

@main
enum FuzzPaths {
  static func main() { runFuzzer(fuzzPaths) }
}
