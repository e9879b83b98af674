/// The store's columns for particles' trails, a column group of `ParticleStore` added the first
/// time a particle of a cell with a trail is born, sized to the cell's `keptPoints`, so cells
/// without trails carry nothing. Each particle keeps a ring of its last kept points: place and
/// age at the sample, newest at `newest`.
struct TrailColumns {
  /// Four-byte columns in a group of `points` points: three counters, then x, y and age a point.
  static func count(points: Int) -> Int { 3 + 3 * points }

  /// Points a particle's ring holds.
  let points: Int
  /// The sub-step of age (1/240 s) the next sample is due at.
  let nextStep: UnsafeMutablePointer<Int32>
  /// The ring slot of the newest kept point.
  let newest: UnsafeMutablePointer<Int32>
  /// How many points the ring holds.
  let kept: UnsafeMutablePointer<Int32>
  private let base: UnsafeMutableRawPointer
  private let stride: Int

  /// The group's columns, `stride` bytes apart from `base`, each for `capacity` particles.
  init(_ base: UnsafeMutableRawPointer, stride: Int, capacity: Int, points: Int) {
    self.base = base
    self.stride = stride
    self.points = points
    func column(_ k: Int) -> UnsafeMutablePointer<Int32> {
      (base + k * stride).bindMemory(to: Int32.self, capacity: capacity)
    }
    (nextStep, newest, kept) = (column(0), column(1), column(2))
    for k in 0..<3 * points {
      _ = (base + (3 + k) * stride).bindMemory(to: Float.self, capacity: capacity)
    }
  }

  /// Slot `k` of every particle's ring: x, y and the age at the sample.
  @inline(__always)
  func x(_ k: Int) -> UnsafeMutablePointer<Float> { column(3 + 3 * k) }
  @inline(__always)
  func y(_ k: Int) -> UnsafeMutablePointer<Float> { column(4 + 3 * k) }
  @inline(__always)
  func age(_ k: Int) -> UnsafeMutablePointer<Float> { column(5 + 3 * k) }

  @inline(__always)
  private func column(_ k: Int) -> UnsafeMutablePointer<Float> {
    (base + k * stride).assumingMemoryBound(to: Float.self)
  }

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
    x(slot)[i] = px
    y(slot)[i] = py
    self.age(slot)[i] = age
    newest[i] = Int32(slot)
    kept[i] = min(kept[i] + 1, Int32(points))
  }

  /// Particle `i`'s `j`-th newest kept point (j < kept).
  @inline(__always)
  func point(_ i: Int, _ j: Int) -> (x: Float, y: Float, age: Float) {
    // The ring wrapped by a subtraction rather than a division: a ribbon reads every point.
    let back = Int(newest[i]) - j
    let slot = back < 0 ? back + points : back
    return (x(slot)[i], y(slot)[i], age(slot)[i])
  }
}
