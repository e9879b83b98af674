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
    if events.targets.count != nodes.count { events.targets = Array(repeating: [], count: nodes.count) }
    for k in nodes.indices {
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

  /// Node `k`'s particles whose life ends by `end`, recorded and emitted on, then retired.
  func endLives(_ k: Int, by end: Double) {
    let pool = nodes[k].pool
    let emits = nodes[k].cell.subEmitters.contains { $0.event == .death } && active[k]
    if eventLog != nil || emits {
      for i in 0..<pool.count where pool.death(i) <= end {
        if eventLog != nil { record(.death, node: k, particle: i, age: pool.life[i], at: pool.death(i)) }
        if emits {
          let s = CellMotion(nodes[k].cell).state(ParticleColumns(pool), i, age: pool.life[i])
          emit(on: .death, node: k, particle: i, state: s, at: pool.death(i), key: 0)
        }
      }
    }
    liveCount -= pool.retire(at: end)
  }

  /// The birth sub-emitters of particle `i` of node `k`, just born.
  @inline(never)
  func emitOnBirth(_ k: Int, particle i: Int) {
    guard nodes[k].cell.subEmitters.contains(where: { $0.event == .birth }) else { return }
    let pool = nodes[k].pool
    let s = CellMotion(nodes[k].cell).state(ParticleColumns(pool), i, age: 0)
    emit(on: .birth, node: k, particle: i, state: s, at: pool.birth[i], key: 0)
  }

  /// The step's hits of node `k` (in `events.hits`): each recorded and emitted on.
  func emitOnHits(_ k: Int) {
    let pool = nodes[k].pool
    let motion = CellMotion(nodes[k].cell)
    let emits = nodes[k].cell.subEmitters.contains { $0.event == .collision } && active[k]
    var n = 0
    while n < events.hits.count {
      let hit = events.hits[n]
      n += 1
      var s = motion.state(ParticleColumns(pool), hit.particle, age: hit.age)
      (s.x, s.y, s.z, s.vx, s.vy) = (hit.x, hit.y, hit.z, hit.vx, hit.vy)
      let time = pool.birth[hit.particle] + Double(hit.age)
      if let log = eventLog {
        log.events.append(
          ParticleEvent(
            kind: .collision, time: time, cell: k, serial: pool.serial[hit.particle], emitter: nil, x: s.x,
            y: s.y, z: s.z, vx: s.vx, vy: s.vy, scale: s.scale, rotation: s.rotation,
            color: Color(red: s.color.x, green: s.color.y, blue: s.color.z, alpha: s.color.w)))
      }
      if emits {
        emit(on: .collision, node: k, particle: hit.particle, state: s, at: time, key: UInt64(hit.subStep))
      }
    }
  }

  /// Births of node `k`'s sub-emitters for `event` of particle `i`, in state `s` at `time`;
  /// `key` tells apart the events of one kind of one particle (a collision's sub-step).
  func emit(on event: SubEmitterEvent, node k: Int, particle i: Int, state s: ParticleState, at time: Double, key: UInt64) {
    guard let params = events.params else { return }
    let serial = nodes[k].pool.serial[i]
    let saved = eventLog?.emitter
    eventLog?.emitter = serial
    defer { eventLog?.emitter = saved }
    let subEmitters = nodes[k].cell.subEmitters
    for (j, sub) in subEmitters.enumerated() where sub.event == event {
      guard j < events.targets[k].count else { continue }
      let c = events.targets[k][j]
      guard c >= 0, active[c] else { continue }
      let tag = UInt64(j + 1) << 56 | event.tag << 48
      let draw = BirthRandom(seed: params.seed, node: nodes[c].key, emitter: serial ^ tag, index: key)
      guard sub.probability >= 1 || draw.unit(.eventChance) < sub.probability else { continue }
      let count = sub.particles(draw.unit(.eventCount))
      let cell = nodes[c].cell
      let at = sub.inheritsPosition ? SIMD3(s.x, s.y, s.z) : events.emitter
      let heading = s.vx * s.vx + s.vy * s.vy > 1e-12 ? atan2(s.vy, s.vx) : 0
      let inherited = SIMD3(s.vx, s.vy, 0) * sub.inheritsVelocity
      for m in 0..<count {
        guard hasRoom(c, at: time) else {
          dropped += count - m
          break
        }
        let random = BirthRandom(seed: params.seed, node: nodes[c].key, emitter: draw.serial, index: UInt64(m))
        spawn(
          c, cell: cell, random: random, time: time, x: at.x, y: at.y, z: at.z, baseAngle: heading,
          parentColor: sub.inheritsColor ? s.color : SIMD4(1, 1, 1, 1), parentScale: sub.inheritsScale ? s.scale : 1,
          params: params, origin: SIMD2(at.x, at.y), inherited: inherited)
      }
    }
  }
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
