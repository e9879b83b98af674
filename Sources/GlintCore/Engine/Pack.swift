extension InstanceBuffer {
  /// Replaces the buffer's contents with the live particles of `layers` (in that order) as sprite
  /// instances at each layer's current time, in the layer's render-mode order, with batches of
  /// one sprite and blend. Cells without contents, and disabled cells, are not drawn.
  ///
  /// With more than one thread (`StepWorkers`), the layers are planned and those drawn unordered
  /// written on every core, each at the place the layers before it leave for it; then, in order
  /// on this thread, each layer's instances close up behind the layer before (which may have
  /// drawn fewer: a particle whose motion overflowed is not drawn) and get their batches, and
  /// the ordered layers are written and sorted (LayerPack). The buffer is the same as with one
  /// thread.
  public func fill(from layers: [EmitterLayer]) {
    layers.withUnsafeBufferPointer { fill(from: $0) }
  }

  private func fill(from layers: UnsafeBufferPointer<EmitterLayer>) {
    removeAll()
    if layers.count > 1, let workers = layers.first?.simulation.workers, workers.threads > 1,
      fillOnThreads(layers, workers: workers)
    {
      return
    }
    fillInOrder(layers)
  }

  /// `fill(from:)` on this thread alone, layer after layer.
  private func fillInOrder(_ layers: UnsafeBufferPointer<EmitterLayer>) {
    var total = 0
    var ribbons = false
    // The layers are read unretained: the caller's array holds them for the whole fill, and a
    // retain and release of each, twice a frame, cost many small layers a tenth of their packing.
    for i in layers.indices {
      unowned(unsafe) let layer = layers[i]
      unowned(unsafe) let simulation = layer.simulation
      let bound = simulation.ribbonVertexBound(emitterPoints: layer.settings.trail.keptPoints)
      ribbons = ribbons || bound > 0
      total += simulation.drawnCells.instances + bound
    }
    reserve(total)
    // A layer's ribbons go before its sprites, in order.
    for i in layers.indices {
      unowned(unsafe) let layer = layers[i]
      let blend = SpriteBlend.of(layer.blend, mode: layer.renderMode)
      if ribbons {
        layer.simulation.appendRibbons(
          to: self, style: layer.settings.trail, blend: blend, images: layer.imageFolder)
      }
      layer.simulation.appendInstances(
        to: self, mode: layer.renderMode, blend: blend, images: layer.imageFolder)
    }
  }
}

extension RenderMode {
  /// Whether the layer's instances are sorted (by age or depth) before they are drawn.
  var isOrdered: Bool { self == .oldestFirst || self == .oldestLast || self == .backToFront }
}

extension Simulation {
  /// How many instances the layer draws now, and from how many cells.
  var drawnCells: (instances: Int, cells: Int) {
    var (n, cells) = (0, 0)
    for k in nodes.indices where active[k] && nodes[k].cell.contents != nil {
      let count = nodes[k].pool.count
      n += count
      if count > 0 { cells += 1 }
    }
    return (n, cells)
  }

  func appendInstances(to buffer: InstanceBuffer, mode: RenderMode, blend: SpriteBlend, images: ImageFolder?)
  {
    let first = buffer.count
    let ordered = mode.isOrdered
    // By index, reading the values in place: a copy of each node or its values would retain
    // their references.
    for k in nodes.indices where active[k] {
      guard nodes[k].cell.contents != nil else { continue }
      let start = buffer.count
      var n = nodes[k].pool.count
      guard n > 0 else { continue }
      let pool = nodes[k].pool
      let finite = nodes[k].reading { writeInstances($0, pool, into: buffer.storage + start, time: time) }
      if ordered {
        nodes[k].reading { writeKeys($0, pool, into: buffer.keys + (start - first), mode: mode) }
      }
      if !finite {
        n = dropNonFinite(
          buffer.storage + start, keys: ordered ? buffer.keys + (start - first) : nil, count: n)
      }
      if ordered {
        let id = Int32(k)
        for i in 0..<n { buffer.nodeOf[start - first + i] = id }
      } else {
        buffer.addBatch(
          nodes[k].reading { batch($0, blend: blend, range: start..<start + n, images: images) })
      }
      buffer.advance(by: n)
    }
    if ordered { sortAndBatch(buffer, from: first, blend: blend, images: images) }
  }

  /// How `cell` samples its sprite.
  private func sampling(_ cell: CellValues) -> SpriteSampling {
    SpriteSampling(
      magnification: cell.magnificationFilter, minification: cell.minificationFilter,
      bias: cell.minificationFilterBias)
  }

