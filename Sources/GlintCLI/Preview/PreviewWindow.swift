import Foundation
import GlintCore
import GlintRender

/// The preview's window loop: input to the session, the clock, drawing every pane, screenshots,
/// recordings and shader hot reload. Runs on the main thread until Esc or the window closes.
///
/// Each frame is one draw list: every pane's background, particles and overlay text go up in
/// one upload and draw without waiting for the GPU (swapping the buffers paces the loop). The
/// GL objects belong to the window's lifetime, so the order Swift releases them in is free.
struct PreviewWindow {
  let session: PreviewSession
  let title: String
  let size: Size
  let screenshotDirectory: String
  let shaderDirectory: URL
  /// Reads the effects that came from files again when they are saved; nil when none did.
  var reloader: EffectFileReloader? = nil

  static let background = Color(red: 0.02, green: 0.02, blue: 0.035, alpha: 1)
  static let paneBackground = Color(red: 0.043, green: 0.043, blue: 0.078, alpha: 1)
  /// The loop never runs faster than this, even where vsync is not honoured (Xvfb).
  static let fastestFrame = 1.0 / 120

  func run(_ output: inout Output) throws(CLIError) {
    let window: WindowContext
    let renderer: SpriteRenderer
    do {
      window = try WindowContext(title: title, size: size)
      renderer = try SpriteRenderer(lifetime: window.lifetime, shaderDirectory: shaderDirectory)
    } catch {
      throw .failure("glint \(title.lowercased().contains("compare") ? "compare" : "preview"): \(error)")
    }
    var overlay = PreviewOverlay()
    let paneTimers = session.panes.map { _ in GPUTimer(lifetime: window.lifetime) }
    let frame = DrawList()
    let watcher = FileWatcher()
    let shaderFolder = shaderDirectory.standardizedFileURL.path
    watcher.watch(folder: shaderFolder, accepts: Self.isShaderSource)
    reloader?.watch(with: watcher)
    // Effect files reloaded whose new version has not been on screen yet.
    var reloaded: [String] = []
    var screenshots = ScreenshotNamer(directory: screenshotDirectory)
    let recorder = WindowRecorder(directory: screenshotDirectory)
    let panel = PreviewPanel()
    session.layout(in: window.pointSize)
    var last = Self.now()
    var announced = false
    while !window.shouldClose && !session.wantsQuit {
      let pixels = window.framebufferPixels
      let minimised = pixels.width == 0 || pixels.height == 0
      // A minimised window sleeps until something happens instead of spinning.
      var events = minimised ? window.waitEvents(timeout: 0.25) : window.pollEvents()
      if panel.isShown { events = panel.route(events, windowSize: window.pointSize, session: session) }
      for event in events {
        if case .resized = event { session.layout(in: panel.paneArea(in: window.pointSize)) }
        session.handle(event)
      }
      // Esc (or closing) quits now: not after one more step and frame, which cost a heavy
      // effect's whole frame time again. A screenshot asked for with it is still taken.
      if session.wantsQuit && !session.wantsScreenshot { break }
      if session.wantsPanelToggle {
        session.wantsPanelToggle = false
        if let problem = panel.toggle() { FileHandle.standardError.write(Data((problem + "\n").utf8)) }
        session.layout(in: panel.paneArea(in: window.pointSize))
      }
      let now = Self.now()
      session.advance(realSeconds: now - last)
      for notice in session.notices { FileHandle.standardError.write(Data((notice + "\n").utf8)) }
      session.notices.removeAll()
      for effect in session.filesSavedAs { reloader?.adopt(effect, watcher: watcher) }
      session.filesSavedAs.removeAll()
      let changed = watcher.changes(now: now)
      if changed.contains(where: { $0.hasPrefix(shaderFolder + "/") && Self.isShaderSource($0) }) {
        reload(renderer, into: &overlay)
      }
      if let reloader { reloaded += reloadEffects(reloader.reload(changed, watcher: watcher), renderer) }
      if !minimised {
        let drawStart = Self.now()
        draw(frame, pixels: pixels, scale: window.contentScale, overlay: overlay, timers: paneTimers)
        Framebuffer.bindWindow()
        renderer.submit(frame)
        panel.draw(
          windowSize: window.pointSize, scale: window.contentScale, seconds: now - last, session: session)
        if session.wantsScreenshot {
          session.wantsScreenshot = false
          saveScreenshot(pixels, namer: &screenshots, output: &output)
        }
        if session.wantsRecordingToggle {
          session.wantsRecordingToggle = false
          recorder.toggle(pixels: pixels, now: now, output: &output)
        }
        recorder.capture(pixels: pixels, now: now, output: &output)
        window.swapBuffers()
        for file in reloaded { FileHandle.standardError.write(Data("glint: reloaded \(file)\n".utf8)) }
        reloaded.removeAll()
        if !announced {
          announced = true
          announce(&output)
        }
        overlay.record(frameSeconds: now - last, drawSeconds: Self.now() - drawStart)
      }
      last = now
      let spare = Self.fastestFrame - (Self.now() - now)
      if spare > 0 { Thread.sleep(forTimeInterval: spare) }
    }
    recorder.stop(&output)
  }

