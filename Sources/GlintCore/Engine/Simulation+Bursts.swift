/// One-shot releases: `EmitterLayer.burst`, applied at their instant by the step that reaches it.
extension Simulation {
  func burst(_ layer: EmitterLayer, count: Int, cell: Int, at when: Double, position: Point) {
    guard count > 0, when.isFinite, position.x.isFinite, position.y.isFinite else { return }
    guard layer.emitterCells.indices.contains(cell) else { return }
    if !started { start(layer, at: when) }
    burstSerial += 1
    let pending = PendingBurst(
      count: count, cell: cell, time: max(when, time), position: position, serial: burstSerial)
    if pending.time > time {
      bursts.append(pending)
      return
    }
    guard let k = nodes.firstIndex(where: { $0.parent < 0 && $0.subIndex == cell }), active[k]
    else { return }
    release(pending, node: k, params: LayerParameters(layer))
  }

  func applyBursts(node k: Int, params: LayerParameters, upTo end: Double) {
    let cell = nodes[k].subIndex
    for b in bursts where b.cell == cell && b.time <= end {
      release(b, node: k, params: params)
    }
  }

  func release(_ b: PendingBurst, node k: Int, params: LayerParameters) {
    let cell = nodes[k].cell
    let key = nodes[k].key
    for i in 0..<b.count {
      if liveCount >= capacity {
        dropped += b.count - i
        return
      }
      let random = BirthRandom(
        seed: params.seed, node: key, emitter: Self.burstTag | b.serial, index: UInt64(i))
      let spot = params.rule.place(w: params.width, h: params.height, d: params.depth, random: random)
      spawn(
        k, cell: cell, random: random, time: b.time, x: b.position.x + spot.x,
        y: b.position.y + spot.y, z: params.z + spot.z, baseAngle: spot.angle,
        parentColor: SIMD4(1, 1, 1, 1), parentScale: 1, params: params)
    }
  }
}