  /// The batch that draws `range`, particles of `cell`.
  func batch(_ cell: CellValues, blend: SpriteBlend, range: Range<Int>, images: ImageFolder?)
    -> DrawBatch
  {
    DrawBatch(
      sprite: cell.contents ?? "", blend: blend, range: range, sampling: sampling(cell),
      imageFolder: images, cell: cell.name, contentsPremultiplied: cell.looks.contentsPremultiplied,
      stretch: cell.sprites.stretch(in: cell.contentsRect))
  }

  /// Each particle of `pool` (particles of `cell`) at `time` as an instance, a large cell's
  /// parts on every thread (`StepWorkers`). Returns false when some place, size or rotation
  /// written may not be finite.
  func writeInstances(
    _ cell: CellValues, _ pool: ParticleStore, into out: UnsafeMutablePointer<SpriteInstance>, time: Double
  ) -> Bool {
    let motion = CellMotion(cell)
    let count = pool.count
    let parts = workers.parts(count)
    guard parts > 1 else {
      let scratch = motion.isClosedForm && !cell.sprites.isUsed ? nil : runStates
      return writeInstances(motion, cell, pool, 0..<count, into: out, time: time, scratch: scratch)
    }
    return withUnsafeTemporaryAllocation(of: Bool.self, capacity: workers.threads) { finite in
      finite.initialize(repeating: true)
      var work = PackWork(
        motion: motion, cell: cell, pool: pool, out: out, time: time, count: count,
        finite: finite.baseAddress.unsafelyUnwrapped)
      withUnsafeMutablePointer(to: &work) { work in
        workers.run(parts: parts, PackJob(simulation: self, work: work))
      }
      return finite.allSatisfy { $0 }
    }
  }

  /// What the parts of a cell's pack share, held by the caller for the length of the job.
  fileprivate struct PackWork {
    let motion: CellMotion
    let cell: CellValues
    let pool: ParticleStore
    let out: UnsafeMutablePointer<SpriteInstance>
    let time: Double
    let count: Int
    /// Per thread: whether everything it wrote may be finite.
    let finite: UnsafeMutablePointer<Bool>
  }

  /// One part of a cell's pack.
  fileprivate struct PackJob: StepJob {
    unowned(unsafe) let simulation: Simulation
    let work: UnsafeMutablePointer<PackWork>

    func run(part: Int, thread: Int) {
      let w = work.pointee
      let workers = simulation.workers
      let scratch =
        w.motion.isClosedForm && !w.cell.sprites.isUsed
        ? nil : thread == 0 ? simulation.runStates : workers.runStates[thread]
      let range = workers.range(part, of: w.count)
      if !simulation.writeInstances(
        w.motion, w.cell, w.pool, range, into: w.out, time: w.time, scratch: scratch)
      {
        w.finite[thread] = false
      }
    }
  }

