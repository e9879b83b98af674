/// A layer's particles, its clock, and the accumulators that decide births.
///
/// Each cell of the layer's tree (top-level cells and their sub-cells, in preorder) is a node with
/// its own particle pool; the pools share the layer's capacity. A step emits every node in
/// preorder (parents before children, so a parent born in this step emits for the rest of it),
/// each birth checked against the capacity at its own instant (Simulation+Capacity), then
/// retires what died.
final class Simulation {
  /// The longest stretch of one step over which births are integrated. A longer step (a stalled
  /// window) emits only over its last `maxCatchUp` seconds; particles already alive still age by
  /// the whole step. Within that, births whose particles (and all their descendants) would be
  /// dead by the step's end are skipped exactly, so a stall costs at most rate × min(lifetime,
  /// maxCatchUp) births, and never more than the pool's capacity: a stall never floods the pool.
  static let maxCatchUp: Double = 1
  /// Emitter-instance keys of bursts carry this bit, so they never meet a parent's serial.
  static let burstTag: UInt64 = 1 << 63
  /// Emitter-instance keys of waves carry this bit (Simulation+Waves).
  static let waveTag: UInt64 = 1 << 62

  struct Node {
    /// The cell's values as of the latest sync: what the inner loops read.
    var cell: CellValues
    /// The model object the values come from.
    var object: EmitterCell
    /// The object's `revision` when `cell` was copied from it.
    var revision: UInt64
    let path: [Int]
    /// The parent node's index, or -1 for a top-level cell.
    let parent: Int
    /// The index among the parent's sub-cells (or among the layer's cells).
    let subIndex: Int
    let key: UInt64
    let pool: ParticleStore
    /// Whether an animation wrote presented values into `cell` (the next sync reads the model again).
    var presented = false

    /// `body`'s result for the cell's values read in place. Passing `nodes[k].cell` to a function
    /// copies the values (a dozen retains), and so does a method of the node reached through the
    /// array's getter; a mutating one reaches the node where it lies, so `body` borrows them.
    /// `body` must not change `nodes`.
    @inline(__always)
    mutating func reading<Result>(_ body: (borrowing CellValues) -> Result) -> Result { body(cell) }
  }

  struct PendingBurst {
    var count: Int
    var cell: Int
    var time: Double
    var position: Point
    var serial: UInt64
  }

  // The engine's own state opts out of dynamic exclusivity checks (@exclusivity(unchecked)):
  // only the layer's step, on one thread, touches it, never through overlapping inout accesses,
  // and the checks cost a fifth of a small layer's step (see the engine benchmark).
  let capacity: Int
  /// The layer's cell tree in preorder (see Simulation+Cells).
  @exclusivity(unchecked) var nodes: [Node] = []
  /// Whether each node and all its ancestors are enabled.
  @exclusivity(unchecked) var active: [Bool] = []
  /// Births so far from the layer, fractional, per node (top-level nodes only).
  @exclusivity(unchecked) var layerEmitted: [Double] = []

  @exclusivity(unchecked) private(set) var time: Double = 0
  @exclusivity(unchecked) private(set) var startTime: Double = 0
  @exclusivity(unchecked) var started = false
  /// Where the layer stands on the host's clock (Simulation+Clock).
  @exclusivity(unchecked) var clock = LayerClock()
  /// The layer's animations, applied to the values each step reads (LayerAnimations).
  let animations = LayerAnimations()
  @exclusivity(unchecked) private(set) var previousPosition: Point = .zero
  @exclusivity(unchecked) private var previousZ: Float = 0
  /// Live particles, births and dropped births so far (the emission files count them).
  @exclusivity(unchecked) var liveCount = 0
  @exclusivity(unchecked) var births = 0
  @exclusivity(unchecked) var dropped = 0
  /// Releases due after the layer's time, in call order.
  @exclusivity(unchecked) var bursts: [PendingBurst] = []
  /// Scratch: the releases one node meets within a step, in time order.
  @exclusivity(unchecked) var dueBursts: [PendingBurst] = []
  /// Per node, how long after its birth a particle of it, or any descendant, can still be alive;
  /// births older than that at the end of a step are skipped. Recomputed each step, in place.
  @exclusivity(unchecked) var horizon: [Double] = []
  /// Numbers the releases; a release's births are keyed by it.
  @exclusivity(unchecked) var burstSerial: UInt64 = 0
  /// The end of the step under way (the layer's time between steps): deaths up to it are the
  /// ones the capacity check may count.
  @exclusivity(unchecked) private(set) var stepEnd: Double = 0
  /// Deaths due within the step, once a birth has found the layer full.
  @exclusivity(unchecked) var deaths = DeathList()
  /// Per node, its cell's own cap on live particles (0: none); refreshed each step.
  @exclusivity(unchecked) var caps: [Int] = []
  /// Deaths of one node's pool due within the step, once a birth has found that cell at its cap.
  @exclusivity(unchecked) var cellDeaths = DeathList()
  /// Per node, where its waves stand (top-level nodes that emit in waves; Simulation+Waves).
  @exclusivity(unchecked) var waves: [WaveClock] = []
  /// The host's birth budget, shared with its other layers; nil (a layer on its own) is none.
  @exclusivity(unchecked) var allowance: BirthAllowance?

