import Foundation
import GlintRender
import Testing

/// The preview window end to end: a real window under Xvfb, real X input events from xdotool,
/// the program's own screenshot key, and its exit status.
@Suite(.serialized) struct PreviewWindowTests {
  /// Dark enough to count as the pane's background.
  static func isBackground(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    Int(p.r) + Int(p.g) + Int(p.b) < 80
  }

  /// Lit and tinted toward sparkle-trail's purple (blue well above red and green; the pane's
  /// background is (11, 11, 20)).
  static func isPurple(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    p.b > 45 && Int(p.b) > Int(p.r) + 18 && Int(p.b) > Int(p.g) + 18
  }

  /// xdotool commands for a left-button drag along y = `y` from `fromX` to `toX` in window points,
  /// then a screenshot. Time is paused first and each move is followed by `.` (one 1/60 s step),
  /// so the stroke is simulated the same however the events fall into frames on a busy machine.
  static func dragThenCapture(window: String, fromX: Int, toX: Int, y: Int, moves: Int = 12) -> [String] {
    var commands = ["key", "--window", window, "space"]
    commands += ["mousemove", "--window", window, "\(fromX)", "\(y)", "mousedown", "1"]
    for move in 1...moves {
      let x = fromX + (toX - fromX) * move / moves
      commands += ["mousemove", "--window", window, "\(x)", "\(y)", "key", "--window", window, "period"]
    }
    commands += ["key", "--window", window, "s"]
    return commands
  }

  /// Waits (up to 30 s) for the program to print a line starting with `prefix` (on stdout, or
  /// on stderr with `file: "preview.err"`); returns the rest.
  static func waitForLine(_ prefix: String, in folder: URL, file: String = "preview.out") throws -> String {
    let out = folder.appendingPathComponent(file)
    for _ in 0..<300 {
      let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
      if let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) {
        return String(line.dropFirst(prefix.count))
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw HarnessError("no line '\(prefix)...' in \(out.path)")
  }

  /// Waits for the window's first frame, so that input meets a running loop.
  static func waitUntilShowing(in folder: URL) throws {
    _ = try waitForLine("glint: showing ", in: folder)
  }

  /// Waits until the program prints its screenshot's path, then reads the picture.
  static func screenshot(in folder: URL) throws -> RenderedImage {
    let path = try waitForLine("screenshot: ", in: folder)
    let image = try RenderedImage.readPNG(path: path)
    return image
  }

  /// Quits with Esc and returns the exit status (the window must close within 20 s).
  static func quit(_ process: Process, window: String, display: XvfbDisplay) throws -> Int32 {
    // The window may close before xdotool is done with it (BadWindow): whether it quit is
    // what the wait below finds.
    _ = try? display.xdotool(["mouseup", "1", "key", "--window", window, "Escape"])
    for _ in 0..<200 where process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      throw HarnessError("the preview did not quit on Esc")
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Fraction of the 50-point stretches of `xs` in which some pixel within `band` rows of `y`
  /// is purple. The trail is made of separate sparks, so a stretch is the unit, not a column.
  static func litStretches(_ image: RenderedImage, xs: Range<Int>, y: Int, band: Int = 30) -> Double {
    let starts = Array(stride(from: xs.lowerBound, to: xs.upperBound, by: 50))
    let lit = starts.filter { start in
      (start..<min(start + 50, xs.upperBound)).contains { x in
        (max(0, y - band)...min(image.height - 1, y + band)).contains { isPurple(image.pixel(x: x, y: $0)) }
      }
    }
    return Double(lit.count) / Double(starts.count)
  }

  @Test func dragDrawsAPurpleTrailAndEscQuits() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = try display.launchGlint(
      ["preview", "--size", "800x500", "--record", "stroke.json"], in: folder)
    let window = try display.window(titled: "Glint preview")
    try Self.waitUntilShowing(in: folder)
    try display.xdotool(Self.dragThenCapture(window: window, fromX: 100, toX: 700, y: 250))
    let image = try Self.screenshot(in: folder)
    #expect(try Self.quit(process, window: window, display: display) == 0)

    #expect(image.width == 800 && image.height == 500)
    // Along the drag: lit and purple nearly all the way.
    #expect(Self.litStretches(image, xs: 100..<700, y: 250) >= 0.75)
    // Far from it: the background.
    for (x, y) in [(100, 450), (400, 470), (700, 440), (700, 100), (400, 90)] {
      #expect(Self.isBackground(image.pixel(x: x, y: y)), "pixel (\(x), \(y)) should be background")
    }

    // --record wrote the stroke as a gesture script that glint replays.
    let recorded = try Data(contentsOf: folder.appendingPathComponent("stroke.json"))
    let script = try #require(try JSONSerialization.jsonObject(with: recorded) as? [String: Any])
    let events = try #require(script["events"] as? [[String: Any]])
    #expect(events.first?["phase"] as? String == "began")
    #expect(events.last?["phase"] as? String == "ended")
    #expect((events.first?["x"] as? Double).map { abs($0 - 100) < 2 } == true)
    #expect(events.contains { ($0["x"] as? Double).map { abs($0 - 700) < 2 } == true })
    let replay = try GlintProcess.run(
      ["simulate", "--effect", "sparkle-trail", "--gesture", "stroke.json"], in: folder)
    #expect(replay.status == 0)
  }

  /// The seed, SparkleTouchView hosted as its iOS code (Plugins/SparkleTouch), in the window:
  /// the drag is its touch, and its sparks follow it.
  @Test func theHostedSeedDrawsUnderADrag() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = try display.launchGlint(
      ["preview", "--effect", "sparkle-touch", "--size", "800x500"], in: folder)
    let window = try display.window(titled: "Glint preview")
    try Self.waitUntilShowing(in: folder)
    try display.xdotool(Self.dragThenCapture(window: window, fromX: 100, toX: 700, y: 250))
    let image = try Self.screenshot(in: folder)
    #expect(try Self.quit(process, window: window, display: display) == 0)
    #expect(Self.litStretches(image, xs: 400..<700, y: 250) >= 0.75)
    for (x, y) in [(100, 450), (400, 470), (700, 100), (400, 90)] {
      #expect(Self.isBackground(image.pixel(x: x, y: y)), "pixel (\(x), \(y)) should be background")
    }
  }