  /// The hot loop: particles `range` of `pool` at `time` through the closed form and the cell's
  /// behaviours (through runs in `scratch`), with the scale divided by the cell's contentsScale
  /// and the cell's contentsRect. Returns false when some place, size or rotation written may
  /// not be finite: their sum (one vector addition a particle) is then not finite (`v - v` is
  /// not 0). A sum of finite values that overflows only costs the needless pass that finds
  /// nothing to drop.
  fileprivate func writeInstances(
    _ motion: CellMotion, _ cell: CellValues, _ pool: ParticleStore, _ range: Range<Int>,
    into out: UnsafeMutablePointer<SpriteInstance>, time: Double,
    scratch: ParticleRun?
  ) -> Bool {
    let columns = ParticleColumns(pool)
    let inverse = cell.contentsScale > 0 ? 1 / cell.contentsScale : 1
    let rect = cell.contentsRect
    let rectangle = SIMD4(rect.x, rect.y, rect.width, rect.height)
    let raw = UnsafeMutableRawPointer(out)
    let stride = MemoryLayout<SpriteInstance>.stride
    var check = SIMD4<Float>.zero
    @inline(__always) func write(_ i: Int, _ s: ParticleState) {
      let o = raw + stride &* i
      let placed = SIMD4(s.x, s.y, s.scale * inverse, s.rotation)
      check += placed
      o.storeBytes(of: placed, toByteOffset: 0, as: SIMD4<Float>.self)
      o.storeBytes(of: s.color, toByteOffset: 16, as: SIMD4<Float>.self)
      o.storeBytes(of: rectangle, toByteOffset: 32, as: SIMD4<Float>.self)
    }
    // Core Animation's closed form in one branch-free loop.
    guard let scratch else {
      for i in range { write(i, motion.closedState(columns, i, age: motion.age(columns, i, at: time))) }
      return check - check == .zero
    }
    // Behaviours: a run of particles at a time into the scratch run's columns, the closed form
    // then each behaviour's pass over the run, so each behaviour has one code path (the one
    // every other reader of particles takes) and the run is still in cache when it is written out.
    let sprites = SpritePass(cell)
    var start = range.lowerBound
    // Looks, an integrated path or both: four particles at a time in lanes, straight into the
    // instances; the last few (fewer than four) through a run, whose passes are the same lanes'
    // arithmetic.
    if sprites == nil, motion.packsInLanes {
      let end = start + (range.count & ~3)
      let out = raw + stride &* start
      let path = motion.paths.flatMap { m in columns.paths.map { IntegratedLanes(motion: m, columns: $0) } }
      @inline(__always) func write(_ path: some LanePass, _ looks: some LanePass) -> SIMD4<Float> {
        writeLanes(
          motion, path, looks, columns, start..<end, into: out, time: time, inverse: inverse,
          rectangle: rectangle)
      }
      switch (path, motion.looks) {
      case (let path?, let looks?): check += write(path, looks)
      case (let path?, nil): check += write(path, NoLanePass())
      case (nil, let looks?): check += write(NoLanePass(), looks)
      case (nil, nil): check += write(NoLanePass(), NoLanePass())
      }
      start = end
    }
    while start < range.upperBound {
      let end = min(range.upperBound, start + Self.runLength)
      motion.states(into: scratch, columns, start..<end, at: time)
      check += writeRun(
        scratch, count: end - start, into: raw + stride &* start, inverse: inverse, rectangle: rectangle)
      sprites?.apply(scratch, count: end - start, to: out + start, columns, serial: pool.serial, first: start)
      start = end
    }
    return check - check == .zero
  }

  /// Writes a run of `count` states as instances from `out`, returning the sum of what it placed
  /// (see `writeInstances`). A function of its own so its sum stays in a register: summed in
  /// the caller's frame, it went through memory on every particle.
  @inline(never)
  private func writeRun(
    _ run: ParticleRun, count: Int, into out: UnsafeMutableRawPointer, inverse: Float, rectangle: SIMD4<Float>
  ) -> SIMD4<Float> {
    let stride = MemoryLayout<SpriteInstance>.stride
    var check = SIMD4<Float>.zero
    var k = 0
    // Four particles at a time: a column's four values turned into four instances' fields.
    while k + 4 <= count {
      check += writeFour(
        run.x.lanes(at: k), run.y.lanes(at: k), run.scale.lanes(at: k) * inverse, run.rotation.lanes(at: k),
        color: (run.red.lanes(at: k), run.green.lanes(at: k), run.blue.lanes(at: k), run.alpha.lanes(at: k)),
        rectangle: rectangle, into: out + stride &* k)
      k &+= 4
    }
    while k < count {
      defer { k &+= 1 }
      let o = out + stride &* k
      let placed = SIMD4(run.x[k], run.y[k], run.scale[k] * inverse, run.rotation[k])
      check += placed
      o.storeBytes(of: placed, toByteOffset: 0, as: SIMD4<Float>.self)
      o.storeBytes(
        of: SIMD4(run.red[k], run.green[k], run.blue[k], run.alpha[k]), toByteOffset: 16,
        as: SIMD4<Float>.self)
      o.storeBytes(of: rectangle, toByteOffset: 32, as: SIMD4<Float>.self)
    }
    return check
  }

  /// Particles `range` (a multiple of four of them) of a cell whose behaviours all work in lanes
  /// (`CellMotion.packsInLanes`) as instances from `out`: the closed form, then `path` (the
  /// integrated path or none), then the looks, four particles at a time in lanes, never stored
  /// as a run. Returns the sum of what it placed.
  @inline(never)
  private func writeLanes(
    _ motion: CellMotion, _ path: some LanePass, _ looks: some LanePass, _ columns: ParticleColumns,
    _ range: Range<Int>, into out: UnsafeMutableRawPointer, time: Double, inverse: Float,
    rectangle: SIMD4<Float>
  ) -> SIMD4<Float> {
    defer { withExtendedLifetime(looks) {} }
    let stride = MemoryLayout<SpriteInstance>.stride
    var check = SIMD4<Float>.zero
    var i = range.lowerBound
    while i < range.upperBound {
      var s = motion.closedLanes(columns, i, age: motion.ages(columns, i, at: time))
      path.apply(&s, columns, i)
      looks.apply(&s, columns, i)
      check += writeFour(
        s.x, s.y, s.scale * inverse, s.rotation, color: (s.red, s.green, s.blue, s.alpha),
        rectangle: rectangle,
        into: out + stride &* (i &- range.lowerBound))
      i &+= 4
    }
    return check
  }

