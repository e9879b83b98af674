#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A layer's particles, its clock, and the accumulators that decide births.
///
/// Each cell of the layer's tree (top-level cells and their sub-cells, in preorder) is a node with
/// its own particle pool; the pools share the layer's capacity. A step runs in three phases:
/// retire what died in leaf pools (making room), emit every node in preorder (parents before
/// children, so a parent born in this step emits for the rest of it), then retire the rest.
final class Simulation {
  /// The longest stretch of one step over which births are integrated. A longer step (a stalled
  /// window) emits only over its last `maxCatchUp` seconds; particles already alive still age by
  /// the whole step. Within that, births whose particles (and all their descendants) would be
  /// dead by the step's end are skipped exactly, so a stall costs at most rate × min(lifetime,
  /// maxCatchUp) births, and never more than the pool's capacity: a stall never floods the pool.
  static let maxCatchUp: Double = 1
  /// Emitter-instance keys of bursts carry this bit, so they never meet a parent's serial.
  static let burstTag: UInt64 = 1 << 63

  struct Node {
    var cell: EmitterCell
    let path: [Int]
    /// The parent node's index, or -1 for a top-level cell.
    let parent: Int
    /// The index among the parent's sub-cells (or among the layer's cells).
    let subIndex: Int
    let key: UInt64
    let isLeaf: Bool
    let pool: ParticlePool
  }

  struct PendingBurst {
    var count: Int
    var cell: Int
    var time: Double
    var position: Point
    var serial: UInt64
  }

  let capacity: Int
  private(set) var nodes: [Node] = []
  /// Whether each node and all its ancestors are enabled.
  private(set) var active: [Bool] = []
  /// Births so far from the layer, fractional, per node (top-level nodes only).
  private var layerEmitted: [Double] = []
  /// The tree's shape in preorder (sub-cell counts); a change rebuilds the pools.
  private var signature: [Int] = []

  private(set) var time: Double = 0
  private(set) var startTime: Double = 0
  private(set) var started = false
  private var previousPosition: Point = .zero
  private var previousZ: Float = 0
  private(set) var liveCount = 0
  private(set) var births = 0
  private(set) var dropped = 0
  private var bursts: [PendingBurst] = []
  /// Per node, how long after its birth a particle of it, or any descendant, can still be alive;
  /// births older than that at the end of a step are skipped. Recomputed each step, in place.
  private var horizon: [Double] = []
  private var burstSerial: UInt64 = 0

  init(capacity: Int) {
    self.capacity = capacity
    bursts.reserveCapacity(16)
  }

  /// Growths of particle storage so far, all pools together.
  var reallocations: Int { nodes.reduce(0) { $0 + $1.pool.reallocations } }

  // MARK: Cells

  /// Takes the layer's new cells: the same tree shape keeps the particles and reads the new
  /// values from the next birth on; another shape rebuilds the pools (Core Animation resets the
  /// system when `emitterCells` is reassigned).
  func cellsChanged(_ cells: [EmitterCell]) {
    var index = 0
    if walk(cells, &index), index == signature.count {
      index = 0
      update(cells, parentActive: true, &index)
      return
    }
    var shape: [Int] = []
    func visit(_ cells: [EmitterCell]) {
      shape.append(cells.count)
      for cell in cells { visit(cell.emitterCells) }
    }
    visit(cells)
    signature = shape
    nodes = []
    active = []
    liveCount = 0
    func add(_ cells: [EmitterCell], path: [Int], parent: Int, parentActive: Bool) {
      for (i, cell) in cells.enumerated() {
        let here = path + [i]
        let index = nodes.count
        let pool = ParticlePool(limit: capacity, subCellCount: cell.emitterCells.count)
        nodes.append(
          Node(
            cell: cell, path: here, parent: parent, subIndex: i, key: cellKey(here),
            isLeaf: cell.emitterCells.isEmpty, pool: pool))
        active.append(parentActive && cell.isEnabled)
        add(cell.emitterCells, path: here, parent: index, parentActive: parentActive && cell.isEnabled)
      }
    }
    add(cells, path: [], parent: -1, parentActive: true)
    layerEmitted = Array(repeating: 0, count: nodes.count)
    horizon = Array(repeating: 0, count: nodes.count)
  }

  /// Fills `horizon`: the longest possible life of each node's particles plus that of its
  /// longest-lived descendant line.
  private func updateHorizons(_ params: LayerParameters) {
    for k in horizon.indices { horizon[k] = 0 }
    for k in nodes.indices.reversed() {
      let cell = nodes[k].cell
      let longest =
        Double(abs(params.lifetime))
        * (Double(abs(cell.lifetime)) + Double(abs(cell.lifetimeRange) * EmitterCell.rangeFactor))
      horizon[k] += longest * (1 + 1e-6) + 1e-6
      let p = nodes[k].parent
      if p >= 0 { horizon[p] = max(horizon[p], horizon[k]) }
    }
  }

