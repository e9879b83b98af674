/// Births of a top-level cell whose birth rate (or the layer's) an animation drives: the count
/// follows the integral of the rate, and each birth sits where the cumulative rate reaches it.
///
/// The stretch is cut into pieces of at most `ratePiece` seconds; on each, Simpson's rule over the
/// rate at its ends and middle gives the births (exact for a rate that is a cubic in time, so a
/// linear ramp, and within a small fraction of a particle for eased curves), and the quadratic
/// through those three rates is integrated and inverted to place each birth. The pieces are fixed
/// in time within a step and the accumulator carries over, so counts agree at any step rate. No
/// allocation: rates are evaluated in place.
extension Simulation {
  /// The longest piece of time over which a varying rate is taken as a quadratic.
  static let ratePiece: Double = 1.0 / 480

  func emitVarying(_ k: Int, params: LayerParameters, path: EmitterPath, from: Double, to: Double) {
    let cell = nodes[k].cell
    let object = nodes[k].object
    let (open, close, pace) = cell.window(from: startTime)
    guard pace > 0 else { return }
    let lo = max(from, open)
    let hi = min(to, close)
    guard hi > lo else { return }
    let key = nodes[k].key
    let skipBefore = to - horizon[k]
    let pieces = min(4096, max(2, Int(((hi - lo) / Self.ratePiece).rounded(.up))))
    var emitted = layerEmitted[k]
    var a = lo
    var j = 1
    while a < hi {
      // Pieces end on the grid, or where an animation of the rate begins or ends (a kink).
      let grid = j >= pieces ? hi : lo + (hi - lo) * Double(j) / Double(pieces)
      let b = min(grid, animations.rateBoundary(after: a, before: grid))
      if b >= grid { j += 1 }
      let h = b - a
      // The rate just after the piece's start and just before its end, so that a kink at either
      // end belongs to the piece on its side.
      let ra = max(0, animations.birthRate(of: object, at: a)) * pace
      let rm = max(0, animations.birthRate(of: object, at: a + h / 2)) * pace
      let rb = max(0, animations.birthRate(of: object, at: b.nextDown)) * pace
      let piece = RatePiece(start: a, length: h, r0: ra, rMid: rm, r1: rb)
      let total = snapped(emitted + piece.integral)
      let last = total.rounded(.down)
      // Births whose particles would be dead by the step's end are skipped by count, not one by one.
      var index = max(emitted.rounded(.down) + 1, piece.firstIndex(emitted, from: skipBefore))
      while index <= last {
        let t = piece.instant(reaching: index - emitted)
        guard hasRoom(k, at: t) else {
          // Full: drop every birth before the layer has room again (the rest of the piece when
          // that is later), counted at once.
          let room = roomFrom(k)
          let resume = room < b ? max(index + 1, piece.firstIndex(emitted, from: room)) : last + 1
          dropped += Int(min(resume, last + 1) - index)
          index = resume
          continue
        }
        defer { index += 1 }
        let random = BirthRandom(seed: params.seed, node: key, emitter: 0, index: UInt64(index))
        let spot = params.place(random)
        let at = path.position(at: t)
        spawn(
          k, cell: cell, random: random, time: t, x: at.x + spot.x, y: at.y + spot.y, z: at.z + spot.z,
          baseAngle: spot.angle, parentColor: SIMD4(1, 1, 1, 1), parentScale: 1, params: params)
      }
      emitted = total
      a = b
    }
    layerEmitted[k] = emitted
  }
}

/// A rate over one short piece of time, as the quadratic through its values at the start, the
/// middle and the end.
struct RatePiece {
  let start: Double
  let length: Double
  /// r(τ) = r0 + b·τ + c·τ² for τ in [0, length].
  let r0: Double
  let b: Double
  let c: Double

  init(start: Double, length: Double, r0: Double, rMid: Double, r1: Double) {
    self.start = start
    self.length = length
    self.r0 = r0
    let h = length
    b = h > 0 ? (4 * rMid - 3 * r0 - r1) / h : 0
    c = h > 0 ? 2 * (r0 + r1 - 2 * rMid) / (h * h) : 0
  }

  /// The first birth index at or after instant `t`, for a piece starting with `emitted` births
  /// so far (births whose cumulative count is reached before `t` come earlier).
  func firstIndex(_ emitted: Double, from t: Double) -> Double {
    guard t > start else { return -.infinity }
    return (emitted + cumulative(min(t - start, length))).rounded(.up)
  }

  /// Births over the piece (Simpson's rule: the quadratic's exact integral).
  var integral: Double { cumulative(length) }

  @inline(__always)
  func cumulative(_ tau: Double) -> Double { tau * (r0 + tau * (b / 2 + tau * c / 3)) }

  /// The instant at which the births since the piece's start reach `amount` (bisection with
  /// Newton steps; the fitted rate may dip below 0 between samples, where bisection still holds).
  func instant(reaching amount: Double) -> Double {
    var lo = 0.0
    var hi = length
    var tau = integral > 0 ? length * min(max(amount / integral, 0), 1) : length
    for _ in 0..<40 {
      let error = cumulative(tau) - amount
      if abs(error) < 1e-12 { break }
      if error < 0 { lo = tau } else { hi = tau }
      let rate = r0 + tau * (b + tau * c)
      var next = rate > 0 ? tau - error / rate : (lo + hi) / 2
      if !(next > lo && next < hi) { next = (lo + hi) / 2 }
      tau = next
      if hi - lo < 1e-15 { break }
    }
    return start + min(max(tau, 0), length)
  }
}
