import Foundation
import GlintRender
import Testing

/// Live reload of an effect file in the real preview window under Xvfb: saves by writing in
/// place and by renaming a temporary file change the pixels; a broken save keeps drawing and shows
/// its error in the overlay and on stderr; a fix resumes.
@Suite(.serialized) struct EffectReloadWindowTests {
  typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

  /// An effect file: dots of `color` (r, g, b) thrown from a point, replaced every half second.
  static func effect(_ color: (Double, Double, Double), cellName: String = "dot", contents: String = "dot")
    -> String
  {
    """
    {
      "version": 1, "id": "reload-test", "name": "Reload test", "summary": "Dots of one colour.",
      "layers": [
        {
          "emitterCells": [
            {
              "name": "\(cellName)", "birthRate": 300, "lifetime": 0.4, "velocity": 30, "emissionRange": 6.3,
              "scale": 1.5, "contents": "\(contents)", "color": [\(color.0), \(color.1), \(color.2), 1]
            }
          ]
        }
      ]
    }
    """
  }

  static let red = (1.0, 0.1, 0.1)
  static let green = (0.1, 1.0, 0.1)
  static let blue = (0.1, 0.1, 1.0)

  /// Pixels within `radius` of (x, y) whose strongest channel is well above the other two: the
  /// count for red, green and blue.
  static func tints(_ image: RenderedImage, x: Int, y: Int, radius: Int = 40) -> [Int] {
    var counts = [0, 0, 0]
    for py in y - radius...y + radius {
      for px in x - radius...x + radius {
        let p = image.pixel(x: px, y: py)
        let channels = [Int(p.r), Int(p.g), Int(p.b)]
        for (index, value) in channels.enumerated()
        where value > 90
          && channels.enumerated().allSatisfy({ $0.offset == index || value > $0.element + 50 })
        {
          counts[index] += 1
        }
      }
    }
    return counts
  }

  /// The index (0 red, 1 green, 2 blue) of the colour the dots around (x, y) show, when one clearly does.
  static func dominantTint(_ image: RenderedImage, x: Int, y: Int) -> Int? {
    let counts = tints(image, x: x, y: y)
    guard let best = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[best] >= 30 else {
      return nil
    }
    return counts.enumerated().allSatisfy { $0.offset == best || $0.element * 10 <= counts[best] }
      ? best : nil
  }

  /// Pixels of the overlay's error colour in the band under the pane's label.
  static func errorTextPixels(_ image: RenderedImage, width: Int) -> Int {
    var count = 0
    for y in 34..<64 {
      for x in 8..<width - 8 {
        let p = image.pixel(x: x, y: y)
        if p.r > 150 && p.g < 140 && p.b < 140 && Int(p.r) > Int(p.g) + 60 { count += 1 }
      }
    }
    return count
  }

  /// Waits (up to 60 s: the whole suite may load the machine) until `file` in `folder` holds
  /// `count` lines starting with `prefix`;
  /// returns the last of them, without the prefix.
  static func waitForLines(_ prefix: String, count: Int, in folder: URL, file: String = "preview.err") throws
    -> String
  {
    let url = folder.appendingPathComponent(file)
    for _ in 0..<1200 {
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      let lines = text.split(separator: "\n").filter { $0.hasPrefix(prefix) }
      if lines.count >= count { return String(lines[count - 1].dropFirst(prefix.count)) }
      Thread.sleep(forTimeInterval: 0.05)
    }
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    throw HarnessError("no \(count) lines '\(prefix)...' in \(url.path): \(text)")
  }

  /// The running preview: its process, window and folder, and how many screenshots it took.
  final class Preview {
    let process: Process
    let window: String
    let display: XvfbDisplay
    let folder: URL
    private var shots = 0

    init(process: Process, window: String, display: XvfbDisplay, folder: URL) {
      self.process = process
      self.window = window
      self.display = display
      self.folder = folder
    }

    /// Presses S and reads the picture it saves.
    func screenshot() throws -> RenderedImage {
      shots += 1
      try display.xdotool(["key", "--window", window, "s"])
      let path = try EffectReloadWindowTests.waitForLines(
        "screenshot: ", count: shots, in: folder, file: "preview.out")
      return try RenderedImage.readPNG(path: path)
    }

