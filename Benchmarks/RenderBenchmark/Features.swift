import CAllocationCounter
import Foundation
import GlintCore
@_spi(Benchmarks) import GlintRender

// `glint-bench-render features`: what flipbooks and stretched sprites cost to draw, each beside
// the same 10k particles without it, in one run: each frame steps both layers, packs and draws
// each (waiting with glFinish), in turns. The flipbook's "without" is the same image cut to its
// first frame by contentsRect (both draw as cropped points where points are the path); the
// stretch's "without" is the benchmark's plain 8-point sparks. Figures for the automatic path
// and for quads. Prints figures; asserts nothing.

/// A sheet of four 16-pixel frames (2 × 2), each a soft disc of another colour, written once.
func flipbookSheet() -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("glint-bench-flipbook.png").path
  var pixels: [UInt8] = []
  let colors: [[Float]] = [[1, 0.3, 0.2], [1, 0.8, 0.2], [0.3, 1, 0.4], [0.3, 0.5, 1]]
  for y in 0..<32 {
    for x in 0..<32 {
      let frame = (y / 16) * 2 + x / 16
      let (dx, dy) = (Float(x % 16) - 7.5, Float(y % 16) - 7.5)
      let a = max(0, 1 - (dx * dx + dy * dy).squareRoot() / 8)
      pixels += colors[frame].map { UInt8($0 * 255) } + [UInt8(a * 255)]
    }
  }
  try? RenderedImage(width: 32, height: 32, pixels: pixels).writePNG(to: path)
  return path
}

/// Clears the whole target and draws `buffer` with `renderer`, waiting for the pixels (main's
/// `drawFrame`, whose pane is set after this mode has run).
@MainActor func drawFeatureFrame(_ buffer: InstanceBuffer, with renderer: SpriteRenderer) {
  renderer.setViewport(
    pane: Rect(x: 0, y: 0, width: size.width, height: size.height), scale: 1,
    framebufferPixels: target.pixels,
    background: .clear)
  renderer.draw(buffer)
  Framebuffer.finish()
}

/// One comparison: a layer with the feature and one without, drawn by `renderer` in turns.
@MainActor func compare(
  _ name: String, with: EmitterLayer, without: EmitterLayer, renderer: SpriteRenderer, frames: Int
) {
  let buffer = InstanceBuffer(capacity: 12_000)
  var stages = [Stage(), Stage()]
  /// Packing alone, the Swift side of a frame: its allocations (the driver's own are in `stages`).
  var packs = [Stage(), Stage()]
  var time = with.time
  // Two frames first, stepped as the measured ones are, so every buffer has its steady size.
  for _ in 0..<2 {
    time += 1.0 / 60
    for layer in [with, without] {
      layer.step(to: time)
      buffer.fill(from: [layer])
      drawFeatureFrame(buffer, with: renderer)
    }
  }
  for frame in 0..<frames {
    time += 1.0 / 60
    // Which goes first alternates, so neither always follows the other.
    for k in frame % 2 == 0 ? [0, 1] : [1, 0] {
      let layer = k == 0 ? with : without
      layer.step(to: time)
      stages[k].measure {
        packs[k].measure { buffer.fill(from: [layer]) }
        drawFeatureFrame(buffer, with: renderer)
      }
    }
  }
  let n = Double(frames)
  let ms = stages.map { $0.seconds / n * 1000 }
  let cpu = stages.map { $0.cpu / n * 1000 }
  print(
    String(
      format: "%-10@ %-6@ %8d  %8.2f %8.2f  %7.2f×   %8.2f %8.2f  %7.2f×   %.1f / %.1f", name as NSString,
      "\(renderer.drawPath)" as NSString, buffer.count, ms[0], ms[1], ms[0] / ms[1], cpu[0], cpu[1],
      cpu[0] / cpu[1], Double(packs[0].allocations) / n, Double(packs[1].allocations) / n))
}

@MainActor func featureComparison() {
  let frames = Int(ProcessInfo.processInfo.environment["GLINT_BENCH_QUICK"] ?? "") ?? 60
  let sheet = flipbookSheet()
  // Binds the offscreen framebuffer the frames are drawn into.
  target.begin(background: .clear)
  let count = 10_000
  func flipbook(_ on: Bool) -> EmitterLayer {
    let layer = makeLayer(count: count, size: size)
    let cell = layer.emitterCells[0]
    cell.contents = sheet
    cell.scale = 0.5
    cell.minificationFilter = .linear
    if on {
      cell.flipbookColumns = 2
      cell.flipbookRows = 2
      cell.flipbookFrameRate = 10
      cell.flipbookRandomStart = true
    } else {
      cell.contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 0.5)
    }
    return layer
  }
  func stretched(_ on: Bool) -> EmitterLayer {
    let layer = makeLayer(count: count, size: size)
    let cell = layer.emitterCells[0]
    cell.stretchAlongVelocity = on
    cell.stretchSpeedFactor = 0.05
    return layer
  }
  print(
    "features at 10k particles, \(frames) frames: ms per frame (pack and draw, glFinish), wall then CPU,"
      + " with the feature and without; heap allocations per frame packing (the Swift side) with / without")
  print(
    "feature    path   particles      with  without    ratio   cpu with  without    ratio   pack allocations")
  for renderer in [renderers[1].renderer, renderers[4].renderer] {
    compare("flipbook", with: flipbook(true), without: flipbook(false), renderer: renderer, frames: frames)
    compare("stretched", with: stretched(true), without: stretched(false), renderer: renderer, frames: frames)
  }
}