  /// Whether `cells` has the tree shape the pools were built for, from preorder position `index`
  /// (checked without allocating, since effects may change a cell's value every step).
  private func walk(_ cells: [EmitterCell], _ index: inout Int) -> Bool {
    guard index < signature.count, signature[index] == cells.count else { return false }
    index += 1
    for cell in cells where !walk(cell.emitterCells, &index) { return false }
    return true
  }

  /// Takes new values for the cells of an unchanged tree, in preorder.
  private func update(_ cells: [EmitterCell], parentActive: Bool, _ index: inout Int) {
    for cell in cells {
      nodes[index].cell = cell
      active[index] = parentActive && cell.isEnabled
      index += 1
      update(cell.emitterCells, parentActive: parentActive && cell.isEnabled, &index)
    }
  }

  // MARK: Clock

  /// Starts (or restarts, clearing every particle and counter) the clock at `time`, with the
  /// emitter's path starting at its current position.
  func start(_ layer: EmitterLayer, at time: Double) {
    guard time.isFinite else { return }
    for node in nodes { node.pool.removeAll() }
    for k in layerEmitted.indices { layerEmitted[k] = 0 }
    liveCount = 0
    births = 0
    dropped = 0
    bursts.removeAll(keepingCapacity: true)
    self.time = time
    startTime = time
    started = true
    previousPosition = layer.emitterPosition
    previousZ = layer.emitterZPosition
  }

  func step(_ layer: EmitterLayer, to end: Double) {
    guard end.isFinite else { return }
    guard started else { return start(layer, at: end) }
    guard end >= time else { return }
    let begin = time
    let params = LayerParameters(layer)
    for node in nodes where node.isLeaf { liveCount -= node.pool.retire(at: end) }
    let path = EmitterPath(
      from: previousPosition, z: previousZ, to: layer.emitterPosition, z: layer.emitterZPosition,
      begin: begin, end: end)
    let emitFrom = max(begin, end - Self.maxCatchUp)
    updateHorizons(params)
    for k in nodes.indices where active[k] {
      if nodes[k].parent < 0 {
        emitFromLayer(k, params: params, path: path, from: emitFrom, to: end)
        if !bursts.isEmpty { applyBursts(node: k, params: params, upTo: end) }
      } else {
        emitFromParents(k, params: params, from: emitFrom, to: end)
      }
    }
    bursts.removeAll { $0.time <= end }
    for node in nodes { liveCount -= node.pool.retire(at: end) }
    time = end
    previousPosition = layer.emitterPosition
    previousZ = layer.emitterZPosition
  }

  /// Runs the layer `seconds` ahead with the emitter held still, then moves the whole timeline
  /// back so that the clock reads what it did: the layer looks as if it had been emitting for
  /// `seconds` already. Pending bursts are not part of it.
  func prewarm(_ layer: EmitterLayer, seconds: Double) {
    guard seconds > 0, seconds.isFinite else { return }
    if !started { start(layer, at: 0) }
    let origin = time
    let saved = bursts
    bursts.removeAll(keepingCapacity: true)
    let target = origin + seconds
    previousPosition = layer.emitterPosition
    previousZ = layer.emitterZPosition
    var t = origin
    while t < target {
      t = min(target, t + Self.maxCatchUp)
      step(layer, to: t)
    }
    for node in nodes {
      let pool = node.pool
      for i in 0..<pool.count { pool.birth[i] -= seconds }
    }
    startTime -= seconds
    time = origin
    bursts = saved
  }

  // MARK: Bursts

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

  private func applyBursts(node k: Int, params: LayerParameters, upTo end: Double) {
    let cell = nodes[k].subIndex
    for b in bursts where b.cell == cell && b.time <= end {
      release(b, node: k, params: params)
    }
  }

