@preconcurrency internal import CStb
import Foundation

/// A sprite's pixels on the CPU: RGBA8, premultiplied alpha, rows top first.
public struct SpriteImage: Equatable, Sendable {
  public var width: Int
  public var height: Int
  public var pixels: [UInt8]

  /// The names of the sprites made at start-up.
  public static let builtInNames = ["spark", "dot", "ring", "star", "solid"]

  /// A built-in sprite by name, or nil for a name that is not one.
  /// Each is white, its alpha from its `SpriteShape.Profile` (the formula the shaders compute).
  public static func builtIn(named name: String) -> SpriteImage? {
    let shape = SpriteShape(spriteNamed: name)
    guard shape != .solid else { return SpriteImage(width: 1, height: 1, pixels: [255, 255, 255, 255]) }
    return shape.profile.map { profile in self.shape { x, y in profile.alpha(x: x, y: y) } }
  }

  /// Reads a PNG (or any format stb_image knows), premultiplying its alpha; throws the
  /// decoder's reason when the file is missing or unreadable.
  public static func load(path: String) throws(RenderError) -> SpriteImage {
    var width: Int32 = 0
    var height: Int32 = 0
    var channels: Int32 = 0
    guard let data = stbi_load(path, &width, &height, &channels, 4) else {
      let reason = stbi_failure_reason().map { String(cString: $0) } ?? "unknown"
      throw .imageRead(path: path, reason: reason)
    }
    defer { stbi_image_free(data) }
    let count = Int(width) * Int(height) * 4
    var pixels = [UInt8](UnsafeBufferPointer(start: data, count: count))
    for i in stride(from: 0, to: count, by: 4) {
      let alpha = UInt16(pixels[i + 3])
      for c in 0..<3 { pixels[i + c] = UInt8((UInt16(pixels[i + c]) * alpha + 127) / 255) }
    }
    return SpriteImage(width: Int(width), height: Int(height), pixels: pixels)
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
}
