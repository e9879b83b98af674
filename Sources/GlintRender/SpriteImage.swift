@preconcurrency import CStb
import Foundation

/// A sprite's pixels on the CPU: RGBA8, premultiplied alpha, rows top first.
public struct SpriteImage: Equatable, Sendable {
  public var width: Int
  public var height: Int
  public var pixels: [UInt8]

  /// The names of the sprites made at start-up.
  public static let builtInNames = ["spark", "dot", "ring", "star", "solid"]

  /// A built-in sprite by name, or nil for a name that is not one.
  public static func builtIn(named name: String) -> SpriteImage? {
    switch name {
    case "spark":
      return radial { r in max(0, min(1, 0.55 * exp(-r * r * 7) + smooth(0.22, 0.08, r))) * edge(r) }
    case "dot": return radial { r in smooth(0.94, 0.82, r) }
    case "ring": return radial { r in smooth(0.5, 0.62, r) * smooth(0.94, 0.82, r) }
    case "star": return star()
    case "solid": return SpriteImage(width: 1, height: 1, pixels: [255, 255, 255, 255])
    default: return nil
    }
  }

  /// The longest side a sprite may have, in pixels: at most 64 MiB of RGBA, whatever a small
  /// file's header claims, and within every GL's texture size.
  public static let maxSide = 4096

  /// Reads a PNG (or any format stb_image knows), premultiplying its alpha; the decoder's reason
  /// when the file is missing or unreadable, or the image is empty or over `maxSide`.
  public static func load(path: String) -> Result<SpriteImage, ImageReadError> {
    var width: Int32 = 0
    var height: Int32 = 0
    var channels: Int32 = 0
    if stbi_info(path, &width, &height, &channels) == 1, let error = oversize(width, height, source: path) {
      return .failure(error)
    }
    let data = stbi_load(path, &width, &height, &channels, 4)
    return premultiplied(data, width: width, height: height, source: path)
  }

  /// Decodes the bytes of an image file held in memory, like `load(path:)`; `source` names it in
  /// the error.
  public static func decode(_ bytes: [UInt8], source: String) -> Result<SpriteImage, ImageReadError> {
    guard bytes.count <= Int(Int32.max) else {
      return .failure(ImageReadError(path: source, reason: "larger than 2 GiB"))
    }
    var width: Int32 = 0
    var height: Int32 = 0
    var channels: Int32 = 0
    return bytes.withUnsafeBufferPointer { buffer in
      let (start, count) = (buffer.baseAddress, Int32(buffer.count))
      if stbi_info_from_memory(start, count, &width, &height, &channels) == 1,
        let error = oversize(width, height, source: source)
      {
        return .failure(error)
      }
      let data = stbi_load_from_memory(start, count, &width, &height, &channels, 4)
      return premultiplied(data, width: width, height: height, source: source)
    }
  }

  /// The error for a header over `maxSide`, checked before decoding so no allocation follows it.
  private static func oversize(_ width: Int32, _ height: Int32, source: String) -> ImageReadError? {
    guard width > maxSide || height > maxSide else { return nil }
    return ImageReadError(
      path: source, reason: "\(width) × \(height) pixels; a sprite is at most \(maxSide) pixels a side")
  }

  /// The sprite from stb_image's RGBA8 result (freed here), or its failure reason.
  private static func premultiplied(
    _ data: UnsafeMutablePointer<UInt8>?, width: Int32, height: Int32, source: String
  ) -> Result<SpriteImage, ImageReadError> {
    guard let data else {
      let reason = stbi_failure_reason().map { String(cString: $0) } ?? "unknown"
      return .failure(ImageReadError(path: source, reason: reason))
    }
    defer { stbi_image_free(data) }
    guard width > 0, height > 0 else {
      return .failure(ImageReadError(path: source, reason: "no pixels (\(width) × \(height))"))
    }
    let count = Int(width) * Int(height) * 4
    var pixels = [UInt8](UnsafeBufferPointer(start: data, count: count))
    for i in stride(from: 0, to: count, by: 4) {
      let alpha = UInt16(pixels[i + 3])
      for c in 0..<3 { pixels[i + c] = UInt8((UInt16(pixels[i + c]) * alpha + 127) / 255) }
    }
    return .success(SpriteImage(width: Int(width), height: Int(height), pixels: pixels))
  }

  /// A white 32 × 32 sprite whose alpha is `coverage(r)`, r the distance from the centre over
  /// the half-width.
  private static func radial(_ coverage: (Float) -> Float) -> SpriteImage {
    shape { x, y in coverage((x * x + y * y).squareRoot()) }
  }

  private static func star() -> SpriteImage {
    shape { x, y in
      let r = (x * x + y * y).squareRoot()
      let angle = atan2(y, x)
      let spike = pow(abs(cos(angle * 2.5)), 6)
      let outline = 0.32 + 0.62 * spike
      return smooth(outline + 0.06, outline - 0.06, r) * edge(r)
    }
  }

  /// Samples `alpha` at each pixel centre, in coordinates from -1 to 1.
  private static func shape(_ alpha: (Float, Float) -> Float) -> SpriteImage {
    let size = 32
    var pixels = [UInt8](repeating: 0, count: size * size * 4)
    for row in 0..<size {
      for column in 0..<size {
        let x = (Float(column) + 0.5) / Float(size) * 2 - 1
        let y = (Float(row) + 0.5) / Float(size) * 2 - 1
        let value = UInt8((max(0, min(1, alpha(x, y))) * 255).rounded())
        let i = (row * size + column) * 4
        (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (value, value, value, value)
      }
    }
    return SpriteImage(width: size, height: size, pixels: pixels)
  }

  /// 1 at `inner`, 0 at `outer`, smooth between (either order).
  private static func smooth(_ outer: Float, _ inner: Float, _ r: Float) -> Float {
    let t = max(0, min(1, (r - inner) / (outer - inner)))
    return 1 - t * t * (3 - 2 * t)
  }

  /// Fades to nothing before the sprite's edge so no hard square shows.
  private static func edge(_ r: Float) -> Float { smooth(1, 0.8, r) }
}

/// A sprite file that could not be read.
public struct ImageReadError: Error, Equatable, CustomStringConvertible {
  public var path: String
  public var reason: String
  public var description: String { "\(path): cannot read the image (\(reason))" }
}
