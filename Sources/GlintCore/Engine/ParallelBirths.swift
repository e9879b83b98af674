/// A step's births from the layer drawn on every core (`StepWorkers`): each birth's values come
/// from its index alone (its instant, place and draws), and each goes to the slot its index
/// gives, so the particles are the same bit for bit as one thread drawing them in order. Only
/// births that need nothing decided in order qualify (`Simulation.birthsInParallel`).
struct ParallelBirths {
  let simulation: Simulation
  let cell: CellValues
  let params: LayerParameters
  let path: EmitterPath
  let key: UInt64
  /// The first birth's index, and how many follow from it.
  let first: Double
  let count: Int
  /// The node's accumulator: the stretch's start, the births before it, births a second.
  let lo, emitted, rate: Double
  let pace: Float
  let pool: ParticleStore
  /// The slot of the first birth.
  let base: Int

  /// How many of the indices `first`, `first` + 1, … are at most `total` (`first` a whole number).
  static func count(from first: Double, to total: Double) -> Int {
    guard first <= total, total - first < 1e15 else { return 0 }
    var n = Int((total - first).rounded(.down)) + 1
    while n > 0 && first + Double(n - 1) > total { n -= 1 }
    while first + Double(n) <= total { n += 1 }
    return n
  }

  /// Births in one part of the work.
  static let partLength = 2_048

  /// Draws the births into the slots after the live particles.
  mutating func make() {
    pool.count = base + count
    let parts = (count + Self.partLength - 1) / Self.partLength
    let workers = simulation.workers
    withUnsafeMutablePointer(to: &self) { workers.run(parts: parts, BirthJob(births: $0)) }
    simulation.liveCount += count
    simulation.births += count
  }

  /// Draws births `range` (counted from the first).
  func draw(_ range: Range<Int>) {
    for j in range {
      let index = first + Double(j)
      let time = lo + (index - emitted) / rate
      let random = BirthRandom(seed: params.seed, node: key, emitter: 0, index: UInt64(index))
      let spot = params.place(random)
      let at = path.position(at: time)
      let life = params.lifetime * sample(cell.lifetime, cell.lifetimeRange, random.unit(.lifetime)) / pace
      let i = base + j
      simulation.drawBirth(
        pool, i, cell: cell, random: random, time: time, life: life, pace: pace, x: at.x + spot.x,
        y: at.y + spot.y, z: at.z + spot.z, baseAngle: spot.angle, parentColor: SIMD4(1, 1, 1, 1),
        parentScale: 1, params: params, turn: 0, reach: 0, inherited: .zero)
      _ = simulation.finiteLife(pool, i, cell: cell, pace: pace)
    }
  }
}

/// One part of a step's births.
private struct BirthJob: StepJob {
  let births: UnsafeMutablePointer<ParallelBirths>

  func run(part: Int, thread: Int) {
    let b = births.pointee
    let length = ParallelBirths.partLength
    b.draw(part * length..<min(b.count, (part + 1) * length))
  }
}

extension Simulation {
  /// Whether `count` births of top-level node `k` this step may be drawn on every core: enough
  /// of them to share, each certain to happen (a life above zero whatever its draw, no spawn
  /// chance, room for all in the layer and the cell, no host budget), and nothing of a birth
  /// decided or recorded in order (the cell's birth touches only the columns every birth draws:
  /// no path, look, spin by speed, added behaviour or trail columns; no events, no emission on
  /// birth, no list of deaths within the step).
  func birthsInParallel(_ k: Int, cell: CellValues, params: LayerParameters, count: Int) -> Bool {
    let pool = nodes[k].pool
    guard workers.threads > 1, count >= 2 * ParallelBirths.partLength, allowance == nil, eventLog == nil,
      !deaths.isBuilt, !cellDeaths.isBuilt, liveCount + count <= capacity,
      caps[k] <= 0 || pool.count + count <= caps[k],
      !(k < events.emitsOnBirth.count && events.emitsOnBirth[k])
    else { return false }
    // Each draw's life is at least the shortest's (the rounding of each operation keeps the order).
    let pace = Float(cell.pace)
    let shortest =
      params.lifetime * (cell.lifetime - abs(cell.lifetimeRange) * EmitterCell.rangeFactor) / pace
    guard cell.emission.spawnChance >= 1, pace > 0, shortest > 0,
      PathMotion.kind(cell) == nil, !cell.looks.usesLookColumns, pool.looks == nil,
      pool.spinBySpeed == nil, !SpinBySpeed.applies(to: cell), cell.added.isEmpty, cell.trail.points <= 0
    else { return false }
    return pool.reserve(count)
  }
}
