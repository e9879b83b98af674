import CTiff
import Foundation

/// TIFF textures (the commonest embedded format of Particle Designer 1.x) through libtiff, read
/// from memory. libtiff's own messages are kept out of the terminal: a failure is one line.
enum TIFFDecoder {
  /// The bytes being read and the read position: the client data libtiff hands back.
  private final class Reader {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  static func decode(_ data: Data) throws(TextureError) -> TextureImage {
    let reader = Reader([UInt8](data))
    guard let options = TIFFOpenOptionsAlloc() else { throw TextureError(reason: "libtiff could not start") }
    defer { TIFFOpenOptionsFree(options) }
    let quiet: TIFFErrorHandlerExtR = { _, _, _, _, _ in 1 }
    TIFFOpenOptionsSetErrorHandlerExtR(options, quiet, nil)
    TIFFOpenOptionsSetWarningHandlerExtR(options, quiet, nil)
    TIFFOpenOptionsSetMaxSingleMemAlloc(
      options, tmsize_t(TextureImage.maxSide * TextureImage.maxSide * 4 + 4096))
    // The reader outlives every call that reads through it: it is released only when this returns.
    defer { withExtendedLifetime(reader) {} }
    let handle = Unmanaged.passUnretained(reader).toOpaque()
    let tiff = TIFFClientOpenExt(
      "texture", "rm", handle,
      { client, buffer, size in
        let reader = Unmanaged<Reader>.fromOpaque(client!).takeUnretainedValue()
        let count = max(0, min(Int(size), reader.bytes.count - reader.offset))
        reader.bytes.withUnsafeBytes { raw in
          buffer!.copyMemory(from: raw.baseAddress! + reader.offset, byteCount: count)
        }
        reader.offset += count
        return tmsize_t(count)
      },
      { _, _, _ in 0 },
      { client, offset, whence in
        let reader = Unmanaged<Reader>.fromOpaque(client!).takeUnretainedValue()
        let base = whence == SEEK_CUR ? reader.offset : whence == SEEK_END ? reader.bytes.count : 0
        let target = base + Int(Int64(bitPattern: offset))
        guard target >= 0 else { return toff_t.max }
        reader.offset = target
        return toff_t(target)
      },
      { _ in 0 },
      { client in toff_t(Unmanaged<Reader>.fromOpaque(client!).takeUnretainedValue().bytes.count) },
      { _, _, _ in 0 }, { _, _, _ in }, options)
    guard let tiff else { throw TextureError(reason: "not a TIFF libtiff can read") }
    defer { TIFFClose(tiff) }
    var width: UInt32 = 0, height: UInt32 = 0
    guard TIFFGetFieldUInt32(tiff, UInt32(TIFFTAG_IMAGEWIDTH), &width) == 1,
      TIFFGetFieldUInt32(tiff, UInt32(TIFFTAG_IMAGELENGTH), &height) == 1, width > 0, height > 0
    else { throw TextureError(reason: "a TIFF without a size") }
    guard width <= TextureImage.maxSide, height <= TextureImage.maxSide else {
      throw TextureError(
        reason: "\(width) × \(height) pixels; a texture is at most \(TextureImage.maxSide) a side")
    }
    var raster = [UInt32](repeating: 0, count: Int(width) * Int(height))
    let read = TIFFReadRGBAImageOriented(tiff, width, height, &raster, Int32(ORIENTATION_TOPLEFT), 0)
    guard read == 1 else {
      throw TextureError(reason: "the TIFF's pixels cannot be read (truncated or corrupt)")
    }
    // libtiff packs each pixel as ABGR in a 32-bit word, alpha premultiplied.
    var pixels = [UInt8](repeating: 0, count: raster.count * 4)
    for (index, word) in raster.enumerated() {
      pixels[index * 4] = UInt8(word & 0xFF)
      pixels[index * 4 + 1] = UInt8(word >> 8 & 0xFF)
      pixels[index * 4 + 2] = UInt8(word >> 16 & 0xFF)
      pixels[index * 4 + 3] = UInt8(word >> 24 & 0xFF)
    }
    return TextureImage(width: Int(width), height: Int(height), pixels: pixels, premultiplied: true)
  }
}