  /// Four particles' instances at `o` from their fields in lanes (place, size, rotation, colour),
  /// returning the sum of what they placed.
  @inline(__always)
  private func writeFour(
    _ x: SIMD4<Float>, _ y: SIMD4<Float>, _ size: SIMD4<Float>, _ rotation: SIMD4<Float>,
    color: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>), rectangle: SIMD4<Float>,
    into o: UnsafeMutableRawPointer
  ) -> SIMD4<Float> {
    let stride = MemoryLayout<SpriteInstance>.stride
    let placed = transposed(x, y, size, rotation)
    let colors = transposed(color.0, color.1, color.2, color.3)
    o.storeBytes(of: placed.0, toByteOffset: 0, as: SIMD4<Float>.self)
    o.storeBytes(of: colors.0, toByteOffset: 16, as: SIMD4<Float>.self)
    o.storeBytes(of: rectangle, toByteOffset: 32, as: SIMD4<Float>.self)
    o.storeBytes(of: placed.1, toByteOffset: stride, as: SIMD4<Float>.self)
    o.storeBytes(of: colors.1, toByteOffset: stride + 16, as: SIMD4<Float>.self)
    o.storeBytes(of: rectangle, toByteOffset: stride + 32, as: SIMD4<Float>.self)
    o.storeBytes(of: placed.2, toByteOffset: 2 * stride, as: SIMD4<Float>.self)
    o.storeBytes(of: colors.2, toByteOffset: 2 * stride + 16, as: SIMD4<Float>.self)
    o.storeBytes(of: rectangle, toByteOffset: 2 * stride + 32, as: SIMD4<Float>.self)
    o.storeBytes(of: placed.3, toByteOffset: 3 * stride, as: SIMD4<Float>.self)
    o.storeBytes(of: colors.3, toByteOffset: 3 * stride + 16, as: SIMD4<Float>.self)
    o.storeBytes(of: rectangle, toByteOffset: 3 * stride + 32, as: SIMD4<Float>.self)
    return placed.0 + placed.1 + placed.2 + placed.3
  }

  /// Four vectors read as the rows of a 4 × 4 matrix, returned as its columns: four particles'
  /// values of four columns as each particle's four values.
  @inline(__always)
  private func transposed(
    _ a: SIMD4<Float>, _ b: SIMD4<Float>, _ c: SIMD4<Float>, _ d: SIMD4<Float>
  ) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
    // Interleaving twice: a0 a2 b0 b2 a1 a3 b1 b3, then a0 b0 a1 b1 | a2 b2 a3 b3.
    @inline(__always) func zipped(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD8<Float> {
      let ab = SIMD8(lowHalf: a, highHalf: b)
      let once = SIMD8(lowHalf: ab.evenHalf, highHalf: ab.oddHalf)
      return SIMD8(lowHalf: once.evenHalf, highHalf: once.oddHalf)
    }
    let (ab, cd) = (zipped(a, b), zipped(c, d))
    return (
      SIMD4(lowHalf: ab.lowHalf.lowHalf, highHalf: cd.lowHalf.lowHalf),
      SIMD4(lowHalf: ab.lowHalf.highHalf, highHalf: cd.lowHalf.highHalf),
      SIMD4(lowHalf: ab.highHalf.lowHalf, highHalf: cd.highHalf.lowHalf),
      SIMD4(lowHalf: ab.highHalf.highHalf, highHalf: cd.highHalf.highHalf)
    )
  }

  /// Sort keys, ascending in draw order: age descending (oldestFirst), age ascending
  /// (oldestLast), or z ascending, farthest first (backToFront).
  private func writeKeys(
    _ cell: CellValues, _ pool: ParticleStore, into keys: UnsafeMutablePointer<UInt32>, mode: RenderMode
  ) {
    let motion = CellMotion(cell)
    let columns = ParticleColumns(pool)
    for i in 0..<pool.count {
      let tau = motion.age(columns, i, at: time)
      switch mode {
      case .oldestFirst: keys[i] = ~orderedBits(tau)
      case .oldestLast: keys[i] = orderedBits(tau)
      default: keys[i] = orderedBits(motion.state(columns, i, age: tau).z)
      }
    }
  }

  private func sortAndBatch(
    _ buffer: InstanceBuffer, from first: Int, blend: SpriteBlend, images: ImageFolder?
  ) {
    let n = buffer.count - first
    guard n > 0 else { return }
    for i in 0..<n { buffer.order[i] = UInt32(i) }
    radixSort(
      keys: buffer.keys, values: buffer.order, keysSpare: buffer.keysSpare,
      valuesSpare: buffer.orderSpare, counts: buffer.bucketCounts, count: n)
    let base = buffer.storage + first
    for i in 0..<n {
      let j = Int(buffer.order[i])
      buffer.spare[i] = base[j]
      buffer.nodeSpare[i] = buffer.nodeOf[j]
    }
    base.update(from: buffer.spare, count: n)
    var runStart = 0
    var runNode = Int(buffer.nodeSpare[0])
    for i in 1..<n {
      let id = Int(buffer.nodeSpare[i])
      guard id != runNode else { continue }
      if nodes[id].cell.contents != nodes[runNode].cell.contents
        || sampling(nodes[id].cell) != sampling(nodes[runNode].cell)
        || nodes[id].cell.looks.contentsPremultiplied != nodes[runNode].cell.looks.contentsPremultiplied
        || nodes[id].cell.sprites.stretch(in: nodes[id].cell.contentsRect)
          != nodes[runNode].cell.sprites.stretch(in: nodes[runNode].cell.contentsRect)
      {
        buffer.addBatch(
          batch(nodes[runNode].cell, blend: blend, range: first + runStart..<first + i, images: images))
        runStart = i
      }
      runNode = id
    }
    buffer.addBatch(
      batch(nodes[runNode].cell, blend: blend, range: first + runStart..<first + n, images: images))
  }
}

