import Foundation

/// Runs programs as real child processes and collects what they print.
enum ChildProcess {
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs `tool` (a path, or a name looked up on PATH) to completion.
  static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws
    -> Result
  {
    let process = start(tool, arguments, environment: environment)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }

  /// A configured, not yet started process; `environment` adds to the inherited one.
  static func start(_ tool: String, _ arguments: [String], environment: [String: String]) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool.hasPrefix("/") ? tool : "/usr/bin/env")
    process.arguments = tool.hasPrefix("/") ? arguments : [tool] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    return process
  }
}
