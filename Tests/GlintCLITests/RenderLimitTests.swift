import Foundation
import GlintRender
import Testing

/// `glint render` refuses what it cannot do well before any work, and notices every failed
/// write: frame counts too large for an Int, images over the pixel limit, formats other than
/// PNG, and a device that takes no bytes.
@Suite struct RenderLimitTests {
  func render(_ arguments: [String], in folder: URL) throws -> GlintProcess.Result {
    try GlintProcess.run(["render", "--effect", "burst"] + arguments, in: folder)
  }

  /// Steps so small that the count overflows an Int, and counts just over the limit.
  @Test(arguments: ["0:3600:1e-300", "0:1:5e-324", "0:3600:0.1", "0:3600:0.3"])
  func tooManyFramesIsOneLineNotATrap(frames: String) throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try render(["--gesture", "swipe", "--frames", frames, "--out-dir", "frames"], in: folder)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("option --frames makes") && result.stderr.contains("(at most 10000)"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames").path))
  }

  /// Frames times pixels is bounded too: 1001 frames of 4096 × 4096 would take an hour.
  @Test func aSequenceOverThePixelLimitIsRefused() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try render(
      ["--gesture", "swipe", "--size", "4096x4096", "--frames", "0:1:0.001", "--out-dir", "f"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderrLines == [
        "glint render: option --frames makes 1001 frames of 4096 × 4096 pixels, over the limit of 4800000000"
          + " pixels in all (10000 frames of 800 × 600) (see 'glint render --help')"
      ])
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("f").path))
  }

  @Test func theLastFrameCountWithinTheLimitIsAccepted() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 0 to 0.05 by 0.01: six frames; the limit is checked on the count, not on the step.
    let result = try render(
      ["--gesture", "swipe", "--size", "40x30", "--frames", "0:0.05:0.01", "--out-dir", "f"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("f").path).count == 6)
  }

  @Test func aDeviceThatTakesNoBytesFailsNamingIt() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try render(["--gesture", "swipe", "--size", "80x60", "--out", "/dev/full"], in: folder)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty, "the path is printed only once the picture is written")
    #expect(result.stderrLines == ["glint render: /dev/full: cannot write the PNG: no space left on device"])
  }

  @Test func aFullStandardOutputIsAFailure() throws {
    let process = Process()
    process.executableURL = try GlintProcess.executable()
    process.arguments = ["list"]
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(said == "glint: cannot write to standard output: no space left on device\n")
  }

  @Test(arguments: ["x.jpg", "x.PNG.txt", "x"])
  func anOutThatIsNotAPNGIsRefused(out: String) throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try render(["--gesture", "swipe", "--out", out], in: folder)
    #expect(result.status == 2)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("option --out: '\(out)' does not end in .png"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func anUpperCasePNGNameIsAPNG() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try render(["--gesture", "swipe", "--size", "40x30", "--out", "X.PNG"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try RenderedImage.readPNG(path: folder.appendingPathComponent("X.PNG").path).width == 40)
  }

  /// Over 4096 × 4096 pixels, whether from --size, --scale, a sheet's panes or the script's own
  /// size: refused at once, with the size and the limit.
  @Test(arguments: [
    (["--gesture", "swipe", "--size", "16384x16384"], "16384 × 16384", 2),
    (["--gesture", "swipe", "--size", "4096x4096", "--scale", "1.01"], "4137 × 4137", 2),
    (["--gesture", "big.json"], "16384 × 1025", 1),
  ])
  func imagesOverThePixelLimitAreRefused(arguments: [String], pixels: String, status: Int32) throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"{"size":[16384,1025],"events":[{"t":0,"id":1,"phase":"began","x":1,"y":2}]}"#.write(
      to: folder.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
    let result = try render(arguments + ["--out", "x.png"], in: folder)
    #expect(result.status == status)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("\(pixels) pixels, over the limit of 16777216 pixels"), "\(result.stderr)")
    let sheet = try GlintProcess.run(
      ["render", "--compare", "burst,ring,comet,confetti", "--size", "2049x2049", "--out", "x.png"],
      in: folder)
    #expect(sheet.status == 2 && sheet.stderr.contains("4098 × 4098 pixels"), "\(sheet.stderr)")
  }

  @Test func theLargestImageIsMade() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try render(
      ["--gesture", "swipe", "--size", "2048x2048", "--scale", "2", "--out", "x.png"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let image = try RenderedImage.readPNG(path: folder.appendingPathComponent("x.png").path)
    #expect(image.width == 4096 && image.height == 4096)
  }
}