/// A float's bits, mapped so that unsigned order is numeric order.
@inline(__always)
func orderedBits(_ x: Float) -> UInt32 {
  let bits = x.bitPattern
  return bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
}

/// Stable least-significant-digit radix sort of `values` by `keys`, 8 bits a pass, using the
/// spares as scratch; passes where every key shares the byte are skipped. Never allocates.
func radixSort(
  keys: UnsafeMutablePointer<UInt32>, values: UnsafeMutablePointer<UInt32>,
  keysSpare: UnsafeMutablePointer<UInt32>, valuesSpare: UnsafeMutablePointer<UInt32>,
  counts: UnsafeMutablePointer<Int>, count n: Int
) {
  var (srcK, srcV, dstK, dstV) = (keys, values, keysSpare, valuesSpare)
  do {
    for shift in stride(from: UInt32(0), to: 32, by: 8) {
      counts.update(repeating: 0, count: 256)
      for i in 0..<n { counts[Int((srcK[i] >> shift) & 0xFF)] += 1 }
      if counts[Int((srcK[0] >> shift) & 0xFF)] == n { continue }
      var sum = 0
      for b in 0..<256 {
        let c = counts[b]
        counts[b] = sum
        sum += c
      }
      for i in 0..<n {
        let bucket = Int((srcK[i] >> shift) & 0xFF)
        let to = counts[bucket]
        counts[bucket] = to + 1
        dstK[to] = srcK[i]
        dstV[to] = srcV[i]
      }
      swap(&srcK, &dstK)
      swap(&srcV, &dstV)
    }
  }
  if srcK != keys {
    keys.update(from: srcK, count: n)
    values.update(from: srcV, count: n)
  }
}

/// Removes, in place and in order, the instances (and their sort keys) whose place, size or
/// rotation is not finite: a particle whose motion overflowed a Float is never drawn. Returns
/// how many are left. Runs only when `writeInstances` saw such a value.
func dropNonFinite(
  _ instances: UnsafeMutablePointer<SpriteInstance>, keys: UnsafeMutablePointer<UInt32>?, count: Int
) -> Int {
  var kept = 0
  for i in 0..<count {
    let s = instances[i]
    guard s.x.isFinite, s.y.isFinite, s.scale.isFinite, s.rotation.isFinite else { continue }
    instances[kept] = s
    if let keys { keys[kept] = keys[i] }
    kept += 1
  }
  return kept
}
