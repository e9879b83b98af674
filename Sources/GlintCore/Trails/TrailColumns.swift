/// The store's columns for particles' trails, a column group of `ParticleStore` added the first
/// time a particle of a cell with a trail is born, sized to the cell's `keptPoints`, so cells
/// without trails carry nothing. Each particle keeps a ring of its last kept points: place and
/// age at the sample, newest at `newest`.
///
/// The rings are one wide column, each particle's ring its points' x, y and age side by side (a
/// few cache lines): a ribbon reads every point of a ring, which from a column a value would
/// touch a cache line of every column.
struct TrailColumns {
  /// Four-byte columns of the group: the three counters.
  static let count = 3

  /// Bytes of one particle's ring of `points` points.
  static func ringBytes(points: Int) -> Int { 3 * points * MemoryLayout<Float>.stride }

  /// Points a particle's ring holds.
  let points: Int
  /// The sub-step of age (1/240 s) the next sample is due at.
  let nextStep: UnsafeMutablePointer<Int32>
  /// The ring slot of the newest kept point.
  let newest: UnsafeMutablePointer<Int32>
  /// How many points the ring holds.
  let kept: UnsafeMutablePointer<Int32>
  /// Every particle's ring, `3 * points` floats apart.
  private let rings: UnsafeMutablePointer<Float>

  /// The counters, `stride` bytes apart from `base`, and the rings at `rings`, each for
  /// `capacity` particles.
  init(
    _ base: UnsafeMutableRawPointer, stride: Int, rings: UnsafeMutableRawPointer, capacity: Int, points: Int
  ) {
    self.points = points
    func column(_ k: Int) -> UnsafeMutablePointer<Int32> {
      (base + k * stride).bindMemory(to: Int32.self, capacity: capacity)
    }
    (nextStep, newest, kept) = (column(0), column(1), column(2))
    self.rings = rings.bindMemory(to: Float.self, capacity: 3 * points * capacity)
  }

  /// Particle `i`'s ring: its points' x, y and age (at the sample) in turn, by slot.
  @inline(__always)
  func ring(_ i: Int) -> UnsafeMutablePointer<Float> { rings + 3 * points * i }

  /// Particle `i` starts with an empty trail, its first sample due at birth.
  @inline(__always)
  func reset(_ i: Int) {
    nextStep[i] = 0
    newest[i] = 0
    kept[i] = 0
  }

  /// Keeps a point for particle `i`, dropping its oldest when the ring is full.
  @inline(__always)
  func keep(_ i: Int, x px: Float, y py: Float, age: Float) {
    let slot = kept[i] == 0 ? 0 : (Int(newest[i]) + 1) % points
    let p = ring(i) + 3 * slot
    (p[0], p[1], p[2]) = (px, py, age)
    newest[i] = Int32(slot)
    kept[i] = min(kept[i] + 1, Int32(points))
  }

  /// Particle `i`'s `j`-th newest kept point (j < kept).
  @inline(__always)
  func point(_ i: Int, _ j: Int) -> (x: Float, y: Float, age: Float) {
    // The ring wrapped by a subtraction rather than a division: a ribbon reads every point.
    let back = Int(newest[i]) - j
    let p = ring(i) + 3 * (back < 0 ? back + points : back)
    return (p[0], p[1], p[2])
  }
}
