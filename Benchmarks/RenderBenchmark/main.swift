import CAllocationCounter
@preconcurrency import CEpoxy
import Foundation
import GlintCore
@_spi(Benchmarks) import GlintRender

// The draw as it was against the draw as it is, side by side: at 10k, 100k and 1M particles,
// 1280 × 720, headless, 8-point sparks, each frame is simulated and packed once, then drawn by
// five renderers in turn (so all see the same load on a shared machine), each waited for with
// glFinish. "before" draws as the renderer did before the point path: a clear with the scissor
// test on, then instanced quads sampling the sprite's mipmapped texture, all handed to the
// rasteriser at the end of the frame (RenderOptions(drawPath: .quads, computeBuiltInSprites:
// false, handOff: .whole)); "auto" with the default options (on llvmpipe in a compatibility
// context: plain round points computing the spark, handed off in parts). To tell what each
// brings: "sprites" is auto with point sprites (as in a core context), "one go" auto handed off
// at the end of the frame, "quads" the quads computing the spark.
// Prints figures; asserts nothing. GLINT_BENCH_QUICK=N draws only 10k particles, N frames (10).
// GLINT_BENCH_ONLY=auto (or a comma-separated list of the columns' names) draws only those
// renderers, for a profiler's record (perf, callgrind); the others' columns read 0.
// `glint-bench-render features`: flipbooks and stretched sprites beside the same particles
// without them (Features.swift); `glint-bench-render trails`: the trail figures alone
// (TrailFigures.swift), for a profiler's record.

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
      // The renderer before sampled every sprite from its mipmaps (it honoured no filter), so
      // the sparks ask for that; computed sparks look the same at every filter.
      $0.minificationFilter = .trilinear
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
/// The renderers compared, with their columns' names; the first is "before", the second "auto".
let renderers: [(name: String, renderer: SpriteRenderer)]
do {
  target = try OffscreenRenderer(
    size: size, options: RenderOptions(drawPath: .quads, computeBuiltInSprites: false, handOff: .whole))
  let lifetime = target.context.lifetime
  renderers = [
    ("before", target.renderer),
    ("auto", try SpriteRenderer(lifetime: lifetime, options: RenderOptions())),
    ("sprites", try SpriteRenderer(lifetime: lifetime, options: RenderOptions(plainPoints: false))),
    ("one-go", try SpriteRenderer(lifetime: lifetime, options: RenderOptions(handOff: .whole))),
    ("quads", try SpriteRenderer(lifetime: lifetime, options: RenderOptions(drawPath: .quads))),
  ]
} catch {
  FileHandle.standardError.write(Data("glint-bench-render: \(error)\n".utf8))
  exit(1)
}
let automatic = renderers[1].renderer
print("glint-bench-render: 1280 × 720 headless (EGL surfaceless), 8-point additive sparks")
print(
  "driver: \(automatic.driver); the automatic choice here: \(automatic.drawPath)"
    + (automatic.drawPath == .points ? (automatic.drawsPlainPoints ? " (plain)" : " (point sprites)") : "")
    + (automatic.computesBuiltInSprites ? ", built-in sprites computed" : "")
    + ", handed to the rasteriser "
    + (automatic.spritesPerHandOff.map { "in parts of \($0) sprites" } ?? "in one go"))
let probe = Int(glint_thread_allocations())
let probeArray = [Int](repeating: 7, count: Int(CommandLine.arguments.count) + 1000)
print(
  "allocation counter self-check: a 1000-element array counted \(Int(glint_thread_allocations()) - probe) allocation(s)"
    + " (\(probeArray.count))")
let mode = CommandLine.arguments.dropFirst().first
if mode == "features" {
  featureComparison()
  exit(0)
}
let quick = ProcessInfo.processInfo.environment["GLINT_BENCH_QUICK"]
if mode == "trails" {
  target.begin(background: .clear)
  printTrailFigures(renderer: automatic, size: size, frames: Int(quick ?? "") ?? 60) { buffer, renderer in
    renderer.setViewport(
      pane: Rect(x: 0, y: 0, width: size.width, height: size.height), scale: 1,
      framebufferPixels: target.pixels, background: .clear)
    renderer.draw(buffer)
    Framebuffer.finish()
  }
  exit(0)
}
print(
  """
  Milliseconds per frame: wall clock, and CPU over all threads (steadier on a shared machine). A frame \
  clears 1280 × 720 and draws every particle, waiting with glFinish; "empty" is such a frame with \
  nothing to draw. Speed-up of auto over before: mean wall, best wall, CPU.
  """)
