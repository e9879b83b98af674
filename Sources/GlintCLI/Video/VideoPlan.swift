import Foundation
import GlintCore

/// The clip a `glint render --video` run makes: the file, its format, its frame rate and the
/// times of its frames, checked before anything is drawn.
struct VideoPlan {
  let path: String
  let format: VideoFormat
  let fps: Double
  /// The simulated time of each frame: frame i is at `from + i / fps`.
  let times: [Double]
  /// Whether the clip is one seamless pass of a looped gesture (a GIF then repeats for ever).
  let loops: Bool
  /// The gesture the scenes replay: the script, or two passes of it with `--loop`.
  let script: GestureScript

  /// The most pixels one GIF clip holds, all frames together: ffmpeg keeps every frame in memory
  /// to make the palette (about 1 GB at this limit).
  static let maxGIFPixels = 250_000_000.0

  /// Reads --video, --fps, --from, --to and --loop; `pixelsPerFrame` is the picture's size.
  init(_ arguments: ParsedArguments, script: GestureScript, pixelsPerFrame: Double) throws(CLIError) {
    path = try arguments.required("--video")
    for option in ["--out", "--out-dir", "--frames", "--at"] where arguments.has(option) {
      throw arguments.usage("option \(option) does not go with --video")
    }
    guard let format = VideoFormat(path: path) else {
      throw arguments.failure("option --video: '\(path)' must end in .mp4, .webm or .gif")
    }
    self.format = format
    fps = try arguments.double("--fps", in: 1...120) ?? format.defaultFPS
    loops = arguments.has("--loop")
    let from: Double
    let to: Double
    if loops {
      guard !arguments.has("--from"), !arguments.has("--to") else {
        throw arguments.usage("option --loop takes the gesture's own length, not --from or --to")
      }
      (from, to) = (script.duration, script.duration * 2)
      self.script = script.looped()
    } else {
      from = try arguments.double("--from", in: 0...3600) ?? 0
      to = try arguments.double("--to", in: 0...3600) ?? script.duration
      self.script = script
    }
    guard to > from else {
      throw arguments.usage(
        "the clip would last no time (from \(from) s to \(to) s): give --to, later than --from"
          + " (the gesture lasts \(script.duration) s)")
    }
    let count = max(1, Int(((to - from) * fps).rounded()))
    guard count <= RenderJob.maxFrames, Double(count) * pixelsPerFrame <= RenderJob.maxSequencePixels else {
      throw arguments.usage(
        "option --video makes \(count) frames of \(Int(pixelsPerFrame)) pixels, over the limit of "
          + "\(RenderJob.maxFrames) frames and \(Int(RenderJob.maxSequencePixels)) pixels in all")
    }
    if format == .gif, Double(count) * pixelsPerFrame > Self.maxGIFPixels {
      throw arguments.usage(
        "a GIF of \(count) frames of \(Int(pixelsPerFrame)) pixels is over the limit of "
          + "\(Int(Self.maxGIFPixels)) pixels in all; lower --fps, --size or the length, or write .mp4")
    }
    let rate = fps
    times = (0..<count).map { from + Double($0) / rate }
    if let problem = OutputPath.problem(path) {
      throw arguments.failure("option --video: \(path): cannot write the video: \(problem)")
    }
    guard VideoEncoder.findOnPath("ffmpeg") != nil else {
      throw arguments.failure("cannot write \(path): ffmpeg is not on the PATH (Debian: apt-get install ffmpeg)")
    }
    guard !OutputPath.isSpecialFile(path) else {
      throw arguments.failure(
        "option --video: \(path): not a regular file (a video is written whole, then moved)")
    }
  }

  /// Why the loop will not be seamless, when the gesture ends away from where it began.
  static func seamNotice(_ script: GestureScript) -> String? {
    guard let first = script.events.first, let last = script.events.last else { return nil }
    let (dx, dy) = (last.location.x - first.location.x, last.location.y - first.location.y)
    let diagonal = (script.size.width * script.size.width + script.size.height * script.size.height)
      .squareRoot()
    guard (dx * dx + dy * dy).squareRoot() > diagonal * 0.02 else { return nil }
    return "glint render: note: the gesture ends away from where it begins, so the loop jumps there"
  }
}

extension GestureScript {
  /// Two passes of the script, the second after the first and with pointer ids of its own: a
  /// clip of the second pass, with the first pass's particles still in flight, loops seamlessly.
  func looped() -> GestureScript {
    let offset = (events.map(\.id).max() ?? 0) - (events.map(\.id).min() ?? 0) + 1
    return GestureScript(size: size, events: events + renumbered(by: offset).shifted(by: duration).events)
  }
}
