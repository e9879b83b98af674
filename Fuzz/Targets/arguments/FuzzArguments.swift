import FuzzDriver
import GlintCLI

/// The command line: the input, split at NUL bytes, as glint's arguments, through the parser and
/// the option checks of render and simulate. A refusal must be one line (as stderr shows it) that
/// names glint, with exit status 1 or 2.
///
/// Arguments naming a path with a '/' are skipped, and the fuzzer runs in an empty folder, so the
/// checks read no file of the machine's (they never write one).
func fuzzArguments(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: count)
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  guard arguments.count <= 64, !arguments.contains(where: { $0.contains("/") }) else { return 0 }
  do {
    try GlintCLI.check(arguments)
  } catch {
    let line = error.line
    guard line.hasPrefix("glint"), !line.contains(where: \.isNewline), [1, 2].contains(error.exitStatus)
    else {
      fatalError("refusal is not one line naming glint (status \(error.exitStatus)): \(error.message)")
    }
  }
  return 0
}

@main
enum FuzzArguments {
  static func main() { runFuzzer(fuzzArguments) }
}
