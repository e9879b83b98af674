import Foundation
import GlintCore
import GlintRender

/// Renders a planned clip headless: each frame drawn, read back and piped to the encoder.
enum VideoRecording {
  static func render(
    _ plan: VideoPlan, stage: RenderStage, target: OffscreenRenderer, background: Color
  ) throws(VideoError) {
    let (width, height) = target.pixels
    let encoder = try VideoEncoder(
      path: plan.path, format: plan.format, width: width, height: height, fps: plan.fps, repeats: plan.loops)
    var progress = ProgressBar(total: plan.times.count)
    for (index, time) in plan.times.enumerated() {
      stage.draw(at: time, on: target, background: background)
      try encoder.append(target.framebuffer.read())
      progress.update(done: index + 1)
    }
    try encoder.finish()
  }
}
