@_spi(Benchmarks) import GlintCore

#if canImport(Glibc)
  import Glibc
#endif

/// `glint-bench-engine looks [WORD]` prints only the looks' costs (those whose name holds WORD,
/// beside the plain cell, when given).
func printOnlyLooksCostsIfAsked() {
  let arguments = CommandLine.arguments.dropFirst()
  guard arguments.first == "looks" else { return }
  printLooksCosts(matching: arguments.dropFirst().first)
  exit(0)
}

/// The cost of each look beyond Core Animation's (start rotation, end values, curves, heading,
/// and the sprite's flipbook and stretch, which only the pack reads):
/// the benchmark's cell at 100k live with one look added, best of 3 rounds, beside the plain cell.
func printLooksCosts(matching word: String? = nil) {
  let cases: [(String, (EmitterCell) -> Void)] = [
    ("plain cell", { _ in }),
    ("start rotation", { $0.rotationRange = 2 }),
    ("end colour", { $0.endColor = Color(red: 0, green: 0, blue: 1, alpha: 0) }),
    ("end scale", { $0.endScale = 0.1 }),
    ("end rotation", { $0.endRotation = 3 }),
    ("alpha curve (3 keys, linear)", { $0.curves.alpha = ValueCurve([(0, 0), (0.2, 1), (1, 0)]) }),
    (
      "colour + alpha + scale curves, eased",
      {
        let ease = MediaTimingFunction(name: .easeInEaseOut)
        $0.curves = LifeCurves(
          color: ValueCurve(
            colors: [(0, SIMD3(1, 1, 1)), (0.5, SIMD3(1, 0.5, 0)), (1, SIMD3(0.2, 0, 0))], ease: ease),
          alpha: ValueCurve([(0, 1), (1, 0)], ease: ease), scale: ValueCurve([(0, 1), (1, 2)], ease: ease))
      }
    ),
    (
      "colour curve alone, eased (3 keys)",
      {
        $0.curves.color = ValueCurve(
          colors: [(0, SIMD3(1, 1, 1)), (0.5, SIMD3(1, 0.5, 0)), (1, SIMD3(0.2, 0, 0))],
          ease: MediaTimingFunction(name: .easeInEaseOut))
      }
    ),
    (
      "alpha curve alone, eased (2 keys)",
      { $0.curves.alpha = ValueCurve([(0, 1), (1, 0)], ease: MediaTimingFunction(name: .easeInEaseOut)) }
    ),
    (
      "scale curve alone, eased (2 keys)",
      { $0.curves.scale = ValueCurve([(0, 1), (1, 2)], ease: MediaTimingFunction(name: .easeInEaseOut)) }
    ),
    (
      "stepped scale curve (5 keys)",
      {
        $0.curves.scale = ValueCurve([(0, 1), (0.25, 2), (0.5, 3), (0.75, 2), (1, 1)], stepped: true)
      }
    ),
    ("rotation follows velocity", { $0.rotationFollowsVelocity = .always }),
    (
      "flipbook 4 × 4 at 10 frames a second, random start (pack only)",
      {
        ($0.flipbookColumns, $0.flipbookRows, $0.flipbookFrameRate) = (4, 4, 10)
        $0.flipbookRandomStart = true
      }
    ),
    (
      "stretched along the velocity (pack only)",
      {
        $0.stretchAlongVelocity = true
        $0.stretchSpeedFactor = 0.02
      }
    ),
    ("spin acceleration", { $0.spinAcceleration = 2 }),
    (
      "colour by speed (2 keys)",
      {
        $0.speedCurves = LifeCurves(color: ValueCurve(colors: [(0, SIMD3(1, 1, 1)), (1, SIMD3(1, 0.3, 0))]))
      }
    ),
    (
      "scale by speed (3 keys)",
      { $0.speedCurves = LifeCurves(scale: ValueCurve([(0, 0.5), (0.5, 1), (1, 2)])) }
    ),
    (
      "spin by speed (3 keys, integrated at 240 sub-steps a second)",
      {
        $0.spin = 2
        $0.speedCurves = LifeCurves(spin: ValueCurve([(0, 0.5), (0.5, 1), (1, 2)]))
      }
    ),
  ]
  print("looks at 100000 live (the cell above plus one look each; best of 3 rounds):")
  var plain = 0.0
  for (index, (name, dress)) in cases.enumerated() where index == 0 || word.map(name.contains) ?? true {
    let best = bestOfThree(dress)
    if plain == 0 { plain = best.updatesPerSecond }
    let cost = ((plain / best.updatesPerSecond - 1) * 1000).rounded() / 10
    print(
      "  \(name): engine \(millions(best.updatesPerSecond)), \(cost)% more time than the plain cell, "
        + "heap allocations per step \(best.allocationsPerStep)")
  }
}

/// The benchmark's cell at 100k live dressed by `dress`: the fastest of 3 rounds, with the most
/// heap allocations per step any round made.
func bestOfThree(_ dress: (EmitterCell) -> Void) -> Figures {
  var best = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
  for _ in 0..<3 {
    let s = measureEngine(live: 100_000, mode: .additive, budget: 20_000_000, dress: dress)
    if s.updatesPerSecond > best.updatesPerSecond { best = s }
    best.allocationsPerStep = max(best.allocationsPerStep, s.allocationsPerStep)
  }
  return best
}
