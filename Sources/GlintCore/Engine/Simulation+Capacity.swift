/// The capacity limit at exact instants: a birth at instant t is dropped when `capacity`
/// particles are alive at t, or when its cell has a cap (`maxParticles`) and that many of its
/// particles are alive at t, whichever steps t fell in.
///
/// Particles that die during a step stay in their pools until the step's end (a parent that dies
/// mid-step still emits until its death), so the count of present particles overstates the live
/// ones at an instant inside the step. The first birth of a step that finds the layer full sorts
/// the deaths due within the step; from then on the live count at t is the present count less
/// the deaths at or before t, read off that list in constant time.
///
/// A cell's own cap is read the same way from a second list, of its pool's deaths only, built
/// when a birth first finds the cell at its cap within the step.
///
/// This is exact for one cell and its releases, whose births come in time order. Several cells
/// are emitted one after another within a step (parents before children), so when they compete
/// for the last room, the cell earlier in the tree takes what frees up during the step.
struct DeathList {
  /// Death instants within the current step, ascending; valid while `isBuilt`.
  private(set) var times: [Double] = []
  private(set) var isBuilt = false

  /// Forgets the list (at the end of a step), keeping its room.
  mutating func reset() {
    times.removeAll(keepingCapacity: true)
    isBuilt = false
  }

  /// Which node's pool the list was built from, for a cell's own cap (-1: the whole layer's).
  private(set) var node = -1

  /// Builds the list from the particles of node `node`'s pool due to die at or before `end`.
  mutating func build(node: Int, pool: ParticlePool, end: Double) {
    build(from: CollectionOfOne(pool), end: end)
    self.node = node
  }

  /// Builds the list from every particle of `pools` due to die at or before `end`.
  mutating func build(from pools: some Sequence<ParticlePool>, end: Double) {
    times.removeAll(keepingCapacity: true)
    for pool in pools {
      for i in 0..<pool.count {
        let death = pool.death(i)
        if death <= end { times.append(death) }
      }
    }
    sortTimes()
    isBuilt = true
    node = -1
  }

  /// Heapsort in place: no scratch buffer, so a full layer's steps allocate nothing.
  private mutating func sortTimes() {
    times.withUnsafeMutableBufferPointer { t in
      func siftDown(_ start: Int, _ end: Int) {
        var root = start
        while 2 * root + 1 < end {
          var child = 2 * root + 1
          if child + 1 < end && t[child] < t[child + 1] { child += 1 }
          guard t[root] < t[child] else { return }
          t.swapAt(root, child)
          root = child
        }
      }
      let n = t.count
      for start in stride(from: n / 2 - 1, through: 0, by: -1) { siftDown(start, n) }
      for end in stride(from: n - 1, to: 0, by: -1) {
        t.swapAt(0, end)
        siftDown(0, end)
      }
    }
  }

  /// Adds a death due within the step (a particle born after the list was built).
  mutating func insert(_ death: Double) {
    var (low, high) = (0, times.count)
    while low < high {
      let mid = (low + high) / 2
      if times[mid] <= death { low = mid + 1 } else { high = mid }
    }
    times.insert(death, at: low)
  }
}

extension Simulation {
  /// The instant from which a birth fits: -∞ when fewer than `capacity` particles are present,
  /// else the death that brings the live count below the capacity (+∞ when none is due within
  /// the step).
  func roomFrom() -> Double {
    let over = liveCount - capacity
    guard over >= 0 else { return -.infinity }
    if !deaths.isBuilt { deaths.build(from: nodes.lazy.map(\.pool), end: stepEnd) }
    return over < deaths.times.count ? deaths.times[over] : .infinity
  }

  /// The instant from which a birth of node `k` fits both under the capacity and under its
  /// cell's cap; +∞ once the host's birth budget is spent, so the rest of the step is dropped.
  func roomFrom(_ k: Int) -> Double {
    if let allowance, allowance.isSpent { return .infinity }
    let cap = caps[k]
    guard cap > 0 else { return roomFrom() }
    return max(roomFrom(), cellRoomFrom(k, cap: cap))
  }

  /// The instant from which node `k` has fewer than `cap` particles alive (see roomFrom()).
  func cellRoomFrom(_ k: Int, cap: Int) -> Double {
    let pool = nodes[k].pool
    let over = pool.count - cap
    guard over >= 0 else { return -.infinity }
    if !(cellDeaths.isBuilt && cellDeaths.node == k) { cellDeaths.build(node: k, pool: pool, end: stepEnd) }
    return over < cellDeaths.times.count ? cellDeaths.times[over] : .infinity
  }

  /// Whether a birth of node `k` at `t` fits under the capacity, its cell's cap and the host's
  /// birth budget; one that fits takes its share of the budget.
  @inline(__always)
  func hasRoom(_ k: Int, at t: Double) -> Bool {
    if let allowance, allowance.isSpent { return false }
    guard liveCount < capacity || roomFrom() <= t else { return false }
    let cap = caps[k]
    guard cap <= 0 || nodes[k].pool.count < cap || cellRoomFrom(k, cap: cap) <= t else { return false }
    allowance?.spend()
    return true
  }

  /// Records a particle of node `k` just born: its death joins the lists in use.
  @inline(__always)
  func noteBirth(_ k: Int, death: Double) {
    guard death <= stepEnd else { return }
    if deaths.isBuilt { deaths.insert(death) }
    if cellDeaths.isBuilt && cellDeaths.node == k { cellDeaths.insert(death) }
  }
}
