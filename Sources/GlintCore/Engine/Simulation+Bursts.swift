/// One-shot releases: `EmitterLayer.burst`, applied at their instant by the step that reaches it.
extension Simulation {
  func burst(_ layer: EmitterLayer, count: Int, cell: Int, at when: Double, position: Point) {
    guard count > 0, when.isFinite, position.x.isFinite, position.y.isFinite else { return }
    guard layer.emitterCells.indices.contains(cell) else { return }
    if !started {
      guard !clock.placed else { return }  // placed on the host's clock, but not active yet
      start(layer, at: when)
    }
    sync(layer.emitterCells)
    burstSerial += 1
    let pending = PendingBurst(
      count: count, cell: cell, time: max(when, time), position: position, serial: burstSerial)
    if pending.time > time {
      bursts.append(pending)
      return
    }
    guard let k = nodes.firstIndex(where: { $0.parent < 0 && $0.subIndex == cell }), active[k]
    else { return }
    let params = LayerParameters(layer.settings)
    prepareEvents(params, emitter: layer.settings.emitterPosition, z: layer.settings.emitterZPosition)
    release(pending, node: k, params: params)
  }

  /// Births of top-level node `k` over [from, to] with the releases due for it interleaved at
  /// their instants (in time, then call, order), so that every birth meets the capacity as it
  /// stands at its own instant.
  func emitFromLayerAndBursts(
    _ k: Int, params: LayerParameters, path: EmitterPath, from: Double, to: Double
  ) {
    guard !bursts.isEmpty else { return emitFromLayer(k, params: params, path: path, from: from, to: to) }
    let cell = nodes[k].subIndex
    dueBursts.removeAll(keepingCapacity: true)
    for b in bursts where b.cell == cell && b.time <= to { dueBursts.append(b) }
    dueBursts.sort { ($0.time, $0.serial) < ($1.time, $1.serial) }
    var start = from
    for b in dueBursts {
      if b.time > start {
        emitFromLayer(k, params: params, path: path, from: start, to: b.time)
        start = b.time
      }
      release(b, node: k, params: params)
    }
    emitFromLayer(k, params: params, path: path, from: start, to: to)
  }

  func release(_ b: PendingBurst, node k: Int, params: LayerParameters) {
    let cell = nodes[k].cell
    let key = nodes[k].key
    forces.birthVelocity = forces.emitterVelocity
    for i in 0..<b.count {
      guard hasRoom(k, at: b.time) else {
        dropped += b.count - i
        return
      }
      let random = BirthRandom(
        seed: params.seed, node: key, emitter: Self.burstTag | b.serial, index: UInt64(i))
      let spot = params.place(random)
      spawn(
        k, cell: cell, random: random, time: b.time, x: b.position.x + spot.x,
        y: b.position.y + spot.y, z: params.z + spot.z, baseAngle: spot.angle,
        parentColor: SIMD4(1, 1, 1, 1), parentScale: 1, params: params,
        origin: SIMD2(b.position.x, b.position.y))
    }
  }
}
