#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sub-emitters: births of a sub-cell at a particle's birth, death or collision, at the event's
/// instant and place, keyed by the event (the particle's serial, the kind, the sub-emitter's
/// place in the list and the collision's sub-step), so the same events make the same particles
/// whatever the frame rate. A cell with no sub-emitters pays a check per birth and per step.
extension Simulation {
  /// Before a step's births: the step's parameters, the colliding nodes' shapes, and each
  /// node's sub-emitters matched to its sub-cells by name.
  func prepareEvents(_ params: LayerParameters, emitter: Point, z: Float) {
    events.params = params
    events.emitter = SIMD3(emitter.x, emitter.y, z)
    prepareCollisions()
    if events.targets.count != nodes.count {
      events.targets = Array(repeating: [], count: nodes.count)
      events.emitsOnBirth = Array(repeating: false, count: nodes.count)
    }
    for k in nodes.indices {
      events.emitsOnBirth[k] = nodes[k].cell.subEmitters.contains { $0.event == .birth }
      let subEmitters = nodes[k].cell.subEmitters
      guard !subEmitters.isEmpty || !events.targets[k].isEmpty else { continue }
      events.targets[k].removeAll(keepingCapacity: true)
      for sub in subEmitters { events.targets[k].append(child(of: k, named: sub.cell)) }
    }
  }

  /// The node of `parent`'s sub-cell called `name`, or -1.
  private func child(of parent: Int, named name: String) -> Int {
    var c = parent + 1
    while c < nodes.count && nodes[c].path.count > nodes[parent].path.count {
      if nodes[c].parent == parent && nodes[c].cell.name == name { return c }
      c += 1
    }
    return -1
  }

  /// Every particle whose life ends by `end`: its death recorded and emitted on, then retired.
  func endLives(by end: Double) {
    // The lists of deaths within the step served the births; event births read the counts.
    if deaths.isBuilt { deaths.reset() }
    if cellDeaths.isBuilt { cellDeaths.reset() }
    for k in nodes.indices { endLives(k, by: end) }
  }

  /// Node `k`'s particles whose life ends by `end` (a colliding cell's paths advanced first, as
  /// a hit may end a life), recorded and emitted on; a cell with one death sub-emitter retires
  /// them as it emits, the others in the step's finish.
  func endLives(_ k: Int, by end: Double) {
    advanceCollidingPaths(k, to: end)
    let pool = nodes[k].pool
    if eventLog != nil {
      for i in 0..<pool.count where pool.death(i) <= end {
        record(.death, node: k, particle: i, age: pool.life[i], at: pool.death(i))
      }
    }
    let deathEmitters = nodes[k].cell.subEmitters.lazy.filter { $0.event == .death }.count
    if active[k] && deathEmitters == 1 {
      liveCount -= retireEmitting(k, by: end)
      return
    }
    if active[k] && deathEmitters > 1 { emitOnDeaths(k, by: end) }
    // The others leave in the step's finish (`finishStep`), on every core for a batch of layers.
  }

  /// Retires node `k`'s particles dead by `end`, each emitting its cell's one death sub-emitter
  /// as it leaves (one pass over the particles, the retire's); returns how many left.
  @inline(never)
  private func retireEmitting(_ k: Int, by end: Double) -> Int {
    let pool = nodes[k].pool
    let subEmitters = nodes[k].cell.subEmitters
    guard let j = subEmitters.firstIndex(where: { $0.event == .death }),
      let emission = eventEmission(k, j, subEmitters[j])
    else { return pool.retire(at: end) }
    let motion = CellMotion(nodes[k].cell)
    let columns = ParticleColumns(pool)
    return pool.retire(at: end) { i in
      let s = motion.state(columns, i, age: pool.life[i])
      emit(emission, parent: k, particle: i, state: s, at: pool.death(i), key: 0)
    }
  }

  /// The death sub-emitters of node `k`'s particles whose life ends by `end`: one pass over
  /// them per sub-emitter, the parent's motion and the sub-cell's values read once.
  @inline(never)
  private func emitOnDeaths(_ k: Int, by end: Double) {
    let pool = nodes[k].pool
    let motion = CellMotion(nodes[k].cell)
    let columns = ParticleColumns(pool)
    let subEmitters = nodes[k].cell.subEmitters
    for (j, sub) in subEmitters.enumerated() where sub.event == .death {
      guard let emission = eventEmission(k, j, sub) else { continue }
      pool.forEachDeath(by: end) { i in
        let s = motion.state(columns, i, age: pool.life[i])
        emit(emission, parent: k, particle: i, state: s, at: pool.death(i), key: 0)
      }
    }
  }

  /// The birth sub-emitters of particle `i` of node `k`, just born.
  @inline(never)
  func emitOnBirth(_ k: Int, particle i: Int) {
    let subEmitters = nodes[k].cell.subEmitters
    let pool = nodes[k].pool
    let s = CellMotion(nodes[k].cell).state(ParticleColumns(pool), i, age: 0)
    for (j, sub) in subEmitters.enumerated() where sub.event == .birth {
      guard let emission = eventEmission(k, j, sub) else { continue }
      emit(emission, parent: k, particle: i, state: s, at: pool.birth[i], key: 0)
    }
  }

