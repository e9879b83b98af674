/// The engine's face on a layer: its clock, births and live particles.
///
/// Time is seconds on the host's clock. Births happen at exact instants (the first at 1/rate after
/// a cell's window opens), a particle's state is a closed form of its age, and randomness is a
/// hash of where it is used, so the particles at time T do not depend on how the steps fell.
extension EmitterLayer {
  /// Starts (or restarts, clearing every particle and counter) the layer at host time `time`.
  /// The emitter's path starts at the current `emitterPosition`, so place the layer first. The
  /// emitter starts once the layer's media timing makes it active (at once with the defaults),
  /// pre-filled by its `timeOffset` (see EmitterLayer+Timing).
  public func start(at time: Double) { simulation.start(self, atHost: time) }

  /// The layer's local time: where the latest `start` or `step` left its emitter's clock (the host's
  /// time itself while the layer's media timing has its defaults).
  public var time: Double { simulation.time }

  /// The host time the layer was last started or stepped to (its parent's time; what Core
  /// Animation's `CACurrentMediaTime()` reads for it).
  public var hostTime: Double { simulation.clock.hostTime }

  /// Advances to host time `time`, which the layer's media timing turns into its local time:
  /// births at their exact instants along the emitter's path from its previous position to
  /// `emitterPosition`, then retires particles whose age reached their lifetime. A time before
  /// the latest is ignored; a layer never started starts there. A local step longer than
  /// `maxCatchUp` emits only over its last `maxCatchUp` seconds (a stall never floods).
  public func step(to time: Double) { simulation.advance(self, toHost: time) }

  /// Fills the layer as if it had been emitting, still, for `seconds` before its current time.
  public func prewarm(seconds: Double) { simulation.prewarm(self, seconds: seconds) }

  /// Releases `count` particles of top-level cell `cell` at the instant `time` (at least the layer's
  /// time), on the emitter shape centred at `position`, whatever the cell's birth rate and window.
  /// A release in the future is applied by the step that reaches it.
  public func burst(count: Int, cell: Int = 0, at time: Double, position: Point) {
    simulation.burst(self, count: count, cell: cell, at: time, position: position)
  }

  /// Stops births from the top-level cells from the layer's time on, whatever their rates:
  /// what a pointer's end does. Unlike `birthRate = 0`, which multiplies every level, live
  /// particles keep emitting their sub-cells (a rocket already in flight still bursts), and
  /// releases (`burst`) still happen.
  public func stopEmitting() { settings.isEmitting = false }

  /// Lets the top-level cells give births again after `stopEmitting()`, from the layer's time on.
  public func resumeEmitting() { settings.isEmitting = true }

  /// Whether the top-level cells give births: false after `stopEmitting()`.
  public var isEmitting: Bool { settings.isEmitting }

  /// Core Animation's `removeFromSuperlayer()`: every live particle goes at once, pending bursts
  /// with them, and the layer emits no more (its counts stay); its host forgets it at its next
  /// event or step, while a pointer's other layers stay. Starting the layer again brings it back.
  public func removeFromSuperlayer() { simulation.remove() }

  /// Whether `removeFromSuperlayer()` took the layer away since it last started.
  public var isRemoved: Bool { simulation.clock.removed }

  /// Live particles, all cells together.
  public var particleCount: Int { simulation.liveCount }
  /// Particles born since the layer started.
  public var birthCount: Int { simulation.births }
  /// Births dropped because the layer was at its capacity, their cell at its `maxParticles`, or
  /// its host's birth budget spent.
  public var droppedBirths: Int { simulation.dropped }

  /// No births to come (birth rate 0, or no enabled cell with a rate and an open window), no live
  /// particles, and no pending bursts, or removed (`removeFromSuperlayer()`): the host may drop the layer.
  public var isRetired: Bool { simulation.isRetired(self) }

  /// The longest stretch of one step over which births are integrated (seconds).
  public static var maxCatchUp: Double { Simulation.maxCatchUp }

  /// Calls `body` with every live particle's state at the layer's time, cell by cell (preorder),
  /// in storage order.
  public func forEachParticle(_ body: (ParticleSnapshot) -> Void) {
    simulation.forEachParticle(body)
  }

  /// How many times particle storage has grown; constant once the population is steady (what the
  /// benchmarks and the allocation tests watch).
  @_spi(Benchmarks) public var storageGrowths: Int { simulation.reallocations }

  /// Whether the layer's steps and packs stay on the calling thread whatever `GLINT_THREADS`
  /// says, so that one process can time one thread beside all of them, turn about.
  @_spi(Benchmarks) public var stepsOnOneThread: Bool {
    get { simulation.workers === StepWorkers.single }
    set { simulation.workers = newValue ? .single : .shared }
  }
}

extension EmitterLayer {
  /// Whether the layer records its particles' births, deaths and removals (`particleEvents`). Off
  /// by default: a layer nobody reads events from records nothing and pays nothing for them.
  /// A recording layer makes every birth of a step, those whose particles die before its end
  /// included (a layer that does not record skips those): they then count in `birthCount`, and
  /// for their short lives take room under the capacity, a cell's cap and the birth budget.
  public var recordsParticleEvents: Bool {
    get { simulation.eventLog != nil }
    set {
      guard newValue != recordsParticleEvents else { return }
      simulation.eventLog = newValue ? ParticleEventLog() : nil
    }
  }

  /// The events since the latest step began, each with the particle's state at its instant: the
  /// births the step made (cell by cell in preorder, each cell's in the order it made them, a
  /// particle that dies within the step included), the deaths of particles whose life ended by
  /// the step's end, then removals (a restart, `removeFromSuperlayer()`) as they happen. A step
  /// empties the list when it begins; empty unless `recordsParticleEvents`.
  public var particleEvents: [ParticleEvent] { simulation.eventLog?.events ?? [] }
}
