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
    for (j, added) in cell.added.list.enumerated() where layout.counts[j] > 0 {
      var birth = BehaviourBirth(
        state: state, life: pool.life[i], serial: random.serial, kindKey: layout.kindKeys[j],
        columns: pool.behaviours.at(layout.firstColumns[j], 0), index: i, inputs: cell.added.inputs ?? .none)
      added.behaviour.birth(&birth)
    }
  }
}
