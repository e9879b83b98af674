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
  /// Whether the clip is one pass of the gesture replayed in a loop, once the particles have
  /// settled into the loop, so it repeats seamlessly (a GIF then plays for ever).
  let loops: Bool
  /// The gesture the scenes replay: the script, or passes of it with `--loop`.
  let script: GestureScript

  /// The most pixels one GIF clip holds, all frames together: ffmpeg keeps every frame in memory
  /// to make the palette (about 1 GB at this limit).
  static let maxGIFPixels = 250_000_000.0

  /// How long a looped gesture replays before the clip starts: longer than any particle of
  /// Glint's effects lives, so the clip's end leads into its start with the same particles.
  static let loopWarmUp = 4.0

  /// The passes replayed before the clip's: enough to last `loopWarmUp`, but never more than
  /// 1000 passes or a million events in all, so a tiny or huge script stays cheap.
  static func warmUpPasses(_ script: GestureScript) -> Int {
    let wanted = (loopWarmUp / script.duration).rounded(.up)
    let byEvents = 1_000_000 / max(script.events.count, 1) - 1
    return max(1, min(Int(min(wanted, 1000)), byEvents))
  }

  /// Reads --video, --fps, --from, --to and --loop; `pixelsPerFrame` is the picture's size.
  init(_ arguments: ParsedArguments, script: GestureScript, pixelsPerFrame: Double) throws(CLIError) {
    path = try arguments.required("--video")
    for option in ["--out", "--out-dir", "--frames", "--at"] where arguments.has(option) {
      throw arguments.usage("option \(option) does not go with --video")
    }
    guard let format = VideoFormat(path: path) else {
      throw arguments.usage("option --video: '\(path)' must end in .mp4, .webm or .gif")
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
      guard script.duration > 0 else {
        throw arguments.failure("option --loop: the gesture lasts no time, so there is nothing to repeat")
      }
      // The clip is the pass after enough passes that the particles of the first are gone.
      let warmUp = Self.warmUpPasses(script)
      (from, to) = (script.duration * Double(warmUp), script.duration * Double(warmUp + 1))
      self.script = script.repeated(warmUp + 1)
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
    try arguments.refuseOverwriting(path, option: "--video")
    if let problem = OutputPath.problem(path) {
      throw arguments.failure("option --video: \(path): cannot write the video: \(problem)")
    }
    guard VideoEncoder.findOnPath("ffmpeg") != nil else {
      throw arguments.failure(
        "cannot write \(path): ffmpeg is not on the PATH (Debian: apt-get install ffmpeg)")
    }
    guard !OutputPath.isSpecialFile(path) else {
      throw arguments.failure(
        "option --video: \(path): not a regular file (a video is written whole, then moved)")
    }
  }
}

extension GestureScript {
  /// The script `count` times over, each pass straight after the last and with pointer ids of
  /// its own.
  func repeated(_ count: Int) -> GestureScript {
    let offset = (events.map(\.id).max() ?? 0) - (events.map(\.id).min() ?? 0) + 1
    var all: [PointerEvent] = []
    for pass in 0..<count {
      all += renumbered(by: offset * pass).shifted(by: duration * Double(pass)).events
    }
    return GestureScript(size: size, events: all)
  }
}
