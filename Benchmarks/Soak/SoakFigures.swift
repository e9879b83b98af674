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
  /// The resident memory: the peak within the first simulated minute, at its end, the peak
  /// after it, and the last sample.
  var firstMinutePeak = 0
  var atOneMinute = 0
  var laterPeak = 0
  var last = 0

  mutating func observe(particles: Int) {
    peakParticles = max(peakParticles, particles)
    particleSteps += particles
  }

  mutating func observe(resident bytes: Int, firstMinute: Bool) {
    if firstMinute {
      firstMinutePeak = max(firstMinutePeak, bytes)
      atOneMinute = bytes
    } else {
      laterPeak = max(laterPeak, bytes)
    }
    last = bytes
  }

  /// Adds the totals of a host about to be dropped.
  mutating func record(_ host: PointerHost) {
    births += host.birthCount
    dropped += host.droppedBirths
    anomalies += host.anomalies.total
  }

  /// The failure when memory after the first minute rose over its peak by more than `tolerance`.
  func memoryFailure(tolerance: Double) -> String? {
    guard firstMinutePeak > 0 else { return "no resident memory figures (/proc/self/statm unreadable)" }
    let limit = Double(firstMinutePeak) * (1 + tolerance)
    guard Double(laterPeak) <= limit else {
      return
        "resident memory rose to \(megabytes(laterPeak)) after the first minute, over \(megabytes(firstMinutePeak))"
        + " + \(Int(tolerance * 100))%"
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
    let growth = firstMinutePeak > 0 ? (Double(laterPeak) / Double(firstMinutePeak) - 1) * 100 : 0
    return """
      simulated: \(String(format: "%.1f", Double(steps) / 3600)) min, \(steps) steps, \(segments) segments, \
      \(pointers) pointers, \(drains) drains
      speed: \(String(format: "%.0f", Double(steps) / wallSeconds)) steps/s (\(String(format: "%.0f", wallSeconds)) s)
      particles: mean \(steps > 0 ? particleSteps / steps : 0), peak \(peakParticles); \
      births \(births), dropped at capacity \(dropped); anomalies \(anomalies)
      resident memory: \(megabytes(atOneMinute)) at 1 min (peak \(megabytes(firstMinutePeak))), \
      peak after \(megabytes(laterPeak)) (\(String(format: "%+.1f", growth))%), \(megabytes(last)) at the end
      """
  }
}
