import CAllocationCounter
import Foundation
import GlintCore
import GlintRender

// Frame time split into simulate, pack, upload and draw at 10k, 100k and 1M particles, 1280 × 720,
// headless, and the same instance buffer drawn alone as the floor. Prints figures; asserts nothing.

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

let size = Size(width: 1280, height: 720)
let target: OffscreenRenderer
do {
  target = try OffscreenRenderer(size: size)
} catch {
  FileHandle.standardError.write(Data("glint-bench-render: \(error)\n".utf8))
  exit(1)
}
print("glint-bench-render: 1280 × 720 headless (EGL surfaceless), 8-point additive sparks")
let probe = Int(glint_thread_allocations())
let probeArray = [Int](repeating: 7, count: Int(CommandLine.arguments.count) + 1000)
print(
  "allocation counter self-check: a 1000-element array counted \(Int(glint_thread_allocations()) - probe) allocation(s)"
    + " (\(probeArray.count))")
print(
  "particles  frames  simulate ms  pack ms  upload ms  draw ms  floor ms"
    + "        (pack+upload+draw) / floor  allocations per frame: simulate / pack / upload / draw / floor")
let sizes =
  ProcessInfo.processInfo.environment["GLINT_BENCH_QUICK"] != nil
  ? [(10_000, 10)] : [(10_000, 60), (100_000, 20), (1_000_000, 4)]
for (count, frames) in sizes {
  let layer = makeLayer(count: count, size: size)
  let buffer = InstanceBuffer(capacity: count + count / 10)
  var time = layer.time
  // One frame first, so buffers have grown to their steady size.
  target.begin(background: .clear)
  buffer.fill(from: [layer])
  target.renderer.draw(buffer)
  Framebuffer.finish()
  // Each frame runs the whole pipeline, then draws the same buffer again alone (the floor), so
  // both see the same load on a shared machine.
  var seconds = [0.0, 0.0, 0.0, 0.0]  // simulate, pack, upload, draw
  var allocated = [0, 0, 0, 0, 0]  // the same, and the floor
  var floorTime = 0.0
  var best = (pipeline: Double.infinity, floor: Double.infinity)
  for _ in 0..<frames {
    time += 1.0 / 60
    let m0 = (now(), Int(glint_thread_allocations()))
    layer.step(to: time)
    let m1 = (now(), Int(glint_thread_allocations()))
    buffer.fill(from: [layer])
    let m2 = (now(), Int(glint_thread_allocations()))
    target.renderer.upload(buffer.instances.baseAddress!, count: buffer.count)
    let m3 = (now(), Int(glint_thread_allocations()))
    target.begin(background: .clear)
    target.renderer.drawUploaded(buffer.batches)
    Framebuffer.finish()
    let m4 = (now(), Int(glint_thread_allocations()))
    target.begin(background: .clear)
    target.renderer.drawUploaded(buffer.batches)
    Framebuffer.finish()
    let m5 = (now(), Int(glint_thread_allocations()))
    seconds[0] += m1.0 - m0.0
    seconds[1] += m2.0 - m1.0
    seconds[2] += m3.0 - m2.0
    seconds[3] += m4.0 - m3.0
    floorTime += m5.0 - m4.0
    allocated[0] += m1.1 - m0.1
    allocated[1] += m2.1 - m1.1
    allocated[2] += m3.1 - m2.1
    allocated[3] += m4.1 - m3.1
    allocated[4] += m5.1 - m4.1
    best = (min(best.pipeline, m4.0 - m1.0), min(best.floor, m5.0 - m4.0))
  }
  let (simulate, packing, upload, draw) = (seconds[0], seconds[1], seconds[2], seconds[3])
  let allocations = allocated.map { String(format: "%.1f", Double($0) / Double(frames)) }
    .joined(separator: " / ")
  let n = Double(frames)
  let ms = { (seconds: Double) in String(format: "%.2f", seconds / n * 1000) }
  let ratio = (packing + upload + draw) / floorTime
  let bestRatio = best.pipeline / best.floor
  let verdict = max(ratio, bestRatio) <= 1.25 ? "within 1.25×" : "over 1.25×"
  var line = String(format: "%9d  %6d", buffer.count, frames)
  line += "  " + ms(simulate).leftPad(11) + "  " + ms(packing).leftPad(7) + "  " + ms(upload).leftPad(9)
  line += "  " + ms(draw).leftPad(7) + "  " + ms(floorTime).leftPad(8) + "  "
  line += String(format: "%.2f mean, %.2f best (%@)", ratio, bestRatio, verdict).leftPad(34)
  line += "  " + allocations
  print(line)
}

extension String {
  func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
