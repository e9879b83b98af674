import CAllocationCounter
import Foundation
import GlintCore
@_spi(Benchmarks) import GlintRender

// The draw as it was against the draw as it is, side by side: at 10k, 100k and 1M particles,
// 1280 × 720, headless, 8-point sparks, each frame is simulated and packed once, then drawn by
// four renderers in turn (so all see the same load on a shared machine), each waited for with
// glFinish: "before" draws instanced quads sampling the sprite's texture, all handed to the
// rasteriser at the end of the frame (the renderer before the point path,
// RenderOptions(drawPath: .quads, computeBuiltInSprites: false, handOff: .whole)), "auto" with
// the default options (on llvmpipe: round points computing the spark, handed off in parts),
// "one go" the same handed off at the end of the frame, and "quads computed" the quads computing
// the spark, to tell what the points, the computed sprite and the parts each bring.
// Prints figures; asserts nothing. GLINT_BENCH_QUICK=N draws only 10k particles, N frames (10).
// GLINT_BENCH_ONLY=auto (or a comma-separated list of before, auto, one-go, quads) draws only
// those renderers, for a profiler's record (perf, callgrind); the others' columns read 0.

/// Seconds on the monotonic clock.
func now() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// A layer that holds about `count` live 8-point sparks spread over the screen, already warm.
func makeLayer(count: Int, size: Size) -> EmitterLayer {
  let lifetime: Float = 2
  let layer = EmitterLayer(capacity: count + count / 10)
  layer.emitterShape = .rectangle
  layer.emitterMode = .surface
  layer.emitterPosition = Point(x: size.width / 2, y: size.height / 2)
  layer.emitterSize = size
  layer.renderMode = .additive
  layer.seed = 1
  layer.emitterCells = [
    EmitterCell {
      $0.birthRate = Float(count) / lifetime
      $0.lifetime = lifetime
      $0.velocity = 20
      $0.emissionRange = 2 * .pi
      $0.scale = 0.25
      $0.alphaSpeed = -0.4
      $0.color = Color(red: 0.3, green: 0.3, blue: 0.8, alpha: 0.8)
      $0.contents = "spark"
    }
  ]
  layer.start(at: 0)
  layer.prewarm(seconds: Double(lifetime))
  return layer
}

/// CPU seconds used by every thread of the process (llvmpipe rasterises on its own threads):
/// on a shared machine this moves far less with the load than the wall clock.
func processCPU() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// Sums of one stage over the frames: wall seconds, the best frame, CPU seconds, allocations.
struct Stage {
  var seconds = 0.0
  var best = Double.infinity
  var cpu = 0.0
  var allocations = 0

  /// Runs `work`, adding its time and allocations.
  mutating func measure(_ work: () -> Void) {
    let (start, startCPU, allocated) = (now(), processCPU(), Int(glint_thread_allocations()))
    work()
    let spent = now() - start
    seconds += spent
    cpu += processCPU() - startCPU
    best = min(best, spent)
    allocations += Int(glint_thread_allocations()) - allocated
  }
}

let size = Size(width: 1280, height: 720)
let target: OffscreenRenderer
let automatic: SpriteRenderer
let oneGo: SpriteRenderer
let computedQuads: SpriteRenderer
do {
  target = try OffscreenRenderer(
    size: size, options: RenderOptions(drawPath: .quads, computeBuiltInSprites: false, handOff: .whole))
  automatic = try SpriteRenderer(lifetime: target.context.lifetime, options: RenderOptions())
  oneGo = try SpriteRenderer(lifetime: target.context.lifetime, options: RenderOptions(handOff: .whole))
  computedQuads = try SpriteRenderer(
    lifetime: target.context.lifetime, options: RenderOptions(drawPath: .quads))
} catch {
  FileHandle.standardError.write(Data("glint-bench-render: \(error)\n".utf8))
  exit(1)
}
print("glint-bench-render: 1280 × 720 headless (EGL surfaceless), 8-point additive sparks")
print(
  "driver: \(automatic.driver); the automatic choice here: \(automatic.drawPath)"
    + (automatic.computesBuiltInSprites ? ", built-in sprites computed" : "")
    + ", handed to the rasteriser "
    + (automatic.spritesPerHandOff.map { "in parts of \($0) sprites" } ?? "in one go"))
