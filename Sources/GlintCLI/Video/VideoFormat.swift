/// The kinds of moving picture glint writes, chosen by the file's extension, and how ffmpeg
/// makes each from raw RGB frames.
enum VideoFormat: String, CaseIterable, Sendable {
  case mp4, webm, gif

  /// The format a path's extension names (case aside), or nil for any other name.
  init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: path[path.index(after: dot)...].lowercased())
  }

  /// Frames per second when none is asked for: smooth video, and a GIF small enough to share.
  var defaultFPS: Double { self == .gif ? 30 : 60 }

  /// What the format is, for messages.
  var label: String {
    switch self {
    case .mp4: return "H.264 in MP4"
    case .webm: return "VP9 in WebM"
    case .gif: return "animated GIF"
    }
  }

  /// ffmpeg's arguments after the input, up to (not including) the output path. A GIF's palette
  /// is made from the whole clip, so additive glows keep their colours; H.264 and VP9 take
  /// 4:2:0 video, which needs an even size, so an odd width or height gains one black column or row.
  /// `repeats`: a GIF plays for ever (true) or once.
  func encoderArguments(fast: Bool, repeats: Bool) -> [String] {
    let even = ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2"]
    switch self {
    case .mp4:
      return even + [
        "-c:v", "libx264", "-preset", fast ? "ultrafast" : "veryfast", "-crf", "18", "-pix_fmt", "yuv420p",
        "-movflags", "+faststart", "-f", "mp4",
      ]
    case .webm:
      return even + [
        "-c:v", "libvpx-vp9", "-deadline", fast ? "realtime" : "good", "-cpu-used", fast ? "8" : "5",
        "-row-mt", "1", "-crf", "30", "-b:v", "0", "-pix_fmt", "yuv420p", "-f", "webm",
      ]
    case .gif:
      return [
        "-filter_complex",
        "[0:v]split[a][b];[a]palettegen=stats_mode=full:reserve_transparent=0[p];"
          + "[b][p]paletteuse=dither=bayer:bayer_scale=3",
        "-loop", repeats ? "0" : "-1", "-f", "gif",
      ]
    }
  }
}
