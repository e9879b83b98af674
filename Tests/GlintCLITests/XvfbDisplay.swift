import Foundation

/// A private X server for window tests: Xvfb on a free display,
/// and the X clients (xdotool) that drive it with real input events.
final class XvfbDisplay {
  let name: String
  private let server: Process

  /// Starts Xvfb on the first display number that is free, and waits for its socket.
  init(width: Int = 1600, height: Int = 1000) throws {
    for number in 90..<400 where !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
      let server = Process()
      server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
      server.arguments = [":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
      server.standardOutput = FileHandle.nullDevice
      server.standardError = FileHandle.nullDevice
      try server.run()
      // Another test may have taken the number in the meantime: then the server exits.
      for _ in 0..<100 where server.isRunning {
        if FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
          self.server = server
          name = ":\(number)"
          return
        }
        Thread.sleep(forTimeInterval: 0.05)
      }
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
    }
    throw HarnessError("Xvfb could not start on any display from :90 to :399")
  }

  deinit {
    // SIGKILL: children of the test runner may start with SIGTERM blocked.
    kill(server.processIdentifier, SIGKILL)
    server.waitUntilExit()
  }

  /// Starts `glint arguments...` on this display, its output going to files in `folder`.
  func launchGlint(_ arguments: [String], in folder: URL) throws -> Process {
    let process = Process()
    process.executableURL = try GlintProcess.executable()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { $1 }
    for (name, path) in [("stdout", "preview.out"), ("stderr", "preview.err")] {
      let url = folder.appendingPathComponent(path)
      _ = FileManager.default.createFile(atPath: url.path, contents: nil)
      let handle = try FileHandle(forWritingTo: url)
      if name == "stdout" { process.standardOutput = handle } else { process.standardError = handle }
    }
    try process.run()
    return process
  }

  /// Runs xdotool with `arguments` against this display; returns what it printed.
  @discardableResult
  func xdotool(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = ["30", "/usr/bin/xdotool"] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw HarnessError("xdotool \(arguments.joined(separator: " ")) failed (\(process.terminationStatus))")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Waits for a window whose title contains `title`; returns its id.
  func window(titled title: String) throws -> String {
    let ids = try xdotool(["search", "--sync", "--onlyvisible", "--name", title])
    guard let id = ids.split(separator: "\n").first else { throw HarnessError("no window '\(title)'") }
    return String(id)
  }
}

/// A failure of the test harness itself, with a reason.
struct HarnessError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
