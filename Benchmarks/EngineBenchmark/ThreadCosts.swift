import CBenchYardstick

#if canImport(Glibc)
  import Glibc
#endif

/// The clock the figures are timed by: the measuring thread's CPU time (not inflated by other
/// processes sharing its core), or wall time where other threads share the work.
nonisolated(unsafe) var benchmarkClock: () -> Double = ys_thread_cpu_now

/// `glint-bench-engine threads` prints, in wall time, a step and a pack of one cell of 1M live
/// particles (plain, and with integrated forces) and of 256 small layers, with the threads
/// `GLINT_THREADS` says (run it with 1 and with 2 to see the speed-up); `threads closed`,
/// `threads radial` and `threads layers` print one case alone.
func printOnlyThreadCostsIfAsked() {
  guard CommandLine.arguments.dropFirst().first == "threads" else { return }
  benchmarkClock = ys_now
  let threads = getenv("GLINT_THREADS").map { String(cString: $0) } ?? "default (one a core)"
  print("threads: GLINT_THREADS=\(threads); wall time per particle update (step + pack), best of 3")
  func best(_ measure: () -> Figures) -> Figures {
    var best = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
    for _ in 0..<3 {
      let s = measure()
      if s.updatesPerSecond > best.updatesPerSecond { best = s }
      best.allocationsPerStep = max(best.allocationsPerStep, s.allocationsPerStep)
    }
    return best
  }
  func show(_ name: String, _ f: Figures) {
    let ns = (1e9 / f.updatesPerSecond * 100).rounded() / 100
    print(
      "  \(name): \(ns) ns, \(millions(f.updatesPerSecond)), "
        + "heap allocations per step \(f.allocationsPerStep)")
  }
  let only = CommandLine.arguments.dropFirst(2).first
  if only == nil || only == "closed" {
    show(
      "1M-particle cell, closed form",
      best { measureEngine(live: 1_000_000, mode: .additive, budget: 40_000_000) })
  }
  if only == nil || only == "radial" {
    show(
      "1M-particle cell, radial + tangential",
      best { measureEngine(live: 1_000_000, mode: .additive, budget: 10_000_000, dress: dressIntegrated) })
  }
  if only == nil || only == "layers" {
    show("256 seed-sparkle layers", best { measureManyLayers(count: 256) })
  }
  exit(0)
}
