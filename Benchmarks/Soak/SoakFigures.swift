import Foundation
import GlintCore

/// What the soak measured: particles, births, anomalies, resident memory, speed.
struct SoakFigures {
  var steps = 0
  var wallSeconds = 0.0
  var segments = 0
  var drains = 0
  var pointers = 0
  var births = 0
  var dropped = 0
  var anomalies = 0
  var peakParticles = 0
  var particleSteps = 0
  /// The resident memory at rest (a host just drained or dropped): the peak within the first
  /// simulated minute, the last sample in it, the peak after it and the last sample of all.
  var restingFirstMinute = 0
  var restingAtOneMinute = 0
  var restingLaterPeak = 0
  var restingLast = 0
  /// The resident memory under load, sampled every simulated second: the peak and the last.
  var peak = 0
  var last = 0

  mutating func observe(particles: Int) {
    peakParticles = max(peakParticles, particles)
    particleSteps += particles
  }

  mutating func observe(resident bytes: Int) {
    peak = max(peak, bytes)
    last = bytes
  }

  mutating func observe(resting bytes: Int, firstMinute: Bool) {
    if firstMinute {
      restingFirstMinute = max(restingFirstMinute, bytes)
      restingAtOneMinute = bytes
    } else {
      restingLaterPeak = max(restingLaterPeak, bytes)
    }
    restingLast = bytes
    observe(resident: bytes)
  }

  /// Adds the totals of a host about to be dropped.
  mutating func record(_ host: PointerHost) {
    births += host.birthCount
    dropped += host.droppedBirths
    anomalies += host.anomalies.total
  }

  /// The failure when the resident memory at rest after the first minute rose more than
  /// `tolerance` over its peak within that minute.
  func memoryFailure(tolerance: Double) -> String? {
    guard restingFirstMinute > 0 else { return "no resident memory figures (/proc/self/statm unreadable)" }
    let limit = Double(restingFirstMinute) * (1 + tolerance)
    guard Double(restingLaterPeak) <= limit else {
      return "resident memory at rest rose to \(megabytes(restingLaterPeak)) after the first minute, over "
        + "\(megabytes(restingFirstMinute)) + \(Int(tolerance * 100))%"
    }
    return nil
  }

  func progressLine(minutes: Double, wallSeconds: Double, steps: Int) -> String {
    String(
      format: "soak: %.0f simulated min, %d steps in %.0f s (%.0f steps/s), %@ resident, peak %d particles",
      minutes, steps, wallSeconds, Double(steps) / wallSeconds, megabytes(last), peakParticles)
  }

  /// The closing figures, one per line.
  var summary: String {
    let growth =
      restingFirstMinute > 0 ? (Double(restingLaterPeak) / Double(restingFirstMinute) - 1) * 100 : 0
    return """
      simulated: \(String(format: "%.1f", Double(steps) / 3600)) min, \(steps) steps, \(segments) segments, \
      \(pointers) pointers, \(drains) drains
      speed: \(String(format: "%.0f", Double(steps) / wallSeconds)) steps/s (\(String(format: "%.0f", wallSeconds)) s)
      particles: mean \(steps > 0 ? particleSteps / steps : 0), peak \(peakParticles); \
      births \(births), dropped at capacity \(dropped); anomalies \(anomalies)
      resident memory at rest: \(megabytes(restingAtOneMinute)) at 1 min (peak \(megabytes(restingFirstMinute))), \
      peak after \(megabytes(restingLaterPeak)) (\(String(format: "%+.1f", growth))%), \(megabytes(restingLast)) at the end
      resident memory under load: peak \(megabytes(peak))
      """
  }
}
