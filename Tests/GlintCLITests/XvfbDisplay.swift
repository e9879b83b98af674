import Foundation

/// A private X server for window tests: Xvfb on a free display,
/// and the X clients (xdotool) that drive it with real input events.
final class XvfbDisplay {
  private(set) var name: String
  private var server: Process

  /// Starts Xvfb on the first free display number and waits until it answers a client.
  init(width: Int = 1600, height: Int = 1000) throws {
    for number in 90..<400 where Self.isFree(number) {
      let server = Process()
      server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
      server.arguments = [":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
      server.standardOutput = FileHandle.nullDevice
      server.standardError = FileHandle.nullDevice
      try server.run()
      self.server = server
      name = ":\(number)"
      // Another test may have taken the number in the meantime: then the server exits, and the
      // one answering is the other test's, so the display is ours only once its lock names our
      // server.
      for _ in 0..<100 where server.isRunning {
        if Self.lockOwner(number) == server.processIdentifier, (try? xdotool(["getdisplaygeometry"])) != nil {
          return
        }
        Thread.sleep(forTimeInterval: 0.05)
      }
      Self.stop(server, display: number)
    }
    throw HarnessError("Xvfb could not start on any display from :90 to :399")
  }

  deinit {
    Self.stop(server, display: Int(name.dropFirst()) ?? -1)
  }

  /// The process id the lock of display `number` names, if there is a lock.
  private static func lockOwner(_ number: Int) -> Int32? {
    let lock = "/tmp/.X\(number)-lock"
    return (try? String(contentsOfFile: lock, encoding: .utf8)).flatMap {
      Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// Whether no live server holds display `number`; a dead one's leftovers are cleared.
  private static func isFree(_ number: Int) -> Bool {
    let lock = "/tmp/.X\(number)-lock"
    guard let text = try? String(contentsOfFile: lock, encoding: .utf8) else { return true }
    if let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), kill(pid, 0) == 0 {
      return false
    }
    try? FileManager.default.removeItem(atPath: lock)
    try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    return true
  }

  /// Stops the server and removes its lock and socket (SIGKILL: children of the test runner may
  /// start with SIGTERM blocked, and a killed server leaves them behind).
  private static func stop(_ server: Process, display number: Int) {
    kill(server.processIdentifier, SIGKILL)
    server.waitUntilExit()
    try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
  }

  /// Starts `glint arguments...` (or `program arguments...`) on this display, its output going
  /// to files in `folder`.
  func launchGlint(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:], program: URL? = nil
  ) throws -> Process {
    let process = Process()
    process.executableURL = try program ?? GlintProcess.executable()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      .merging(["DISPLAY": name]) { $1 }
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
    // SIGKILL: xdotool inherits the test runner's blocked signals, SIGTERM among them, so a plain
    // timeout would leave `search --sync` for a window that never came waiting for ever.
    let result = try GlintProcess.run(
      program: URL(fileURLWithPath: "/usr/bin/timeout"),
      ["-s", "KILL", "30", "/usr/bin/xdotool"] + arguments,
      environment: ["DISPLAY": name])
    guard result.status == 0 else {
      let why = result.status == 9 || result.status == 137 ? "took over 30 s" : "failed (\(result.status))"
      throw HarnessError("xdotool \(arguments.joined(separator: " ")) \(why): \(result.stderr)")
    }
    return result.stdout
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
