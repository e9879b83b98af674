import Foundation

extension GlintCLI {
  /// Runs the program on the real standard streams: `glint`'s `main`. A failed write to stdout
  /// (a full disk, /dev/full) ends the run with a one-line reason and status 1, never status 0.
  package static func main(_ arguments: [String]) -> Int32 {
    if let problem = RawNames.argumentProblem(RawNames.arguments()) {
      FileHandle.standardError.write(Data((problem + "\n").utf8))
      return 1
    }
    // A buffered stream of its own on descriptor 1 (C's `stdout` is shared mutable state).
    guard let output = fdopen(STDOUT_FILENO, "w") else { return 1 }
    let errors = FileHandle.standardError
    let failed = { (code: Int32) -> Int32 in
      errors.write(Data("glint: cannot write to standard output: \(OutputPath.reason(code))\n".utf8))
      return 1
    }
    let status = run(
      arguments,
      stdout: { text in
        fputs(text, output)
        if ferror(output) != 0 { exit(failed(errno)) }
      },
      stderr: { errors.write(Data($0.utf8)) })
    guard fflush(output) == 0, ferror(output) == 0 else { return failed(errno) }
    return status
  }
}