let probe = Int(glint_thread_allocations())
let probeArray = [Int](repeating: 7, count: Int(CommandLine.arguments.count) + 1000)
print(
  "allocation counter self-check: a 1000-element array counted \(Int(glint_thread_allocations()) - probe) allocation(s)"
    + " (\(probeArray.count))")
print(
  """
  Milliseconds per frame: wall clock, and CPU over all threads (steadier on a shared machine). A frame \
  clears 1280 × 720 and draws every particle, waiting with glFinish; "empty" is such a frame with \
  nothing to draw. Speed-up of auto over before: mean wall, best wall, CPU.
  """)
print(
  "particles  frames  simulate     pack  before ms      cpu  auto ms      cpu  one go ms      cpu"
    + "  quads computed ms      cpu     empty"
    + "  speed-up wall best cpu   allocations per frame: simulate / pack / before / auto")
let quick = ProcessInfo.processInfo.environment["GLINT_BENCH_QUICK"]
let sizes = quick.map { [(10_000, Int($0) ?? 10)] } ?? [(10_000, 60), (100_000, 12), (1_000_000, 4)]
let columns = ["before", "auto", "one-go", "quads"]
let only = ProcessInfo.processInfo.environment["GLINT_BENCH_ONLY"].map { names in
  Set(
    names.split(separator: ",").map { name in
      guard let index = columns.firstIndex(of: String(name)) else {
        FileHandle.standardError.write(
          Data("glint-bench-render: GLINT_BENCH_ONLY must be one of \(columns)\n".utf8))
        exit(2)
      }
      return index
    })
}
let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)

/// Clears the target and draws `buffer` with `renderer`, waiting until the pixels are done.
@MainActor func drawFrame(_ buffer: InstanceBuffer, with renderer: SpriteRenderer) {
  renderer.setViewport(pane: whole, scale: 1, framebufferPixels: target.pixels, background: .clear)
  renderer.draw(buffer)
  Framebuffer.finish()
}

for (count, frames) in sizes {
  let layer = makeLayer(count: count, size: size)
  let buffer = InstanceBuffer(capacity: count + count / 10)
  var time = layer.time
  // One frame first, so buffers have grown to their steady size.
  target.begin(background: .clear)
  buffer.fill(from: [layer])
  let renderers = [target.renderer, automatic, oneGo, computedQuads]
  for (index, renderer) in renderers.enumerated() where only?.contains(index) ?? true {
    drawFrame(buffer, with: renderer)
  }
  var (simulate, packing, empty) = (Stage(), Stage(), Stage())
  var draws = [Stage](repeating: Stage(), count: renderers.count)
  for frame in 0..<frames {
    time += 1.0 / 60
    simulate.measure { layer.step(to: time) }
    packing.measure { buffer.fill(from: [layer]) }
    empty.measure { drawFrame(InstanceBuffer(capacity: 1), with: automatic) }
    // Turn which renderer goes first, so none always finds the caches warm.
    for turn in 0..<renderers.count {
      let index = (frame + turn) % renderers.count
      if let only, !only.contains(index) { continue }
      draws[index].measure { drawFrame(buffer, with: renderers[index]) }
    }
  }
  let (before, chosen, inOneGo, computed) = (draws[0], draws[1], draws[2], draws[3])
  let n = Double(frames)
  let ms = { (seconds: Double) in String(format: "%.2f", seconds / n * 1000) }
  let allocations = [simulate, packing, before, chosen].map {
    String(format: "%.1f", Double($0.allocations) / n)
  }
  .joined(separator: " / ")
  var line = String(format: "%9d  %6d", buffer.count, frames)
  line += "  " + ms(simulate.seconds).leftPad(8) + "  " + ms(packing.seconds).leftPad(7)
  line += "  " + ms(before.seconds).leftPad(9) + " " + ms(before.cpu).leftPad(8)
  line += "  " + ms(chosen.seconds).leftPad(7) + " " + ms(chosen.cpu).leftPad(8)
  line += "  " + ms(inOneGo.seconds).leftPad(9) + " " + ms(inOneGo.cpu).leftPad(8)
  line += "  " + ms(computed.seconds).leftPad(17) + " " + ms(computed.cpu).leftPad(8)
  line += "  " + ms(empty.seconds).leftPad(8)
  let speedUp = String(
    format: "%.2f× %.2f× %.2f×", before.seconds / chosen.seconds, before.best / chosen.best,
    before.cpu / chosen.cpu)
  line += "  " + speedUp.leftPad(20) + "   " + allocations
  print(line)
}

extension String {
  func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
