/// A cell's ribbons written on every core: its particles cut into parts, each part's ribbons
/// written on its own thread at the room its first particle may start at (each particle may
/// take `ribbonVertices(points:)`), then the parts closed up in order on the calling thread, so
/// the buffer holds the very vertices, in the very order, that one thread writes.
extension Simulation {
  /// Particles below which a part of a cell's ribbons is not worth handing to another thread
  /// (a particle's ribbon takes a fraction of a microsecond; waking a thread, tens).
  static let ribbonPartMinimum = 256

  /// How many parts a cell of `count` particles' ribbons are cut into: a few a thread, so the
  /// threads end about together; 1 (all on this thread) when they are few or there is one thread.
  func ribbonParts(_ count: Int) -> Int {
    guard workers.threads > 1 else { return 1 }
    return max(1, min(count / Self.ribbonPartMinimum, 4 * workers.threads))
  }

  /// Every particle's ribbon of `pool` at `out`; returns the vertices written.
  func writeRibbonsOnThreads(
    _ cell: CellValues, _ pool: ParticleStore, _ trails: TrailColumns,
    into out: UnsafeMutablePointer<SpriteInstance>
  ) -> Int {
    let count = pool.count
    let parts = ribbonParts(count)
    guard parts > 1 else { return writeRibbons(cell, pool, trails, 0..<count, into: out) }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: parts) { written in
      let written = written.baseAddress.unsafelyUnwrapped
      var work = RibbonWork(
        simulation: self, cell: cell, pool: pool, trails: trails, out: out, parts: parts,
        room: Self.ribbonVertices(points: cell.trail.keptPoints), written: written)
      withUnsafePointer(to: &work) { workers.run(parts: parts, RibbonJob(work: $0)) }
      // Each part moved down behind the one before (the first is in place).
      var total = written[0]
      for part in 1..<parts {
        let from = work.start(of: part)
        let n = written[part]
        if from != total && n > 0 {
          UnsafeMutableRawPointer(out + total).copyMemory(
            from: out + from, byteCount: n * MemoryLayout<SpriteInstance>.stride)
        }
        total += n
      }
      return total
    }
  }

  /// What the parts of a cell's ribbons share, held by the caller for the length of the job.
  struct RibbonWork {
    unowned(unsafe) let simulation: Simulation
    let cell: CellValues
    let pool: ParticleStore
    let trails: TrailColumns
    let out: UnsafeMutablePointer<SpriteInstance>
    let parts: Int
    /// The most vertices one particle's ribbon takes.
    let room: Int
    /// Per part: the vertices it wrote.
    let written: UnsafeMutablePointer<Int>

    /// The particles of part `part`.
    func particles(_ part: Int) -> Range<Int> {
      let count = pool.count
      return count * part / parts..<count * (part + 1) / parts
    }

    /// Where part `part` writes: as far from the cell's start as its particles before may take.
    func start(of part: Int) -> Int { particles(part).lowerBound * room }
  }

  /// One part of a cell's ribbons, written at its own room.
  struct RibbonJob: StepJob {
    let work: UnsafePointer<RibbonWork>

    func run(part: Int, thread: Int) {
      // Read in place: a copy of the work would retain the cell's strings.
      let w = work
      w.pointee.written[part] = w.pointee.simulation.writeRibbons(
        w.pointee.cell, w.pointee.pool, w.pointee.trails, w.pointee.particles(part),
        into: w.pointee.out + w.pointee.start(of: part))
    }
  }
}