  private func release(_ b: PendingBurst, node k: Int, params: LayerParameters) {
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

  // MARK: Emission

  /// Births of top-level node `k` over [from, to], at the exact instants its accumulator crosses
  /// an integer, on the emitter's path.
  private func emitFromLayer(
    _ k: Int, params: LayerParameters, path: EmitterPath, from: Double, to: Double
  ) {
    let cell = nodes[k].cell
    let rate = Double(params.birthRate) * Double(cell.birthRate)
    guard rate > 0 else { return }
    let open = startTime + cell.beginTime
    let close = cell.duration > 0 ? open + cell.duration : .infinity
    let lo = max(from, open)
    let hi = min(to, close)
    guard hi > lo else { return }
    let emitted = layerEmitted[k]
    let total = snapped(emitted + rate * (hi - lo))
    layerEmitted[k] = total
    let key = nodes[k].key
    var index = firstIndex(emitted, rate: rate, from: lo, skipBefore: to - horizon[k])
    while index <= total {
      if liveCount >= capacity {
        dropped += Int(total.rounded(.down) - index) + 1
        return
      }
      let t = lo + (index - emitted) / rate
      let random = BirthRandom(seed: params.seed, node: key, emitter: 0, index: UInt64(index))
      let spot = params.rule.place(w: params.width, h: params.height, d: params.depth, random: random)
      let at = path.position(at: t)
      spawn(
        k, cell: cell, random: random, time: t, x: at.x + spot.x, y: at.y + spot.y,
        z: at.z + spot.z, baseAngle: spot.angle, parentColor: SIMD4(1, 1, 1, 1), parentScale: 1,
        params: params)
      index += 1
    }
  }

  /// Births of sub-cell node `k` from every live particle of its parent, over the part of
  /// [from, to] where the parent lives and the sub-cell's window (in parent age) is open.
  private func emitFromParents(_ k: Int, params: LayerParameters, from: Double, to: Double) {
    let cell = nodes[k].cell
    let rate = Double(params.birthRate) * Double(cell.birthRate)
    guard rate > 0 else { return }
    let p = nodes[k].parent
    let parent = nodes[p].pool
    let parentCell = nodes[p].cell
    let acc = parent.emitted[nodes[k].subIndex]
    let key = nodes[k].key
    let (hax, hay, haz) = (
      parentCell.xAcceleration * 0.5, parentCell.yAcceleration * 0.5, parentCell.zAcceleration * 0.5
    )
    let colorSpeed = SIMD4(
      parentCell.redSpeed, parentCell.greenSpeed, parentCell.blueSpeed, parentCell.alphaSpeed)
    let begin = max(0, cell.beginTime)
    let skipBefore = to - horizon[k]
    for i in 0..<parent.count {
      let born = parent.birth[i]
      let lo = max(from, born + begin)
      var hi = min(to, born + Double(parent.life[i]))
      if cell.duration > 0 { hi = min(hi, born + cell.beginTime + cell.duration) }
      guard hi > lo else { continue }
      let emitted = acc[i]
      let total = snapped(emitted + rate * (hi - lo))
      acc[i] = total
      var index = firstIndex(emitted, rate: rate, from: lo, skipBefore: skipBefore)
      while index <= total {
        if liveCount >= capacity {
          dropped += Int(total.rounded(.down) - index) + 1
          break
        }
        let t = lo + (index - emitted) / rate
        let tau = Float(t - born)
        let x = parent.px[i] + (parent.vx[i] + hax * tau) * tau
        let y = parent.py[i] + (parent.vy[i] + hay * tau) * tau
        let z = parent.pz[i] + (parent.vz[i] + haz * tau) * tau
        let vx = parent.vx[i] + 2 * hax * tau
        let vy = parent.vy[i] + 2 * hay * tau
        let heading =
          vx * vx + vy * vy > 1e-12 ? atan2(vy, vx) : atan2(parent.dirY[i], parent.dirX[i])
        let c0 = SIMD4(parent.red[i], parent.green[i], parent.blue[i], parent.alpha[i])
        var color = c0 + colorSpeed * tau
        color.clamp(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        let scale = parent.scale[i] + parentCell.scaleSpeed * tau
        let random = BirthRandom(
          seed: params.seed, node: key, emitter: parent.serial[i], index: UInt64(index))
        spawn(
          k, cell: cell, random: random, time: t, x: x, y: y, z: z, baseAngle: heading,
          parentColor: color, parentScale: scale, params: params)
        index += 1
      }
    }
  }

  /// Accumulator totals within a billionth of a whole number are that number, so a birth due
  /// exactly at a step's or a window's end is not lost to rounding, however the steps fell.
  @inline(__always)
  private func snapped(_ total: Double) -> Double {
    let whole = total.rounded()
    return abs(total - whole) < 1e-9 ? whole : total
  }

  /// The first birth index to realise: the next one after `emitted`, or later where births before
  /// `skipBefore` would be dead (with all their descendants) by the end of the step.
  @inline(__always)
  private func firstIndex(_ emitted: Double, rate: Double, from lo: Double, skipBefore: Double)
    -> Double
  {
    let next = emitted.rounded(.down) + 1
    guard skipBefore > lo else { return next }
    return max(next, (emitted + rate * (skipBefore - lo)).rounded(.up))
  }

  /// Draws one particle of node `k` born at `time`; a lifetime ≤ 0 means it is never born.
  @inline(__always)
  private func spawn(
    _ k: Int, cell: EmitterCell, random: BirthRandom, time: Double, x: Float, y: Float, z: Float,
    baseAngle: Float, parentColor: SIMD4<Float>, parentScale: Float, params: LayerParameters
  ) {
    let life = params.lifetime * sample(cell.lifetime, cell.lifetimeRange, random.unit(.lifetime))
    guard life > 0 else { return }
    let pool = nodes[k].pool
    guard pool.reserveOne() else {
      dropped += 1
      return
    }
    let dir = emissionDirection(
      axisAngle: baseAngle + cell.emissionLongitude, latitude: cell.emissionLatitude,
      range: cell.emissionRange, geometry: params.geometry, u: random.unit(.coneU),
      v: random.unit(.coneV))
    let speed = params.velocity * sample(cell.velocity, cell.velocityRange, random.unit(.speed))
    let i = pool.count
    pool.count = i + 1
    pool.birth[i] = time
    pool.serial[i] = random.serial
    for s in 0..<pool.subCellCount { pool.emitted[s][i] = 0 }
    pool.life[i] = life
    pool.px[i] = x
    pool.py[i] = y
    pool.pz[i] = z
    pool.vx[i] = speed * dir.x
    pool.vy[i] = speed * dir.y
    pool.vz[i] = speed * dir.z
    pool.dirX[i] = dir.x
    pool.dirY[i] = dir.y
    pool.spin[i] = params.spin * sample(cell.spin, cell.spinRange, random.unit(.spin))
    pool.scale[i] =
      params.scale * sample(cell.scale, cell.scaleRange, random.unit(.scale)) * parentScale
    let c = cell.color
    pool.red[i] = clamp01(sample(c.red, cell.redRange, random.unit(.red))) * parentColor.x
    pool.green[i] = clamp01(sample(c.green, cell.greenRange, random.unit(.green))) * parentColor.y
    pool.blue[i] = clamp01(sample(c.blue, cell.blueRange, random.unit(.blue))) * parentColor.z
    pool.alpha[i] = clamp01(sample(c.alpha, cell.alphaRange, random.unit(.alpha))) * parentColor.w
    liveCount += 1
    births += 1
  }

  // MARK: State

  /// Whether the layer is done: no births to come, no live particles, no pending bursts.
  func isRetired(_ layer: EmitterLayer) -> Bool {
    guard liveCount == 0, bursts.isEmpty else { return false }
    guard layer.birthRate > 0 else { return true }
    for (k, node) in nodes.enumerated() where node.parent < 0 && active[k] {
      let cell = node.cell
      guard cell.birthRate > 0 else { continue }
      if cell.duration <= 0 || time < startTime + cell.beginTime + cell.duration { return false }
    }
    return true
  }
}

/// The multipliers, geometry and seed of a layer, read once per step.
struct LayerParameters {
  let birthRate: Float
  let lifetime: Float
  let velocity: Float
  let scale: Float
  let spin: Float
  let seed: UInt32
  let geometry: EmissionGeometry
  let rule: BirthRule
  let width: Float
  let height: Float
  let depth: Float
  let z: Float

  init(_ layer: EmitterLayer) {
    birthRate = layer.birthRate
    lifetime = layer.lifetime
    velocity = layer.velocity
    scale = layer.scale
    spin = layer.spin
    seed = layer.seed
    geometry = layer.emissionGeometry
    rule = BirthRule.rule(shape: layer.emitterShape, mode: layer.emitterMode)
    width = layer.emitterSize.width
    height = layer.emitterSize.height
    depth = layer.emitterDepth
    z = layer.emitterZPosition
  }
}

/// The emitter's straight path through one step: from where it was at the previous step to
/// where it is now, so a birth between steps lands where the emitter was at that instant.
struct EmitterPath {
  let from: Point
  let fromZ: Float
  let to: Point
  let toZ: Float
  let begin: Double
  let end: Double

  init(from: Point, z fromZ: Float, to: Point, z toZ: Float, begin: Double, end: Double) {
    (self.from, self.fromZ, self.to, self.toZ, self.begin, self.end) = (from, fromZ, to, toZ, begin, end)
  }

  @inline(__always)
  func position(at t: Double) -> (x: Float, y: Float, z: Float) {
    guard end > begin else { return (to.x, to.y, toZ) }
    let f = Float((t - begin) / (end - begin))
    return (from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f, fromZ + (toZ - fromZ) * f)
  }
}
