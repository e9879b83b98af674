import Foundation
import GlintCore
import GlintEffects
import GlintRender
import GlintShaders

/// The preview's frame with the inspector panel's code and without it, for `glint-bench-panel`:
/// the same session, panes, draw list and renderer the window uses, driven frame by frame in a
/// real window (it needs a display), timed from the input to the finished picture.
public enum PanelFrameBenchmark {
  /// How the panel takes part in a frame.
  public enum Variant: String, CaseIterable, Sendable {
    /// The loop as before the panel: no routing, no panel drawing.
    case withoutPanel = "without the panel code"
    /// The panel's code in the loop, the panel hidden (as the preview starts).
    case hidden = "panel hidden"
    /// The panel shown, drawing the first pane's inspector.
    case shown = "panel shown"
  }

  /// Milliseconds per frame of each variant, `rounds` × `frames` frames each, the variants taking
  /// turns round by round so the machine's load falls on all alike.
  public static func measure(
    effects: [String], size: Size, frames: Int, rounds: Int
  ) throws -> [Variant: [Double]] {
    let window = try WindowContext(title: "Glint panel benchmark", size: size)
    let renderer = try SpriteRenderer(lifetime: window.lifetime, shaderDirectory: ShaderSources.directory)
    let registry = try EffectRegistry.standard()
    let shown = try effects.map { PreviewEffect(effect: try registry.effect(id: $0), file: nil) }
    let script = try GestureScript.builtIn(named: "figure-eight", size: size)
    let session = PreviewSession(
      effects: shown, shown: shown, seed: 0, windowSize: size, gesture: (script, true),
      clock: PreviewWindow.now)
    let preview = PreviewWindow(
      session: session, title: "", size: size, screenshotDirectory: "",
      shaderDirectory: ShaderSources.directory)
    let timers = session.panes.map { _ in GPUTimer(lifetime: window.lifetime) }
    let frame = DrawList()
    let overlay = PreviewOverlay()
    let hidden = PreviewPanel()
    let open = PreviewPanel()
    if let problem = open.toggle() { throw PanelUnavailable(reason: problem) }

    func run(_ variant: Variant) -> [Double] {
      let panel: PreviewPanel? = variant == .withoutPanel ? nil : variant == .hidden ? hidden : open
      session.layout(in: panel?.paneArea(in: window.pointSize) ?? window.pointSize)
      return (0..<frames).map { _ in
        let start = PreviewWindow.now()
        var events = window.pollEvents()
        if let panel, panel.isShown {
          events = panel.route(events, windowSize: window.pointSize, session: session)
        }
        for event in events { session.handle(event) }
        session.advance(realSeconds: 1.0 / 60)
        let pixels = window.framebufferPixels
        preview.draw(frame, pixels: pixels, scale: window.contentScale, overlay: overlay, timers: timers)
        Framebuffer.bindWindow()
        renderer.submit(frame)
        panel?.draw(
          windowSize: window.pointSize, scale: window.contentScale, seconds: 1.0 / 60, session: session)
        // Reading a pixel back waits until the GPU has drawn the frame.
        _ = Framebuffer.readBound(width: 1, height: 1)
        window.swapBuffers()
        return (PreviewWindow.now() - start) * 1000
      }
    }

    var times: [Variant: [Double]] = [:]
    for _ in 0..<rounds {
      for variant in Variant.allCases { times[variant, default: []] += run(variant) }
    }
    return times
  }
}
