import Foundation
import GlintCore

@testable import GlintUIKit

/// Runs a ported iOS file as the preview does: a host with a canvas, touches and time.
struct Hosted {
  let host: PointerHost

  init(_ effect: any Effect, seed: UInt32 = 1, width: Float = 400, height: Float = 300) {
    host = PointerHost(effect: effect, seed: seed)
    host.canvas = Rect(x: 0, y: 0, width: width, height: height)
  }

  /// The hosted view or view controller.
  var root: UIResponder? { (host.canvasLayers.first as? ViewHostLayer)?.host.root }

  var particles: [ParticleSnapshot] {
    var all: [ParticleSnapshot] = []
    for layer in host.layers { layer.forEachParticle { all.append($0) } }
    return all
  }

  /// Steps to `time` in sixtieths of a second, as the preview does.
  func run(to time: Double) {
    var now = host.time
    while now < time {
      now = min(time, now + 1.0 / 60)
      host.advance(to: now)
    }
  }

  func tap(at point: Point, id: Int = 1) {
    host.handle(PointerEvent(id: id, phase: .began, location: point, time: host.time))
    host.handle(PointerEvent(id: id, phase: .ended, location: point, time: host.time + 0.01))
  }

  /// Births between `start` and `end`, counted as the host counts them.
  func births(from start: Double, to end: Double) -> Int {
    run(to: start)
    let before = host.birthCount
    run(to: end)
    return host.birthCount - before
  }
}