  /// The step's hits of node `k` (in `events.hits`): each recorded, then emitted on.
  func emitOnHits(_ k: Int) {
    let pool = nodes[k].pool
    let motion = CellMotion(nodes[k].cell)
    let columns = ParticleColumns(pool)
    @inline(__always) func state(_ hit: PendingHit) -> ParticleState {
      var s = motion.state(columns, hit.particle, age: hit.age)
      (s.x, s.y, s.z, s.vx, s.vy) = (hit.x, hit.y, hit.z, hit.vx, hit.vy)
      return s
    }
    if let log = eventLog {
      for hit in events.hits {
        let s = state(hit)
        log.events.append(
          ParticleEvent(
            kind: .collision, time: pool.birth[hit.particle] + Double(hit.age), cell: k,
            serial: pool.serial[hit.particle], emitter: nil, x: s.x, y: s.y, z: s.z, vx: s.vx, vy: s.vy,
            scale: s.scale, rotation: s.rotation,
            color: Color(red: s.color.x, green: s.color.y, blue: s.color.z, alpha: s.color.w)))
      }
    }
    guard active[k] else { return }
    let subEmitters = nodes[k].cell.subEmitters
    for (j, sub) in subEmitters.enumerated() where sub.event == .collision {
      guard let emission = eventEmission(k, j, sub) else { continue }
      for hit in events.hits {
        let time = pool.birth[hit.particle] + Double(hit.age)
        emit(
          emission, parent: k, particle: hit.particle, state: state(hit), at: time, key: UInt64(hit.subStep))
      }
    }
  }

  /// What the births of sub-emitter `j` of node `k` read, once for all its events: nil when its
  /// sub-cell is missing or disabled.
  private func eventEmission(_ k: Int, _ j: Int, _ sub: SubEmitter) -> EventEmission? {
    guard let params = events.params, j < events.targets[k].count else { return nil }
    let c = events.targets[k][j]
    guard c >= 0, active[c] else { return nil }
    return EventEmission(
      sub: sub, tag: UInt64(j + 1) << 56 | sub.event.tag << 48, child: c, cell: nodes[c].cell, params: params)
  }

  /// Births of `emission`'s sub-cell for the event of particle `i` of node `k`, in state `s` at
  /// `time`; `key` tells apart the events of one kind of one particle (a collision's sub-step).
  @inline(__always)
  private func emit(
    _ emission: EventEmission, parent k: Int, particle i: Int, state s: ParticleState, at time: Double,
    key: UInt64
  ) {
    let sub = emission.sub
    let (c, params) = (emission.child, emission.params)
    let serial = nodes[k].pool.serial[i]
    let draw = BirthRandom(seed: params.seed, node: nodes[c].key, emitter: serial ^ emission.tag, index: key)
    guard sub.probability >= 1 || draw.unit(.eventChance) < sub.probability else { return }
    let count = sub.particles(draw.unit(.eventCount))
    guard count > 0 else { return }
    let saved = eventLog?.emitter
    eventLog?.emitter = serial
    defer { eventLog?.emitter = saved }
    let at = sub.inheritsPosition ? SIMD3(s.x, s.y, s.z) : events.emitter
    let heading = s.vx * s.vx + s.vy * s.vy > 1e-12 ? atan2(s.vy, s.vx) : 0
    let inherited = SIMD3(s.vx, s.vy, 0) * sub.inheritsVelocity
    let color = sub.inheritsColor ? s.color : SIMD4(1, 1, 1, 1)
    let scale = sub.inheritsScale ? s.scale : 1
    for m in 0..<count {
      guard hasRoom(c, at: time) else {
        dropped += count - m
        return
      }
      let random = BirthRandom(seed: params.seed, node: nodes[c].key, emitter: draw.serial, index: UInt64(m))
      spawn(
        c, cell: emission.cell, random: random, time: time, x: at.x, y: at.y, z: at.z, baseAngle: heading,
        parentColor: color, parentScale: scale, params: params, origin: SIMD2(at.x, at.y),
        inherited: inherited)
    }
  }
}

extension ParticleStore {
  /// Calls `body` with each particle dead at `time` (its death at or before it), in order;
  /// most live on, so it scans four at a time without branching until one of them has died.
  @inline(__always)
  func forEachDeath(by time: Double, _ body: (Int) -> Void) {
    let (birth, life, n) = (self.birth, self.life, count)
    @inline(__always) func dead(_ i: Int) -> UInt8 { birth[i] + Double(life[i]) <= time ? 1 : 0 }
    var i = 0
    while i < n {
      while i + 4 <= n, dead(i) | dead(i + 1) | dead(i + 2) | dead(i + 3) == 0 { i += 4 }
      guard i < n else { break }
      if dead(i) != 0 { body(i) }
      i += 1
    }
  }
}

/// One sub-emitter's part in a run of events: its values, its sub-cell's node and values, the
/// tag of its births' keys and the step's layer parameters.
struct EventEmission {
  let sub: SubEmitter
  let tag: UInt64
  let child: Int
  let cell: CellValues
  let params: LayerParameters
}

extension SubEmitterEvent {
  /// The event's part of its births' keys.
  fileprivate var tag: UInt64 {
    switch self {
    case .birth: 1
    case .death: 2
    case .collision: 3
    }
  }
}
