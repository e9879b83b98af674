import Foundation
import GlintCore

/// The soak: simulated time in 60 Hz steps through random segments of random input, every effect
/// in turn; it checks that drained hosts keep nothing and that the resident memory at rest (each
/// time a host has been drained or dropped) does not grow after the first minute.
struct SoakRun {
  static let stepsPerSecond = 60.0
  /// Simulated seconds a drained host may take to let its last particles die.
  static let drainLimit = 60.0
  /// How far above the first minute's the resident memory at rest may go.
  static let memoryTolerance = 0.05

  let effects: [any Effect]
  let minutes: Int
  let maxPointers: Int
  var rng: SeededGenerator

  private(set) var figures = SoakFigures()
  private var host: PointerHost
  private var pointers = RandomPointers()
  private var step = 0
  private var hostSeed: UInt32 = 0

  init(effects: [any Effect], minutes: Int, maxPointers: Int, seed: UInt64) {
    self.effects = effects
    self.minutes = minutes
    self.maxPointers = maxPointers
    rng = SeededGenerator(seed: seed)
    host = PointerHost(effect: effects[0], maxPointers: maxPointers)
  }

  var time: Double { Double(step) / Self.stepsPerSecond }

  /// Runs every segment until the simulated time is up; the reason it failed, or nil.
  mutating func run(progress: (String) -> Void) -> String? {
    let total = Double(minutes * 60)
    var queue = Segment.warmUp(effects: effects, maxPointers: maxPointers)
    let clock = Date()
    var nextReport = 600.0
    while time < total {
      let segment =
        queue.isEmpty
        ? Segment.random(effects: effects, maxPointers: maxPointers, using: &rng) : queue.removeFirst()
      if let failure = play(segment, until: total) { return failure }
      if time >= nextReport {
        progress(
          figures.progressLine(minutes: time / 60, wallSeconds: -clock.timeIntervalSinceNow, steps: step))
        nextReport += 600
      }
    }
    // The hour ends with every pointer ending, and nothing may be left.
    if let failure = drain() { return failure }
    figures.record(host)
    figures.wallSeconds = -clock.timeIntervalSinceNow
    figures.steps = step
    figures.pointers = pointers.begun
    return figures.memoryFailure(tolerance: Self.memoryTolerance)
  }

  /// Plays one segment's input on a fresh host for its effect, then ends it as the segment says.
  private mutating func play(_ segment: Segment, until total: Double) -> String? {
    if host.effect.info.id != segment.effect.info.id || host.trackCount > 0 {
      replaceHost(with: segment.effect)
    }
    figures.segments += 1
    let end = min(time + segment.length, total)
    while time < end {
      let start = time
      step += 1
      for event in pointers.events(from: start, to: time, segment: segment, using: &rng) {
        host.handle(event)
      }
      host.advance(to: time)
      observe()
    }
    switch segment.ending {
    case .drain: return drain()
    case .drop:
      replaceHost(with: segment.effect)
      return nil
    }
  }

  /// Ends every pointer and steps until the host holds nothing; the reason if something stays.
  private mutating func drain() -> String? {
    for event in pointers.endAll(at: time, using: &rng) { host.handle(event) }
    let limit = time + Self.drainLimit
    while host.trackCount > 0, time < limit {
      step += 1
      host.advance(to: time)
      observe()
    }
    figures.drains += 1
    restingMemory()
    guard host.trackCount == 0, host.emitterCount == 0, host.particleCount == 0 else {
      return "\(host.effect.info.id): \(Int(Self.drainLimit)) s after every pointer ended, "
        + "\(host.trackCount) pointers, \(host.emitterCount) emitters and \(host.particleCount) particles "
        + "were left (at \(String(format: "%.1f", time / 60)) simulated min)"
    }
    return nil
  }

  /// A fresh host for `effect`, as the preview makes when the effect changes or R is pressed.
  private mutating func replaceHost(with effect: any Effect) {
    figures.record(host)
    pointers.forgetAll()
    hostSeed &+= 1
    host = PointerHost(effect: effect, seed: hostSeed, startTime: time, maxPointers: maxPointers)
    restingMemory()
  }

  /// The resident memory with no particles held, after the allocator hands back the free memory
  /// it keeps (malloc_trim): what growth means, since under load and in malloc's free lists it
  /// follows how many particles the random input happened to make.
  private mutating func restingMemory() {
    _ = malloc_trim(0)
    if let bytes = residentBytes() { figures.observe(resting: bytes, firstMinute: time <= 60) }
  }

  /// Once a step: particle counts; once a simulated second: the resident memory.
  private mutating func observe() {
    figures.observe(particles: host.particleCount)
    if step % Int(Self.stepsPerSecond) == 0, let bytes = residentBytes() {
      figures.observe(resident: bytes)
    }
  }
}
