import Foundation
import GlintCore
import GlintRender

/// One sprite instance with a plain white colour and the whole sprite, for tests.
func sprite(
  x: Float, y: Float, scale: Float = 1, rotation: Float = 0, color: Color = .white,
  rect: Rect = .unit
) -> SpriteInstance {
  SpriteInstance(
    x: x, y: y, scale: scale, rotation: rotation, r: color.red, g: color.green, b: color.blue,
    a: color.alpha, u: rect.x, v: rect.y, w: rect.width, h: rect.height)
}

/// Draws `instances` as one batch of `name` on black and reads the picture back.
func draw(
  _ instances: [SpriteInstance], sprite name: String = "dot", additive: Bool = true,
  sampling: SpriteSampling = .linear, on target: OffscreenRenderer
) -> RenderedImage {
  target.begin(background: Color(red: 0, green: 0, blue: 0))
  target.renderer.draw(
    instances,
    batches: [DrawBatch(sprite: name, additive: additive, range: 0..<instances.count, sampling: sampling)])
  return target.framebuffer.read()
}

extension RenderedImage {
  /// Whether the pixel differs from opaque black.
  func isLit(x: Int, y: Int) -> Bool {
    let p = pixel(x: x, y: y)
    return p.r > 0 || p.g > 0 || p.b > 0
  }

  /// Every lit pixel, as (x, y).
  var litPixels: [(x: Int, y: Int)] {
    var lit: [(x: Int, y: Int)] = []
    for y in 0..<height { for x in 0..<width where isLit(x: x, y: y) { lit.append((x, y)) } }
    return lit
  }
}

/// A fresh folder under the temporary directory.
func temporaryFolder() -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "glint-render-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
