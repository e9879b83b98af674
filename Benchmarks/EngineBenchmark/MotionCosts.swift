@_spi(Benchmarks) import GlintCore

#if canImport(Glibc)
  import Glibc
#endif

/// `glint-bench-engine motion` prints only the motion behaviours' costs; `motion WORD` only
/// those whose name holds the word (beside the plain and integrated cells, which the ratios and
/// the C yardstick's line read).
func printOnlyMotionCostsIfAsked() {
  let arguments = CommandLine.arguments.dropFirst()
  guard arguments.first == "motion" else { return }
  printMotionCosts(matching: arguments.dropFirst().first)
  exit(0)
}

/// The cost of each motion behaviour beyond Core Animation, per particle update (a step and a
/// pack, as in the main figures) at 100k live, beside the same cell without it. Integrated cells
/// take 240 sub-steps a second of age whatever the frame rate (four a frame at 60 steps a second).
func printMotionCosts(matching word: String? = nil) {
  let cases: [(String, (EmitterCell) -> Void)] = [
    ("plain (closed form)", { _ in }),
    ("radial + tangential acceleration", dressIntegrated),
    (
      "speed curve (3 keys, eased)",
      { $0.curves.speed = ValueCurve([(0, 1), (0.4, 0.3), (1, 0)], ease: .init(name: .easeOut)) }
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
    ("path expression sin(x / 10) * 20", { $0.pathExpression = try? PathExpression("sin(x / 10) * 20") }),
    (
      "path expression, 9 operations",
      { $0.pathExpression = try? PathExpression("pow(x / 40, 2) - 0.5 * x + sin(x / 7) * 3") }
    ),
    (
      "radial + tangential + spin by speed (3 keys)",
      {
        dressIntegrated($0)
        spinBySpeed($0)
      }
    ),
    (
      "orbit + spin by speed (3 keys)",
      {
        $0.motion = .orbit
        $0.orbitRadius = 60
        $0.orbitEndRadius = 10
        $0.orbitAngularVelocity = 2
        spinBySpeed($0)
      }
    ),
  ]
  print("motion behaviours, 100000 live, best of 3 (ns per particle update: step + pack):")
  var plain = 0.0
  var integrated = 0.0
  for (index, (name, dress)) in cases.enumerated() where index < 2 || word.map(name.contains) ?? true {
    var best = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
    for _ in 0..<3 {
      let s = measureEngine(live: 100_000, mode: .additive, budget: 20_000_000, dress: dress)
      if s.updatesPerSecond > best.updatesPerSecond { best = s }
      best.allocationsPerStep = max(best.allocationsPerStep, s.allocationsPerStep)
    }
    let nanoseconds = 1e9 / best.updatesPerSecond
    if plain == 0 { plain = nanoseconds }
    if index == 1 { integrated = nanoseconds }
    let ratio = (nanoseconds / plain * 100).rounded() / 100
    let shown = (nanoseconds * 10).rounded() / 10
    print(
      "  \(name): \(shown) ns (\(ratio)x plain), \(millions(best.updatesPerSecond)), "
        + "heap allocations per step \(best.allocationsPerStep)")
  }
  var c = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
  for _ in 0..<3 {
    let y = measureIntegratedYardstick(live: 100_000, budget: 20_000_000)
    if y.updatesPerSecond > c.updatesPerSecond { c = y }
  }
  let yardstick = 1e9 / c.updatesPerSecond
  print(
    "  C yardstick for radial + tangential (explicit midpoint, 1/240 s sub-steps, SoA columns, "
      + "48-byte instances): \((yardstick * 10).rounded() / 10) ns; the engine's integrated cell "
      + "\((integrated / yardstick * 100).rounded() / 100)x it")
}

/// Spin by speed as `glint-bench-engine looks` measures it on the plain cell.
func spinBySpeed(_ cell: EmitterCell) {
  cell.spin = 2
  cell.speedCurves = LifeCurves(spin: ValueCurve([(0, 0.5), (0.5, 1), (1, 2)]))
}
