/// A fill of several layers on every core (`InstanceBuffer.fill(from:)`): each layer planned on
/// every core (what it draws), then placed in order on the calling thread, then its instances and
/// batches written on every core, and last its batches added in order on the calling thread.
///
/// Between the jobs, the calling thread reads only the plans and the batches, laid out one after
/// another, never a layer that another thread stepped or wrote: each such read waits for the
/// memory to come from the other core, one layer after another, while the other threads wait.
extension InstanceBuffer {
  /// Fills the buffer from `layers` on `workers`' threads; false, with nothing written, when some
  /// layer draws ribbons (those are filled in order) or is listed twice (two threads must never
  /// pack one layer: they would share its scratch).
  func fillOnThreads(_ layers: UnsafeBufferPointer<EmitterLayer>, workers: StepWorkers) -> Bool {
    let count = layers.count
    guard !layerPacking.listsOneTwice(layers) else { return false }
    let plans = layerPacking.plans(count)
    workers.run(parts: count, LayerPlanJob(layers: layers, plans: plans))
    var (total, batchTotal) = (0, 0)
    for i in 0..<count {
      guard !plans[i].ribbons else { return false }
      plans[i].start = total
      plans[i].firstBatch = batchTotal
      total += plans[i].drawn
      batchTotal += plans[i].batchRoom
    }
    reserve(total)
    layerPacking.makeRoom(batches: batchTotal)
    layerPacking.batches.withUnsafeMutableBufferPointer { room in
      let batches = room.baseAddress.unsafelyUnwrapped
      var work = LayerPackWork(layers: layers, plans: plans, storage: storage, batches: batches)
      withUnsafePointer(to: &work) { workers.run(parts: count, LayerPackJob(work: $0)) }
      for i in 0..<count {
        guard plans[i].ordered else {
          settle(plans[i], batches: batches)
          continue
        }
        unowned(unsafe) let layer = layers[i]
        layer.simulation.appendInstances(
          to: self, mode: layer.renderMode, blend: SpriteBlend.of(layer.blend, mode: layer.renderMode),
          images: layer.imageFolder)
      }
    }
    return true
  }

  /// The instances a layer's pack wrote at `plan.start` moved to the end of the buffer (closing
  /// the gap the layers before left, if any), those not finite dropped, and their batches added.
  private func settle(_ plan: LayerPlan, batches: UnsafeMutablePointer<DrawBatch>) {
    var read = plan.start
    for b in plan.firstBatch..<plan.firstBatch + plan.batches {
      var n = batches[b].range.count
      let start = count
      if read != start {
        UnsafeMutableRawPointer(storage + start).copyMemory(
          from: storage + read, byteCount: n * MemoryLayout<SpriteInstance>.stride)
      }
      read += n
      if !plan.finite { n = dropNonFinite(storage + start, keys: nil, count: n) }
      // Set in place and read in place: a copy of the batch would retain its strings.
      batches[b].range = start..<start + n
      addBatch(batches[b])
      advance(by: n)
    }
  }
}

/// What one layer of a fill on every core draws, and where.
struct LayerPlan {
  /// Whether the layer's instances are sorted (written in order, on the calling thread).
  var ordered = false
  /// Whether the layer draws ribbons (the whole fill is then made in order).
  var ribbons = false
  /// The instances it may draw, and the room for its batches (one a drawn cell at most).
  var drawn = 0
  var batchRoom = 0
  /// Where its instances and its batches are written.
  var start = 0
  var firstBatch = 0
  /// What its pack wrote: its batches, and whether all its instances may be finite.
  var batches = 0
  var finite = true
}

/// The plans and batches of a fill on every core, kept from fill to fill: the room grows only
/// when a fill has more layers or batches than any before.
final class LayerPacking {
  private(set) var plans: UnsafeMutablePointer<LayerPlan>
  private var room = 0
  /// Each layer's batches, at its plan's `firstBatch`.
  @exclusivity(unchecked) var batches: [DrawBatch] = []

  /// The table of `listsOneTwice`, kept from fill to fill.
  private var seen = UnsafeMutableBufferPointer<UInt>.allocate(capacity: 0)

  init() { plans = .allocate(capacity: 0) }

  deinit {
    plans.deallocate()
    seen.deallocate()
  }

  /// Room for the plans of `count` layers.
  func plans(_ count: Int) -> UnsafeMutablePointer<LayerPlan> {
    if count > room {
      plans.deallocate()
      room = max(count, 2 * room)
      plans = .allocate(capacity: room)
    }
    plans.initialize(repeating: LayerPlan(), count: count)
    return plans
  }