    /// Screenshots every 0.3 s until one satisfies `condition` (a loaded machine may draw few
    /// frames a second), for up to 10 s; returns the last one taken.
    func screenshot(until condition: (RenderedImage) -> Bool) throws -> RenderedImage {
      var image = try screenshot()
      for _ in 0..<30 where !condition(image) {
        Thread.sleep(forTimeInterval: 0.3)
        image = try screenshot()
      }
      return image
    }

    /// Quits with Esc; the exit status.
    func quit() throws -> Int32 {
      try PreviewWindowTests.quit(process, window: window, display: display)
    }
  }

  /// Starts `glint` with `arguments` at 400 × 300, a pointer held at (300, 200) by a gesture
  /// script for the whole test.
  static func launch(_ arguments: [String], display: XvfbDisplay, in folder: URL) throws -> Preview {
    let hold = """
      {"size": [400, 300], "events": [{"t": 0, "id": 1, "phase": "began", "x": 300, "y": 200},
        {"t": 3600, "id": 1, "phase": "ended", "x": 300, "y": 200}]}
      """
    try hold.write(to: folder.appendingPathComponent("hold.json"), atomically: true, encoding: .utf8)
    let process = try display.launchGlint(
      arguments + ["--size", "400x300", "--gesture", "hold.json"], in: folder)
    let window = try display.window(titled: arguments[0] == "compare" ? "Glint compare" : "Glint preview")
    try PreviewWindowTests.waitUntilShowing(in: folder)
    return Preview(process: process, window: window, display: display, folder: folder)
  }

  /// The tint of the dots around (x, y) and the counts behind it, for messages.
  static func describe(_ image: RenderedImage, x: Int, y: Int) -> String {
    "tint \(dominantTint(image, x: x, y: y).map(String.init) ?? "none"), red/green/blue pixels \(tints(image, x: x, y: y))"
  }

  /// Writes `text` over `file` in place (truncate and write), as some editors save.
  static func writeInPlace(_ text: String, to file: URL) throws {
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  /// Writes `text` to a temporary file beside `file` and renames it over `file`, as most editors save.
  static func writeAndRename(_ text: String, to file: URL) throws {
    let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).tmp")
    try Data(text.utf8).write(to: temporary)
    guard rename(temporary.path, file.path) == 0 else { throw HarnessError("rename failed") }
  }

  /// Long enough for every dot born before a save to have died (their lifetime is 0.4 s).
  static func letOldDotsDie() { Thread.sleep(forTimeInterval: 0.8) }

  @Test func savesByWritingAndByRenamingChangeTheColourOnScreen() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("reload-test.json")
    try Self.effect(Self.red).write(to: file, atomically: false, encoding: .utf8)
    let preview = try Self.launch(["preview", "--effect", "reload-test.json"], display: display, in: folder)
    let first = try preview.screenshot { Self.dominantTint($0, x: 300, y: 200) == 0 }
    #expect(Self.dominantTint(first, x: 300, y: 200) == 0, "\(Self.describe(first, x: 300, y: 200))")

    try Self.writeInPlace(Self.effect(Self.green), to: file)
    #expect(try Self.waitForLines("glint: reloaded ", count: 1, in: folder).hasSuffix("reload-test.json"))
    let second = try preview.screenshot { Self.dominantTint($0, x: 300, y: 200) == 1 }
    #expect(Self.dominantTint(second, x: 300, y: 200) == 1, "\(Self.describe(second, x: 300, y: 200))")

    try Self.writeAndRename(Self.effect(Self.blue), to: file)
    _ = try Self.waitForLines("glint: reloaded ", count: 2, in: folder)
    let third = try preview.screenshot { Self.dominantTint($0, x: 300, y: 200) == 2 }
    #expect(Self.dominantTint(third, x: 300, y: 200) == 2, "\(Self.describe(third, x: 300, y: 200))")

