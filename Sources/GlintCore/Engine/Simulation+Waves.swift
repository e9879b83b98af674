#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a top-level cell's waves stand: wave `base + index` is due at `origin + index ·
/// interval`. Wave instants are a product of a whole count, never a running sum, so they do not
/// depend on how the steps fell; a new interval (the layer's birth rate or the cell's changed)
/// starts a new origin at the next wave due, so it takes effect from there with no burst of
/// waves.
struct WaveClock {
  /// The instant of the first wave since the latest change of interval; NaN before the first.
  var origin = Double.nan
  var interval = 0.0
  /// Waves released since `origin`.
  var index = 0.0
  /// Waves released before `origin`.
  var base: UInt64 = 0

  /// The instant the next wave is due.
  @inline(__always)
  var next: Double { index == 0 ? origin : origin + index * interval }

  /// The number of the next wave (its birth key).
  @inline(__always)
  var number: UInt64 { base &+ UInt64(index) }

  /// Keeps the next wave's instant and number, with `interval` from there on.
  mutating func change(interval newInterval: Double) {
    origin = next
    base = number
    index = 0
    interval = newInterval
  }

  /// Passes over (without releasing) the waves due before `instant`.
  mutating func skip(before instant: Double) {
    guard next < instant, interval > 0, interval.isFinite else { return }
    index = max(index, ((instant - origin) / interval).rounded(.up))
  }
}

/// Waves (pixi-particle-emitter's `frequency` and `particlesPerWave`): a cell with a
/// `waveInterval` releases its particles in groups at exact instants, the first as its window
/// opens, at the emitter's place at that instant; a sub-cell's waves run from each parent's birth.
extension Simulation {
  /// The interval between node `k`'s waves on the layer's clock, or nil while they are stopped:
  /// the cell's, divided by the layer's birth rate and the cell's speed, and at least
  /// `EmitterCell.minWaveInterval`.
  @inline(__always)
  func waveInterval(_ cell: CellValues, params: LayerParameters, pace: Double) -> Double? {
    let speedUp = Double(params.birthRate) * pace
    guard speedUp > 0, speedUp.isFinite else { return nil }
    return max(cell.emission.waveInterval / speedUp, EmitterCell.minWaveInterval)
  }

  /// The waves of top-level node `k` due over [from, to] (each once: a wave due exactly at a
  /// step's end belongs to that step), while its window is open.
  func emitWaves(_ k: Int, params: LayerParameters, path: EmitterPath, from: Double, to: Double) {
    let cell = nodes[k].cell
    let (open, close, pace) = cell.window(from: startTime)
    guard let interval = waveInterval(cell, params: params, pace: pace) else { return }
    var clock = waves[k]
    if clock.origin.isNaN {
      clock = WaveClock(origin: open, interval: interval)
    } else if clock.interval != interval {
      clock.change(interval: interval)
    }
    // Waves before the stretch (after a stall, or while the cell was off) are passed over, as
    // are those whose particles would all be dead by the step's end.
    clock.skip(before: max(from, to - horizon[k]))
    while clock.next <= to && clock.next < close {
      let t = clock.next
      let at = path.position(at: t)
      releaseWave(
        k, cell: cell, params: params, emitter: Self.waveTag | clock.number, at: t, x: at.x, y: at.y,
        z: at.z, heading: nil, parentColor: SIMD4(1, 1, 1, 1), parentScale: 1)
      clock.index += 1
    }
    waves[k] = clock
  }

