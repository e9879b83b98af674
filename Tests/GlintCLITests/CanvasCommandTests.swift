import Foundation
import GlintRender
import Testing

/// `glint render` and `glint simulate` give the effect its canvas: the picture's size. Snowfall's
/// canvas layer covers the whole width of any picture.
@Suite(.serialized)
struct CanvasCommandTests {
  @Test(arguments: [(160, 120), (640, 120)]) func renderedSnowSpansThePicture(width: Int, height: Int) throws
  {
    let folder = try GlintProcess.temporaryFolder()
    let result = try GlintProcess.run(
      [
        "render", "--effect", "snowfall", "--gesture", "hold", "--at", "6", "--size", "\(width)x\(height)",
        "--out", "snow.png",
      ], in: folder)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let image = try RenderedImage.readPNG(path: folder.appendingPathComponent("snow.png").path)
    #expect(image.width == width && image.height == height)
    // Flakes in every fifth of the width (white-blue on the dark background).
    for fifth in 0..<5 {
      var flakes = 0
      for y in 0..<height {
        for x in fifth * width / 5..<(fifth + 1) * width / 5 where image.pixel(x: x, y: y).r > 120 {
          flakes += 1
        }
      }
      #expect(flakes > 0, "no snow in fifth \(fifth) of \(width) points")
    }
  }

  @Test func simulateCountsTheCanvasLayer() throws {
    let result = try GlintProcess.run(
      [
        "simulate", "--effect", "snowfall", "--gesture", "hold", "--seconds", "2", "--fps", "10", "--size",
        "500x300",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let steps = result.stdoutLines.compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(steps.count == 21)
    // The canvas layer from the start, the pointer's beside it while held; 6 flakes a second per
    // 100 points of width: 30 a second.
    #expect(steps[0]["emitters"] as? Int == 2)
    #expect((steps.last?["particles"] as? Int ?? 0) >= 50)
    let births = steps.compactMap { $0["births"] as? Int }.reduce(0, +)
    #expect(births > 60)
  }
}
