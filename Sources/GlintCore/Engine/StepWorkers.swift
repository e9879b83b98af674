import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Threads that run the parts of a step's work (the runs of a large cell's pack, its paths'
/// sub-steps) on every core. A part's results depend only on its particles, never on which thread
/// ran it or when, so the particles are the same bit for bit with any number of threads.
///
/// `GLINT_THREADS` sets how many threads take part (the calling one included; 1 keeps all work on
/// it); by default, one per core. The helpers start once and wait between jobs; a job passes no
/// heap memory, so a step still allocates nothing. A job asked for while another runs (another
/// layer stepped on another thread, or a job within a job) runs on its caller alone.
///
/// A frame asks for jobs back to back (a batch's step, then its pack), each often well under a
/// millisecond, where waking a sleeping thread costs tens of microseconds. So a helper that ends
/// a job, and a caller whose helpers are still at theirs, watch for a while (`spinSeconds`)
/// before they sleep.
final class StepWorkers: @unchecked Sendable {
  /// The process's workers, as many as `GLINT_THREADS` or the cores say.
  static let shared = StepWorkers(threads: configuredThreads())
  /// Workers that run every job on its caller.
  static let single = StepWorkers(threads: 1)
  /// Particles below which a cell's work stays on one thread (handing it over costs more).
  static let minimumParticles = 32_768

  /// Threads that take part in a job, the caller's included (fewer than asked for when the
  /// system would not start more).
  private(set) var threads: Int
  /// Per thread: room for the states of one run of particles (`Simulation.runLength`).
  let runStates: [ParticleRun]
  private let lock: UnsafeMutablePointer<pthread_mutex_t>
  private let busy: UnsafeMutablePointer<pthread_mutex_t>
  private let wake: UnsafeMutablePointer<pthread_cond_t>
  private let done: UnsafeMutablePointer<pthread_cond_t>
  private var generation = 0
  /// `generation` as a helper watching for the next job reads it without the lock.
  private let published = Atomic<Int>(0)
  /// Parts of the job under way that are done.
  private let finished = Atomic<Int>(0)
  /// How long a thread watches for what it waits on before it sleeps.
  static let spinSeconds = 0.0002
  private var parts = 0
  private var job: (any StepJob)?
  /// The job under way's generation (high 24 bits), how many of its parts were taken from the
  /// front (middle 20 bits) and from the back (low 20 bits). A thread takes parts by counting
  /// them, and only while the generation is the one it joined, so a helper that wakes late never
  /// runs a part of a job that is over. The caller takes parts from the front and its helpers
  /// from the back, so a thread tends to get the same parts job after job (a batch's step and
  /// then its pack touch each layer's particles where the same core's cache holds them).
  private let ticket = Atomic<UInt64>(0)
  /// The most parts a job has (more run on the caller alone).
  static let mostParts = 1 << 20 - 1

  init(threads: Int) {
    self.threads = max(1, threads)
    runStates = (0..<max(1, threads)).map { _ in
      ParticleRun(ParticleRun.allocate(), length: Simulation.runLength)
    }
    lock = .allocate(capacity: 1)
    busy = .allocate(capacity: 1)
    wake = .allocate(capacity: 1)
    done = .allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
    pthread_mutex_init(busy, nil)
    pthread_cond_init(wake, nil)
    pthread_cond_init(done, nil)
    for t in 1..<self.threads where !startHelper(t) {
      self.threads = t
      break
    }
  }

  /// Particles in one part of a cell's work: whole runs (`Simulation.runLength`).
  static let partLength = 16_384

  /// How many parts `count` particles are cut into: 1 (all on the caller) when they are few or
  /// there is one thread.
  func parts(_ count: Int) -> Int {
    guard threads > 1, count >= Self.minimumParticles else { return 1 }
    return (count + Self.partLength - 1) / Self.partLength
  }

  /// The particles of part `part` of `count` (the last part takes the rest).
  func range(_ part: Int, of count: Int) -> Range<Int> {
    part * Self.partLength..<(part == parts(count) - 1 ? count : (part + 1) * Self.partLength)
  }

  /// `GLINT_THREADS` when it is a whole number from 1 to 256, else the cores online.
  static func configuredThreads() -> Int {
    if let text = getenv("GLINT_THREADS").map({ String(cString: $0) }), let n = Int(text),
      (1...256).contains(n)
    {
      return n
    }
    return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }

  /// Runs `job` for every part in `0..<parts`, spread over the threads (each takes the next parts
  /// not yet taken, so a helper the system has not woken yet leaves its share to the others), and
  /// returns when all are done. A job is a small value (a pointer to what its caller holds), so
  /// handing it over allocates nothing.
  func run(parts: Int, _ job: some StepJob) {
    guard threads > 1, parts > 1, parts <= Self.mostParts, pthread_mutex_trylock(busy) == 0 else {
      for p in 0..<parts { job.run(part: p, thread: 0) }
      return
    }
    defer { pthread_mutex_unlock(busy) }
    pthread_mutex_lock(lock)
    self.job = job
    self.parts = parts
    finished.store(0, ordering: .relaxed)
    generation &+= 1
    let tag = Self.tag(generation)
    ticket.store(tag << 40, ordering: .relaxed)
    published.store(generation, ordering: .releasing)
    pthread_cond_broadcast(wake)
    pthread_mutex_unlock(lock)
    let ran = runParts(job, parts: parts, tag: tag, thread: 0)
    finished.add(ran, ordering: .acquiringAndReleasing)
    watch { finished.load(ordering: .acquiring) >= parts }
    pthread_mutex_lock(lock)
    while finished.load(ordering: .acquiring) < parts { pthread_cond_wait(done, lock) }
    self.job = nil
    pthread_mutex_unlock(lock)
  }

  /// Watches `isDone` for up to `spinSeconds`: whether it came true.
  @discardableResult
  private func watch(_ isDone: () -> Bool) -> Bool {
    var deadline = 0.0
    var polls = 0
    while !isDone() {
      polls += 1
      guard polls & 63 == 0 else { continue }
      let now = Self.seconds()
      if deadline == 0 {
        deadline = now + Self.spinSeconds
      } else if now > deadline {
        return false
      }
    }
    return true
  }

  /// The monotonic clock, in seconds.
  private static func seconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
  }

  /// Helper `t`'s loop: wait for a job, run the parts it can take, say how many.
  private func serve(_ t: Int) -> Never {
    var seen = 0
    while true {
      watch { published.load(ordering: .acquiring) != seen }
      pthread_mutex_lock(lock)
      while generation == seen { pthread_cond_wait(wake, lock) }
      seen = generation
      let (job, parts) = (self.job, self.parts)
      pthread_mutex_unlock(lock)
      guard let job else { continue }
      let ran = runParts(job, parts: parts, tag: Self.tag(seen), thread: t)
      guard ran > 0 else { continue }
      // Counted before the lock is taken, so a caller still watching sees it at once; signalled
      // under the lock, so a caller that went to sleep before the count is woken.
      finished.add(ran, ordering: .acquiringAndReleasing)
      pthread_mutex_lock(lock)
      pthread_cond_signal(done)
      pthread_mutex_unlock(lock)
    }
  }

  /// Runs the parts of the job of generation `tag` that thread `thread` can take; how many.
  ///
  /// A thread takes a share of the parts left at a time (`share`), not one part: every take
  /// writes the ticket, which then has to come over from the core that wrote it last, and a
  /// frame of many small layers takes hundreds of parts.
  private func runParts(_ job: any StepJob, parts: Int, tag: UInt64, thread: Int) -> Int {
    let fromFront = thread == 0
    let mask: UInt64 = 0xF_FFFF
    var ran = 0
    var seen = ticket.load(ordering: .relaxed)
    while seen >> 40 == tag {
      let (front, back) = (Int(seen >> 20 & mask), Int(seen & mask))
      let left = parts - front - back
      guard left > 0 else { break }
      let share = share(of: left)
      let (taken, now) = ticket.compareExchange(
        expected: seen, desired: seen + UInt64(share) << (fromFront ? 20 : 0), ordering: .relaxed)
      guard taken else {
        seen = now
        continue
      }
      for p in 0..<share { job.run(part: fromFront ? front + p : parts - 1 - back - p, thread: thread) }
      ran += share
      seen = ticket.load(ordering: .relaxed)
    }
    return ran
  }

  /// How many of the `left` parts not yet taken a thread takes at once: half its even share of
  /// them, so the threads still end about together when parts differ in cost (the last ones
  /// are taken one by one), and at most 8, so a thread the system stops holds few.
  func share(of left: Int) -> Int { min(8, max(1, left / (2 * threads))) }

  /// A job's generation as the ticket holds it.
  private static func tag(_ generation: Int) -> UInt64 { UInt64(generation & 0xFF_FFFF) }

  /// Starts helper `t`; false when the system would not.
  private func startHelper(_ t: Int) -> Bool {
    final class Start {
      let workers: StepWorkers
      let index: Int
      init(_ workers: StepWorkers, _ index: Int) { (self.workers, self.index) = (workers, index) }
    }
    let context = Unmanaged.passRetained(Start(self, t)).toOpaque()
    var thread = pthread_t()
    let made = pthread_create(
      &thread, nil,
      { raw in
        guard let raw else { return nil }
        let start = Unmanaged<Start>.fromOpaque(raw).takeRetainedValue()
        start.workers.serve(start.index)
      }, context)
    guard made == 0 else {
      Unmanaged<AnyObject>.fromOpaque(context).release()
      return false
    }
    pthread_detach(thread)
    return true
  }
}

/// Work cut into parts that `StepWorkers` runs on every core: a small value that points at what
/// its caller holds for the length of the call. A part touches only its own particles.
protocol StepJob {
  /// Runs part `part` on thread `thread` (0: the caller's).
  func run(part: Int, thread: Int)
}