  /// The waves of sub-cell node `k` from every live parent particle: wave n of a parent is due
  /// at its birth + the cell's `beginTime` + n · interval, while the parent lives and the
  /// cell's window (in parent age) is open; the parent's accumulator counts its waves.
  func emitWavesFromParents(_ k: Int, params: LayerParameters, from: Double, to: Double) {
    let cell = nodes[k].cell
    let (open, close, pace) = cell.window(from: 0)
    guard let interval = waveInterval(cell, params: params, pace: pace) else { return }
    let p = nodes[k].parent
    let parent = nodes[p].pool
    let done = parent.emitted[nodes[k].subIndex]
    let motion = CellMotion(nodes[p].cell)
    let columns = ParticleColumns(parent)
    let begin = max(0, open)
    let skipBefore = max(from, to - horizon[k])
    let count = min(max(0, cell.emission.particlesPerWave), capacity)
    for i in 0..<parent.count {
      eventLog?.emitter = parent.serial[i]
      let born = parent.birth[i]
      let first = born + begin
      let hi = min(to, born + Double(parent.life[i]))
      let closing = born + close
      var n = done[i]
      if first + n * interval < skipBefore { n = max(n, ((skipBefore - first) / interval).rounded(.up)) }
      let waves = WaveRun(first: first, interval: interval, last: hi, closing: closing)
      while waves.isDue(n) {
        let t = waves.instant(n)
        guard count > 0 else {
          n += 1
          continue
        }
        // A wave that finds no room is dropped whole, and so is every wave before room frees.
        guard hasRoom(k, at: t) else {
          let skipped = waves.count(from: n, before: roomFrom(k))
          dropped += Int(skipped) * count
          n += skipped
          continue
        }
        let s = motion.state(columns, i, age: Float(t - born))
        let heading =
          s.vx * s.vx + s.vy * s.vy > 1e-12 ? atan2(s.vy, s.vx) : atan2(parent.dirY[i], parent.dirX[i])
        if cell.movement.inheritedVelocity != 0 { forces.birthVelocity = SIMD3(s.vx, s.vy, 0) }
        releaseWave(
          k, cell: cell, params: params, emitter: mix64(parent.serial[i] ^ (Self.waveTag | UInt64(n))), at: t,
          x: s.x, y: s.y, z: s.z, heading: heading, parentColor: s.color, parentScale: s.scale, checked: true)
        n += 1
      }
      done[i] = n
    }
  }

  /// One wave of node `k` at instant `t` from (x, y, z): `particlesPerWave` attempted births (at
  /// most the layer's capacity), the n-th turned by `waveAngleStart + waveAngleSpacing · n`
  /// when the spacing is not 0 and born `waveDistance` out. A top-level wave (`heading` nil)
  /// places each particle on the emitter shape; a sub-cell's leaves from its parent, about the
  /// parent's heading. A wave that finds no room drops the rest of its births at once. `checked`:
  /// the caller has already found room for the first birth.
  func releaseWave(
    _ k: Int, cell: CellValues, params: LayerParameters, emitter: UInt64, at t: Double, x: Float, y: Float,
    z: Float, heading: Float?, parentColor: SIMD4<Float>, parentScale: Float, checked: Bool = false
  ) {
    let e = cell.emission
    let count = min(max(0, e.particlesPerWave), capacity)
    let key = nodes[k].key
    for n in 0..<count {
      guard n == 0 && checked || hasRoom(k, at: t) else {
        dropped += count - n
        return
      }
      let random = BirthRandom(seed: params.seed, node: key, emitter: emitter, index: UInt64(n))
      let turn = e.waveAngleSpacing != 0 ? e.waveAngleStart + e.waveAngleSpacing * Float(n) : 0
      let spot = heading.map { (x: Float(0), y: Float(0), z: Float(0), angle: $0) } ?? params.place(random)
      spawn(
        k, cell: cell, random: random, time: t, x: x + spot.x, y: y + spot.y, z: z + spot.z,
        baseAngle: spot.angle, parentColor: parentColor, parentScale: parentScale, params: params,
        origin: SIMD2(x, y), turn: turn, reach: e.waveDistance)
    }
  }
}

/// The waves of one parent particle within a step: wave n is due at `first + n · interval`
/// while at or before `last` and before `closing` (the sub-cell's window).
struct WaveRun {
  let first: Double
  let interval: Double
  let last: Double
  let closing: Double

  /// Wave n's instant, computed as the emission loop computes it.
  @inline(__always)
  func instant(_ n: Double) -> Double { n == 0 ? first : first + n * interval }

  @inline(__always)
  func isDue(_ n: Double) -> Bool {
    let t = instant(n)
    return t <= last && t < closing
  }

  /// How many waves from n on are due before `room` (at least one: wave n is known to be due
  /// and before it). An estimate by division, then settled against `instant` itself, so no
  /// wave at or after `room`, or past the step, is counted.
  func count(from n: Double, before room: Double) -> Double {
    func counts(_ m: Double) -> Bool { isDue(n + m - 1) && instant(n + m - 1) < room }
    let end = min(last, room, closing)
    var m = max(1, ((end - first) / interval).rounded(.down) - n + 1)
    if !m.isFinite { m = 1 }
    while m > 1 && !counts(m) { m -= 1 }
    while counts(m + 1) { m += 1 }
    return m
  }
}
