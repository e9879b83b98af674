import Foundation

/// Runs the built `glint` executable as a real process and captures what it says.
///
/// The executable sits beside the test bundle in the build folder (swift build --build-tests
/// builds both); GLINT_EXECUTABLE overrides the path.
struct GlintProcess {
  struct Result {
    var status: Int32
    /// What the program wrote to stdout, as bytes (decoded frames, say).
    var output: Data
    var stderr: String
    var stdout: String { String(decoding: output, as: UTF8.self) }
    var stdoutLines: [String] { stdout.split(separator: "\n").map(String.init) }
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
  }

  enum Failure: Error, CustomStringConvertible {
    case notBuilt(String)
    var description: String {
      switch self {
      case .notBuilt(let path): return "the glint executable is not at \(path); build it first (swift build)"
      }
    }
  }

  static func executable() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["GLINT_EXECUTABLE"] {
      return URL(fileURLWithPath: path)
    }
    let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = runner.deletingLastPathComponent()
    // On Linux the test bundle is an executable in the build folder; elsewhere it is a bundle.
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("glint")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    throw Failure.notBuilt(runner.deletingLastPathComponent().appendingPathComponent("glint").path)
  }

  /// Runs `glint arguments...` in `directory` and waits for it; `environment` sets variables
  /// for it (nil removes one).
  static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:])
    throws -> Result
  {
    try run(program: executable(), arguments, in: directory, environment: environment)
  }

  /// Runs any program the same way: output goes to files, so a chatty child (ffmpeg's log on
  /// stderr) never blocks on a full pipe while the other one is read.
  static func run(
    program: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
      var variables = ProcessInfo.processInfo.environment
      for (name, value) in environment { variables[name] = value }
      process.environment = variables
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Result(
      status: process.terminationStatus, output: try Data(contentsOf: outURL),
      stderr: try String(contentsOf: errURL, encoding: .utf8))
  }

  /// A fresh empty folder for files a test writes.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glint-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

/// Parses one JSON object per line.
func jsonObjects(_ lines: [String]) throws -> [[String: Any]] {
  try lines.map { line in
    let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
    guard let object = value as? [String: Any] else { throw CocoaError(.coderInvalidValue) }
    return object
  }
}
