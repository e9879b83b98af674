/// The passes of the behaviours a package added to a cell, read once per cell before a loop.
struct AddedPasses {
  let behaviours: [AddedBehaviour]
  /// Each behaviour's first column in the store's group, and how many it keeps.
  let firstColumns, columnCounts: [Int]
  /// The inputs of the layer's step.
  let inputs: BehaviourInputs

  init?(_ cell: borrowing CellValues) {
    guard !cell.added.isEmpty else { return nil }
    behaviours = cell.added.list
    firstColumns = cell.added.layout.firstColumns
    columnCounts = cell.added.layout.counts
    inputs = cell.added.inputs ?? .none
  }

  /// Each behaviour's pass over the run `s` of particles `range`, in the cell's order.
  @inline(never)
  func apply(_ s: ParticleRun, _ p: ParticleColumns, _ range: Range<Int>) {
    let first = range.lowerBound
    for (j, added) in behaviours.enumerated() {
      var run = BehaviourRun(
        states: s, lives: p.life + first, own: p.behaviours.at(firstColumns[j], first),
        ownCount: columnCounts[j], count: range.count, inputs: inputs)
      added.behaviour.apply(to: &run)
    }
  }
}

extension BehaviourColumns {
  /// The columns from column `k` on, at particle `first`.
  @inline(__always)
  func at(_ k: Int, _ first: Int) -> BehaviourColumns {
    BehaviourColumns(base: base.map { $0 + k * stride + first * 4 }, stride: stride)
  }
}

extension Optional where Wrapped == BehaviourColumns {
  /// The columns from column `k` on, at particle `first` (no base when the store has none).
  @inline(__always)
  func at(_ k: Int, _ first: Int) -> BehaviourColumns {
    guard let columns = self, let base = columns.base else { return BehaviourColumns(base: nil, stride: 0) }
    return BehaviourColumns(base: base + k * columns.stride + first * 4, stride: columns.stride)
  }
}

extension Simulation {
  /// Gives the cells that hold behaviours a package added the inputs of the step [begin, end]
  /// (again after a sync copied the model's values over them), and forgets the motions made for
  /// the previous step's births. A layer whose cells hold none skips it.
  func prepareAddedBehaviours(begin: Double, end: Double) {
    guard hasAddedBehaviours else { return }
    let inputs = forces.behaviourInputs
    inputs.take(forces, begin: begin, end: end)
    if birthMotions.count != nodes.count { birthMotions = Array(repeating: nil, count: nodes.count) }
    for k in nodes.indices where !nodes[k].cell.added.isEmpty {
      nodes[k].cell.added.inputs = inputs
      birthMotions[k] = nil
    }
  }

  /// The birth phase of each behaviour a package added to `cell` that keeps columns (a birth
  /// phase writes nothing else), for particle `i` of `pool` just born (every other column of it
  /// already drawn). A cell whose behaviours keep no column has none. `cell` is node `k`'s
  /// values, which hold through the step's births: its motion is made once for them.
  @inline(never)
  func drawAddedBehaviours(_ k: Int, _ pool: ParticleStore, _ i: Int, cell: CellValues, random: BirthRandom) {
    let layout = cell.added.layout
    guard layout.total > 0 else { return }
    pool.layOutBehaviours(layout)
    if birthMotions.count != nodes.count { birthMotions = Array(repeating: nil, count: nodes.count) }
    if birthMotions[k] == nil { birthMotions[k] = CellMotion(cell, withAdded: false) }
    guard let state = birthMotions[k]?.state(ParticleColumns(pool), i, age: 0) else { return }
    // A newborn has taken no sub-steps (the slot may hold a count a retired particle left).
    for case let counter? in layout.counters { pool.behaviours.at(counter, 0).column(0)[i] = 0 }
    for (j, added) in cell.added.list.enumerated() where layout.counts[j] > 0 {
      var birth = BehaviourBirth(
        state: state, life: pool.life[i], serial: random.serial, kindKey: layout.kindKeys[j],
        columns: pool.behaviours.at(layout.firstColumns[j], 0), index: i, inputs: cell.added.inputs ?? .none)
      added.behaviour.birth(&birth)
    }
  }
}

extension Simulation {
  /// After a step: the columns of every behaviour a package added that has a step phase advanced
  /// by the whole sub-steps each particle's age at `end` holds and its columns have not taken, a
  /// large cell's parts on every thread (each particle's columns are its own).
  func advanceAddedBehaviours(to end: Double) {
    guard hasAddedBehaviours else { return }
    for k in nodes.indices where nodes[k].cell.added.layout.steps {
      let pool = nodes[k].pool
      guard pool.count > 0, let columns = pool.behaviours else { continue }
      var work = BehaviourStepWork(
        passes: nodes[k].cell.added, columns: columns, pool: pool, end: end, workers: workers)
      withUnsafeMutablePointer(to: &work) {
        workers.run(parts: workers.parts(pool.count), BehaviourStepJob(work: $0))
      }
    }
  }
}

/// What the parts of a cell's behaviour steps share, held by the caller for the length of the job.
private struct BehaviourStepWork {
  let passes: AddedBehaviours
  let columns: BehaviourColumns
  let pool: ParticleStore
  let end: Double
  let workers: StepWorkers
}

/// One part of a cell's behaviour steps: each stepping behaviour's columns of its particles
/// advanced, a run at a time, by the sub-steps due, and its counter moved on by them.
private struct BehaviourStepJob: StepJob {
  let work: UnsafeMutablePointer<BehaviourStepWork>

  func run(part: Int, thread: Int) {
    let w = work.pointee
    let range = w.workers.range(part, of: w.pool.count)
    let layout = w.passes.layout
    let inputs = w.passes.inputs ?? .none
    let length = Simulation.runLength
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * length) { scratch in
      let (taken, due) = (
        scratch.baseAddress.unsafelyUnwrapped, scratch.baseAddress.unsafelyUnwrapped + length
      )
      for (j, added) in w.passes.list.enumerated() {
        guard let c = layout.counters[j] else { continue }
        let counter = w.columns.column(c)
        var first = range.lowerBound
        while first < range.upperBound {
          let n = min(length, range.upperBound - first)
          for k in 0..<n {
            let i = first + k
            taken[k] = Int32(bitPattern: counter[i].bitPattern)
            let whole = PathMotion.wholeSteps(Float(w.end - w.pool.birth[i]))
            due[k] = Int32(max(0, whole - Int(taken[k])))
          }
          var run = BehaviourSteps(
            lives: w.pool.life + first, own: w.columns.at(layout.firstColumns[j], first),
            ownCount: layout.counts[j], taken: taken, due: due, count: n, inputs: inputs)
          added.behaviour.step(&run)
          for k in 0..<n {
            counter[first + k] = Float(bitPattern: UInt32(bitPattern: taken[k] + due[k]))
          }
          first += n
        }
      }
    }
  }
}
