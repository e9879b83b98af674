/// The capacity limit at exact instants: a birth at instant t is dropped when `capacity`
/// particles are alive at t, or when its cell has a cap (`maxParticles`) and that many of its
/// particles are alive at t, whichever steps t fell in.
///
/// Particles that die during a step stay in their pools until the step's end (a parent that dies
/// mid-step still emits until its death), so the count of present particles overstates the live
/// ones at an instant inside the step. The first birth of a step that finds the layer full sorts
/// the deaths due within the step; from then on the live count at t is the present count less
/// the deaths at or before t, read off that list (DeathList) in amortised logarithmic time.
///
/// A cell's own cap is read the same way from a second list, of its pool's deaths only, built
/// when a birth first finds the cell at its cap within the step.
///
/// This is exact for one cell and its releases, whose births come in time order. Several cells
/// are emitted one after another within a step (parents before children), so when they compete
/// for the last room, the cell earlier in the tree takes what frees up during the step.
extension Simulation {
  /// The instant from which a birth fits: -∞ when fewer than `capacity` particles are present,
  /// else the death that brings the live count below the capacity (+∞ when none is due within
  /// the step).
  func roomFrom() -> Double {
    let over = liveCount - capacity
    guard over >= 0 else { return -.infinity }
    if !deaths.isBuilt { deaths.build(from: nodes.lazy.map(\.pool), end: stepEnd) }
    return deaths.death(over)
  }

  /// The instant from which a birth of node `k` fits both under the capacity and under its
  /// cell's cap; +∞ once the host's birth budget is spent, so the rest of the step is dropped.
  func roomFrom(_ k: Int) -> Double {
    if let allowance, !allowance.allows(weight: weight(k)) { return .infinity }
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
    return cellDeaths.death(over)
  }

  /// Whether a birth of node `k` at `t` fits under the capacity, its cell's cap and the host's
  /// birth budget; one that fits takes its share of the budget.
  @inline(__always)
  func hasRoom(_ k: Int, at t: Double) -> Bool {
    if let allowance, !allowance.allows(weight: weight(k)) { return false }
    guard liveCount < capacity || roomFrom() <= t else { return false }
    let cap = caps[k]
    guard cap <= 0 || nodes[k].pool.count < cap || cellRoomFrom(k, cap: cap) <= t else { return false }
    allowance?.spend(weight: weight(k))
    return true
  }

  /// What a particle of node `k` weighs in the host's load (BirthBudget): itself, and each
  /// sub-cell that passes over it every step.
  @inline(__always)
  func weight(_ k: Int) -> Double { Double(1 + nodes[k].pool.subCellCount) }

  /// The load of the layer's live particles (present ones: those that died within the latest
  /// step are gone once it ends).
  var load: Double {
    nodes.reduce(0) { $0 + Double($1.pool.count) * Double(1 + $1.pool.subCellCount) }
  }

  /// Records a particle of node `k` just born: its death joins the lists in use.
  @inline(__always)
  func noteBirth(_ k: Int, death: Double) {
    guard death <= stepEnd else { return }
    if deaths.isBuilt { deaths.insert(death) }
    if cellDeaths.isBuilt && cellDeaths.node == k { cellDeaths.insert(death) }
  }
}
