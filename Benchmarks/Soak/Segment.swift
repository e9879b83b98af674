import GlintCore

/// One stretch of the soak with one effect: how many pointers, how they move, how it ends.
struct Segment {
  /// How often each pointer reports a move.
  enum Rate: CaseIterable {
    /// About six times a second: the player interpolates long stretches.
    case sparse
    /// Once a step, as a 60 Hz mouse.
    case everyStep
    /// Four times a step at their own instants, as a 240 Hz touch screen.
    case fourPerStep
  }

  /// What happens to the host when the segment is over.
  enum Ending {
    /// Every pointer ends; the host steps on until nothing is left, which is checked.
    case drain
    /// The host is dropped with whatever it holds, as the preview does when the effect changes.
    case drop
  }

  var effect: any Effect
  /// Simulated seconds of input.
  var length: Double
  var maxPointers: Int
  /// New pointers per second while there is room.
  var beginRate: Double
  /// Mean seconds a pointer is held before it ends.
  var meanHold: Double
  var rate: Rate
  /// Chance per move that the pointer jumps instead: somewhere on the canvas, or far off it.
  var jumpChance: Double
  var ending: Ending

  /// A random segment of 5 to 60 s.
  static func random(effects: [any Effect], maxPointers: Int, using rng: inout SeededGenerator) -> Segment {
    Segment(
      effect: effects.randomElement(using: &rng)!,
      length: Double.random(in: 5...60, using: &rng),
      maxPointers: Int.random(in: 1...maxPointers, using: &rng),
      beginRate: Double.random(in: 0.2...12, using: &rng),
      meanHold: Double.random(in: 0.1...20, using: &rng),
      rate: Rate.allCases.randomElement(using: &rng)!,
      jumpChance: rng.chance(0.3) ? Double.random(in: 0...0.2, using: &rng) : 0,
      ending: rng.chance(0.7) ? .drain : .drop)
  }

  /// The first minute: every effect in turn at the heaviest settings, so the memory a later
  /// minute may use is what the first one needed.
  static func warmUp(effects: [any Effect], maxPointers: Int) -> [Segment] {
    effects.map { effect in
      Segment(
        effect: effect, length: 60 / Double(effects.count), maxPointers: maxPointers, beginRate: 30,
        meanHold: 20, rate: .fourPerStep, jumpChance: 0.2, ending: .drop)
    }
  }
}
