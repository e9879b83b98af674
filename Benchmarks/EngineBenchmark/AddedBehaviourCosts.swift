import GlintCore

#if canImport(Glibc)
  import Glibc
#endif

/// A behaviour as a package would add it: a sideways sway at a phase each particle draws.
struct BenchmarkSway: ParticleBehaviour {
  static let kind = "sway"
  static let doc = "Sways particles sideways."
  static let columnCount = 1
  static let properties: [PropertyDescriptor<BenchmarkSway>] = [
    .init("amplitude", { $0.amplitude }, { $0.amplitude = $1 }, doc: "How far (points)")
  ]
  var amplitude: Float = 10
  func birth(_ particle: inout BehaviourBirth) { particle[0] = particle.random(0) * 6.2831855 }
  func apply(to run: inout BehaviourRun) {
    let phase = run.column(0)
    for i in 0..<run.count { run[i].x += amplitude * sin(run[i].age * 12 + phase[i]) }
  }
}

/// `glint-bench-engine added` prints the cost of a behaviour a package adds beside the plain cell.
func printOnlyAddedBehaviourCostsIfAsked() {
  guard CommandLine.arguments.dropFirst().first == "added" else { return }
  print("a package's behaviour at 100000 live (best of 3 rounds):")
  var plain = 0.0
  for (name, dress) in [
    ("plain cell", { (_: EmitterCell) in }), ("sway", { $0.behaviours = [BenchmarkSway()] }),
  ] {
    let best = bestOfThree(dress)
    if plain == 0 { plain = best.updatesPerSecond }
    print(
      "  \(name): engine \(millions(best.updatesPerSecond)), \((plain / best.updatesPerSecond * 100).rounded() / 100)× "
        + "the plain cell's time, heap allocations per step \(best.allocationsPerStep)")
  }
  exit(0)
}
