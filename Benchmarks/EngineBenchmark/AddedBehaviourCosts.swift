import GlintCore

#if canImport(Glibc)
  import Glibc
#endif

/// A behaviour as a package would add it: a sideways sway at a phase each particle draws, its
/// pass written with whole states (`run[i]`).
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

/// The same sway with its pass over the run's columns (of one kind with `BenchmarkSway`, so it
/// draws the same phases).
struct BenchmarkColumnSway: ParticleBehaviour {
  static let kind = "sway"
  static let doc = "Sways particles sideways."
  static let columnCount = 1
  static let properties: [PropertyDescriptor<BenchmarkColumnSway>] = [
    .init("amplitude", { $0.amplitude }, { $0.amplitude = $1 }, doc: "How far (points)")
  ]
  var amplitude: Float = 10
  func birth(_ particle: inout BehaviourBirth) { particle[0] = particle.random(0) * 6.2831855 }
  func apply(to run: inout BehaviourRun) {
    let (x, age, phase) = (run.x, run.age, run.column(0))
    for k in 0..<run.count { x[k] += amplitude * sin(age[k] * 12 + phase[k]) }
  }
}

/// A pass with no call in it, written with whole states: x gains `speed` · age².
struct BenchmarkDrift: ParticleBehaviour {
  static let kind = "drift"
  static let doc = "Pushes particles along x faster and faster."
  static let properties: [PropertyDescriptor<BenchmarkDrift>] = []
  var speed: Float = 10
  func apply(to run: inout BehaviourRun) {
    for i in 0..<run.count { run[i].x += speed * run[i].age * run[i].age }
  }
}

/// The same drift over the run's columns: a loop the compiler vectorises.
struct BenchmarkColumnDrift: ParticleBehaviour {
  static let kind = "drift"
  static let doc = "Pushes particles along x faster and faster."
  static let properties: [PropertyDescriptor<BenchmarkColumnDrift>] = []
  var speed: Float = 10
  func apply(to run: inout BehaviourRun) {
    let (x, age) = (run.x, run.age)
    for k in 0..<run.count { x[k] += speed * age[k] * age[k] }
  }
}

/// `glint-bench-engine added` prints the cost of a behaviour a package adds beside the plain cell,
/// its pass written with whole states (`run[i]`) and over columns.
func printOnlyAddedBehaviourCostsIfAsked() {
  guard CommandLine.arguments.dropFirst().first == "added" else { return }
  print("a package's behaviour at 100000 live (best of 3 rounds):")
  var plain = 0.0
  let cases: [(String, (EmitterCell) -> Void)] = [
    ("plain cell", { _ in }),
    ("sway, run[i]", { $0.behaviours = [BenchmarkSway()] }),
    ("sway, columns", { $0.behaviours = [BenchmarkColumnSway()] }),
    ("drift, run[i]", { $0.behaviours = [BenchmarkDrift()] }),
    ("drift, columns", { $0.behaviours = [BenchmarkColumnDrift()] }),
  ]
  for (name, dress) in cases {
    let best = bestOfThree(dress)
    if plain == 0 { plain = best.updatesPerSecond }
    print(
      "  \(name): engine \(millions(best.updatesPerSecond)), \((plain / best.updatesPerSecond * 100).rounded() / 100)× "
        + "the plain cell's time, heap allocations per step \(best.allocationsPerStep)")
  }
  exit(0)
}
