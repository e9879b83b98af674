import Foundation
import GlintRender

/// V in the preview: records the window as drawn to an MP4 beside the screenshots. Frames are
/// taken at a steady rate of real time (a frame drawn late fills the slots it missed), so the
/// clip plays at the speed it was seen. A failure is a warning on stderr, never the end of the
/// session.
final class WindowRecorder {
  static let fps = 30.0
  private var namer: ScreenshotNamer
  private var encoder: VideoEncoder?
  private var start = 0.0
  private var written = 0

  init(directory: String) {
    namer = ScreenshotNamer(directory: directory, stem: "glint-recording", extension: "mp4")
  }

  var isRecording: Bool { encoder != nil }

  /// Starts recording a window of `pixels`, or stops and saves the recording in progress.
  func toggle(pixels: (width: Int, height: Int), now: Double, output: inout Output) {
    if isRecording {
      stop(&output)
      return
    }
    do throws(VideoError) {
      let path: String
      do throws(OutputPathError) {
        path = try namer.next()
      } catch {
        throw VideoError("cannot start a recording: \(error)")
      }
      encoder = try VideoEncoder(
        path: path, format: .mp4, width: pixels.width, height: pixels.height, fps: Self.fps, fast: true,
        placeholder: true)
      start = now
      written = 0
      output.line("recording: \(path) (V stops)")
      fflush(nil)
    } catch {
      warn(error.description)
    }
  }

  /// Takes the frame just drawn into the bound framebuffer, as many times as the clock asks.
  func capture(pixels: (width: Int, height: Int), now: Double, output: inout Output) {
    guard let encoder else { return }
    guard encoder.width == pixels.width, encoder.height == pixels.height else {
      warn("the window changed size, so the recording stops there")
      stop(&output)
      return
    }
    let due = Int((now - start) * Self.fps) + 1
    guard due > written else { return }
    let image = Framebuffer.readBound(width: pixels.width, height: pixels.height)
    do {
      while written < due {
        try encoder.append(image)
        written += 1
      }
    } catch {
      self.encoder = nil
      warn(error.description)
    }
  }

  /// Finishes the recording in progress, if any, and prints its path.
  func stop(_ output: inout Output) {
    guard let encoder else { return }
    self.encoder = nil
    do {
      try encoder.finish()
      output.line(
        "recorded: \(encoder.path) (\(written) frames, \(String(format: "%.1f", Double(written) / Self.fps)) s)"
      )
      fflush(nil)
    } catch {
      warn(error.description)
    }
  }

  private func warn(_ text: String) {
    FileHandle.standardError.write(Data("glint: \(text)\n".utf8))
  }
}
