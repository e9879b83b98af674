import CAllocationCounter
import Foundation
import GlintCore
@_spi(Benchmarks) import GlintRender

/// Trails against none: the same 10k sparks, once as they are and each leaving a 16-point ribbon
/// (1/60 s apart, 2 points wide tapering to 0.5): every sample kept, only samples 1 point apart
/// (the sparks move 20 pt/s: a sample is a third of a point from the last), or every sample of
/// sparks that fall (their ribbons bend, so their strips keep more points); each simulated,
/// packed and drawn by `renderer` frame after frame in turn. Prints milliseconds per frame of
/// each stage, the ratio of the whole frames, and the heap allocations per frame of each stage
/// (simulate and pack are the Swift side; the draw's are the driver's own, on this thread).
/// GLINT_BENCH_ROWS=falling (or a comma-separated list of the rows' names) runs only those rows,
/// for a profiler's record of one; the others read 0.
@MainActor func printTrailFigures(
  renderer: SpriteRenderer, size: Size, frames: Int, draw: (InstanceBuffer, SpriteRenderer) -> Void
) {
  let count = 10_000
  let plain = makeLayer(count: count, size: size)
  let trailed = makeLayer(count: count, size: size)
  let spaced = makeLayer(count: count, size: size)
  let falling = makeLayer(count: count, size: size)
  for cell in trailed.emitterCells + spaced.emitterCells + falling.emitterCells {
    cell.trail.points = 16
    cell.trail.interval = 1.0 / 60
    cell.trail.width = 2
    cell.trail.endWidth = 0.5
    cell.trail.contents = "solid"
    cell.trail.endColor = Color(red: 1, green: 1, blue: 1, alpha: 0)
  }
  for cell in spaced.emitterCells { cell.trail.minDistance = 1 }
  // Falling sparks bend their ribbons: the strips keep more of their samples.
  for cell in falling.emitterCells { cell.yAcceleration = 120 }
  let layers = [plain, trailed, spaced, falling]
  let names = ["without", "every sample", "1 pt apart", "falling"]
  let rows = ProcessInfo.processInfo.environment["GLINT_BENCH_ROWS"].map { list in
    Set(list.split(separator: ",").map(String.init))
  }
  let measured = names.map { rows?.contains($0) ?? true }
  // The trails fill over their span before they are measured.
  var time = trailed.time
  for _ in 0..<30 {
    time += 1.0 / 60
    for layer in layers { layer.step(to: time) }
  }
  let buffers = layers.map { _ in InstanceBuffer(capacity: count) }
  // Each layer's list made once: a list made in the measured stage is an allocation of its own.
  let lists = layers.map { [$0] }
  var stages = [[Stage]](repeating: [Stage(), Stage(), Stage()], count: layers.count)
  for k in layers.indices {
    buffers[k].fill(from: lists[k])
    draw(buffers[k], renderer)
  }
  for _ in 0..<frames {
    time += 1.0 / 60
    for (k, layer) in layers.enumerated() where measured[k] {
      stages[k][0].measure { layer.step(to: time) }
      stages[k][1].measure { buffers[k].fill(from: lists[k]) }
      stages[k][2].measure { draw(buffers[k], renderer) }
    }
  }
  let n = Double(frames)
  let ms = { (stage: Stage) in String(format: "%.2f", stage.seconds / n * 1000) }
  print("")
  print(
    "Trails: \(count) sparks with and without 16-point ribbons, \(frames) frames each in turn, drawn by \"auto\""
  )
  print(
    "              sprites  ribbon vertices  simulate ms  pack ms  draw ms  frame ms   allocations per frame")
  var totals: [Double] = []
  // CPU over every thread (llvmpipe's rasterisers too), steadier than the wall on a shared machine.
  var cpuTotals: [Double] = []
  for (k, name) in names.enumerated() {
    let s = stages[k]
    let total = (s[0].seconds + s[1].seconds + s[2].seconds) / n * 1000
    totals.append(total)
    cpuTotals.append((s[0].cpu + s[1].cpu + s[2].cpu) / n * 1000)
    let ribbons = buffers[k].batches.filter(\.isRibbon).reduce(0) { $0 + $1.range.count }
    let allocations = s.map { String(format: "%.1f", Double($0.allocations) / n) }.joined(separator: " / ")
    print(
      name.leftPad(12) + String(format: "  %9d", buffers[k].count - ribbons)
        + String(format: "  %15d", ribbons)
        + "  " + ms(s[0]).leftPad(11) + "  " + ms(s[1]).leftPad(7) + "  " + ms(s[2]).leftPad(7) + "  "
        + String(format: "%.2f", total).leftPad(8) + "   " + allocations)
  }
  print(
    String(
      format:
        "with trails / without: %.2f× the frame with every sample, %.2f× 1 pt apart, %.2f× falling (target ≤ 3×)",
      totals[1] / totals[0], totals[2] / totals[0], totals[3] / totals[0]))
  print(
    String(
      format: "CPU ms per frame: %.2f without, %.2f every sample, %.2f 1 pt apart, %.2f falling;"
        + " %.2f×, %.2f×, %.2f×",
      cpuTotals[0], cpuTotals[1], cpuTotals[2], cpuTotals[3], cpuTotals[1] / cpuTotals[0],
      cpuTotals[2] / cpuTotals[0], cpuTotals[3] / cpuTotals[0]))
}
