import Foundation
import Testing

/// `glint render --video` when the clip cannot be finished: a full disk (a real 4 KiB tmpfs,
/// where ffmpeg itself exits 0 after "Error writing trailer") and SIGINT or SIGTERM mid-clip
/// (real signals to the real process). Each must leave nothing behind.
@Suite(.serialized)
struct VideoFailureTests {
  static let trail = ["render", "--effect", "sparkle-trail", "--gesture", "swipe", "--size", "160x120"]

  /// A 4 KiB tmpfs mounted on a fresh folder, or nil with the reason it could not be (mounting
  /// needs root, or CAP_SYS_ADMIN in a container).
  static func tinyDisk() throws -> (folder: URL, reason: String?) {
    let folder = try GlintProcess.temporaryFolder()
    let mount = try GlintProcess.run(
      program: URL(fileURLWithPath: "/usr/bin/env"),
      ["mount", "-t", "tmpfs", "-o", "size=4k", "tmpfs", folder.path])
    return (folder, mount.status == 0 ? nil : "cannot mount a tmpfs here: \(mount.stderr)")
  }

  static var canMount: Bool {
    guard let (folder, reason) = try? tinyDisk() else { return false }
    if reason == nil { unmount(folder) }
    try? FileManager.default.removeItem(at: folder)
    return reason == nil
  }

  static func unmount(_ folder: URL) {
    _ = try? GlintProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"), ["umount", folder.path])
  }

  @Test(.enabled(if: canMount, "mounting a 4 KiB tmpfs needs root (or CAP_SYS_ADMIN)"))
  func aFullDiskIsExitOneAndLeavesNothing() throws {
    let (folder, reason) = try Self.tinyDisk()
    defer {
      Self.unmount(folder)
      try? FileManager.default.removeItem(at: folder)
    }
    #expect(reason == nil)
    for name in ["clip.mp4", "clip.webm", "clip.gif"] {
      let result = try GlintProcess.run(Self.trail + ["--video", name], in: folder)
      #expect(result.status == 1, "\(name): \(result.stdout) \(result.stderr)")
      #expect(result.stderrLines.count == 1, "\(result.stderr)")
      #expect(result.stderr.hasPrefix("glint render: cannot write \(name): "), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(left.isEmpty, "\(name): left \(left)")
    }
  }

  /// Starts `glint arguments` in `folder` with SIGINT and SIGTERM unblocked and at their default
  /// (the test runner's children may inherit them blocked), through perl, which execs glint in
  /// its own process.
  static func launch(_ arguments: [String], in folder: URL) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/perl")
    process.arguments =
      [
        "-MPOSIX", "-e",
        "sigprocmask(SIG_UNBLOCK, POSIX::SigSet->new(SIGINT, SIGTERM)); "
          + "$SIG{INT} = $SIG{TERM} = 'DEFAULT'; exec @ARGV or die",
        try GlintProcess.executable().path,
      ] + arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Waits (up to 60 s) until a name in `folder` satisfies `test`.
  static func waitForFile(in folder: URL, _ test: (String) -> Bool) throws -> String {
    for _ in 0..<600 {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      if let name = names.first(where: test) { return name }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw HarnessError("no such file appeared in \(folder.path)")
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalMidClipRemovesThePartialFile(signal: Int32) throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 30 s of 60 frames a second: far longer than the test waits.
    let process = try Self.launch(Self.trail + ["--to", "30", "--video", "clip.mp4"], in: folder)
    let partial = try Self.waitForFile(in: folder) { $0.hasSuffix(".partial") }
    // The partial file grows: ffmpeg has frames, so the signal lands mid-clip.
    let path = folder.appendingPathComponent(partial).path
    for _ in 0..<600 {
      let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
      if (size ?? 0) > 0 { break }
      Thread.sleep(forTimeInterval: 0.1)
    }
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left.isEmpty, "left \(left)")
  }
}