    #expect(try preview.quit() == 0)
    let errors = try String(contentsOf: folder.appendingPathComponent("preview.err"), encoding: .utf8)
    #expect(errors.split(separator: "\n").count == 2, "one line per save, nothing else: \(errors)")
  }

  @Test func aBrokenSaveKeepsDrawingWithTheErrorInTheOverlayAndAFixResumes() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("reload-test.json")
    try Self.effect(Self.red).write(to: file, atomically: false, encoding: .utf8)
    let preview = try Self.launch(["preview", "--effect", "reload-test.json"], display: display, in: folder)
    let before = try preview.screenshot { Self.dominantTint($0, x: 300, y: 200) == 0 }
    #expect(Self.errorTextPixels(before, width: 400) == 0)

    // A birth rate that is not a number: the error names the line, column and field.
    let broken = Self.effect(Self.green).replacingOccurrences(
      of: "\"birthRate\": 300", with: "\"birthRate\": \"lots\"")
    try Self.writeAndRename(broken, to: file)
    let failure = try Self.waitForLines("glint: ", count: 1, in: folder)
    #expect(failure.hasPrefix("reload-test.json:7:"), "\(failure)")
    #expect(
      failure.contains("layers[0].emitterCells[0].birthRate")
        && failure.contains("keeping the last good effect"))
    let showing = try preview.screenshot { Self.errorTextPixels($0, width: 400) > 100 }
    #expect(Self.errorTextPixels(showing, width: 400) > 100, "the error shows in the overlay")
    Self.letOldDotsDie()
    let still = try preview.screenshot()
    #expect(
      Self.dominantTint(still, x: 300, y: 200) == 0,
      "the last good effect draws: \(Self.describe(still, x: 300, y: 200))")

    try FileManager.default.removeItem(at: file)
    let removed = try Self.waitForLines("glint: ", count: 2, in: folder)
    #expect(removed.contains("reload-test.json: the file was removed"))
    #expect(preview.process.isRunning)

    try Self.writeAndRename(Self.effect(Self.blue), to: file)
    _ = try Self.waitForLines("glint: reloaded ", count: 1, in: folder)
    let fixed = try preview.screenshot { Self.dominantTint($0, x: 300, y: 200) == 2 }
    #expect(Self.dominantTint(fixed, x: 300, y: 200) == 2, "\(Self.describe(fixed, x: 300, y: 200))")
    #expect(Self.errorTextPixels(fixed, width: 400) == 0, "the error is gone")
    #expect(try preview.quit() == 0)
    let lines = try String(contentsOf: folder.appendingPathComponent("preview.err"), encoding: .utf8)
      .split(separator: "\n")
    #expect(lines.count == 3, "one line per save: \(lines)")
  }

  /// A 16 × 16 sprite of one opaque colour, written to a temporary file and renamed over `path`.
  static func saveSprite(_ color: (UInt8, UInt8, UInt8), to path: URL) throws {
    let temporary = path.deletingLastPathComponent().appendingPathComponent("sprite.tmp")
    let pixels: [UInt8] = (0..<256).flatMap { _ -> [UInt8] in [color.0, color.1, color.2, 255] }
    try RenderedImage(width: 16, height: 16, pixels: pixels).writePNG(to: temporary.path)
    guard rename(temporary.path, path.path) == 0 else { throw HarnessError("rename failed") }
  }

  @Test func savingAnImageTheEffectUsesChangesThePixels() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let images = folder.appendingPathComponent("images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    try Self.saveSprite((255, 20, 20), to: images.appendingPathComponent("square.png"))
    let file = folder.appendingPathComponent("reload-test.json")
    try Self.effect((1, 1, 1), contents: "images/square.png").write(
      to: file, atomically: false, encoding: .utf8)
    let preview = try Self.launch(["preview", "--effect", "reload-test.json"], display: display, in: folder)
    let before = try preview.screenshot { Self.dominantTint($0, x: 300, y: 200) == 0 }
    #expect(Self.dominantTint(before, x: 300, y: 200) == 0, "\(Self.describe(before, x: 300, y: 200))")

    try Self.saveSprite((20, 20, 255), to: images.appendingPathComponent("square.png"))
    _ = try Self.waitForLines("glint: reloaded ", count: 1, in: folder)
    // Every sprite on screen changes at once: the texture is read again, the particles stay.
    let after = try preview.screenshot()
    #expect(Self.dominantTint(after, x: 300, y: 200) == 2, "\(Self.describe(after, x: 300, y: 200))")
    #expect(try preview.quit() == 0)
  }

  /// An image saved broken keeps the last good image on screen, its error in the overlay and
  /// one line on stderr; a good save shows the new image and clears the error.
  @Test func aBrokenImageKeepsTheLastGoodImageWithTheErrorInTheOverlay() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let images = folder.appendingPathComponent("images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    let square = images.appendingPathComponent("square.png")
    try Self.saveSprite((255, 20, 20), to: square)
    let file = folder.appendingPathComponent("reload-test.json")
    try Self.effect((1, 1, 1), contents: "images/square.png").write(
      to: file, atomically: false, encoding: .utf8)
    let preview = try Self.launch(["preview", "--effect", "reload-test.json"], display: display, in: folder)
    let before = try preview.screenshot { Self.dominantTint($0, x: 300, y: 200) == 0 }
    #expect(Self.dominantTint(before, x: 300, y: 200) == 0, "\(Self.describe(before, x: 300, y: 200))")

    try EffectFileReloaderTests.saveTruncatedPNG(to: square)
    let failure = try Self.waitForLines("glint: ", count: 1, in: folder)
    #expect(
      failure.hasPrefix("reload-test.json: ")
        && failure.contains("square.png: cannot read the image (damaged or truncated")
        && failure.hasSuffix("(keeping the last good effect)"), "\(failure)")
    let showing = try preview.screenshot { Self.errorTextPixels($0, width: 400) > 100 }
    #expect(Self.errorTextPixels(showing, width: 400) > 100, "the error shows in the overlay")
    Self.letOldDotsDie()
    let still = try preview.screenshot()
    #expect(
      Self.dominantTint(still, x: 300, y: 200) == 0,
      "the last good image draws: \(Self.describe(still, x: 300, y: 200))")

    try Self.saveSprite((20, 20, 255), to: square)
    _ = try Self.waitForLines("glint: reloaded ", count: 1, in: folder)
    let fixed = try preview.screenshot { Self.dominantTint($0, x: 300, y: 200) == 2 }
    #expect(Self.dominantTint(fixed, x: 300, y: 200) == 2, "\(Self.describe(fixed, x: 300, y: 200))")
    #expect(Self.errorTextPixels(fixed, width: 400) == 0, "the error is gone")
    #expect(try preview.quit() == 0)
    let lines = try String(contentsOf: folder.appendingPathComponent("preview.err"), encoding: .utf8)
      .split(separator: "\n")
    #expect(lines.count == 2, "one line per save, no warning of a spark: \(lines)")
  }

  @Test func compareReloadsThePanesShowingTheFileOnly() throws {
    let display = try XvfbDisplay()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("reload-test.json")
    let other = folder.appendingPathComponent("other.json")
    try Self.effect(Self.red).write(to: file, atomically: false, encoding: .utf8)
    try Self.effect(Self.red).replacingOccurrences(of: "reload-test", with: "other")
      .write(to: other, atomically: false, encoding: .utf8)
    // Two panes of 200 × 300; the held pointer is at (150, 200) in each (the script is scaled
    // into every pane).
    let preview = try Self.launch(
      ["compare", "reload-test.json", "other.json", "--columns", "2"], display: display, in: folder)
    try Self.writeAndRename(Self.effect(Self.green, cellName: "spark"), to: file)
    _ = try Self.waitForLines("glint: reloaded ", count: 1, in: folder)
    let image = try preview.screenshot { Self.dominantTint($0, x: 150, y: 200) == 1 }
    #expect(
      Self.dominantTint(image, x: 150, y: 200) == 1,
      "the file's pane: \(Self.describe(image, x: 150, y: 200))")
    #expect(
      Self.dominantTint(image, x: 350, y: 200) == 0, "the other pane: \(Self.describe(image, x: 350, y: 200))"
    )
    #expect(try preview.quit() == 0)
  }
}
