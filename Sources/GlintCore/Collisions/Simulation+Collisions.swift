/// The engine's side of collisions: the shapes each colliding node meets in a step, and the
/// step's advance of its paths, which records hits, takes life and kills.
extension Simulation {
  /// Before a step's births: each colliding node's shapes (rebuilt only when its cell's
  /// colliders, the obstacles or the canvas changed), put where its paths read them.
  func prepareCollisions() {
    if events.shapes.count != nodes.count { events.shapes = Array(repeating: nil, count: nodes.count) }
    for k in nodes.indices where nodes[k].cell.collision.isActive {
      let shapes = events.shapes[k] ?? ColliderShapes()
      events.shapes[k] = shapes
      let c = nodes[k].cell.collision
      shapes.update(
        colliders: c.colliders, obstacles: events.obstacles, hostObstacles: events.hostObstacles,
        canvas: c.canvasEdges ? events.hostBounds ?? events.bounds : nil, particles: nodes[k].pool.count)
      nodes[k].cell.collision.scene.shapes = shapes
    }
  }

  /// Before node `k`'s deaths are retired: when its cell collides, its paths advanced to `end`,
  /// so that a hit that ends a life before its natural end is known before the retire, at any
  /// step rate.
  func advanceCollidingPaths(_ k: Int, to end: Double) {
    let pool = nodes[k].pool
    guard nodes[k].cell.collision.isActive, pool.count > 0, let motion = PathMotion(nodes[k].cell),
      motion.kind == .integrated, motion.collisions != nil
    else { return }
    if motion.spin != nil { pool.addSpinBySpeed() }
    guard let c = pool.paths else { return }
    motion.withSpinStack { advanceColliding(k, motion: motion, columns: c, to: end, stack: $0) }
  }

  /// Node `k`'s paths advanced to `end` (or to the last whole sub-step of their life) on this
  /// thread, each sub-step meeting the shapes: a hit is recorded (when the layer records events
  /// or the cell emits on collisions) and takes `collisionLifetimeLoss` from the particle's life;
  /// a particle that dies at it (by its mode, or by the loss) ends there, its life ending at the
  /// hit. The retire that follows takes what died by `end`.
  /// A cell that spins by speed counts its spin in each sub-step, up to a hit that ends a life.
  private func advanceColliding(
    _ k: Int, motion: PathMotion, columns c: PathColumns, to end: Double, stack: UnsafeMutablePointer<Dual>?
  ) {
    guard let response = motion.collisions else { return }
    let pool = nodes[k].pool
    let p = ParticleColumns(pool)
    let recording =
      eventLog != nil || nodes[k].cell.subEmitters.contains { $0.event == .collision }
    events.hits.removeAll(keepingCapacity: true)
    var overflowed = false
    let spin = motion.spin
    var first = 0
    if motion.collidesInLanes {
      (first, overflowed) = advanceCollidingLanes(
        CollidingLanes(
          motion: motion, response: response, columns: c, pool: pool, end: end, recording: recording))
    }
    for i in first..<pool.count {
      let tau = Float(end - pool.birth[i])
      // Hits after the last whole sub-step of its life are not looked for: it has ended.
      var n = min(PathMotion.wholeSteps(tau), PathMotion.wholeSteps(pool.life[i]))
      var s = Int(c.steps[i])
      guard n > s else { continue }
      var b = PathMotion.Body(c, i, life: pool.life[i])
      // Born `tau` before `end`, the instant the fields refer to, as every other reader has it.
      (b.born, b.birth) = (-tau, PathMotion.clock(birth: pool.birth[i]))
      var curve = motion.speedFactor(age: Float(s) * PathMotion.step, life: b.life)
      // Generic over the spin, so that a cell without one copies no spin count at each sub-step.
      func meetShapes<Spin: SubStepSpin>(counting count: inout Spin) {
        while s < n {
          let before = b
          let counted = count
          curve = motion.advance(
            &b, by: PathMotion.step, at: Float(s) * PathMotion.step, curveAtStart: curve, spinning: &count)
          guard let hit = response.resolve(&b, from: before.x, velocity: before.v, dt: PathMotion.step) else {
            s += 1
            continue
          }
          let age = (Float(s) + hit.t) * PathMotion.step
          if recording {
            events.hits.append(
              PendingHit(
                particle: i, subStep: Int32(s + 1), age: age, x: hit.x, y: hit.y, z: b.x.z, vx: hit.vx,
                vy: hit.vy))
          }
          let life = response.mode == .die ? age : pool.life[i] - response.lifetimeLoss
          if life <= age || response.mode == .die {
            // It ends at the hit: its path stays at the sub-step's start, from which a read at
            // its death comes back to the contact.
            pool.life[i] = max(age, 0)
            b = before
            count = counted
            break
          }
          s += 1
          if life != pool.life[i] {
            pool.life[i] = life
            b.store(c, i)
            b = PathMotion.Body(c, i, life: life)
            (b.born, b.birth) = (-tau, PathMotion.clock(birth: pool.birth[i]))
            curve = motion.speedFactor(age: Float(s) * PathMotion.step, life: life)
            // A life that now ends before `end` stops at its last whole sub-step, as any reader
            // of it at another step rate finds it.
            n = max(s, min(n, PathMotion.wholeSteps(life)))
          }
        }
      }
      if let pass = spin, let spins = p.spinBySpeed {
        var count = motion.spinCount(pass, p, i, at: s, stack: stack)
        meetShapes(counting: &count)
        (spins.rotation[i], spins.steps[i]) = (count.rotation, Int32(s))
      } else {
        var none = NoSpin()
        meetShapes(counting: &none)
      }
      b.store(c, i)
      c.steps[i] = Int32(s)
      if !(b.x - b.x == .zero && b.v - b.v == .zero) {
        c.steps[i] = -1
        overflowed = true
      }
    }
    if !events.hits.isEmpty { emitOnHits(k) }
    if overflowed {
      var i = 0
      while i < pool.count {
        if c.steps[i] >= 0 {
          i += 1
        } else {
          pool.remove(at: i)
          liveCount -= 1
        }
      }
    }
  }
}