  /// Whether `layers` lists one layer twice: their addresses put in a table (open addressing,
  /// twice as many slots as layers), read from the list alone, so no layer's memory, which
  /// another core may hold, is touched.
  func listsOneTwice(_ layers: UnsafeBufferPointer<EmitterLayer>) -> Bool {
    var slots = 2
    while slots < 2 * layers.count { slots *= 2 }
    if slots > seen.count {
      seen.deallocate()
      seen = UnsafeMutableBufferPointer.allocate(capacity: slots)
    }
    let table = UnsafeMutableBufferPointer(rebasing: seen[..<slots])
    table.update(repeating: 0)
    for layer in layers {
      let address = UInt(bitPattern: ObjectIdentifier(layer))
      // Fibonacci hashing: the top bits of the address times 2⁶⁴/φ pick the first slot.
      var k = Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 32) & (slots - 1)
      while table[k] != 0 {
        if table[k] == address { return true }
        k = (k + 1) & (slots - 1)
      }
      table[k] = address
    }
    return false
  }

  /// Room for `count` batches (at least one, so the room has an address).
  func makeRoom(batches count: Int) {
    guard batches.count < max(1, count) else { return }
    let blank = DrawBatch(sprite: "", blend: .sourceOver, range: 0..<0)
    batches.append(contentsOf: repeatElement(blank, count: max(1, count) - batches.count))
  }
}

/// One layer's plan (`InstanceBuffer.fillOnThreads`), made on the thread that likely stepped it.
private struct LayerPlanJob: StepJob {
  let layers: UnsafeBufferPointer<EmitterLayer>
  let plans: UnsafeMutablePointer<LayerPlan>

  func run(part: Int, thread: Int) {
    unowned(unsafe) let layer = layers[part]
    unowned(unsafe) let simulation = layer.simulation
    let ribbons = simulation.ribbonVertexBound(emitterPoints: layer.settings.trail.keptPoints)
    let drawn = simulation.drawnCells
    let ordered = layer.renderMode.isOrdered
    plans[part] = LayerPlan(
      ordered: ordered, ribbons: ribbons > 0, drawn: drawn.instances + ribbons,
      batchRoom: ordered ? 0 : drawn.cells)
  }
}

/// What the parts of a fill's pack share, held by the caller for the length of the job.
private struct LayerPackWork {
  let layers: UnsafeBufferPointer<EmitterLayer>
  let plans: UnsafeMutablePointer<LayerPlan>
  let storage: UnsafeMutablePointer<SpriteInstance>
  let batches: UnsafeMutablePointer<DrawBatch>
}

/// One layer of a fill on every core: its instances written where its plan places them, and
/// their batches. A pointer to the work, so the job fits a value's inline room (a larger one
/// would be copied to the heap at each handing over).
private struct LayerPackJob: StepJob {
  let work: UnsafePointer<LayerPackWork>

  func run(part: Int, thread: Int) {
    let w = work.pointee
    guard !w.plans[part].ordered else { return }
    unowned(unsafe) let layer = w.layers[part]
    unowned(unsafe) let simulation = layer.simulation
    let start = w.plans[part].start
    let written = simulation.writeUnordered(
      into: w.storage + start, batches: w.batches + w.plans[part].firstBatch, from: start,
      blend: SpriteBlend.of(layer.blend, mode: layer.renderMode), images: layer.imageFolder)
    w.plans[part].batches = written.batches
    w.plans[part].finite = written.finite
  }
}

extension Simulation {
  /// Writes the instances of every drawn node at `out` (the buffer's place `first`), node after
  /// node, as `appendInstances` does for a layer drawn unordered, with their batches at `batches`
  /// (one that follows on and draws like the one before extends it). Returns how many batches,
  /// and whether all the instances may be finite.
  func writeUnordered(
    into out: UnsafeMutablePointer<SpriteInstance>, batches: UnsafeMutablePointer<DrawBatch>,
    from first: Int, blend: SpriteBlend, images: ImageFolder?
  ) -> (batches: Int, finite: Bool) {
    var at = 0
    var made = 0
    var finite = true
    for k in nodes.indices where active[k] {
      let n = nodes[k].pool.count
      guard nodes[k].cell.contents != nil, n > 0 else { continue }
      let pool = nodes[k].pool
      if !nodes[k].reading({ writeInstances($0, pool, into: out + at, time: time) }) { finite = false }
      let range = first + at..<first + at + n
      let next = nodes[k].reading { batch($0, blend: blend, range: range, images: images) }
      if made > 0, batches[made - 1].range.upperBound == range.lowerBound, batches[made - 1].drawsLike(next) {
        batches[made - 1].range = batches[made - 1].range.lowerBound..<range.upperBound
      } else {
        batches[made] = next
        made += 1
      }
      at += n
    }
    return (made, finite)
  }
}
