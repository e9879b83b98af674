import Foundation
import GlintRender
import Testing

/// `glint render --video` as a real process, headless: short clips of each kind read back with
/// ffprobe and ffmpeg, checked against the PNGs of the same times, and the error cases.
@Suite(.serialized)
struct RenderVideoTests {
  static let trail = ["--effect", "sparkle-trail", "--gesture", "swipe", "--size", "160x120"]

  func render(_ arguments: [String], in folder: URL, environment: [String: String?] = [:]) throws
    -> GlintProcess.Result
  {
    try GlintProcess.run(["render"] + arguments, in: folder, environment: environment)
  }

  /// The PNGs --frames writes for frames 0..<count at `fps` (the times a clip's frames show).
  func pictures(_ arguments: [String], count: Int, fps: Int, in folder: URL) throws -> [RenderedImage] {
    let range = "0:\(Double(count - 1) / Double(fps)):\(1 / Double(fps))"
    let result = try render(arguments + ["--frames", range, "--out-dir", "png"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    return try (0..<count).map { index in
      let name = String(format: "png/frame-%04d.png", index)
      return try RenderedImage.readPNG(path: folder.appendingPathComponent(name).path)
    }
  }

  /// Decoded frames `indices` of the clip match the PNGs of the same times within `tolerance`
  /// (mean difference per channel), and each is nearer its own PNG than one a few frames away.
  func expectFrames(
    of path: URL, match pictures: [RenderedImage], at indices: [Int], tolerance: Double
  ) throws {
    for index in indices {
      let picture = pictures[index]
      let frame = try FFmpegTools.frame(path.path, index: index, width: picture.width, height: picture.height)
      let own = FFmpegTools.meanDifference(frame, picture)
      let other = FFmpegTools.meanDifference(frame, pictures[(index + 5) % pictures.count])
      #expect(own < tolerance, "frame \(index) differs from its PNG by \(own)")
      #expect(own * 2 < other, "frame \(index): \(own) from its PNG, \(other) from another")
    }
  }

  /// Nothing but `names` in the folder: no partial video, no hidden temporary file.
  func expectOnly(_ names: [String], in folder: URL) throws {
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == names.sorted(), "files left: \(left)")
  }

  @Test func mp4IsH264WithTheFramesOfThePNGs() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try render(Self.trail + ["--fps", "20", "--video", "clip.mp4"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutLines == ["clip.mp4"])
    #expect(result.stderr.isEmpty, "quiet when stderr is not a terminal: \(result.stderr)")
    let clip = folder.appendingPathComponent("clip.mp4")
    let stream = try FFmpegTools.probe(clip.path)
    // The swipe lasts 0.5 s: 10 frames at 20 per second.
    #expect(stream.codec == "h264" && stream.pixelFormat == "yuv420p")
    #expect(stream.width == 160 && stream.height == 120 && stream.frames == 10)
    #expect(abs(stream.duration - 0.5) < 0.02)
    let pngs = try pictures(Self.trail, count: 10, fps: 20, in: folder)
    try expectFrames(of: clip, match: pngs, at: [3, 6, 9], tolerance: 3)
  }

  @Test func webmIsVP9AndFollowsFromAndTo() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try render(
      Self.trail + ["--fps", "10", "--from", "0.2", "--to", "0.5", "--video", "clip.webm"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let clip = folder.appendingPathComponent("clip.webm")
    let stream = try FFmpegTools.probe(clip.path)
    #expect(stream.codec == "vp9" && stream.width == 160 && stream.height == 120 && stream.frames == 3)
    #expect(abs(stream.duration - 0.3) < 0.02)
    // Frame 0 is the picture at 0.2 s.
    let at = try render(Self.trail + ["--at", "0.2", "--out", "at.png"], in: folder)
    #expect(at.status == 0, "\(at.stderr)")
    let picture = try RenderedImage.readPNG(path: folder.appendingPathComponent("at.png").path)
    let frame = try FFmpegTools.frame(clip.path, index: 0, width: 160, height: 120)
    let first = try render(Self.trail + ["--at", "0", "--out", "first.png"], in: folder)
    #expect(first.status == 0, "\(first.stderr)")
    let start = try RenderedImage.readPNG(path: folder.appendingPathComponent("first.png").path)
    let own = FFmpegTools.meanDifference(frame, picture)
    #expect(own < 4 && own * 2 < FFmpegTools.meanDifference(frame, start), "frame 0 differs by \(own)")
  }

  @Test func gifOfACompareSheetHasThePalettedFramesOfTheSheet() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sheet = ["--compare", "comet,sparkle-trail", "--gesture", "swipe", "--size", "120x90"]
    let result = try render(sheet + ["--to", "0.4", "--video", "sheet.gif"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let clip = folder.appendingPathComponent("sheet.gif")
    let stream = try FFmpegTools.probe(clip.path)
    // Two panes side by side; 0.4 s at GIF's 30 frames per second.
    #expect(stream.codec == "gif" && stream.width == 240 && stream.height == 90 && stream.frames == 12)
    #expect(abs(stream.duration - 0.4) < 0.02)
    for index in [4, 11] {
      let time = String(Double(index) / 30)
      let still = try render(sheet + ["--at", time, "--out", "at-\(index).png"], in: folder)
      #expect(still.status == 0, "\(still.stderr)")
      let picture = try RenderedImage.readPNG(path: folder.appendingPathComponent("at-\(index).png").path)
      let frame = try FFmpegTools.frame(clip.path, index: index, width: 240, height: 90)
      #expect(FFmpegTools.meanDifference(frame, picture) < 3, "frame \(index)")
    }
  }

  @Test func loopMakesTheLastFrameMeetTheFirst() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let circle = ["--effect", "sparkle-trail", "--gesture", "circle", "--size", "120x90", "--fps", "20"]
    #expect(try render(circle + ["--loop", "--video", "loop.gif"], in: folder).status == 0)
    #expect(try render(circle + ["--video", "once.gif"], in: folder).status == 0)
    func seam(_ name: String) throws -> (seam: Double, step: Double) {
      let path = folder.appendingPathComponent(name).path
      let stream = try FFmpegTools.probe(path)
      #expect(stream.frames == 30)  // the circle's 1.5 s
      let frames = try [0, 1, stream.frames - 1].map {
        try FFmpegTools.frame(path, index: $0, width: 120, height: 90)
      }
      return (
        FFmpegTools.blockDifference(frames[2], frames[0]), FFmpegTools.blockDifference(frames[0], frames[1])
      )
    }
    // A GIF repeats for ever by its NETSCAPE2.0 block; played once, it has none.
    let repeats = Data("NETSCAPE2.0".utf8)
    #expect(try Data(contentsOf: folder.appendingPathComponent("loop.gif")).range(of: repeats) != nil)
    #expect(try Data(contentsOf: folder.appendingPathComponent("once.gif")).range(of: repeats) == nil)
    let loop = try seam("loop.gif")
    let once = try seam("once.gif")
    // Looped, the jump from the last frame to the first is like any step; played once, the
    // first frame is nearly empty and the last is full of sparks.
    #expect(loop.seam < loop.step * 1.5 + 0.5, "loop: seam \(loop.seam), step \(loop.step)")
    #expect(once.seam > loop.seam * 2, "once: seam \(once.seam), loop seam \(loop.seam), step \(loop.step)")
  }

  @Test func aTerminalSeesAProgressBar() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let glint = try GlintProcess.executable().path
    let command = ([glint, "render"] + Self.trail + ["--fps", "20", "--video", "tty.mp4"]).joined(
      separator: " ")
    // script(1) runs the command on a pseudo-terminal and copies what it shows to stdout.
    let shown = try FFmpegTools.run("script", ["-qec", "cd \(folder.path) && \(command)", "/dev/null"])
    let text = String(decoding: shown, as: UTF8.self)
    #expect(text.contains("10/10 frames"), "\(text)")
    #expect(text.contains(" fps ") && text.contains(" s left"), "\(text)")
  }

  @Test func missingFfmpegIsOneLineAndNoFile() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let result = try render(
      Self.trail + ["--video", "clip.mp4"], in: folder, environment: ["PATH": empty.path])
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "glint render: cannot write clip.mp4: ffmpeg is not on the PATH (Debian: apt-get install ffmpeg)"
      ])
    try expectOnly(["bin"], in: folder)
  }

  @Test func anUnknownExtensionOrAnUnwritablePathIsOneLine() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A name no format takes is a usage error, as --out x.jpg is.
    let avi = try render(Self.trail + ["--video", "clip.avi"], in: folder)
    #expect(avi.status == 2)
    let jpg = try render(Self.trail + ["--out", "clip.jpg"], in: folder)
    #expect(jpg.status == 2)
    #expect(
      avi.stderrLines == [
        "glint render: option --video: 'clip.avi' must end in .mp4, .webm or .gif (see 'glint render --help')"
      ])
    let missing = try render(Self.trail + ["--video", "nowhere/clip.gif"], in: folder)
    #expect(missing.status == 1)
    #expect(missing.stderrLines.count == 1)
    #expect(missing.stderr.contains("nowhere/clip.gif") && missing.stderr.contains("does not exist"))
    try expectOnly([], in: folder)
  }

  @Test func ffmpegFailingMidwayIsItsLastLineAndNoPartialFile() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // An ffmpeg that takes a few frames, writes part of its output, then fails as a full disk would.
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let fake = bin.appendingPathComponent("ffmpeg")
    try """
    #!/bin/sh
    head -c 200000 >/dev/null
    for last; do :; done
    echo partial > "$last"
    echo "[libx264 @ 0x1] error writing: No space left on device" >&2
    echo "Conversion failed!" >&2
    exit 1
    """.write(to: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let result = try render(Self.trail + ["--video", "clip.mp4"], in: folder, environment: ["PATH": path])
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "glint render: cannot write clip.mp4: ffmpeg stopped before the last frame: "
          + "[libx264 @ 0x1] error writing: No space left on device"
      ])
    try expectOnly(["bin"], in: folder)
  }

  @Test func videoOptionsAreCheckedTogether() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (arguments, complaint) in [
      (["--video", "a.mp4", "--at", "0.2"], "option --at does not go with --video"),
      (["--fps", "30", "--out", "a.png"], "option --fps needs --video"),
      (["--video", "a.mp4", "--fps", "500"], "--fps"),
      (["--video", "a.mp4", "--from", "0.4", "--to", "0.2"], "no time"),
      (["--video", "a.mp4", "--loop", "--to", "1"], "--loop"),
    ] {
      let result = try render(Self.trail + arguments, in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderrLines.count == 1 && result.stderr.contains(complaint), "\(result.stderr)")
    }
    try expectOnly([], in: folder)
  }
}