  /// The threads a large cell's pack and paths are spread over. Read unowned (`heldWorkers` keeps
  /// them): a count kept on the one object every layer shares would make the layers of a batch,
  /// each stepped on its own thread, wait on one another for it.
  @exclusivity(unchecked) unowned(unsafe) var workers = StepWorkers.shared {
    didSet { heldWorkers = workers }
  }
  @exclusivity(unchecked) private var heldWorkers = StepWorkers.shared
  /// The layer's force fields, the step's inputs that place them, and inherited velocity.
  let forces = LayerForces()
  /// Whether some cell of the tree holds behaviours a package added (as of the last sync).
  @exclusivity(unchecked) var hasAddedBehaviours = false
  /// Per node, the cell's motion without the added behaviours, made at the node's first birth
  /// in a step for the birth phases of the rest (Simulation+Behaviours).
  @exclusivity(unchecked) var birthMotions: [CellMotion?] = []
  /// Births, deaths and removals, recorded only when a consumer asked (ParticleEvents).
  @exclusivity(unchecked) var eventLog: ParticleEventLog?
  /// The emitter's own trail, for a layer that has one (Trails/Simulation+Trails).
  @exclusivity(unchecked) var emitterTrail: EmitterTrail?
  /// Shapes and event consumers (Simulation+Collisions, Simulation+SubEmitters): the layer's and
  /// the host's obstacles and canvas, each colliding node's built shapes, the step's hits, and
  /// what event births read.
  @exclusivity(unchecked) var events = EventState()
  /// Scratch: the states of a run of particles whose cell has behaviours, evaluated pass by pass
  /// (Pack); made the first time a layer packs such a cell, so other layers carry none.
  @exclusivity(unchecked) private var runScratch: UnsafeMutablePointer<Float>?
  /// Set by a batch of layers while it steps this one on its own thread: the step leaves its
  /// finish (`finishStep`) in `pendingFinish` for the batch to run on every core.
  @exclusivity(unchecked) var defersFinish = false
  @exclusivity(unchecked) private(set) var pendingFinish: Double?
  /// Marks the layer while a batch checks that it holds each layer once.
  @exclusivity(unchecked) var inBatch = false
  /// Particles in a run: its columns (48 bytes a particle in all) stay in the first level of cache.
  static let runLength = 256

  init(capacity: Int) {
    self.capacity = capacity
    bursts.reserveCapacity(16)
    dueBursts.reserveCapacity(16)
  }

  deinit { runScratch?.deallocate() }

  /// Room for the states of one run (`runLength` particles).
  var runStates: ParticleRun {
    if let runScratch { return ParticleRun(runScratch, length: Self.runLength) }
    let made = ParticleRun.allocate()
    runScratch = made
    return ParticleRun(made, length: Self.runLength)
  }

  // MARK: Storage (the cell tree is in Simulation+Cells)

  /// Growths of particle storage so far, all pools together.
  var reallocations: Int { nodes.reduce(0) { $0 + $1.pool.reallocations } }

  // MARK: Clock

  /// Starts (or restarts, clearing every particle and counter) the clock at `time`, with the
  /// emitter's path starting at its current position.
  func start(_ layer: EmitterLayer, at time: Double) {
    finishPendingStep()
    guard time.isFinite else { return }
    sync(layer.emitterCells)
    if started { recordRemovals() }
    for node in nodes { node.pool.removeAll() }
    for k in layerEmitted.indices { layerEmitted[k] = 0 }
    for k in waves.indices { waves[k] = WaveClock() }
    liveCount = 0
    births = 0
    dropped = 0
    bursts.removeAll(keepingCapacity: true)
    emitterTrail = nil
    self.time = time
    stepEnd = time
    deaths.reset()
    cellDeaths.reset()
    startTime = time
    started = true
    previousPosition = layer.emitterPosition
    previousZ = layer.emitterZPosition
  }

