@preconcurrency internal import CStb
import Foundation

/// A rendered picture: RGBA8, premultiplied alpha, rows top first (y down, like points).
public struct RenderedImage: Equatable, Sendable {
  public var width: Int
  public var height: Int
  public var pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "RGBA8 pixels must fill the image")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at column `x`, row `y` (0 is the top row).
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Writes a PNG through stb_image_write, un-premultiplying translucent pixels; the same
  /// image always gives the same bytes. The image is encoded in memory and written with every
  /// write and the close checked, so a full disk or a device that takes nothing fails here with
  /// the reason, and a partial regular file is removed.
  public func writePNG(to path: String) throws(RenderError) {
    let bytes = try pngBytes(path: path)
    do {
      try CheckedFile.write(bytes, to: path)
    } catch {
      throw .imageWrite(path: path, reason: error.reason)
    }
  }

  /// The PNG file's bytes.
  private func pngBytes(path: String) throws(RenderError) -> [UInt8] {
    var straight = pixels
    for i in stride(from: 0, to: straight.count, by: 4) {
      let alpha = UInt32(straight[i + 3])
      guard alpha != 0, alpha != 255 else { continue }
      for c in 0..<3 {
        straight[i + c] = UInt8(min(255, (UInt32(straight[i + c]) * 255 + alpha / 2) / alpha))
      }
    }
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    let encoded = straight.withUnsafeBytes { pixels in
      stbi_write_png_to_func(
        { context, data, size in
          guard let context, let data, size > 0 else { return }
          let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
          sink.bytes.append(contentsOf: UnsafeRawBufferPointer(start: data, count: Int(size)))
        }, Unmanaged.passUnretained(sink).toOpaque(), Int32(width), Int32(height), 4, pixels.baseAddress,
        Int32(width * 4))
    }
    guard encoded != 0, !sink.bytes.isEmpty else {
      throw .imageWrite(path: path, reason: "the PNG encoder failed (out of memory?)")
    }
    return sink.bytes
  }

  /// Reads a PNG written by `writePNG` (up to 16384 pixels a side), premultiplying it again.
  public static func readPNG(path: String) throws(RenderError) -> RenderedImage {
    let image = try SpriteImage.load(path: path, maxSide: 16384)
    return RenderedImage(width: image.width, height: image.height, pixels: image.pixels)
  }
}