  /// Fills `frame` with the whole window: its background, then each pane's background,
  /// particles and overlay text.
  func draw(
    _ frame: DrawList, pixels: (width: Int, height: Int), scale: Float, overlay: PreviewOverlay,
    timers: [GPUTimer]
  ) {
    frame.removeAll()
    let whole = Rect(x: 0, y: 0, width: Float(pixels.width) / scale, height: Float(pixels.height) / scale)
    frame.setViewport(pane: whole, scale: scale, framebufferPixels: pixels, background: Self.background)
    for (pane, timer) in zip(session.panes, timers) {
      frame.setViewport(
        pane: pane.frame, scale: scale, framebufferPixels: pixels, background: Self.paneBackground)
      pane.pack()
      frame.beginTiming(timer)
      frame.append(pane.buffer)
      frame.endTiming(timer)
      pane.drawMilliseconds = timer.milliseconds
      overlay.append(
        pane, drawMilliseconds: timer.milliseconds, session: session, detailed: session.showsOverlay,
        to: frame)
    }
  }

  /// Says, once the first frame is on screen, what is showing and how to use it (scripts and
  /// tests wait for this line before sending input).
  private func announce(_ output: inout Output) {
    let names = session.panes.map(\.effect.info.id).joined(separator: ", ")
    output.line(
      "glint: showing \(names); drag to draw, right click pins a pointer, H overlay, I inspector, Esc quits")
    fflush(nil)
  }

  /// Whether a file in the shader folder is GLSL the renderer reads.
  static func isShaderSource(_ name: String) -> Bool {
    [".vert", ".frag", ".glsl"].contains(where: name.hasSuffix)
  }

  /// Rebuilds the shader program; on failure the last good one stays and the error shows.
  private func reload(_ renderer: SpriteRenderer, into overlay: inout PreviewOverlay) {
    do {
      try renderer.reloadShaders()
      if overlay.shaderError != nil { FileHandle.standardError.write(Data("glint: shaders reloaded\n".utf8)) }
      overlay.shaderError = nil
    } catch {
      overlay.shaderError = error.description
      FileHandle.standardError.write(
        Data("glint: \(error.description) (keeping the last good shaders)\n".utf8))
    }
  }

  /// Hands each effect file's reload to the session (and changed images to the renderer); says
  /// on stderr, once per save, why a save did not load. Returns the files reloaded.
  private func reloadEffects(_ outcomes: [EffectFileReloader.Outcome], _ renderer: SpriteRenderer) -> [String]
  {
    var reloaded: [String] = []
    for outcome in outcomes {
      switch outcome {
      case .reloaded(let file, let effect, let images):
        renderer.reloadSprites(images)
        session.effectFileReloaded(file, to: effect)
        reloaded.append(reloader?.name(of: file) ?? file)
      case .failed(let file, let message):
        session.effectFileFailed(file, problem: message)
        FileHandle.standardError.write(Data("glint: \(message)\n".utf8))
      }
    }
    return reloaded
  }

  /// Reads the frame just drawn and writes it as a PNG, printing its path; a failure is a
  /// warning, never the end of the session.
  private func saveScreenshot(
    _ pixels: (width: Int, height: Int), namer: inout ScreenshotNamer, output: inout Output
  ) {
    let image = Framebuffer.readBound(width: pixels.width, height: pixels.height)
    let path: String
    do throws(OutputPathError) {
      path = try namer.next()
    } catch {
      FileHandle.standardError.write(Data("glint: cannot save a screenshot: \(error)\n".utf8))
      return
    }
    do {
      try image.writePNG(to: path)
      output.line("screenshot: \(path)")
      fflush(nil)  // the test harness and scripts wait for this line
    } catch {
      unlink(path)  // the name taken for it, empty
      FileHandle.standardError.write(Data("glint: \(error.description)\n".utf8))
    }
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
