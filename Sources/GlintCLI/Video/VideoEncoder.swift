import Foundation
import GlintRender

/// Feeds rendered frames, raw, through a pipe to Debian's `ffmpeg`, which writes the video; no
/// frame touches the disk. ffmpeg writes a hidden file beside the target, renamed onto it only
/// when every frame is in, ffmpeg has succeeded and what it wrote is checked (`VideoCheck`), so
/// a failure, or SIGINT or SIGTERM on the way (`InterruptCleanup`), never leaves a partial video.
final class VideoEncoder {
  let path: String
  let format: VideoFormat
  let width: Int
  let height: Int
  private let temporaryPath: String
  /// Whether `path` is an empty file made to hold the clip's name, removed when the clip fails.
  private let placeholder: Bool
  private let process = Process()
  private let input: FileHandle
  private let errors: ErrorCollector
  private let previousPipeAction: (@convention(c) (Int32) -> Void)?
  private var finished = false

  /// Starts ffmpeg for a `width` × `height` clip at `fps`. `fast` trades size for speed (the
  /// preview records live); `repeats` makes a GIF play for ever; `placeholder`: `path` is an
  /// empty file made to take the name (see `ScreenshotNamer`), removed when the clip fails.
  init(
    path: String, format: VideoFormat, width: Int, height: Int, fps: Double, fast: Bool = false,
    repeats: Bool = true, placeholder: Bool = false
  ) throws(VideoError) {
    guard let ffmpeg = Self.findOnPath("ffmpeg") else {
      if placeholder { unlink(path) }
      throw VideoError("cannot write \(path): ffmpeg is not on the PATH (Debian: apt-get install ffmpeg)")
    }
    self.path = path
    self.placeholder = placeholder
    self.format = format
    self.width = width
    self.height = height
    let url = URL(fileURLWithPath: path)
    temporaryPath =
      url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).\(getpid()).partial"
      ).path
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments =
      [
        "-hide_banner", "-loglevel", "error", "-nostats", "-f", "rawvideo", "-pix_fmt", "rgb0", "-video_size",
        "\(width)x\(height)", "-framerate", String(fps), "-i", "pipe:0",
      ] + format.encoderArguments(fast: fast, repeats: repeats) + ["-y", temporaryPath]
    let inputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardInput = inputPipe
    process.standardError = errorPipe
    process.standardOutput = FileHandle.nullDevice
    input = inputPipe.fileHandleForWriting
    errors = ErrorCollector(errorPipe.fileHandleForReading)
    // A write to ffmpeg after it died must fail with EPIPE, not kill glint.
    previousPipeAction = signal(SIGPIPE, SIG_IGN)
    do {
      try process.run()
    } catch {
      signal(SIGPIPE, previousPipeAction)
      if placeholder { unlink(path) }
      throw VideoError("cannot write \(path): cannot start \(ffmpeg): \(error.localizedDescription)")
    }
    try? inputPipe.fileHandleForReading.close()
    errors.start()
    InterruptCleanup.arm(
      child: process.processIdentifier, partial: temporaryPath, placeholder: placeholder ? path : nil)
  }

  /// An encoder dropped before `finish` (the rendering failed) stops ffmpeg and leaves nothing.
  deinit {
    guard !finished else { return }
    stop(killing: true)
  }

  /// Sends one frame (RGBA, rows top first; alpha is dropped: video has no transparency).
  func append(_ image: RenderedImage) throws(VideoError) {
    precondition(image.width == width && image.height == height, "every frame has the clip's size")
    var failure: Int32 = 0
    image.pixels.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = write(input.fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          failure = count < 0 ? errno : EPIPE
          return
        }
        offset += count
      }
    }
    guard failure == 0 else {
      let reason = failure == EPIPE ? "ffmpeg stopped before the last frame" : OutputPath.reason(failure)
      stop(killing: failure != EPIPE)
      throw VideoError(failedWith: reason, ffmpeg: errors.lastLine, path: path)
    }
  }

  /// Ends the input, waits for ffmpeg and puts the video in place.
  func finish() throws(VideoError) {
    finished = true
    try? input.close()
    process.waitUntilExit()
    signal(SIGPIPE, previousPipeAction)
    let status = process.terminationStatus
    guard process.terminationReason == .exit, status == 0 else {
      removeFiles()
      let how = process.terminationReason == .exit ? "exit status \(status)" : "signal \(status)"
      throw VideoError(failedWith: "ffmpeg failed (\(how))", ffmpeg: errors.lastLine, path: path)
    }
    if let problem = VideoCheck.problem(temporaryPath, log: errors.text) {
      removeFiles()
      throw VideoError("cannot write \(path): \(problem)")
    }
    InterruptCleanup.keepPlaceholder()
    guard rename(temporaryPath, path) == 0 else {
      let reason = OutputPath.reason(errno)
      removeFiles()
      throw VideoError("cannot write \(path): \(reason)")
    }
    InterruptCleanup.disarm()
  }

  /// Removes the partial file and the placeholder, and stops watching for interruptions.
  private func removeFiles() {
    unlink(temporaryPath)
    if placeholder { unlink(path) }
    InterruptCleanup.disarm()
  }

  /// Ends ffmpeg's input (and ffmpeg, when `killing`), waits for it and removes what it wrote.
  private func stop(killing: Bool) {
    finished = true
    try? input.close()
    // SIGKILL: a signal mask inherited from the parent may block SIGTERM.
    if killing, process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    signal(SIGPIPE, previousPipeAction)
    removeFiles()
  }

  /// The full path of the executable `name` in a folder of $PATH, or nil.
  static func findOnPath(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for folder in folders where !folder.isEmpty {
      let candidate = (String(folder) as NSString).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}

/// Why a video could not be made: one line that names the file.
struct VideoError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }

  /// The reason, with ffmpeg's own last error line when it said one.
  init(failedWith reason: String, ffmpeg line: String?, path: String) {
    description = "cannot write \(path): \(reason)" + (line.map { ": \($0)" } ?? "")
  }
}

/// Reads ffmpeg's stderr on a thread of its own, so ffmpeg never blocks on a full pipe, and
/// keeps its last non-empty line.
private final class ErrorCollector: @unchecked Sendable {
  private let handle: FileHandle
  private let done = DispatchSemaphore(value: 0)
  private var said = ""

  init(_ handle: FileHandle) { self.handle = handle }

  func start() {
    Thread.detachNewThread { [self] in
      let data = handle.readDataToEndOfFile()
      said = String(decoding: data.suffix(4096), as: UTF8.self)
      done.signal()
    }
  }

  /// Waits for ffmpeg's stderr to close (ffmpeg has exited), then gives all it said (its last
  /// 4096 bytes).
  var text: String {
    done.wait()
    done.signal()
    return said
  }

  /// Waits for ffmpeg's stderr to close (ffmpeg has exited), then gives its last line.
  var lastLine: String? {
    // "Conversion failed!" closes every failure; the line before it says why.
    text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .last { !$0.isEmpty && $0 != "Conversion failed!" }
  }
}
