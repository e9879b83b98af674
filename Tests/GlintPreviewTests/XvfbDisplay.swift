import Foundation

/// A private X server for one test: Xvfb on a free display it picks itself (-displayfd).
final class XvfbDisplay {
  let name: String
  private let process: Process

  init(width: Int = 1600, height: Int = 1000) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    self.process = process
    var number = ""
    while let byte = try output.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
      number.append(Character(UnicodeScalar(byte)))
    }
    guard !number.isEmpty else { throw HarnessError("Xvfb exited without naming a display") }
    name = ":\(number)"
  }

  deinit {
    process.terminate()
    process.waitUntilExit()
  }

  /// Runs an X client (xdotool, xwininfo) against this display and returns its standard output.
  @discardableResult
  func run(_ tool: String, _ arguments: [String]) throws -> String {
    let result = try ChildProcess.run(tool, arguments, environment: ["DISPLAY": name])
    guard result.status == 0 else {
      throw HarnessError("\(tool) \(arguments.joined(separator: " ")) failed: \(result.standardError)")
    }
    return result.standardOutput
  }
}

/// A failure of the test harness itself, with a reason.
struct HarnessError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
