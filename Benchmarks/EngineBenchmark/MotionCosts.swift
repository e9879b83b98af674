@_spi(Benchmarks) import GlintCore

/// The cost of each motion behaviour beyond Core Animation, per particle update (a step and a
/// pack, as in the main figures) at 100k live, beside the same cell without it. Integrated cells
/// take 240 sub-steps a second of age whatever the frame rate (four a frame at 60 steps a second).
func printMotionCosts() {
  let cases: [(String, (EmitterCell) -> Void)] = [
    ("plain (closed form)", { _ in }),
    (
      "radial + tangential acceleration",
      {
        $0.radialAcceleration = -80
        $0.radialAccelerationRange = 40
        $0.tangentialAcceleration = 120
      }
    ),
    (
      "drag + maxSpeed",
      {
        $0.drag = 0.8
        $0.maxSpeed = 120
      }
    ),
    (
      "orbit",
      {
        $0.motion = .orbit
        $0.orbitRadius = 60
        $0.orbitEndRadius = 10
        $0.orbitAngularVelocity = 2
      }
    ),
  ]
  print("motion behaviours, 100000 live, best of 3 (ns per particle update: step + pack):")
  var plain = 0.0
  for (name, dress) in cases {
    var best = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
    for _ in 0..<3 {
      let s = measureEngine(live: 100_000, mode: .additive, budget: 20_000_000, dress: dress)
      if s.updatesPerSecond > best.updatesPerSecond { best = s }
      best.allocationsPerStep = max(best.allocationsPerStep, s.allocationsPerStep)
    }
    let nanoseconds = 1e9 / best.updatesPerSecond
    if plain == 0 { plain = nanoseconds }
    let ratio = (nanoseconds / plain * 100).rounded() / 100
    let shown = (nanoseconds * 10).rounded() / 10
    print(
      "  \(name): \(shown) ns (\(ratio)x plain), \(millions(best.updatesPerSecond)), "
        + "heap allocations per step \(best.allocationsPerStep)")
  }
}
