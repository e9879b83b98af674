/// The trails' birth and step phases: a particle of a cell with a trail starts an empty one, and
/// each step keeps the samples due within it, at whole sub-steps (1/240 s) of the particle's age,
/// so the points are the same at any frame rate.
extension Simulation {
  /// Particle `i`, being born, starts an empty trail of `points` points (its ring holds one
  /// more, the point beyond the span, where the ribbon's tail is cut).
  @inline(__always)
  func beginTrail(_ pool: ParticleStore, _ i: Int, points: Int) {
    pool.setTrails(points: points + 1)
    pool.trails?.reset(i)
  }

  /// After retire, before the paths advance: every trail cell's particles keep the samples due
  /// by `end`; a cell that no longer has a trail gives its columns up.
  func sampleTrails(to end: Double) {
    for k in nodes.indices {
      let pool = nodes[k].pool
      let points = nodes[k].cell.trail.keptPoints
      guard points > 0 else {
        if pool.trails != nil { pool.setTrails(points: 0) }
        continue
      }
      guard active[k], pool.count > 0 else { continue }
      pool.setTrails(points: points + 1)
      if let trails = pool.trails { sample(trails, pool, nodes[k].cell, to: end) }
    }
  }

  /// Keeps the samples of `pool`'s particles due by `end`: the particle's place at each sample
  /// instant (its state at that age, whatever the frame rate), unless it is within the least
  /// distance of the newest point kept. Samples older than the ribbon's span are never drawn, so
  /// a step longer than the span (a stall) skips them.
  private func sample(_ trails: TrailColumns, _ pool: ParticleStore, _ cell: CellValues, to end: Double) {
    let style = cell.trail
    let motion = CellMotion(cell)
    let columns = ParticleColumns(pool)
    let every = style.intervalSteps
    let span = style.keptPoints * every
    let least = style.minDistanceSquared
    for i in 0..<pool.count {
      let now = PathMotion.wholeSteps(Float(end - pool.birth[i]))
      var n = Int(trails.nextStep[i])
      guard n <= now else { continue }
      if n < now - span { n += (now - span - n + every - 1) / every * every }
      while n <= now {
        let tau = Float(n) * PathMotion.step
        let s = motion.state(columns, i, age: tau)
        if trails.kept[i] == 0 || least == 0 || far(trails.point(i, 0), s.x, s.y, least) {
          trails.keep(i, x: s.x, y: s.y, age: tau)
        }
        n += every
      }
      trails.nextStep[i] = Int32(clamping: n)
    }
  }

  /// The emitter's trail keeps the samples due within the step from `path.begin` to `path.end`
  /// (whole sub-steps of the layer's time since it started), each on the emitter's path then.
  func sampleEmitterTrail(_ style: TrailStyle, along path: EmitterPath) {
    let points = style.keptPoints
    guard points > 0 else {
      emitterTrail = nil
      return
    }
    let trail = emitterTrail ?? EmitterTrail()
    emitterTrail = trail
    trail.sample(style, along: path, since: startTime)
  }
}

/// Whether (x, y) is at least √`least` from `point`.
@inline(__always)
func far(_ point: (x: Float, y: Float, age: Float), _ x: Float, _ y: Float, _ least: Float) -> Bool {
  let (dx, dy) = (x - point.x, y - point.y)
  return dx * dx + dy * dy >= least
}

/// The points of a layer's own trail: where its emitter was at each kept sample, newest last,
/// with the layer time of the sample. Made the first time a layer with a trail steps, with room
/// for the most points a trail keeps, so it never grows.
final class EmitterTrail {
  private(set) var x = [Float](repeating: 0, count: EmitterTrail.room)
  private(set) var y = [Float](repeating: 0, count: EmitterTrail.room)
  private(set) var time = [Double](repeating: 0, count: EmitterTrail.room)
  /// The most points kept, and the one beyond the span where the ribbon's tail is cut.
  static let room = TrailStyle.mostPoints + 1
  /// The ring slot of the newest point, and how many points it holds.
  private(set) var newest = 0
  private(set) var kept = 0
  /// The sub-step of the layer's time (since it started) the next sample is due at.
  private var nextStep = 0

  /// Keeps the samples due within the step `path` covers.
  func sample(_ style: TrailStyle, along path: EmitterPath, since start: Double) {
    let every = style.intervalSteps
    let points = style.keptPoints + 1
    let span = style.keptPoints * every
    let least = style.minDistanceSquared
    let stepsPerSecond = Double(PathMotion.stepsPerSecond)
    let now = Int(min(((path.end - start) * stepsPerSecond).rounded(.down), 1e12))
    if kept > points { kept = points }
    var n = nextStep
    if n < now - span { n += (now - span - n + every - 1) / every * every }
    while n <= now {
      let t = start + Double(n) / stepsPerSecond
      let p = path.position(at: min(max(t, path.begin), path.end))
      if kept == 0 || least == 0 || far(point(0), p.x, p.y, least) { keep(p.x, p.y, at: t, points: points) }
      n += every
    }
    nextStep = n
  }

  /// The `j`-th newest kept point (j < kept), its age reckoned from `now`.
  func point(_ j: Int, now: Double = 0) -> (x: Float, y: Float, age: Float) {
    let slot = (newest - j + Self.room) % Self.room
    return (x[slot], y[slot], Float(now - time[slot]))
  }

  private func keep(_ px: Float, _ py: Float, at t: Double, points: Int) {
    newest = kept == 0 ? 0 : (newest + 1) % Self.room
    x[newest] = px
    y[newest] = py
    time[newest] = t
    kept = min(kept + 1, points)
  }
}
