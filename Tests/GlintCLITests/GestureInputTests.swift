import Foundation
import Testing

/// What `--gesture` and `--dump` say about paths that are not what they should be, and the
/// limits on a gesture script: one line naming the path and what is wrong, and no work done.
@Suite struct GestureInputTests {
  func simulate(_ gesture: String, in folder: URL, _ extra: [String] = []) throws -> GlintProcess.Result {
    try GlintProcess.run(["simulate", "--effect", "burst", "--gesture", gesture] + extra, in: folder)
  }

  @Test func aFolderADeviceAndAFIFOAreNotGestureFiles() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("strokes.json"), withIntermediateDirectories: false)
    #expect(mkfifo(folder.appendingPathComponent("pipe.json").path, 0o644) == 0)
    let cases = [
      ("strokes.json", "gesture file 'strokes.json' is a folder, not a regular file"),
      ("/dev/zero", "gesture file '/dev/zero' is a character device, not a regular file"),
      ("pipe.json", "gesture file 'pipe.json' is a FIFO (named pipe), not a regular file"),
    ]
    for (path, message) in cases {
      let result = try simulate(path, in: folder)
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(result.stderrLines == ["glint simulate: \(message)"])
    }
  }

  @Test func aFileOverTheSizeLimitIsNotRead() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("huge.json").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, 16 << 20 + 1) == 0)  // sparse: 16 MiB and one byte of zeros
    let result = try simulate("huge.json", in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "glint simulate: gesture file 'huge.json' is 16777217 bytes, over the limit of 16777216 bytes"
      ])
  }

  /// A script of `count` taps, each down and up at once, one pointer id each.
  func taps(_ count: Int) -> String {
    let events = (0..<count).map { index in
      let t = Double(index / 2) / 1000
      let phase = index % 2 == 0 ? "began" : "ended"
      return #"{"t":\#(t),"id":\#(index / 2),"phase":"\#(phase)","x":1,"y":2}"#
    }
    return #"{"size":[800,600],"events":[\#(events.joined(separator: ","))]}"#
  }

  @Test func scriptsOverTheEventLimitAreRefusedAndAtItRun() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try taps(100_001).write(to: folder.appendingPathComponent("over.json"), atomically: true, encoding: .utf8)
    try taps(100_000).write(to: folder.appendingPathComponent("at.json"), atomically: true, encoding: .utf8)
    let over = try simulate("over.json", in: folder, ["--fps", "1", "--seconds", "0"])
    #expect(over.status == 1)
    #expect(
      over.stderrLines == [
        "glint simulate: over.json:1:28: events: 100001 events, over the limit of 100000 events a script"
      ])
    let at = try simulate("at.json", in: folder, ["--fps", "1", "--seconds", "0"])
    #expect(at.status == 0, "\(at.stderr)")
  }

  /// 256 pointers down at once is the host's limit and runs; a 257th is refused where it begins.
  @Test func scriptsOverThePointerLimitAreRefusedNotCapped() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func held(_ count: Int) -> String {
      let events = (0..<count).map { #"{"t":0,"id":\#($0),"phase":"began","x":\#($0),"y":2}"# }
      return #"{"size":[800,600],"events":[\#(events.joined(separator: ","))]}"#
    }
    try held(257).write(to: folder.appendingPathComponent("over.json"), atomically: true, encoding: .utf8)
    try held(256).write(to: folder.appendingPathComponent("at.json"), atomically: true, encoding: .utf8)
    let over = try simulate("over.json", in: folder)
    #expect(over.status == 1)
    #expect(
      over.stderrLines == [
        "glint simulate: over.json:1:11853: events[256].id: more than 256 pointers down at once, the limit of"
          + " a script"
      ])
    let at = try simulate("at.json", in: folder, ["--seconds", "0.1"])
    #expect(at.status == 0, "\(at.stderr)")
    let last = try #require(try jsonObjects(at.stdoutLines).last)
    #expect(last["pointers"] as? Int == 256)
    #expect(last["anomalies"] as? Int == 0)
  }

  /// Root passes every permission check, yet cannot make a file in /proc: the dump path is tried
  /// before the run, so no step is printed.
  @Test func aDumpWhereNoFileCanBeMadeFailsBeforeAnyOutput() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try simulate("hold", in: folder, ["--dump", "/proc/dump.json", "--dump-at", "0.5"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderr.contains("option --dump: cannot write dump file '/proc/dump.json': "), "\(result.stderr)")
  }

  @Test func aDumpToAFullDeviceSaysSo() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try simulate("hold", in: folder, ["--dump", "/dev/full", "--dump-at", "0.5"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "glint simulate: option --dump: cannot write dump file '/dev/full': no space left on device"
      ])
  }
}
