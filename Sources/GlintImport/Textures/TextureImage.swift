import CStb
import Foundation

/// A decoded texture: RGBA, 8 bits a channel, rows top first.
struct TextureImage: Equatable {
  var width: Int
  var height: Int
  var pixels: [UInt8]
  /// Whether the colour channels are already multiplied by alpha.
  var premultiplied = false

  /// The most pixels a side, as for an effect's own images.
  static let maxSide = 4096

  /// Decodes a PNG (or another format stb_image reads) or a TIFF; a one-line reason otherwise.
  static func decode(_ bytes: Data) throws(TextureError) -> TextureImage {
    if bytes.starts(with: [0x49, 0x49, 0x2A, 0]) || bytes.starts(with: [0x4D, 0x4D, 0, 0x2A]) {
      return try TIFFDecoder.decode(bytes)
    }
    return try decodeWithStb(bytes)
  }

  private static func decodeWithStb(_ bytes: Data) throws(TextureError) -> TextureImage {
    var width: Int32 = 0, height: Int32 = 0, channels: Int32 = 0
    let result: TextureImage? = bytes.withUnsafeBytes { raw in
      guard let start = raw.bindMemory(to: UInt8.self).baseAddress, raw.count > 0 else { return nil }
      guard stbi_info_from_memory(start, Int32(raw.count), &width, &height, &channels) == 1,
        width > 0, height > 0, width <= maxSide, height <= maxSide,
        let decoded = stbi_load_from_memory(start, Int32(raw.count), &width, &height, &channels, 4)
      else { return nil }
      defer { stbi_image_free(decoded) }
      let count = Int(width) * Int(height) * 4
      return TextureImage(
        width: Int(width), height: Int(height),
        pixels: Array(UnsafeBufferPointer(start: decoded, count: count)))
    }
    guard let result else {
      if width > maxSide || height > maxSide {
        throw TextureError(reason: "\(width) × \(height) pixels; a texture is at most \(maxSide) a side")
      }
      throw TextureError(reason: "not a PNG or TIFF image Glint can decode")
    }
    return result
  }

  /// The image with straight (or premultiplied) alpha.
  func withAlpha(premultiplied wanted: Bool) -> TextureImage {
    guard wanted != premultiplied else { return self }
    var copy = self
    copy.premultiplied = wanted
    for index in stride(from: 0, to: pixels.count, by: 4) {
      let alpha = Int(pixels[index + 3])
      for channel in 0..<3 {
        let value = Int(pixels[index + channel])
        copy.pixels[index + channel] =
          wanted
          ? UInt8((value * alpha + 127) / 255)
          : UInt8(alpha == 0 ? 0 : min(255, (value * 255 + alpha / 2) / alpha))
      }
    }
    return copy
  }

  /// The image stretched to a square of its longer side (bilinear): Particle Designer draws a
  /// square quad whatever the texture's shape, while Glint keeps an image's aspect.
  func squared() -> TextureImage {
    guard width != height else { return self }
    let side = max(width, height)
    var result = TextureImage(
      width: side, height: side, pixels: [UInt8](repeating: 0, count: side * side * 4),
      premultiplied: premultiplied)
    for row in 0..<side {
      let y = max(0, min(Double(height - 1), (Double(row) + 0.5) * Double(height) / Double(side) - 0.5))
      let y0 = Int(y), y1 = min(y0 + 1, height - 1), fy = y - Double(y0)
      for column in 0..<side {
        let x = max(0, min(Double(width - 1), (Double(column) + 0.5) * Double(width) / Double(side) - 0.5))
        let x0 = Int(x), x1 = min(x0 + 1, width - 1), fx = x - Double(x0)
        for channel in 0..<4 {
          func at(_ px: Int, _ py: Int) -> Double { Double(pixels[(py * width + px) * 4 + channel]) }
          let top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx
          let bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx
          result.pixels[(row * side + column) * 4 + channel] = UInt8((top * (1 - fy) + bottom * fy).rounded())
        }
      }
    }
    return result
  }

  /// The image as a PNG file's bytes.
  func png() -> Data {
    final class Sink { var data = Data() }
    let sink = Sink()
    let written = pixels.withUnsafeBytes { raw in
      stbi_write_png_to_func(
        { context, data, size in
          guard let context, let data else { return }
          let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
          sink.data.append(data.assumingMemoryBound(to: UInt8.self), count: Int(size))
        }, Unmanaged.passUnretained(sink).toOpaque(), Int32(width), Int32(height), 4, raw.baseAddress,
        Int32(width * 4))
    }
    return written == 0 ? Data() : sink.data
  }
}

/// Why a texture could not be decoded: one line.
struct TextureError: Error {
  var reason: String
  /// Whether the file is simply not there (rather than unreadable or not an image).
  var missing = false
}
