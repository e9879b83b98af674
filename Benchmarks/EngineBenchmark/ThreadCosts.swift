import CBenchYardstick
@_spi(Benchmarks) import GlintCore

#if canImport(Glibc)
  import Glibc
#endif

/// The clock the figures are timed by: the measuring thread's CPU time (not inflated by other
/// processes sharing its core), or wall time where other threads share the work.
nonisolated(unsafe) var benchmarkClock: () -> Double = ys_thread_cpu_now

/// `glint-bench-engine threads` prints, in wall time, a step and a pack of one cell of 1M live
/// particles (plain, and with integrated forces) and of 256 small layers, on one thread and on the
/// threads `GLINT_THREADS` says (by default one a core), and the speed-up. The two are measured
/// turn about, five turns, best of each, so a change in the host's load falls on both alike.
/// `threads closed`, `threads radial` and `threads layers` print one case alone.
func printOnlyThreadCostsIfAsked() {
  guard CommandLine.arguments.dropFirst().first == "threads" else { return }
  benchmarkClock = ys_now
  let threads = getenv("GLINT_THREADS").map { String(cString: $0) } ?? "default (one a core)"
  print(
    "threads: GLINT_THREADS=\(threads); wall time per particle update (step + pack), "
      + "one thread and all, turn about, best of 5 each")
  func compare(_ name: String, _ measure: (_ oneThread: Bool) -> Figures) {
    var (one, all) = (0.0, 0.0)
    var allocations = 0.0
    for _ in 0..<5 {
      for oneThread in [true, false] {
        let f = measure(oneThread)
        if oneThread { one = max(one, f.updatesPerSecond) } else { all = max(all, f.updatesPerSecond) }
        allocations = max(allocations, f.allocationsPerStep)
      }
    }
    func ns(_ rate: Double) -> Double { (1e9 / rate * 100).rounded() / 100 }
    print(
      "  \(name): one thread \(ns(one)) ns, all \(ns(all)) ns, "
        + "speed-up \((all / one * 100).rounded() / 100)x, heap allocations per step \(allocations)")
  }
  let only = CommandLine.arguments.dropFirst(2).first
  if only == nil || only == "closed" {
    compare("1M-particle cell, closed form") { one in
      measureEngine(
        live: 1_000_000, mode: .additive, budget: 40_000_000,
        dressLayer: { $0.stepsOnOneThread = one })
    }
  }
  if only == nil || only == "radial" {
    compare("1M-particle cell, radial + tangential") { one in
      measureEngine(
        live: 1_000_000, mode: .additive, budget: 10_000_000, dress: dressIntegrated,
        dressLayer: { $0.stepsOnOneThread = one })
    }
  }
  if only == nil || only == "layers" {
    compare("256 seed-sparkle layers") { one in measureManyLayers(count: 256, oneThread: one) }
  }
  exit(0)
}
