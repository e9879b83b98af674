import GlintCore
import Testing

/// An effect's random source: derived from the host's seed and the pointer, so the same seed and
/// events give the same choices, and one sequence runs through every hook of a pointer.
@Suite struct EffectRandomTests {
  static let palette: [Color] = [.red, .green, .blue, .cyan, .yellow, .magenta, .orange, .purple]

  /// Picks its cell's colour in `makeLayers` and a speed in `pointerBegan`, as iOS code does
  /// with arc4random.
  struct PickyEffect: Effect {
    let info = EffectInfo(id: "picky", name: "Picky", summary: "Random choices.")

    func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
      var random = pointer.random
      let layer = EmitterLayer()
      layer.emitterCells = [
        EmitterCell {
          $0.color = EffectRandomTests.palette.randomElement(using: &random)!
          $0.contents = EffectRandomTests.palette.indices.map { "image\($0)" }[Int(pointer.random.uniform(8))]
        }
      ]
      return [layer]
    }

    func pointerBegan(_ pointer: inout PointerTrack, state: inout Void) {
      pointer.layers[0].velocity = Float.random(in: 0..<1000, using: &pointer.random)
    }
  }

  /// The choices of pointers 1...8 begun under `seed`.
  static func choices(seed: UInt32) -> [String] {
    let host = PointerHost(effect: PickyEffect(), seed: seed)
    for id in 1...8 {
      host.handle(PointerEvent(id: id, phase: .began, location: Point(x: 10, y: 10), time: 0))
    }
    return host.layers.map { layer in
      let cell = layer.emitterCells[0]
      return "\(cell.color) \(cell.contents ?? "") \(layer.velocity)"
    }
  }

  @Test func theSameSeedMakesTheSameChoices() {
    #expect(Self.choices(seed: 3) == Self.choices(seed: 3))
    #expect(Self.choices(seed: 3) != Self.choices(seed: 4))
  }

  @Test func pointersChooseApart() {
    let picks = Self.choices(seed: 3)
    #expect(Set(picks).count == picks.count)
  }

  @Test func everyCopyOfATrackDrawsFromOneSequence() {
    let random = EffectRandom(seed: 1)
    var copy = random
    let first = random.next()
    let second = UInt64.random(in: 0...UInt64.max, using: &copy)
    #expect(first != second)
    #expect(EffectRandom(seed: 1).next() == first)
  }

  @Test func uniformStaysBelowItsBoundAndCoversIt() {
    let random = EffectRandom(seed: 9)
    var seen = Set<UInt32>()
    for _ in 0..<1000 {
      let n = random.uniform(5)
      #expect(n < 5)
      seen.insert(n)
    }
    #expect(seen.count == 5)
    #expect(random.uniform(0) == 0)
  }

  @Test func canvasSequencesDependOnTheSeedAndTheLayout() {
    #expect(EffectRandom.canvas(hostSeed: 1).next() == EffectRandom.canvas(hostSeed: 1).next())
    #expect(EffectRandom.canvas(hostSeed: 1).next() != EffectRandom.canvas(hostSeed: 2).next())
    #expect(EffectRandom.canvas(hostSeed: 1, layout: 1).next() != EffectRandom.canvas(hostSeed: 1).next())
  }
}
