import Foundation

/// What ffmpeg wrote, checked before it becomes the clip: ffmpeg can exit 0 after "Error writing
/// trailer" (a full disk), leaving a file no player opens. So its log must hold no error, the file
/// must have bytes, and ffprobe (when on the PATH) must find a video stream in it.
enum VideoCheck {
  /// Why the file at `path` that ffmpeg wrote, saying `log` on stderr, is not a clip; nil when it is.
  static func problem(_ path: String, log: String) -> String? {
    let errors = log.split(whereSeparator: \.isNewline).filter { $0.lowercased().contains("error") }
    if let line = errors.first { return "ffmpeg reported an error: \(line)" }
    var status = stat()
    guard stat(path, &status) == 0 else { return "ffmpeg wrote no file: \(OutputPath.reason(errno))" }
    guard status.st_size > 0 else { return "ffmpeg wrote an empty file" }
    return probeProblem(path)
  }

  /// Why ffprobe finds no video stream in `path`; nil when it does, or when ffprobe is missing.
  static func probeProblem(_ path: String) -> String? {
    guard let ffprobe = VideoEncoder.findOnPath("ffprobe") else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffprobe)
    process.arguments = [
      "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=codec_type", "-of", "csv=p=0", path,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    // Small outputs: one line each, so reading one pipe then the other cannot block.
    let found = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, found.contains("video") else {
      let line = said.split(whereSeparator: \.isNewline).last.map { ": \($0)" } ?? ""
      return "the file ffmpeg wrote holds no readable video (ffprobe)\(line)"
    }
    return nil
  }
}
