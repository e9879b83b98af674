/// One cell's live particles, structure-of-arrays, in one allocation: the columns every cell has
/// (Core Animation's closed form and the nested cells' accumulators) and the column groups its
/// behaviours ask for (`PathColumns`, `LookColumns`, `SpinColumns`, `TrailColumns`), added the first time the cell uses them, so
/// a cell pays only for the columns it uses. One grow, one move and one compaction serve them all,
/// the trails' wide column of rings (a particle's whole ring an element) with the rest.
///
/// Every column comes from one block, each starting a few cache lines later in the page than the
/// one before (`stagger`): separate large allocations all start at the same page offset, which
/// makes a loop over many arrays alias in the cache and run several times slower. The store grows
/// by doubling up to the layer's capacity, so the steady state never allocates; `reallocations`
/// counts the growths. New room reads as zero (a particle born before its cell used a group
/// reads as having drawn nothing for it).
final class ParticleStore {
  /// Bytes between the ends of consecutive columns: 5 cache lines, so 64 columns all start at
  /// different offsets within a page.
  static let stagger = 320
  static let initialCapacity = 1024
  /// Four-byte columns of Core Animation's closed form, every cell's: life, position, velocity,
  /// spin, scale, colour and the birth direction.
  static let floatColumns = 15

  // Stored properties opt out of dynamic exclusivity checks, as Simulation's do (the same reasons).
  /// The most particles this store may ever hold (the layer's capacity).
  let limit: Int
  /// How many sub-cells each particle emits (one accumulator column each).
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
  /// Integrated and orbit paths, for cells that use them (added at the first such birth).
  @exclusivity(unchecked) private(set) var paths: PathColumns?
  /// Which kind of path `paths` holds for every live particle; nil when they hold none.
  @exclusivity(unchecked) var pathKind: PathMotion.Kind?
  /// Start rotations and end-value rates, for cells that use them (added at the first such birth).
  @exclusivity(unchecked) private(set) var looks: LookColumns?
  /// Integrated spin, for cells that spin by speed (added at the first such birth or step).
  @exclusivity(unchecked) private(set) var spinBySpeed: SpinColumns?
  /// The columns of the behaviours a package added (`ParticleBehaviour`), as `behaviourLayout`
  /// lays them out; nil when they keep none.
  @exclusivity(unchecked) private(set) var behaviours: BehaviourColumns?
  @exclusivity(unchecked) private(set) var behaviourLayout = BehaviourLayout([])
  /// Each particle's last positions, for cells with a trail (added at the first such birth,
  /// always the last columns, so a trail of another length replaces them alone).
  @exclusivity(unchecked) private(set) var trails: TrailColumns?

  /// Where each column group starts among the four-byte columns (nil until added), and how many
  /// four-byte columns the store has in all.
  @exclusivity(unchecked) private var pathsAt: Int?
  @exclusivity(unchecked) private var looksAt: Int?
  @exclusivity(unchecked) private var spinsAt: Int?
  @exclusivity(unchecked) private var behavioursAt: Int?
  @exclusivity(unchecked) private var fourByteColumns = ParticleStore.floatColumns
  /// Of the four-byte columns, the trail's (the last ones).
  @exclusivity(unchecked) private var trailColumns = 0
  /// Bytes of each particle's trail ring, the one wide column after the four-byte ones (0 without
  /// trails).
  @exclusivity(unchecked) private var ringBytes = 0
  @exclusivity(unchecked) private var block: UnsafeMutableRawPointer
  /// The first four-byte column, the columns after it each `slot(4)` bytes further on.
  @exclusivity(unchecked) private var fourBytes: UnsafeMutableRawPointer
  /// The trails' rings, after the last four-byte column.
  @exclusivity(unchecked) private var rings: UnsafeMutableRawPointer

