/// A seeded random sequence for an effect's own choices (a rocket's colour, which image a cell
/// shows): what iOS code gets from `arc4random`, made reproducible. The host gives every pointer
/// its own, derived from the host's seed, the pointer's id and its began serial, so the same seed
/// and the same events give the same choices, run after run.
///
/// It is an object: every copy of a `PointerTrack` draws from the one sequence, so choices made
/// in `makeLayers(for:)` and in later hooks never repeat each other. Swift's random APIs take it
/// as any generator: `Float.random(in: 0...1, using: &pointer.random)`,
/// `colors.randomElement(using: &pointer.random)` (in `makeLayers`, whose pointer is not
/// `inout`: `var random = pointer.random`, then `using: &random`).
/// `arc4random_uniform(n)` becomes `pointer.random.uniform(n)`.
public final class EffectRandom: RandomNumberGenerator {
  private var state: UInt64

  /// A sequence that depends only on `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The sequence of a pointer: the host's seed, the pointer's id and its began serial.
  convenience init(hostSeed: UInt32, pointer: Int, serial: UInt64) {
    self.init(seed: mix64(mix64(mix64(UInt64(hostSeed)) ^ UInt64(bitPattern: Int64(pointer))) ^ serial))
  }

  /// The sequence for layers that belong to the canvas rather than to a pointer: the host's seed
  /// and the canvas's `layout` (0 for the first; a count of re-layouts, to draw afresh each time).
  public static func canvas(hostSeed: UInt32, layout: UInt64 = 0) -> EffectRandom {
    EffectRandom(seed: mix64(mix64(UInt64(hostSeed) ^ 0xCA57_A5CA_57A5) ^ layout))
  }

  /// The next 64 random bits (SplitMix64).
  public func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return mix64(state)
  }

  /// A uniform whole number in 0..<`upperBound`, or 0 when it is 0: `arc4random_uniform`'s
  /// replacement.
  public func uniform(_ upperBound: UInt32) -> UInt32 {
    guard upperBound > 0 else { return 0 }
    var generator = self
    return UInt32(generator.next(upperBound: UInt64(upperBound)))
  }
}
