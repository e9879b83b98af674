import Foundation
import GlintRender
import Testing

/// Sprite files the decoder must refuse with a reason, found by fuzzing (Fuzz/Targets/images),
/// and the size limit that bounds what a small file can cost.
struct SpriteDecodeTests {
  /// A PPM whose height does not parse: stb_image decodes it to 2 × 0 pixels.
  @Test func anImageWithNoPixelsIsRefused() {
    let bytes = Array("P6\n2M 2\n255\n".utf8) + [0xff, 0, 0x32, 0x0a]
    guard case .failure(let error) = SpriteImage.decode(bytes, source: "empty.ppm") else {
      Issue.record("a 2 × 0 image was accepted")
      return
    }
    #expect(error.description == "empty.ppm: cannot read the image (no pixels (2 × 0))")
  }

  @Test func aSpriteOverTheSizeLimitIsRefusedBeforeDecoding() throws {
    let folder = temporaryFolder()
    let wide = folder.appendingPathComponent("wide.png").path
    let side = SpriteImage.maxSide
    try RenderedImage(width: side + 1, height: 1, pixels: [UInt8](repeating: 255, count: (side + 1) * 4))
      .writePNG(to: wide)
    guard case .failure(let error) = SpriteImage.load(path: wide) else {
      Issue.record("a \(side + 1)-pixel-wide sprite was accepted")
      return
    }
    #expect(error.reason == "\(side + 1) × 1 pixels; a sprite is at most \(side) pixels a side")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: wide)))
    guard case .failure(let decodeError) = SpriteImage.decode(bytes, source: wide) else {
      Issue.record("the same bytes in memory were accepted")
      return
    }
    #expect(decodeError == error)
  }

  /// A 20-byte PNG header claiming 16384 × 16384: refused from the header, nothing allocated.
  @Test func aHugeHeaderCostsNothing() {
    let header: [UInt8] = [
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]
    let ihdr: [UInt8] = [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    guard case .failure(let error) = SpriteImage.decode(header + ihdr, source: "huge.png") else {
      Issue.record("a 16384 × 16384 header was accepted")
      return
    }
    #expect(error.reason.contains("16384 × 16384 pixels"))
  }

  @Test func theLargestSpriteIsReadPremultiplied() throws {
    let folder = temporaryFolder()
    let path = folder.appendingPathComponent("largest.png").path
    let side = SpriteImage.maxSide
    try RenderedImage(
      width: side, height: 1, pixels: Array(repeating: [100, 50, 25, 128], count: side).flatMap { $0 }
    )
    .writePNG(to: path)
    let image = try SpriteImage.load(path: path).get()
    #expect(image.width == side && image.height == 1)
    // The PNG holds straight colour (writePNG divides by alpha); reading multiplies it back.
    #expect(zip(image.pixels.prefix(4), [100, 50, 25, 128]).allSatisfy { abs(Int($0) - $1) <= 1 })
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(try SpriteImage.decode(bytes, source: "largest.png").get() == image)
  }
}
