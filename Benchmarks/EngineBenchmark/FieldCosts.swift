@_spi(Benchmarks) import GlintCore

#if canImport(Glibc)
  import Glibc
#endif

/// `glint-bench-engine fields` prints only the force fields' costs; `fields WORD` only those of
/// the fields whose name holds the word (beside the integrated cell without them).
func printOnlyFieldCostsIfAsked() {
  let arguments = CommandLine.arguments.dropFirst()
  guard arguments.first == "fields" else { return }
  printFieldCosts(matching: arguments.dropFirst().first)
  exit(0)
}

/// The cost of each force field, per particle update (a step and a pack) at 100k live, beside
/// the integrated cell without it (radial + tangential, the yardstick's cell): each field is
/// added to that cell, so the ratio is what the field costs on top of integration.
func printFieldCosts(matching word: String? = nil) {
  let centre = Point(x: 400, y: 300)
  let cases: [(String, [ForceField])] = [
    ("integrated cell, no field", []),
    (
      "+ point (inverse square, softened)",
      [
        ForceField(kind: .point, anchor: .canvas) {
          $0.position = centre; $0.strength = 2e5; $0.falloff = .inverseSquare; $0.softening = 20
        }
      ]
    ),
    (
      "+ point (linear falloff, on the emitter)",
      [
        ForceField(kind: .point, anchor: .emitter) {
          $0.strength = -300; $0.radius = 200; $0.falloff = .linear
        }
      ]
    ),
    (
      "+ vortex",
      [
        ForceField(kind: .vortex, anchor: .emitter) {
          $0.strength = 1.5; $0.radius = 400
        }
      ]
    ),
    (
      "+ wind with gusts",
      [
        ForceField(kind: .wind, anchor: .canvas) {
          $0.strength = 40; $0.gust = 0.6; $0.gustFrequency = 2
        }
      ]
    ),
    (
      "+ turbulence (1 octave)",
      [
        ForceField(kind: .turbulence, anchor: .canvas) {
          $0.strength = 40; $0.frequency = 0.01; $0.scroll = 20
        }
      ]
    ),
    (
      "+ turbulence (3 octaves)",
      [
        ForceField(kind: .turbulence, anchor: .canvas) {
          $0.strength = 40; $0.frequency = 0.01; $0.octaves = 3
        }
      ]
    ),
  ]
  print(
    "force fields, 100000 live, best of 3 (ns per particle update: step + pack; each field's runs "
      + "alternate with the integrated cell's, and its ratio is to the best of those beside it):")
  func measure(_ fields: [ForceField]) -> Figures {
    measureEngine(
      live: 100_000, mode: .additive, budget: 20_000_000, dress: dressIntegrated,
      dressLayer: { $0.forceFields = fields })
  }
  func keep(_ s: Figures, in best: inout Figures) {
    if s.updatesPerSecond > best.updatesPerSecond {
      (best.updatesPerSecond, best.meanLive) = (s.updatesPerSecond, s.meanLive)
    }
    best.allocationsPerStep = max(best.allocationsPerStep, s.allocationsPerStep)
  }
  let none = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
  var plain = none
  for _ in 0..<3 { keep(measure([]), in: &plain) }
  printFieldCost(cases[0].0, plain, beside: plain)
  for (name, fields) in cases.dropFirst() where word.map(name.contains) ?? true {
    var (best, beside) = (none, none)
    for _ in 0..<3 {
      keep(measure([]), in: &beside)
      keep(measure(fields), in: &best)
    }
    printFieldCost(name, best, beside: beside)
  }
}

/// One line of `printFieldCosts`: `best`'s time per particle update and its ratio to `beside`'s.
private func printFieldCost(_ name: String, _ best: Figures, beside: Figures) {
  let nanoseconds = 1e9 / best.updatesPerSecond
  let ratio = (beside.updatesPerSecond / best.updatesPerSecond * 100).rounded() / 100
  print(
    "  \(name): \((nanoseconds * 10).rounded() / 10) ns (\(ratio)x the integrated cell), "
      + "\(millions(best.updatesPerSecond)), heap allocations per step \(best.allocationsPerStep)")
}
