import Foundation
import Testing

/// What the preview writes beside its screenshots, under Xvfb with real keys: two windows
/// recording into one folder take different names, the folder is made when missing, and a
/// window killed mid-recording leaves neither the partial clip nor the name it took.
@Suite(.serialized)
struct PreviewOutputWindowTests {
  /// Starts a preview on `display` in `folder` (its output in preview.out and preview.err
  /// there), with SIGINT and SIGTERM unblocked and at their default, through perl's exec.
  static func launch(_ arguments: [String], in folder: URL, display: XvfbDisplay) throws -> Process {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try display.launchGlint(
      [
        "-MPOSIX", "-e",
        "sigprocmask(SIG_UNBLOCK, POSIX::SigSet->new(SIGINT, SIGTERM)); "
          + "$SIG{INT} = $SIG{TERM} = 'DEFAULT'; exec @ARGV or die",
        try GlintProcess.executable().path, "preview", "--size", "400x300",
      ] + arguments, in: folder, program: URL(fileURLWithPath: "/usr/bin/perl"))
  }

  /// The id of the preview window that is not one of `known`.
  static func newWindow(on display: XvfbDisplay, besides known: [String]) throws -> String {
    for _ in 0..<300 {
      let ids = try display.xdotool(["search", "--sync", "--onlyvisible", "--name", "Glint preview"])
        .split(separator: "\n").map(String.init)
      if let id = ids.first(where: { !known.contains($0) }) { return id }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw HarnessError("no new preview window")
  }

  @Test func twoWindowsRecordingIntoOneFolderTakeTwoNames() throws {
    let display = try XvfbDisplay()
    let root = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let shots = root.appendingPathComponent("shots/today")
    let (a, b) = (root.appendingPathComponent("a"), root.appendingPathComponent("b"))
    let first = try Self.launch(["--screenshot-dir", shots.path], in: a, display: display)
    try PreviewWindowTests.waitUntilShowing(in: a)
    let firstWindow = try Self.newWindow(on: display, besides: [])
    let second = try Self.launch(["--screenshot-dir", shots.path], in: b, display: display)
    try PreviewWindowTests.waitUntilShowing(in: b)
    let secondWindow = try Self.newWindow(on: display, besides: [firstWindow])
    // The second starts while the first records: the first's clip has no file of its name yet
    // but a partial one.
    try display.xdotool(["key", "--window", firstWindow, "v"])
    let firstPath = try PreviewWindowTests.waitForLine("recording: ", in: a)
    try display.xdotool(["key", "--window", secondWindow, "v"])
    let secondPath = try PreviewWindowTests.waitForLine("recording: ", in: b)
    #expect(firstPath.hasPrefix(shots.path + "/glint-recording-001.mp4 "), "\(firstPath)")
    #expect(secondPath.hasPrefix(shots.path + "/glint-recording-002.mp4 "), "\(secondPath)")
    try display.xdotool(["key", "--window", firstWindow, "v", "key", "--window", secondWindow, "v"])
    _ = try PreviewWindowTests.waitForLine("recorded: ", in: a)
    _ = try PreviewWindowTests.waitForLine("recorded: ", in: b)
    #expect(try PreviewWindowTests.quit(first, window: firstWindow, display: display) == 0)
    #expect(try PreviewWindowTests.quit(second, window: secondWindow, display: display) == 0)
    for name in ["glint-recording-001.mp4", "glint-recording-002.mp4"] {
      let stream = try FFmpegTools.probe(shots.appendingPathComponent(name).path)
      #expect(stream.codec == "h264" && stream.width == 400 && stream.frames >= 1, "\(name)")
    }
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalWhileRecordingLeavesNoPartialClip(signal: Int32) throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = try Self.launch([], in: folder, display: display)
    try PreviewWindowTests.waitUntilShowing(in: folder)
    let window = try Self.newWindow(on: display, besides: [])
    try display.xdotool(["key", "--window", window, "v"])
    _ = try PreviewWindowTests.waitForLine("recording: ", in: folder)
    _ = try VideoFailureTests.waitForFile(in: folder) { $0.hasSuffix(".partial") }
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["preview.err", "preview.out"], "left \(left)")
  }
}
