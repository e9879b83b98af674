import Foundation
import GlintRender
import Testing

/// The preview's pointers and its recording, end to end under Xvfb: the mouse draws while a
/// gesture replays, the pointer limit is said when met, and a recording that cannot be written
/// where asked is kept elsewhere, never lost silently.
@Suite(.serialized) struct PreviewInputTests {
  typealias Window = PreviewWindowTests

  /// A script holding pointers 1...`count` down for the hour, from (`x`, `y`) rightwards a
  /// point apart, each creeping 40 points right over the hour (so the player moves it every
  /// step).
  static func held(_ count: Int, size: (Int, Int), x: Int, y: Int) -> String {
    let began = (1...count).map { #"{"t":0,"id":\#($0),"phase":"began","x":\#(x + $0),"y":\#(y)}"# }
    let ended = (1...count).map { #"{"t":3600,"id":\#($0),"phase":"ended","x":\#(x + 40 + $0),"y":\#(y)}"# }
    return #"{"size":[\#(size.0),\#(size.1)],"events":[\#((began + ended).joined(separator: ","))]}"#
  }

  /// Waits for the `number`th screenshot (1 is the first) and reads it.
  static func screenshot(_ number: Int, in folder: URL) throws -> RenderedImage {
    let out = folder.appendingPathComponent("preview.out")
    for _ in 0..<300 {
      let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
      let paths = text.split(separator: "\n").filter { $0.hasPrefix("screenshot: ") }
      if paths.count >= number {
        let path = String(paths[number - 1].dropFirst("screenshot: ".count))
        return try RenderedImage.readPNG(path: path)
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw HarnessError("no screenshot \(number) in \(out.path)")
  }

  /// The first purple pixel (a spark; the overlay's text is white) in the rows `ys` across `xs`,
  /// or nil when there is none.
  static func firstSpark(_ image: RenderedImage, xs: Range<Int>, ys: Range<Int>) -> (x: Int, y: Int)? {
    for y in ys {
      for x in xs where Window.isPurple(image.pixel(x: x, y: y)) { return (x, y) }
    }
    return nil
  }

  /// The gesture's pointer 1 and the mouse's pointer 1 are different pointers: a drag across the
  /// top draws there alone while the gesture's pointer draws at the bottom left (one pointer
  /// pulled between the two would draw across the middle), and releasing the button leaves the
  /// gesture's pointer drawing.
  @Test func theMouseDrawsWhileAGestureReplays() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.held(1, size: (800, 500), x: 100, y: 430).write(
      to: folder.appendingPathComponent("creep.json"), atomically: true, encoding: .utf8)
    let process = try display.launchGlint(
      ["preview", "--size", "800x500", "--gesture", "creep.json", "--loop", "--record", "drawn.json"],
      in: folder)
    let window = try display.window(titled: "Glint preview")
    try Window.waitUntilShowing(in: folder)
    try display.xdotool(Window.dragThenCapture(window: window, fromX: 200, toX: 700, y: 80))
    let during = try Self.screenshot(1, in: folder)
    // Release, then half a second: the stroke's sparks are gone, the gesture's still come.
    var after = ["mouseup", "1"]
    for _ in 0..<30 { after += ["key", "--window", window, "period"] }
    try display.xdotool(after + ["key", "--window", window, "s"])
    let released = try Self.screenshot(2, in: folder)
    #expect(try Window.quit(process, window: window, display: display) == 0)

    #expect(Window.litStretches(during, xs: 200..<700, y: 80) >= 0.75, "the drag draws")
    let between = Self.firstSpark(during, xs: 0..<800, ys: 200..<300)
    #expect(between == nil, "nothing is drawn between the two: a spark at \(String(describing: between))")
    #expect(Window.litStretches(during, xs: 100..<150, y: 430) == 1, "the gesture draws")
    // Right of the overlay's text at the top left.
    let stroke = Self.firstSpark(released, xs: 360..<800, ys: 0..<200)
    #expect(stroke == nil, "the released stroke has faded: a spark at \(String(describing: stroke))")
    #expect(Window.litStretches(released, xs: 100..<150, y: 430) == 1, "the gesture still draws")
    // The recording holds the mouse's stroke only, as pointer 1.
    let recorded = try Data(contentsOf: folder.appendingPathComponent("drawn.json"))
    let script = try #require(try JSONSerialization.jsonObject(with: recorded) as? [String: Any])
    let events = try #require(script["events"] as? [[String: Any]])
    #expect(!events.isEmpty && events.allSatisfy { $0["id"] as? Int == 1 })
  }

  /// A gesture holding 256 pointers fills the pane; the mouse's began is then refused, and the
  /// preview says so on stderr instead of drawing nothing unexplained.
  @Test func meetingThePointerLimitIsSaid() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.held(256, size: (400, 300), x: 20, y: 150).write(
      to: folder.appendingPathComponent("crowd.json"), atomically: true, encoding: .utf8)
    let process = try display.launchGlint(
      ["preview", "--size", "400x300", "--effect", "ring", "--gesture", "crowd.json"], in: folder)
    let window = try display.window(titled: "Glint preview")
    try Window.waitUntilShowing(in: folder)
    try display.xdotool(["mousemove", "--window", window, "50", "50", "click", "3"])
    let line = try Window.waitForLine("glint: ", in: folder, file: "preview.err")
    #expect(line == "256 pointers are down at once, the most a pane holds; pointers beyond them are ignored")
    #expect(try Window.quit(process, window: window, display: display) == 0)
  }

  /// The folder of --record goes away while the window runs: on Esc the drawing goes to the
  /// temporary folder, and the one-line error says where; the file replays.
  @Test func aRecordingThatCannotBeWrittenIsKeptElsewhere() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let away = folder.appendingPathComponent("away")
    try FileManager.default.createDirectory(at: away, withIntermediateDirectories: true)
    let process = try display.launchGlint(
      ["preview", "--size", "400x300", "--record", "away/stroke.json"], in: folder)
    let window = try display.window(titled: "Glint preview")
    try Window.waitUntilShowing(in: folder)
    try FileManager.default.removeItem(at: away)
    try display.xdotool(Window.dragThenCapture(window: window, fromX: 50, toX: 350, y: 150))
    _ = try Window.screenshot(in: folder)
    #expect(try Window.quit(process, window: window, display: display) == 1)

    let errors = try String(contentsOf: folder.appendingPathComponent("preview.err"), encoding: .utf8)
    let lines = errors.split(separator: "\n").map(String.init)
    #expect(lines.count == 1, "\(errors)")
    let prefix =
      "glint preview: option --record: cannot write 'away/stroke.json': no such file or directory;"
      + " the recording is saved in '"
    let line = try #require(lines.first)
    #expect(line.hasPrefix(prefix) && line.hasSuffix("' instead"), "\(line)")
    let fallback = String(line.dropFirst(prefix.count).dropLast("' instead".count))
    defer { try? FileManager.default.removeItem(atPath: fallback) }
    let replay = try GlintProcess.run(["simulate", "--effect", "sparkle-trail", "--gesture", fallback])
    #expect(replay.status == 0, "\(replay.stderr)")
    #expect(try jsonObjects(replay.stdoutLines).contains { ($0["particles"] as? Int ?? 0) > 0 })
  }

  /// A path where no file can be made is refused before the window opens.
  @Test func aRecordWhereNoFileCanBeMadeIsRefusedAtOnce() throws {
    let result = try GlintProcess.run(
      ["preview", "--record", "/proc/stroke.json"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.hasPrefix("glint preview: option --record: cannot write '/proc/stroke.json': "))
  }
}
