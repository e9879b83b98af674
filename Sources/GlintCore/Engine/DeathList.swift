/// The deaths due within a step, in order, for the capacity checks (Simulation+Capacity): the
/// n-th death is the instant from which a layer (or a cell) that is n over its limit has room.
///
/// Births join the list as they happen (those that die within the step), and each such death
/// comes after every death the checks have read so far: a birth at t passes only once the death
/// read last is at or before t, and it dies after t. So the list is the deaths present when it
/// was built, sorted once, merged on demand with a heap of the deaths added since: reading the
/// next death and adding one cost a logarithm, where inserting into a sorted array cost a move
/// of the whole list (quadratic in a step where a full layer turns over).
struct DeathList {
  private(set) var isBuilt = false
  /// Which node's pool the list was built from, for a cell's own cap (-1: the whole layer's).
  private(set) var node = -1
  /// The deaths present when the list was built, ascending.
  private var built: [Double] = []
  /// How many of `built` have been read into `read`.
  private var builtRead = 0
  /// Deaths added since the build, not read yet: a min-heap.
  private var added: [Double] = []
  /// The deaths read so far, ascending: the list's first `read.count` entries.
  private var read: [Double] = []

  /// Forgets the list (at the end of a step), keeping its room.
  mutating func reset() {
    built.removeAll(keepingCapacity: true)
    added.removeAll(keepingCapacity: true)
    read.removeAll(keepingCapacity: true)
    builtRead = 0
    isBuilt = false
  }

  /// Builds the list from the particles of node `node`'s pool due to die at or before `end`.
  mutating func build(node: Int, pool: ParticleStore, end: Double) {
    build(from: CollectionOfOne(pool), end: end)
    self.node = node
  }

  /// Builds the list from every particle of `pools` due to die at or before `end`.
  mutating func build(from pools: some Sequence<ParticleStore>, end: Double) {
    reset()
    for pool in pools {
      for i in 0..<pool.count {
        let death = pool.death(i)
        if death <= end { built.append(death) }
      }
    }
    heapSort(&built)
    isBuilt = true
    node = -1
  }

  /// The `index`-th death (from 0) in time order, or +∞ when fewer are due within the step.
  mutating func death(_ index: Int) -> Double {
    guard index >= 0 else { return -.infinity }
    while read.count <= index {
      let fromBuilt = builtRead < built.count ? built[builtRead] : .infinity
      let fromAdded = added.first ?? .infinity
      guard fromBuilt < .infinity || fromAdded < .infinity else { return .infinity }
      if fromBuilt <= fromAdded {
        builtRead += 1
        read.append(fromBuilt)
      } else {
        read.append(popAdded())
      }
    }
    return read[index]
  }

  /// Adds a death due within the step (a particle born after the list was built).
  mutating func insert(_ death: Double) {
    if let last = read.last, death < last {
      // Not met by the engine's births (see above), but kept exact all the same.
      read.insert(death, at: read.firstIndex { $0 > death } ?? read.count)
      return
    }
    added.append(death)
    var child = added.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard added[child] < added[parent] else { break }
      added.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the earliest added death.
  private mutating func popAdded() -> Double {
    let first = added[0]
    let last = added.removeLast()
    guard !added.isEmpty else { return first }
    added[0] = last
    var root = 0
    let n = added.count
    while true {
      let left = 2 * root + 1
      guard left < n else { break }
      var child = left
      if left + 1 < n && added[left + 1] < added[left] { child = left + 1 }
      guard added[child] < added[root] else { break }
      added.swapAt(root, child)
      root = child
    }
    return first
  }

  /// Heapsort in place: no scratch buffer, so a full layer's steps allocate nothing.
  private func heapSort(_ times: inout [Double]) {
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
}