  @Test func vRecordsTheWindowToAVideoBesideTheScreenshots() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = try display.launchGlint(["preview", "--size", "800x500"], in: folder)
    let window = try display.window(titled: "Glint preview")
    try Self.waitUntilShowing(in: folder)
    try display.xdotool(["key", "--window", window, "v"])
    let path = try Self.waitForLine("recording: ", in: folder)
    try display.xdotool(Self.dragThenCapture(window: window, fromX: 100, toX: 700, y: 250))
    _ = try Self.screenshot(in: folder)
    try display.xdotool(["key", "--window", window, "v"])
    let saved = try Self.waitForLine("recorded: ", in: folder)
    #expect(try Self.quit(process, window: window, display: display) == 0)

    let video = folder.appendingPathComponent("glint-recording-001.mp4").path
    #expect(path.hasPrefix(video + " ") && saved.hasPrefix(video + " "), "\(path) / \(saved)")
    let stream = try FFmpegTools.probe(video)
    #expect(stream.codec == "h264" && stream.width == 800 && stream.height == 500 && stream.frames >= 2)
    // The first frame is from before the stroke, the last shows it.
    let first = try FFmpegTools.frame(video, index: 0, width: 800, height: 500)
    let last = try FFmpegTools.frame(video, index: stream.frames - 1, width: 800, height: 500)
    #expect(Self.litStretches(first, xs: 100..<700, y: 250) <= 0.1)
    #expect(Self.litStretches(last, xs: 100..<700, y: 250) >= 0.75)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    #expect(left.isEmpty, "temporary files left: \(left)")
  }

  @Test func compareMirrorsADragIntoEveryLabelledPane() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = try display.launchGlint(
      ["compare", "sparkle-trail", "sparkle-trail", "sparkle-trail", "--columns", "3", "--size", "900x300"],
      in: folder)
    let window = try display.window(titled: "Glint compare")
    try Self.waitUntilShowing(in: folder)
    // The drag happens in the middle pane only (x 300...600), from 20% to 80% of its width.
    try display.xdotool(Self.dragThenCapture(window: window, fromX: 360, toX: 540, y: 150))
    let image = try Self.screenshot(in: folder)
    #expect(try Self.quit(process, window: window, display: display) == 0)

    for pane in 0..<3 {
      let left = pane * 300
      // The same relative stroke is lit in every pane.
      #expect(
        Self.litStretches(image, xs: left + 60..<left + 240, y: 150) >= 0.75,
        "pane \(pane) should show the stroke")
      // Its corners far from the stroke stay background.
      #expect(Self.isBackground(image.pixel(x: left + 20, y: 285)))
      #expect(Self.isBackground(image.pixel(x: left + 280, y: 285)))
      // The label: bright text pixels at the pane's top-left.
      let label = (left + 8..<left + 120).flatMap { x in (10..<26).map { image.pixel(x: x, y: $0) } }
      #expect(label.contains { $0.r > 150 && $0.g > 150 && $0.b > 150 }, "pane \(pane) should be labelled")
    }
  }

  @Test func aBrokenShaderEditKeepsTheLastGoodProgramAndAFixReloads() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A private copy of Shaders/ to edit while the window runs.
    let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Shaders").standardized
    let shaders = folder.appendingPathComponent("shaders")
    try FileManager.default.createDirectory(at: shaders, withIntermediateDirectories: true)
    let names = try FileManager.default.contentsOfDirectory(atPath: shipped.path)
      .filter { [".vert", ".frag", ".glsl"].contains(where: $0.hasSuffix) }
    #expect(names.contains("sprite.frag"))
    for name in names {
      try FileManager.default.copyItem(
        at: shipped.appendingPathComponent(name), to: shaders.appendingPathComponent(name))
    }
    let fragment = shaders.appendingPathComponent("sprite.frag")
    let good = try String(contentsOf: fragment, encoding: .utf8)
    let process = try display.launchGlint(
      ["preview", "--size", "400x300"], in: folder, environment: ["GLINT_SHADER_DIR": shaders.path])
    let window = try display.window(titled: "Glint preview")
    try Self.waitUntilShowing(in: folder)

    try (good + "\nthis is not GLSL;\n").write(to: fragment, atomically: true, encoding: .utf8)
    let failure = try Self.waitForLine("glint: ", in: folder, file: "preview.err")
    #expect(failure.contains("sprite.frag") && failure.contains("keeping the last good shaders"))
    #expect(process.isRunning)

    try good.write(to: fragment, atomically: true, encoding: .utf8)
    _ = try Self.waitForLine("glint: shaders reloaded", in: folder, file: "preview.err")
    #expect(try Self.quit(process, window: window, display: display) == 0)
  }

  @Test func withoutADisplayItSaysSoAndExits() throws {
    let result = try GlintProcess.run(["preview"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("glint render"))
  }
}
