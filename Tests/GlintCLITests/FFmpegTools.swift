import Foundation
import GlintRender

/// Reads videos back with Debian's ffprobe and ffmpeg, for tests of what `glint` wrote.
enum FFmpegTools {
  struct Stream {
    var codec: String
    var width: Int
    var height: Int
    var pixelFormat: String
    var frames: Int
    var duration: Double
  }

  /// The first video stream's codec, size, pixel format, decoded frame count and the duration.
  static func probe(_ path: String) throws -> Stream {
    let text = try run(
      "ffprobe",
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=codec_name,width,height,pix_fmt,nb_read_frames:format=duration", "-of",
        "default=noprint_wrappers=1",
        path,
      ])
    var fields: [String: String] = [:]
    for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { fields[parts[0]] = parts[1] }
    }
    guard let codec = fields["codec_name"], let width = fields["width"].flatMap({ Int($0) }),
      let height = fields["height"].flatMap({ Int($0) }),
      let frames = fields["nb_read_frames"].flatMap({ Int($0) }),
      let duration = fields["duration"].flatMap({ Double($0) })
    else { throw HarnessError("ffprobe \(path): unexpected output \(fields)") }
    return Stream(
      codec: codec, width: width, height: height, pixelFormat: fields["pix_fmt"] ?? "", frames: frames,
      duration: duration)
  }

  /// Decodes frame `index` (from 0) as an opaque RGBA picture.
  static func frame(_ path: String, index: Int, width: Int, height: Int) throws -> RenderedImage {
    let bytes = try run(
      "ffmpeg",
      [
        "-v", "error", "-i", path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", "-f", "rawvideo",
        "-pix_fmt", "rgba", "pipe:1",
      ])
    guard bytes.count == width * height * 4 else {
      throw HarnessError("ffmpeg gave \(bytes.count) bytes for frame \(index) of \(path)")
    }
    return RenderedImage(width: width, height: height, pixels: Array(bytes))
  }

  /// The mean difference per colour channel between two pictures of one size, 0 to 255.
  static func meanDifference(_ a: RenderedImage, _ b: RenderedImage) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    var total = 0
    for index in a.pixels.indices where index % 4 != 3 {
      total += abs(Int(a.pixels[index]) - Int(b.pixels[index]))
    }
    return Double(total) / Double(a.width * a.height * 3)
  }

  /// The mean difference per channel between the pictures' `block` × `block` averages: where
  /// the light is, whatever the single sparks do.
  static func blockDifference(_ a: RenderedImage, _ b: RenderedImage, block: Int = 30) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    var total = 0.0
    var count = 0
    for top in stride(from: 0, to: a.height - block + 1, by: block) {
      for left in stride(from: 0, to: a.width - block + 1, by: block) {
        for channel in 0..<3 {
          var sum = 0
          for y in top..<top + block {
            for x in left..<left + block {
              let index = (y * a.width + x) * 4 + channel
              sum += Int(a.pixels[index]) - Int(b.pixels[index])
            }
          }
          total += abs(Double(sum)) / Double(block * block)
          count += 1
        }
      }
    }
    return total / Double(max(count, 1))
  }

  /// Runs a tool from the PATH and returns its stdout; a failure is an error with its stderr.
  static func run(_ tool: String, _ arguments: [String]) throws -> Data {
    let result = try GlintProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments)
    guard result.status == 0 else {
      throw HarnessError("\(tool) \(arguments.joined(separator: " ")) failed: \(result.stderr)")
    }
    return result.output
  }
}