  func step(_ layer: EmitterLayer, to end: Double) {
    finishPendingStep()
    guard end.isFinite else { return }
    guard started else { return start(layer, at: end) }
    guard end >= time else { return }
    sync(layer.emitterCells)
    eventLog?.events.removeAll(keepingCapacity: true)
    let begin = time
    var settings = layer.settings
    if !animations.isEmpty { animations.present(&settings, self, layer: layer, at: end) }
    let params = LayerParameters(settings)
    stepEnd = end
    // Lists built by a release between steps (against the previous end) do not hold for this one.
    if deaths.isBuilt { deaths.reset() }
    if cellDeaths.isBuilt { cellDeaths.reset() }
    let path = EmitterPath(
      from: previousPosition, z: previousZ, to: settings.emitterPosition, z: settings.emitterZPosition,
      begin: begin, end: end)
    if settings.trail.points > 0 || emitterTrail != nil { sampleEmitterTrail(settings.trail, along: path) }
    let emitFrom = max(begin, end - Self.maxCatchUp)
    updateHorizons(params)
    resolveFields(path: path, begin: begin, end: end)
    prepareAddedBehaviours(begin: begin, end: end)
    preparePaths()
    prepareEvents(params, emitter: settings.emitterPosition, z: settings.emitterZPosition)
    for k in nodes.indices where active[k] {
      if nodes[k].parent < 0 {
        eventLog?.emitter = nil
        forces.birthVelocity = forces.emitterVelocity
        emitFromLayerAndBursts(k, params: params, path: path, from: emitFrom, to: end)
      } else {
        emitFromParents(k, params: params, from: emitFrom, to: end)
      }
    }
    bursts.removeAll { $0.time <= end }
    if !animations.isEmpty { animations.removeFinished(at: end) }
    endLives(by: end)
    time = end
    previousPosition = settings.emitterPosition
    previousZ = settings.emitterZPosition
    if defersFinish { pendingFinish = end } else { finishStep(at: end) }
  }

  /// The part of a step that decides no birth: the dead retired, the trails sampled, the
  /// integrated paths advanced to `end` and the fields' moving points carried on. It touches
  /// only this layer's particles, so a batch of layers runs it on every core
  /// (`EmitterLayer.step(_:to:)`).
  func finishStep(at end: Double) {
    // By index: a copy of each node would retain every reference its values hold.
    // The workers are passed on only to a store large enough to share its retire: passed as
    // they are read, they would be counted (retained) once a node, and the layers of a batch,
    // each stepped on its own thread, would wait on one another for that count.
    for k in nodes.indices {
      let pool = nodes[k].pool
      let shared = workers.parts(pool.count) > 1
      liveCount -= shared ? pool.retire(at: end, workers: workers) : pool.retire(at: end)
    }
    sampleTrails(to: end)
    advancePaths(to: end)
    advanceSpins(to: end)
    advanceAddedBehaviours(to: end)
    if deaths.isBuilt { deaths.reset() }
    if cellDeaths.isBuilt { cellDeaths.reset() }
    forces.finishStep()
  }

  /// Finishes the step whose finish a batch deferred (`defersFinish`), if there is one.
  func finishPendingStep() {
    guard let end = pendingFinish else { return }
    pendingFinish = nil
    finishStep(at: end)
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
    // The emitter was held still: its own trail starts afresh.
    emitterTrail = nil
    for k in waves.indices { waves[k].origin -= seconds }
    time = origin
    bursts = saved
  }

  // MARK: State

  /// Whether the layer is done: no births to come, no live particles, no pending bursts.
  func isRetired(_ layer: EmitterLayer) -> Bool {
    if clock.removed { return true }
    guard liveCount == 0, bursts.isEmpty else { return false }
    if clock.ended { return true }
    if clock.placed && !started { return false }  // waiting for its beginTime
    guard layer.birthRate > 0, layer.isEmitting else { return true }
    // The top-level nodes are the layer's cells (its setter syncs them); their values are read
    // afresh, since a hook may have changed them after the latest step.
    for node in nodes where node.parent < 0 {
      let cell = node.object.values
      guard cell.isEnabled, cell.birthRate > 0 || cell.emission.emitsWaves else { continue }
      if time < cell.window(from: startTime).close { return false }
    }
    return true
  }
}