  init(limit: Int, subCellCount: Int) {
    self.limit = limit
    self.subCellCount = subCellCount
    let dummy = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 64)
    block = dummy
    fourBytes = dummy
    rings = dummy
    birth = dummy.assumingMemoryBound(to: Double.self)
    serial = dummy.assumingMemoryBound(to: UInt64.self)
    emitted = Array(repeating: dummy.assumingMemoryBound(to: Double.self), count: subCellCount)
    let f = dummy.assumingMemoryBound(to: Float.self)
    (life, px, py, pz, vx, vy, vz, spin) = (f, f, f, f, f, f, f, f)
    (scale, red, green, blue, alpha, dirX, dirY) = (f, f, f, f, f, f, f)
    relayout(capacity: min(limit, Self.initialCapacity), copying: 0)
  }

  deinit {
    block.deallocate()
    deadList?.deallocate()
    deadCounts?.deallocate()
    moveList?.deallocate()
  }

  /// Eight-byte columns: birth, serial and one accumulator per sub-cell.
  private var eightByteColumns: Int { 2 + subCellCount }

  /// Makes room for one more particle; false when the store is at the layer's capacity.
  @inline(__always)
  func reserveOne() -> Bool {
    if count < capacity { return true }
    if capacity >= limit { return false }
    relayout(capacity: min(limit, capacity * 2), copying: count)
    reallocations += 1
    return true
  }

  /// Makes room for `n` more particles; false when the layer's capacity would not hold them.
  func reserve(_ n: Int) -> Bool {
    guard count + n > capacity else { return true }
    guard count + n <= limit else { return false }
    var grown = capacity
    while grown < count + n {
      grown = min(limit, grown * 2)
      reallocations += 1
    }
    relayout(capacity: grown, copying: count)
    return true
  }

  /// Adds the path columns (all zero) when the store has none; every slot of the others is kept
  /// (a particle being born may already have values beyond `count`).
  func addPaths() {
    guard pathsAt == nil else { return }
    pathsAt = fourByteColumns - trailColumns
    fourByteColumns += PathColumns.count
    relayout(capacity: capacity, copying: capacity)
  }

  /// Adds the look columns (all zero) when the store has none, keeping every slot of the others.
  func addLooks() {
    guard looksAt == nil else { return }
    looksAt = fourByteColumns - trailColumns
    fourByteColumns += LookColumns.count
    relayout(capacity: capacity, copying: capacity)
  }

  /// Adds the spin-by-speed columns (all zero) when the store has none, keeping every slot of the
  /// others.
  func addSpinBySpeed() {
    guard spinsAt == nil else { return }
    spinsAt = fourByteColumns - trailColumns
    fourByteColumns += SpinColumns.count
    relayout(capacity: capacity, copying: capacity)
  }

  /// Gives the behaviours of `layout` their columns, when it is not the store's layout already:
  /// a new group (all zero) at the end, each behaviour's values kept where its kind had columns
  /// before. A cell's behaviours change only by an edit, so the old group is left unused.
  func layOutBehaviours(_ layout: BehaviourLayout) {
    guard layout != behaviourLayout else { return }
    let (old, oldAt) = (behaviourLayout, behavioursAt)
    behaviourLayout = layout
    guard layout.total > 0 else {
      (behavioursAt, behaviours) = (nil, nil)
      return
    }
    behavioursAt = fourByteColumns - trailColumns
    fourByteColumns += layout.total
    relayout(capacity: capacity, copying: capacity)
    guard let oldAt, let columns = behaviours else { return }
    let slot4 = Self.slot(capacity, 4)
    let oldColumns = BehaviourColumns(base: fourBytes + oldAt * slot4, stride: slot4)
    let (oldFirst, newFirst) = (old.firstColumns, layout.firstColumns)
    for (j, kind) in layout.kinds.enumerated() {
      guard let o = old.kinds.firstIndex(of: kind), old.width(o) == layout.width(j) else { continue }
      for c in 0..<layout.width(j) {
        columns.column(newFirst[j] + c).update(from: oldColumns.column(oldFirst[o] + c), count: capacity)
      }
    }
  }

  /// Gives every particle a trail of `points` points (none for 0): the trail columns are
  /// replaced, all zero (every trail empty), when they hold another number of points.
  func setTrails(points: Int) {
    guard points != (trails?.points ?? 0) else { return }
    let columns = points > 0 ? TrailColumns.count : 0
    fourByteColumns += columns - trailColumns
    trailColumns = columns
    trailPoints = points
    ringBytes = points > 0 ? TrailColumns.ringBytes(points: points) : 0
    relayout(capacity: capacity, copying: capacity)
  }

  /// Points of each particle's trail in the layout being made.
  @exclusivity(unchecked) private var trailPoints = 0

  /// Moves the last particle into slot `i` (order is not kept; draw order is decided by pack):
  /// every column, whatever group it belongs to, moves alike.
  @inline(__always)
  func remove(at i: Int) {
    let last = count - 1
    count = last
    guard i != last else { return }
    let (slot8, slot4) = (Self.slot(capacity, 8), Self.slot(capacity, 4))
    for k in 0..<eightByteColumns {
      let c = block + k * slot8
      let value = c.load(fromByteOffset: last * 8, as: UInt64.self)
      c.storeBytes(of: value, toByteOffset: i * 8, as: UInt64.self)
    }
    for k in 0..<fourByteColumns {
      let c = fourBytes + k * slot4
      let value = c.load(fromByteOffset: last * 4, as: UInt32.self)
      c.storeBytes(of: value, toByteOffset: i * 4, as: UInt32.self)
    }
    if ringBytes > 0 {
      (rings + i * ringBytes).copyMemory(from: rings + last * ringBytes, byteCount: ringBytes)
    }
  }

  /// The instant particle `i` dies: it is alive while the time is before it.
  @inline(__always)
  func death(_ i: Int) -> Double { birth[i] + Double(life[i]) }

  /// Removes every particle dead at `time` (its death at or before it); returns how many. Most
  /// particles live on, so it scans four at a time without branching until one of them has died.
  func retire(at time: Double) -> Int { retire(at: time) { _ in } }

  /// `retire(at:)`, calling `body` with each dead particle before it leaves (`body` must not
  /// change this store): a death sub-emitter emits in the retire's own pass.
  @inline(__always)
  func retire(at time: Double, calling body: (Int) -> Void) -> Int {
    let before = count
    let (birth, life) = (self.birth, self.life)
    @inline(__always) func dead(_ i: Int) -> UInt8 { birth[i] + Double(life[i]) <= time ? 1 : 0 }
    var n = before
    var i = 0
    while i < n {
      while i + 4 <= n, dead(i) | dead(i + 1) | dead(i + 2) | dead(i + 3) == 0 { i += 4 }
      guard i < n else { break }
      if dead(i) != 0 {
        body(i)
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

  /// `retire(at:)` with its work spread over `workers` (for a large store): each part of the
  /// particles lists its dead, in order; this thread then works out the moves `retire(at:)` makes
  /// (hole by hole from the lowest, the last particle filling the hole until one that lives does),
  /// and the threads make them, each in its own columns, in that order. The particles are the
  /// same bit for bit, and so is every slot past the end.
  func retire(at time: Double, workers: StepWorkers) -> Int {
    let parts = workers.parts(count)
    guard parts > 1 else { return retire(at: time) }
    let (dead, counts, moves) = deadScratch(parts: parts)
    var work = RetireWork(
      birth: birth, life: life, time: time, count: count, dead: dead, counts: counts, workers: workers)
    withUnsafeMutablePointer(to: &work) { workers.run(parts: parts, RetireJob(work: $0)) }
    let before = count
    var n = before
    var moved = 0
    holes: for part in 0..<parts {
      let first = workers.range(part, of: before).lowerBound
      for k in 0..<counts[part] {
        let h = Int(dead[first + k])
        guard h < n else { break holes }
        // A particle moved into a hole comes from past every hole filled so far: what it
        // would read there is what it reads where it is now.
        repeat {
          n -= 1
          if h != n {
            moves[2 * moved] = Int32(h)
            moves[2 * moved + 1] = Int32(n)
            moved += 1
          }
        } while h < n && birth[n] + Double(life[n]) <= time
      }
    }
    let columns = eightByteColumns + fourByteColumns + (ringBytes > 0 ? 1 : 0)
    var plan = MovePlan(
      moves: moves, count: moved, eightByteColumns: eightByteColumns, fourByteColumns: fourByteColumns,
      block: block, fourBytes: fourBytes, slot8: Self.slot(capacity, 8), slot4: Self.slot(capacity, 4),
      rings: rings, ringBytes: ringBytes, columns: columns, parts: min(columns, 2 * workers.threads))
    withUnsafeMutablePointer(to: &plan) { workers.run(parts: $0.pointee.parts, MoveJob(plan: $0)) }
    count = n
    return before - n
  }

  /// Room for the parts' lists of the dead (at each part's own offsets), their lengths, and the
  /// moves that fill their places (two indices each): made the first time, and again only after
  /// the store grows.
  private func deadScratch(parts: Int) -> (
    UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int>, UnsafeMutablePointer<Int32>
  ) {
    if let dead = deadList, let counts = deadCounts, let moves = moveList, deadRoom >= capacity,
      deadParts >= parts
    {
      return (dead, counts, moves)
    }
    deadList?.deallocate()
    deadCounts?.deallocate()
    moveList?.deallocate()
    let (dead, counts, moves) = (
      UnsafeMutablePointer<Int32>.allocate(capacity: capacity),
      UnsafeMutablePointer<Int>.allocate(capacity: parts),
      UnsafeMutablePointer<Int32>.allocate(capacity: 2 * capacity)
    )
    (deadList, deadCounts, moveList, deadRoom, deadParts) = (dead, counts, moves, capacity, parts)
    return (dead, counts, moves)
  }

  @exclusivity(unchecked) private var deadList: UnsafeMutablePointer<Int32>?
  @exclusivity(unchecked) private var deadCounts: UnsafeMutablePointer<Int>?
  @exclusivity(unchecked) private var moveList: UnsafeMutablePointer<Int32>?
  @exclusivity(unchecked) private var deadRoom = 0
  @exclusivity(unchecked) private var deadParts = 0

  func removeAll() { count = 0 }

  /// Bytes per column of `size`-byte elements: whole cache lines plus the stagger.
  @inline(__always)
  private static func slot(_ capacity: Int, _ size: Int) -> Int { (capacity * size + 63) / 64 * 64 + stagger }

  /// Lays every column out in a new zeroed block of `newCapacity` particles, keeping the first
  /// `live`; the groups added since the last layout start out zero.
  private func relayout(capacity newCapacity: Int, copying live: Int) {
    let (old8, old4) = (Self.slot(capacity, 8), Self.slot(capacity, 4))
    let (new8, new4) = (Self.slot(newCapacity, 8), Self.slot(newCapacity, 4))
    let ringSlot = ringBytes > 0 ? Self.slot(newCapacity, ringBytes) : 0
    let bytes = eightByteColumns * new8 + fourByteColumns * new4 + ringSlot
    let newBlock = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    newBlock.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    let newFour = newBlock + eightByteColumns * new8
    let newRings = newFour + fourByteColumns * new4
    if live > 0 {
      for k in 0..<eightByteColumns {
        (newBlock + k * new8).copyMemory(from: block + k * old8, byteCount: live * 8)
      }
      // Groups added since the last layout come just before the trail's columns, with no old
      // values: they stay zero. A trail of another length starts empty (zero) too.
      let oldGroups = laidOutFourByteColumns - laidOutTrailColumns
      for k in 0..<oldGroups {
        (newFour + k * new4).copyMemory(from: fourBytes + k * old4, byteCount: live * 4)
      }
      if laidOutTrailPoints == trailPoints {
        let newGroups = fourByteColumns - trailColumns
        for k in 0..<trailColumns {
          (newFour + (newGroups + k) * new4).copyMemory(
            from: fourBytes + (oldGroups + k) * old4, byteCount: live * 4)
        }
        newRings.copyMemory(from: rings, byteCount: live * ringBytes)
      }
    }
    block.deallocate()
    block = newBlock
    fourBytes = newFour
    rings = newRings
    capacity = newCapacity
    laidOutFourByteColumns = fourByteColumns
    laidOutTrailColumns = trailColumns
    laidOutTrailPoints = trailPoints
    carve(slot8: new8, slot4: new4)
  }

  /// The four-byte columns the last layout made (those that hold values to keep).
  @exclusivity(unchecked) private var laidOutFourByteColumns = ParticleStore.floatColumns
  @exclusivity(unchecked) private var laidOutTrailColumns = 0
  @exclusivity(unchecked) private var laidOutTrailPoints = 0

  /// Points every named column at its place in the block.
  private func carve(slot8: Int, slot4: Int) {
    func eight<T>(_ k: Int, _ type: T.Type) -> UnsafeMutablePointer<T> {
      (block + k * slot8).bindMemory(to: type, capacity: capacity)
    }
    func four(_ k: Int) -> UnsafeMutablePointer<Float> {
      (fourBytes + k * slot4).bindMemory(to: Float.self, capacity: capacity)
    }
    birth = eight(0, Double.self)
    serial = eight(1, UInt64.self)
    for k in 0..<subCellCount { emitted[k] = eight(2 + k, Double.self) }
    (life, px, py, pz, vx, vy, vz) = (four(0), four(1), four(2), four(3), four(4), four(5), four(6))
    (spin, scale, red, green, blue, alpha) = (four(7), four(8), four(9), four(10), four(11), four(12))
    (dirX, dirY) = (four(13), four(14))
    paths = pathsAt.map { PathColumns(fourBytes + $0 * slot4, stride: slot4, capacity: capacity) }
    looks = looksAt.map { LookColumns(fourBytes + $0 * slot4, stride: slot4, capacity: capacity) }
    spinBySpeed = spinsAt.map { SpinColumns(fourBytes + $0 * slot4, stride: slot4, capacity: capacity) }
    behaviours = behavioursAt.map { BehaviourColumns(base: fourBytes + $0 * slot4, stride: slot4) }
    trails =
      trailColumns == 0
      ? nil
      : TrailColumns(
        fourBytes + (fourByteColumns - trailColumns) * slot4, stride: slot4, rings: rings, capacity: capacity,
        points: trailPoints)
  }
}

/// What the parts of a store's retire share, held by the caller for the length of the job.
private struct RetireWork {
  let birth: UnsafeMutablePointer<Double>
  let life: UnsafeMutablePointer<Float>
  let time: Double
  let count: Int
  /// Each part's dead, from the part's first particle's place on; and how many.
  let dead: UnsafeMutablePointer<Int32>
  let counts: UnsafeMutablePointer<Int>
  let workers: StepWorkers
}

/// The moves of a retire (`ParticleStore.retire(at:workers:)`): to and from, in order, and
/// where the columns are.
private struct MovePlan {
  let moves: UnsafeMutablePointer<Int32>
  let count: Int
  let eightByteColumns: Int
  let fourByteColumns: Int
  let block: UnsafeMutableRawPointer
  let fourBytes: UnsafeMutableRawPointer
  let slot8: Int
  let slot4: Int
  /// The trails' rings, `ringBytes` a particle: the column after the four-byte ones.
  let rings: UnsafeMutableRawPointer
  let ringBytes: Int
  let columns: Int
  let parts: Int
}

/// One part of a retire's moves: every move, in order, in its share of the columns.
private struct MoveJob: StepJob {
  let plan: UnsafeMutablePointer<MovePlan>

  func run(part: Int, thread: Int) {
    let p = plan.pointee
    let (moves, count) = (p.moves, p.count)
    for column in part * p.columns / p.parts..<(part + 1) * p.columns / p.parts {
      if column < p.eightByteColumns {
        let c = (p.block + column * p.slot8).assumingMemoryBound(to: UInt64.self)
        for m in 0..<count { c[Int(moves[2 * m])] = c[Int(moves[2 * m + 1])] }
      } else if column < p.eightByteColumns + p.fourByteColumns {
        let c = (p.fourBytes + (column - p.eightByteColumns) * p.slot4).assumingMemoryBound(to: UInt32.self)
        for m in 0..<count { c[Int(moves[2 * m])] = c[Int(moves[2 * m + 1])] }
      } else {
        let (c, size) = (p.rings, p.ringBytes)
        for m in 0..<count {
          (c + Int(moves[2 * m]) * size).copyMemory(from: c + Int(moves[2 * m + 1]) * size, byteCount: size)
        }
      }
    }
  }
}

/// One part of a retire: its dead particles listed in order.
private struct RetireJob: StepJob {
  let work: UnsafeMutablePointer<RetireWork>

  func run(part: Int, thread: Int) {
    let w = work.pointee
    let range = w.workers.range(part, of: w.count)
    let (birth, life, time) = (w.birth, w.life, w.time)
    let list = w.dead + range.lowerBound
    var found = 0
    @inline(__always) func dead(_ i: Int) -> UInt8 { birth[i] + Double(life[i]) <= time ? 1 : 0 }
    var i = range.lowerBound
    while i < range.upperBound {
      while i + 4 <= range.upperBound, dead(i) | dead(i + 1) | dead(i + 2) | dead(i + 3) == 0 { i += 4 }
      guard i < range.upperBound else { break }
      if dead(i) != 0 {
        list[found] = Int32(i)
        found += 1
      }
      i += 1
    }
    w.counts[part] = found
  }
}
