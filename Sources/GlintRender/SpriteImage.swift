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

  /// The longest side a sprite may have, in pixels: at most 64 MiB of RGBA, whatever a small
  /// file's header claims, and within every GL's texture size.
  public static let maxSide = 4096

  /// The eight bytes every PNG file starts with.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads a PNG file, premultiplying its alpha unless its colour is `alreadyPremultiplied`;
  /// throws the reason when the file is missing, unreadable, not a PNG, empty, or has a side over
  /// `maxSide` pixels.
  public static func load(
    path: String, maxSide: Int = SpriteImage.maxSide, alreadyPremultiplied: Bool = false
  ) throws(RenderError) -> SpriteImage {
    try decode(
      readFile(path, limit: 4 * maxSide * maxSide + 65536), source: path, maxSide: maxSide,
      alreadyPremultiplied: alreadyPremultiplied)
  }

  /// Decodes a PNG file's bytes held in memory, like `load(path:)`; `source` names it in errors.
  ///
  /// Only PNG goes to the decoder: stb_image's other decoders (found by fuzzing: 16-bit PNM)
  /// read past their buffers on some malformed files. The size comes from the header first, so
  /// no file makes the decoder allocate more than `maxSide` squared pixels.
  public static func decode(
    _ bytes: [UInt8], source: String, maxSide: Int = SpriteImage.maxSide, alreadyPremultiplied: Bool = false
  )
    throws(RenderError)
    -> SpriteImage
  {
    guard bytes.starts(with: pngSignature) else { throw .imageRead(path: source, reason: "not a PNG file") }
    guard chunksFit(bytes) else {
      throw .imageRead(path: source, reason: "a chunk is longer than the file (truncated or damaged)")
    }
    guard bytes.count <= Int(Int32.max) else { throw .imageRead(path: source, reason: "larger than 2 GiB") }
    var width: Int32 = 0
    var height: Int32 = 0
    var channels: Int32 = 0
    let data = bytes.withUnsafeBufferPointer { buffer -> UnsafeMutablePointer<UInt8>? in
      let (start, count) = (buffer.baseAddress, Int32(buffer.count))
      guard stbi_info_from_memory(start, count, &width, &height, &channels) == 1,
        width <= maxSide, height <= maxSide
      else { return nil }
      return stbi_load_from_memory(start, count, &width, &height, &channels, 4)
    }
    guard let data else {
      if width > maxSide || height > maxSide {
        throw .imageRead(
          path: source, reason: "\(width) × \(height) pixels; a sprite is at most \(maxSide) pixels a side")
      }
      // stb_image's reasons are terse ("IDA" for a cut IDAT): said as the decoder's word.
      let decoder = stbi_failure_reason().map { String(cString: $0) } ?? "unknown"
      throw .imageRead(path: source, reason: "damaged or truncated; the decoder says '\(decoder)'")
    }
    defer { stbi_image_free(data) }
    guard width > 0, height > 0 else {
      throw .imageRead(path: source, reason: "no pixels (\(width) × \(height))")
    }
    let count = Int(width) * Int(height) * 4
    var pixels = [UInt8](UnsafeBufferPointer(start: data, count: count))
    if alreadyPremultiplied { return SpriteImage(width: Int(width), height: Int(height), pixels: pixels) }
    for i in stride(from: 0, to: count, by: 4) {
      let alpha = UInt16(pixels[i + 3])
      for c in 0..<3 { pixels[i + c] = UInt8((UInt16(pixels[i + c]) * alpha + 127) / 255) }
    }
    return SpriteImage(width: Int(width), height: Int(height), pixels: pixels)
  }

  /// Whether every chunk's data lies within the file, up to IEND: stb_image reserves memory for
  /// a chunk's stated length before reading it, so a 150-byte file could claim 2 GiB (found by
  /// fuzzing).
  static func chunksFit(_ bytes: [UInt8]) -> Bool {
    var offset = pngSignature.count
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      guard offset + 8 + length <= bytes.count else { return false }
      if bytes[offset + 4..<offset + 8].elementsEqual("IEND".utf8) { return true }
      offset += 12 + length  // length, type, data, CRC
    }
    return true
  }

  /// The bytes of the file at `path`; folders, files that do not start as a PNG does (checked
  /// first, so /dev/zero costs nothing) and files over `limit` bytes are refused.
  private static func readFile(_ path: String, limit: Int) throws(RenderError) -> [UInt8] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .imageRead(path: path, reason: "no such file")
    }
    guard !isFolder.boolValue else { throw .imageRead(path: path, reason: "it is a folder") }
    guard let file = FileHandle(forReadingAtPath: path) else {
      throw .imageRead(path: path, reason: "permission denied")
    }
    defer { try? file.close() }
    var bytes: [UInt8]
    do {
      bytes = [UInt8](try file.read(upToCount: pngSignature.count) ?? Data())
      guard bytes == pngSignature else { throw RenderError.imageRead(path: path, reason: "not a PNG file") }
      bytes += try file.read(upToCount: limit + 1 - bytes.count) ?? Data()
    } catch let error as RenderError {
      throw error
    } catch {
      throw .imageRead(path: path, reason: "read failed")
    }
    guard bytes.count <= limit else { throw .imageRead(path: path, reason: "larger than \(limit) bytes") }
    return bytes
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