print(
  "particles  frames  simulate     pack"
    + renderers.map { "  " + "\($0.name) ms".leftPad(10) + "      cpu" }.joined()
    + "     empty  speed-up wall best cpu   allocations per frame: simulate / pack / before / auto")
let sizes = quick.map { [(10_000, Int($0) ?? 10)] } ?? [(10_000, 60), (100_000, 12), (1_000_000, 4)]
let only = ProcessInfo.processInfo.environment["GLINT_BENCH_ONLY"].map { names in
  let columns = renderers.map(\.name)
  return Set(
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
/// `scissoredClear`: clears as the renderer did before, with the scissor test on, which
/// llvmpipe turns into a drawn full-screen quad.
@MainActor func drawFrame(
  _ buffer: InstanceBuffer, with renderer: SpriteRenderer, scissoredClear: Bool = false
) {
  renderer.setViewport(
    pane: whole, scale: 1, framebufferPixels: target.pixels, background: scissoredClear ? nil : .clear)
  if scissoredClear {
    epoxy_glEnable(GLenum(GL_SCISSOR_TEST))
    epoxy_glScissor(0, 0, GLsizei(size.width), GLsizei(size.height))
    epoxy_glClearColor(0, 0, 0, 0)
    epoxy_glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    epoxy_glDisable(GLenum(GL_SCISSOR_TEST))
  }
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
  for (index, entry) in renderers.enumerated() where only?.contains(index) ?? true {
    drawFrame(buffer, with: entry.renderer, scissoredClear: index == 0)
  }
  var (simulate, packing, empty) = (Stage(), Stage(), Stage())
  var draws = [Stage](repeating: Stage(), count: renderers.count)
  var shuffler = EffectRandom(seed: 1)
  for _ in 0..<frames {
    time += 1.0 / 60
    simulate.measure { layer.step(to: time) }
    packing.measure { buffer.fill(from: [layer]) }
    empty.measure { drawFrame(InstanceBuffer(capacity: 1), with: automatic) }
    // The renderers in a new order each frame (the same every run), so none always goes first
    // or always follows the same one: a renderer that always followed "before" measured a
    // seventh slower than its twin elsewhere in the turn.
    for index in renderers.indices.shuffled(using: &shuffler) {
      if let only, !only.contains(index) { continue }
      draws[index].measure {
        drawFrame(buffer, with: renderers[index].renderer, scissoredClear: index == 0)
      }
    }
  }
  let (before, chosen) = (draws[0], draws[1])
  let n = Double(frames)
  let ms = { (seconds: Double) in String(format: "%.2f", seconds / n * 1000) }
  let allocations = [simulate, packing, before, chosen].map {
    String(format: "%.1f", Double($0.allocations) / n)
  }
  .joined(separator: " / ")
  var line = String(format: "%9d  %6d", buffer.count, frames)
  line += "  " + ms(simulate.seconds).leftPad(8) + "  " + ms(packing.seconds).leftPad(7)
  for (draw, entry) in zip(draws, renderers) {
    line += "  " + ms(draw.seconds).leftPad(max(10, entry.name.count + 3)) + " " + ms(draw.cpu).leftPad(8)
  }
  line += "  " + ms(empty.seconds).leftPad(8)
  let speedUp = String(
    format: "%.2f× %.2f× %.2f×", before.seconds / chosen.seconds, before.best / chosen.best,
    before.cpu / chosen.cpu)
  line += "  " + speedUp.leftPad(20) + "   " + allocations
  print(line)
}

if only == nil {
  printTrailFigures(renderer: automatic, size: size, frames: Int(quick ?? "") ?? 60) {
    drawFrame($0, with: $1)
  }
}

extension String {
  func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
