import Foundation
import GlintRender
import Testing

/// The preview gives each pane its canvas: Snowfall's snow covers every pane's whole width, and
/// still does once the window is made wider.
@Suite(.serialized) struct PreviewCanvasTests {
  /// Whether some pixel of columns `xs`, rows `ys` is a flake (light on the dark background).
  static func hasFlake(_ image: RenderedImage, xs: Range<Int>, ys: Range<Int>) -> Bool {
    xs.contains { x in ys.contains { y in image.pixel(x: x, y: y).r > 110 } }
  }

  /// Waits `seconds`, presses S and reads the screenshot (the n-th of the run).
  static func capture(after seconds: Double, window: String, display: XvfbDisplay, folder: URL, index: Int)
    throws -> RenderedImage
  {
    Thread.sleep(forTimeInterval: seconds)
    try display.xdotool(["key", "--window", window, "s"])
    for _ in 0..<300 {
      let text =
        (try? String(contentsOf: folder.appendingPathComponent("preview.out"), encoding: .utf8)) ?? ""
      let paths = text.split(separator: "\n").filter { $0.hasPrefix("screenshot: ") }
      if paths.count > index { return try RenderedImage.readPNG(path: String(paths[index].dropFirst(12))) }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw HarnessError("no screenshot \(index + 1)")
  }

  @Test func snowSpansEveryPaneAndFollowsAResize() throws {
    let display = try XvfbDisplay(width: 1400, height: 600)
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = try display.launchGlint(
      ["compare", "snowfall", "snowfall", "--columns", "2", "--size", "600x300"], in: folder)
    let window = try display.window(titled: "Glint compare")
    try PreviewWindowTests.waitUntilShowing(in: folder)
    let first = try Self.capture(after: 3, window: window, display: display, folder: folder, index: 0)
    for pane in 0..<2 {
      for fifth in 0..<5 {
        let left = pane * 300 + fifth * 60
        #expect(
          Self.hasFlake(first, xs: left..<left + 60, ys: 30..<300), "pane \(pane), fifth \(fifth): no snow")
      }
    }
    try display.xdotool(["windowsize", window, "1200", "300"])
    let wide = try Self.capture(after: 4, window: window, display: display, folder: folder, index: 1)
    #expect(try PreviewWindowTests.quit(process, window: window, display: display) == 0)
    #expect(wide.width == 1200)
    for pane in 0..<2 {
      // The right part of each pane, beyond its old width, has snow too.
      let left = pane * 600 + 420
      #expect(
        Self.hasFlake(wide, xs: left..<left + 170, ys: 30..<300), "pane \(pane): no snow on its new part")
    }
  }
}
