import CZlib
import Foundation

/// Embedded textures' compression: gzip or zlib, told apart by zlib's own header detection, with
/// a cap on the output so a small "gzip bomb" cannot take the memory of a huge one.
enum Inflate {
  /// The most bytes an embedded texture file may inflate to: a raw 2048 × 2048 RGBA TIFF, four
  /// times the largest texture seen in real Particle Designer files.
  static let maxOutputBytes = 16 << 20

  /// Whether `bytes` start with a gzip or zlib header (otherwise they are taken as they are).
  static func isCompressed(_ bytes: Data) -> Bool {
    guard bytes.count >= 2 else { return false }
    let first = bytes[bytes.startIndex], second = bytes[bytes.startIndex + 1]
    if first == 0x1F && second == 0x8B { return true }
    return first & 0x0F == 8 && (UInt16(first) << 8 | UInt16(second)) % 31 == 0
  }

  /// The inflated bytes, or a one-line reason: corrupt data, or more than `limit` bytes.
  static func inflate(_ input: Data, limit: Int = maxOutputBytes) throws(InflateError) -> Data {
    var stream = z_stream()
    // 15 window bits + 32: zlib detects a gzip or a zlib header by itself.
    guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw InflateError(reason: "zlib could not start")
    }
    defer { inflateEnd(&stream) }
    var output = Data()
    let chunk = 64 << 10
    var buffer = [UInt8](repeating: 0, count: chunk)
    var input = [UInt8](input)
    let status: Int32 = input.withUnsafeMutableBufferPointer { source in
      stream.next_in = source.baseAddress
      stream.avail_in = uInt(source.count)
      while true {
        let result = buffer.withUnsafeMutableBufferPointer { target -> Int32 in
          stream.next_out = target.baseAddress
          stream.avail_out = uInt(chunk)
          return CZlib.inflate(&stream, Z_NO_FLUSH)
        }
        let produced = chunk - Int(stream.avail_out)
        if output.count + produced > limit { return Z_MEM_ERROR }
        output.append(contentsOf: buffer[..<produced])
        if result == Z_STREAM_END { return Z_STREAM_END }
        if result != Z_OK { return result }
        if stream.avail_in == 0 && produced == 0 { return Z_BUF_ERROR }
      }
    }
    switch status {
    case Z_STREAM_END: return output
    case Z_MEM_ERROR:
      throw InflateError(
        reason: "inflates to more than \(limit >> 20) MiB (a compressed bomb?); not read further")
    case Z_BUF_ERROR: throw InflateError(reason: "the compressed data ends too early (truncated)")
    default: throw InflateError(reason: "the compressed data is corrupt")
    }
  }
}

struct InflateError: Error {
  var reason: String
}
