import Foundation
import GlintRender
import Testing

/// Sprite files the decoder must refuse with a reason, found by fuzzing (Fuzz/Targets/images),
/// and the size limit that bounds what a small file can cost.
struct SpriteDecodeTests {
  /// A PNG's signature and the start of its IHDR chunk, up to the width.
  let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)

  /// The reason `decode` gives for `bytes`, or nil when it accepts them.
  func refusal(_ bytes: [UInt8], source: String = "sprite.png") -> String? {
    do {
      _ = try SpriteImage.decode(bytes, source: source)
      return nil
    } catch {
      return error.description
    }
  }

  /// A 16-bit PPM: stb_image's PNM decoder reads past its buffer on it (AddressSanitizer), so
  /// nothing but PNG reaches the decoder.
  @Test func onlyPNGReachesTheDecoder() {
    let overread = Array("P6\n1 2\n655".utf8) + [0xFF, 0xFF, 0xFF]
    #expect(refusal(overread, source: "x.ppm") == "x.ppm: cannot read the image (not a PNG file)")
    let bitmap = Array("BM".utf8) + [UInt8](repeating: 0, count: 60)
    #expect(refusal(bitmap) == "sprite.png: cannot read the image (not a PNG file)")
  }

  /// A PNG whose IHDR says 2 × 0: refused, not handed on as an image with no pixels.
  @Test func anImageWithNoPixelsIsRefused() {
    let empty = header + [0, 0, 0, 2, 0, 0, 0, 0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    #expect(refusal(empty) != nil)
  }

  /// A 4 × 4 PNG whose second IDAT chunk claims 1.3 GB in a 150-byte file: stb_image would
  /// reserve 2 GiB for it before finding the data missing.
  @Test func aChunkLongerThanTheFileIsRefused() {
    let ihdr: [UInt8] = [0, 0, 0, 4, 0, 0, 0, 4, 8, 2, 0, 0, 0, 0x26, 0x93, 0x09, 0x29]
    let idat: [UInt8] = [0, 0, 0, 2] + Array("IDAT".utf8) + [0x78, 0xDA, 0, 0, 0, 0]
    let lying: [UInt8] = [0x4D, 0x12, 0x1B, 0x00] + Array("IDAT".utf8) + [0x78, 0xDA, 0x15, 0xCE]
    #expect(
      refusal(header + ihdr + idat + lying)
        == "sprite.png: cannot read the image (a chunk is longer than the file (truncated or damaged))")
  }

  @Test func aSpriteOverTheSizeLimitIsRefusedBeforeDecoding() throws {
    let folder = temporaryFolder()
    let wide = folder.appendingPathComponent("wide.png").path
    let side = SpriteImage.maxSide
    try RenderedImage(width: side + 1, height: 1, pixels: [UInt8](repeating: 255, count: (side + 1) * 4))
      .writePNG(to: wide)
    let reason = "\(side + 1) × 1 pixels; a sprite is at most \(side) pixels a side"
    #expect(throws: RenderError.imageRead(path: wide, reason: reason)) { try SpriteImage.load(path: wide) }
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: wide)))
    #expect(refusal(bytes, source: wide) == "\(wide): cannot read the image (\(reason))")
  }

  /// A 33-byte PNG header claiming 16384 × 16384: refused from the header, nothing allocated.
  @Test func aHugeHeaderCostsNothing() {
    let huge = header + [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    #expect(refusal(huge)?.contains("16384 × 16384 pixels") == true)
  }

  @Test func filesThatAreNotSpritesSayWhy() {
    let folder = temporaryFolder()
    #expect(throws: RenderError.imageRead(path: folder.path, reason: "it is a folder")) {
      try SpriteImage.load(path: folder.path)
    }
    let missing = folder.appendingPathComponent("missing.png").path
    #expect(throws: RenderError.imageRead(path: missing, reason: "no such file")) {
      try SpriteImage.load(path: missing)
    }
    #expect(throws: RenderError.imageRead(path: "/dev/zero", reason: "not a PNG file")) {
      try SpriteImage.load(path: "/dev/zero")
    }
  }

  @Test func theLargestSpriteIsReadPremultiplied() throws {
    let folder = temporaryFolder()
    let path = folder.appendingPathComponent("largest.png").path
    let side = SpriteImage.maxSide
    try RenderedImage(
      width: side, height: 1, pixels: Array(repeating: [100, 50, 25, 128], count: side).flatMap { $0 }
    )
    .writePNG(to: path)
    let image = try SpriteImage.load(path: path)
    #expect(image.width == side && image.height == 1)
    // The PNG holds straight colour (writePNG divides by alpha); reading multiplies it back.
    #expect(zip(image.pixels.prefix(4), [100, 50, 25, 128]).allSatisfy { abs(Int($0) - $1) <= 1 })
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(try SpriteImage.decode(bytes, source: "largest.png") == image)
  }
}
