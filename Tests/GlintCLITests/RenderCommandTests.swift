import Foundation
import GlintRender
import Testing

/// `glint render` as a real process, headless: pictures, sequences, contact sheets and errors.
@Suite(.serialized)
struct RenderCommandTests {
  /// The default background, #0b0b14.
  static let background = (r: UInt8(11), g: UInt8(11), b: UInt8(20))

  func render(_ arguments: [String], in folder: URL) throws -> GlintProcess.Result {
    try GlintProcess.run(["render"] + arguments, in: folder)
  }

  func isBackground(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    (p.r, p.g, p.b) == Self.background
  }

  /// sparkle-trail, and the seed it was written from hosted as its iOS code (sparkle-touch, with
  /// the spark.png it ships), draw the same trail.
  @Test(arguments: ["sparkle-trail", "sparkle-touch"])
  func sparkleTrailOnTheSwipeLeavesAPurpleTrail(effect: String) throws {
    let folder = try GlintProcess.temporaryFolder()
    let result = try render(
      ["--effect", effect, "--gesture", "swipe", "--at", "0.45", "--out", "trail.png"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let image = try RenderedImage.readPNG(path: folder.appendingPathComponent("trail.png").path)
    #expect(image.width == 800 && image.height == 600)
    // The swipe crosses the middle (y = 300) from x = 100 to 700 in 0.5 s: at 0.45 s the pointer
    // is at x = 640, and the last quarter second of sparks lies behind it.
    var purple = 0
    for y in 280..<320 {
      for x in 420..<640 {
        let p = image.pixel(x: x, y: y)
        if Int(p.b) > 90, Int(p.b) > Int(p.r) + 40, Int(p.b) > Int(p.g) + 40 { purple += 1 }
      }
    }
    #expect(purple > 500)
    for y in stride(from: 0, to: 600, by: 3) where y < 200 || y >= 400 {
      for x in stride(from: 0, to: 800, by: 3) { #expect(isBackground(image.pixel(x: x, y: y))) }
    }
    for y in 250..<350 { for x in 0..<200 { #expect(isBackground(image.pixel(x: x, y: y))) } }
  }

  @Test func sameCommandSameBytes() throws {
    let folder = try GlintProcess.temporaryFolder()
    let arguments = ["--effect", "sparkle-trail", "--gesture", "circle", "--at", "1", "--seed", "7"]
    #expect(try render(arguments + ["--out", "a.png"], in: folder).status == 0)
    #expect(try render(arguments + ["--out", "b.png"], in: folder).status == 0)
    let a = try Data(contentsOf: folder.appendingPathComponent("a.png"))
    let b = try Data(contentsOf: folder.appendingPathComponent("b.png"))
    #expect(a == b && a.count > 1000)
  }

  @Test func scaleTwoDoublesThePixels() throws {
    let folder = try GlintProcess.temporaryFolder()
    let arguments = ["--effect", "sparkle-trail", "--gesture", "swipe", "--at", "0.45", "--size", "400x300"]
    #expect(try render(arguments + ["--out", "one.png"], in: folder).status == 0)
    #expect(try render(arguments + ["--scale", "2", "--out", "two.png"], in: folder).status == 0)
    let one = try RenderedImage.readPNG(path: folder.appendingPathComponent("one.png").path)
    let two = try RenderedImage.readPNG(path: folder.appendingPathComponent("two.png").path)
    #expect(one.width == 400 && one.height == 300 && two.width == 800 && two.height == 600)
    func lit(_ image: RenderedImage) -> Int {
      var count = 0
      for y in 0..<image.height {
        for x in 0..<image.width where !isBackground(image.pixel(x: x, y: y)) { count += 1 }
      }
      return count
    }
    let ratio = Double(lit(two)) / Double(max(1, lit(one)))
    #expect(ratio > 3.4 && ratio < 4.6, "lit pixels grew \(ratio)×")
  }

  @Test func framesWriteANumberedSequenceWithProgress() throws {
    let folder = try GlintProcess.temporaryFolder()
    let result = try render(
      [
        "--effect", "sparkle-trail", "--gesture", "swipe", "--size", "160x120", "--frames", "0:0.3:0.1",
        "--out-dir", "seq",
      ], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("seq").path)
    #expect(names.sorted() == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png"])
    #expect(result.stderrLines.count == 4 && result.stderrLines.last?.hasPrefix("frame 4/4") == true)
  }

  @Test func contactSheetHasOneLabelledPanePerEffect() throws {
    let folder = try GlintProcess.temporaryFolder()
    let result = try render(
      [
        "--compare", "sparkle-trail,sparkle-trail,sparkle-trail", "--columns", "2", "--size", "300x200",
        "--out", "sheet.png",
      ], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let sheet = try RenderedImage.readPNG(path: folder.appendingPathComponent("sheet.png").path)
    #expect(sheet.width == 600 && sheet.height == 400)
    func whitePixels(column: Int, row: Int) -> Int {
      var count = 0
      for y in row * 200 + 4..<row * 200 + 24 {
        for x in column * 300 + 4..<column * 300 + 140 {
          let p = sheet.pixel(x: x, y: y)
          if p.r > 240, p.g > 240, p.b > 240 { count += 1 }
        }
      }
      return count
    }
    let labels = [(0, 0), (1, 0), (0, 1)].map { whitePixels(column: $0.0, row: $0.1) }
    #expect(labels.allSatisfy { $0 > 50 }, "labels: \(labels)")
    #expect(labels.allSatisfy { $0 == labels[0] })
    #expect(whitePixels(column: 1, row: 1) == 0)
    // The same gesture in every pane: the panes' pictures match, to a level of rounding (a pane's
    // offset in the framebuffer changes the low bits of where a sprite's pixels fall).
    func close(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8))
      -> Bool
    {
      abs(Int(a.r) - Int(b.r)) <= 2 && abs(Int(a.g) - Int(b.g)) <= 2 && abs(Int(a.b) - Int(b.b)) <= 2
    }
    for y in stride(from: 30, to: 195, by: 5) {
      for x in stride(from: 5, to: 295, by: 5) {
        #expect(close(sheet.pixel(x: x, y: y), sheet.pixel(x: x + 300, y: y)))
        #expect(close(sheet.pixel(x: x, y: y), sheet.pixel(x: x, y: y + 200)))
      }
    }
  }

  @Test(arguments: [
    (["--size", "0x10"], "--size"), (["--scale", "abc"], "--scale"), (["--scale", "9"], "--scale"),
    (["--background", "#12"], "--background"), (["--frames", "1:0:0.1", "--out-dir", "d"], "--frames"),
    (["--frames", "0:1", "--out-dir", "d"], "--frames"),
  ])
  func badOptionsAreUsageErrors(extra: [String], option: String) throws {
    let folder = try GlintProcess.temporaryFolder()
    var arguments = ["--effect", "sparkle-trail", "--gesture", "swipe"] + extra
    if !extra.contains("--out-dir") { arguments += ["--out", "x.png"] }
    let result = try render(arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.stderrLines.count == 1 && result.stderr.contains(option), "\(result.stderr)")
  }

  @Test func anOutInAMissingFolderFailsAtOnceSayingWhy() throws {
    let folder = try GlintProcess.temporaryFolder()
    let result = try render(
      ["--effect", "sparkle-trail", "--gesture", "swipe", "--out", "/nonexistent/dir/f.png"], in: folder)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderr.contains(
        "option --out: /nonexistent/dir/f.png: cannot write the PNG: the folder '/nonexistent/dir'"
          + " does not exist"), "\(result.stderr)")
    let sheet = try render(["--compare", "sparkle-trail", "--out", folder.path], in: folder)
    #expect(sheet.status == 1 && sheet.stderr.contains("cannot write the PNG: it is a folder"))
  }

  @Test func aGestureLongerThanAnHourIsRefusedNotRenderedForEver() throws {
    let folder = try GlintProcess.temporaryFolder()
    try #"{"size":[800,600],"events":[{"t":0,"id":1,"phase":"began","x":1,"y":2},"#
      .appending(#"{"t":1e300,"id":1,"phase":"ended","x":1,"y":2}]}"#)
      .write(to: folder.appendingPathComponent("long.json"), atomically: true, encoding: .utf8)
    let result = try render(
      ["--effect", "sparkle-trail", "--gesture", "long.json", "--out", "f.png"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderr.contains("long.json:1:77: events[1].t: time must be from 0 to 3600 seconds"),
      "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("f.png").path))
  }

  @Test func brokenShaderNamesFileAndLine() throws {
    let folder = try GlintProcess.temporaryFolder()
    let shaders = folder.appendingPathComponent("shaders")
    try FileManager.default.createDirectory(at: shaders, withIntermediateDirectories: true)
    try "#version 330 core\nvoid main() {\n  gl_Position = vec4(0.0)\n}\n".write(
      to: shaders.appendingPathComponent("sprite.vert"), atomically: true, encoding: .utf8)
    try "#version 330 core\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n".write(
      to: shaders.appendingPathComponent("sprite.frag"), atomically: true, encoding: .utf8)
    let (status, text) = try runWith(
      environment: ["GLINT_SHADER_DIR": shaders.path],
      [
        "--effect", "sparkle-trail", "--gesture", "swipe", "--out",
        folder.appendingPathComponent("x.png").path,
      ])
    #expect(status == 1)
    #expect(text.contains("sprite.vert:4") || text.contains("sprite.vert:3"), "\(text)")
    #expect(text.split(separator: "\n").count == 1)
  }

  @Test func noContextSaysWhatWasTriedAndWhatToInstall() throws {
    let folder = try GlintProcess.temporaryFolder()
    // glvnd finds no EGL vendor at all: as on a machine without Mesa's EGL.
    let (status, text) = try runWith(
      environment: ["__EGL_VENDOR_LIBRARY_FILENAMES": folder.appendingPathComponent("none.json").path],
      [
        "--effect", "sparkle-trail", "--gesture", "swipe", "--out",
        folder.appendingPathComponent("x.png").path,
      ])
    #expect(status == 1)
    #expect(text.contains("no OpenGL context") && text.contains("tried EGL") && text.contains("install"))
    #expect(text.split(separator: "\n").count == 1, "\(text)")
  }

  /// Runs `glint render arguments...` with extra environment; returns the status and stderr.
  func runWith(environment: [String: String], _ arguments: [String]) throws -> (Int32, String) {
    let result = try GlintProcess.run(["render"] + arguments, environment: environment)
    return (result.status, result.stderr)
  }
}
