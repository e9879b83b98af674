/// One cell's live particles, structure-of-arrays, in one allocation.
///
/// Every array comes from one block, each starting a few cache lines later in the page than the
/// one before (`stagger`): separate large allocations all start at the same page offset, which
/// makes a loop over many arrays alias in the cache and run several times slower. The pool grows
/// by doubling up to the layer's capacity, so the steady state never allocates; `reallocations`
/// counts the growths.
final class ParticlePool {
  /// Bytes between the ends of consecutive arrays: 5 cache lines, so 64 arrays all start at
  /// different offsets within a page.
  static let stagger = 320
  static let initialCapacity = 1024

  // Stored properties opt out of dynamic exclusivity checks, as Simulation's do (the same reasons).
  /// The most particles this pool may ever hold (the layer's capacity).
  let limit: Int
  /// How many sub-cells each particle emits (one accumulator array each).
  let subCellCount: Int
  @exclusivity(unchecked) private(set) var capacity = 0
  @exclusivity(unchecked) private(set) var reallocations = 0
  @exclusivity(unchecked) var count = 0

  /// Birth instant on the layer's clock.
  @exclusivity(unchecked) private(set) var birth: UnsafeMutablePointer<Double>
  /// The particle's identity (its birth key).
  @exclusivity(unchecked) private(set) var serial: UnsafeMutablePointer<UInt64>
  /// Per sub-cell: births emitted so far, fractional (the accumulator).
  @exclusivity(unchecked) private(set) var emitted: [UnsafeMutablePointer<Double>]
  @exclusivity(unchecked) private(set) var life: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var px: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var py: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var pz: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var vx: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var vy: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var vz: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var spin: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var scale: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var red: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var green: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var blue: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var alpha: UnsafeMutablePointer<Float>
  /// The direction drawn at birth, a fallback heading for sub-cells when the particle is still.
  @exclusivity(unchecked) private(set) var dirX: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private(set) var dirY: UnsafeMutablePointer<Float>
  @exclusivity(unchecked) private var block: UnsafeMutableRawPointer
  /// Start rotations and end-value rates, for cells that use them (made at the first such birth).
  @exclusivity(unchecked) var looks: ParticleLooks?

  static let floatArrays = 15

  init(limit: Int, subCellCount: Int) {
    self.limit = limit
    self.subCellCount = subCellCount
    let dummy = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 64)
    block = dummy
    birth = dummy.assumingMemoryBound(to: Double.self)
    serial = dummy.assumingMemoryBound(to: UInt64.self)
    emitted = Array(repeating: dummy.assumingMemoryBound(to: Double.self), count: subCellCount)
    let f = dummy.assumingMemoryBound(to: Float.self)
    (life, px, py, pz, vx, vy, vz, spin) = (f, f, f, f, f, f, f, f)
    (scale, red, green, blue, alpha, dirX, dirY) = (f, f, f, f, f, f, f)
    grow(to: min(limit, Self.initialCapacity), copying: 0)
  }

  deinit { block.deallocate() }

  /// Makes room for one more particle; false when the pool is at the layer's capacity.
  @inline(__always)
  func reserveOne() -> Bool {
    if count < capacity { return true }
    if capacity >= limit { return false }
    grow(to: min(limit, capacity * 2), copying: count)
    return true
  }

  /// Moves the last particle into slot `i` (order is not kept; draw order is decided by pack).
  @inline(__always)
  func remove(at i: Int) {
    let last = count - 1
    count = last
    guard i != last else { return }
    birth[i] = birth[last]
    serial[i] = serial[last]
    for k in 0..<subCellCount { emitted[k][i] = emitted[k][last] }
    life[i] = life[last]
    px[i] = px[last]
    py[i] = py[last]
    pz[i] = pz[last]
    vx[i] = vx[last]
    vy[i] = vy[last]
    vz[i] = vz[last]
    spin[i] = spin[last]
    scale[i] = scale[last]
    red[i] = red[last]
    green[i] = green[last]
    blue[i] = blue[last]
    alpha[i] = alpha[last]
    dirX[i] = dirX[last]
    dirY[i] = dirY[last]
    looks?.move(last, to: i)
  }

  /// The instant particle `i` dies: it is alive while the time is before it.
  @inline(__always)
  func death(_ i: Int) -> Double { birth[i] + Double(life[i]) }

  /// Removes every particle dead at `time` (its death at or before it); returns how many. Most
  /// particles live on, so it scans four at a time without branching until one of them has died.
  func retire(at time: Double) -> Int {
    let before = count
    let birth = self.birth
    let life = self.life
    @inline(__always) func dead(_ i: Int) -> UInt8 { birth[i] + Double(life[i]) <= time ? 1 : 0 }
    var n = before
    var i = 0
    while i < n {
      while i + 4 <= n, dead(i) | dead(i + 1) | dead(i + 2) | dead(i + 3) == 0 { i += 4 }
      guard i < n else { break }
      if dead(i) != 0 {
        n -= 1
        count = n + 1
        remove(at: i)
      } else {
        i += 1
      }
    }
    count = n
    return before - n
  }

  func removeAll() { count = 0 }

  private func grow(to newCapacity: Int, copying live: Int) {
    let doubles = 2 + subCellCount
    func slot(_ size: Int) -> Int { (newCapacity * size + 63) / 64 * 64 + Self.stagger }
    let bytes = doubles * slot(8) + Self.floatArrays * slot(4)
    let newBlock = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    var offset = 0
    func next<T>(_ type: T.Type, from old: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<T> {
      let p = (newBlock + offset).bindMemory(to: type, capacity: newCapacity)
      if live > 0 { p.update(from: old, count: live) }
      offset += slot(MemoryLayout<T>.stride)
      return p
    }
    birth = next(Double.self, from: birth)
    serial = next(UInt64.self, from: serial)
    for k in 0..<subCellCount { emitted[k] = next(Double.self, from: emitted[k]) }
    life = next(Float.self, from: life)
    px = next(Float.self, from: px)
    py = next(Float.self, from: py)
    pz = next(Float.self, from: pz)
    vx = next(Float.self, from: vx)
    vy = next(Float.self, from: vy)
    vz = next(Float.self, from: vz)
    spin = next(Float.self, from: spin)
    scale = next(Float.self, from: scale)
    red = next(Float.self, from: red)
    green = next(Float.self, from: green)
    blue = next(Float.self, from: blue)
    alpha = next(Float.self, from: alpha)
    dirX = next(Float.self, from: dirX)
    dirY = next(Float.self, from: dirY)
    block.deallocate()
    block = newBlock
    looks?.grow(to: newCapacity, copying: live)
    if capacity > 0 { reallocations += 1 }
    capacity = newCapacity
  }
}
