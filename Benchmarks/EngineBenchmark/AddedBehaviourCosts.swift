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

/// The column sway with a sine of plain arithmetic in place of libm's `sinf` (a call, which keeps
/// a loop one particle at a time): what a package's sway costs when its loop vectorises.
struct BenchmarkPolynomialSway: ParticleBehaviour {
  static let kind = "sway"
  static let doc = "Sways particles sideways."
  static let columnCount = 1
  static let properties: [PropertyDescriptor<BenchmarkPolynomialSway>] = []
  var amplitude: Float = 10
  func birth(_ particle: inout BehaviourBirth) { particle[0] = particle.random(0) * 6.2831855 }
  func apply(to run: inout BehaviourRun) {
    let (x, age, phase) = (run.x, run.age, run.column(0))
    for k in 0..<run.count { x[k] += amplitude * wave(age[k] * 12 + phase[k]) }
  }
}

/// sin(t) within 5e-4 for |t| < 2²²: t less its nearest whole turn (rounded by adding and taking
/// away 1.5 · 2²³), then the series to the 11th power.
@inline(__always)
func wave(_ t: Float) -> Float {
  let whole = (t * 0.15915494 + 12_582_912) - 12_582_912
  let u = t - whole * 6.2831855
  let u2 = u * u
  let series = -1 / 39_916_800 as Float
  return u * (1 + u2 * (-1 / 6 + u2 * (1 / 120 + u2 * (-1 / 5040 + u2 * (1 / 362_880 + u2 * series)))))
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

/// A pass that reads the step's inputs: each particle drawn a tenth of the way towards the named
/// point "target" and the first pointer.
struct BenchmarkPull: ParticleBehaviour {
  static let kind = "pull"
  static let doc = "Draws particles towards the target and the pointer."
  static let properties: [PropertyDescriptor<BenchmarkPull>] = []
  func apply(to run: inout BehaviourRun) {
    let target = run.inputs.point("target")?.location ?? Point(x: 0, y: 0)
    let pointer = run.inputs.pointers.first?.location ?? target
    let (x, y) = (run.x, run.y)
    for k in 0..<run.count {
      x[k] += (target.x - x[k]) * 0.1
      y[k] += (pointer.y - y[k]) * 0.1
    }
  }
}

/// The best of three rounds of a cell with `behaviour` on a layer whose step has a named point
/// and a pointer.
func bestOfThreeWithInputs(_ behaviour: any ParticleBehaviour) -> Figures {
  var best = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
  for _ in 0..<3 {
    let s = measureEngine(
      live: 100_000, mode: .additive, budget: 20_000_000, dress: { $0.behaviours = [behaviour] },
      dressLayer: {
        $0.setPoint("target", to: Point(x: 500, y: 200))
        $0.setPointerInputs([
          PointerInput(id: 1, location: Point(x: 300, y: 400), velocity: Point(x: 5, y: 0))
        ])
      })
    if s.updatesPerSecond > best.updatesPerSecond { best = s }
    best.allocationsPerStep = max(best.allocationsPerStep, s.allocationsPerStep)
  }
  return best
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
    ("sway, columns, polynomial sine", { $0.behaviours = [BenchmarkPolynomialSway()] }),
    ("drift, run[i]", { $0.behaviours = [BenchmarkDrift()] }),
    ("drift, columns", { $0.behaviours = [BenchmarkColumnDrift()] }),
  ]
  func report(_ name: String, _ best: Figures) {
    if plain == 0 { plain = best.updatesPerSecond }
    print(
      "  \(name): engine \(millions(best.updatesPerSecond)), \((plain / best.updatesPerSecond * 100).rounded() / 100)× "
        + "the plain cell's time, heap allocations per step \(best.allocationsPerStep)")
  }
  for (name, dress) in cases { report(name, bestOfThree(dress)) }
  report("pull to the step's inputs, columns", bestOfThreeWithInputs(BenchmarkPull()))
  exit(0)
}
