import Burst
import Foundation
import GlintCore
import Testing

/// How a burst looks: all at once, in every direction, one per tap, again while held, and along
/// a stroke by distance, independent of the frame rate.
@Suite struct BurstTests {
  let effect = BurstEffect()

  func tap(_ host: PointerHost, id: Int = 1, at place: Point, time: Double) {
    host.handle(PointerEvent(id: id, phase: .began, location: place, time: time))
    host.handle(PointerEvent(id: id, phase: .ended, location: place, time: time + 0.05))
  }

  @Test func aTouchReleasesItsCountAtOnce() {
    let host = PointerHost(effect: effect, seed: 1)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 300, y: 200), time: 0))
    host.advance(to: 0.01)
    #expect(host.particleCount == effect.count)
    var births = Set<Double>()
    for layer in host.layers { layer.forEachParticle { births.insert($0.birthTime) } }
    #expect(births == [0])
  }

  @Test func sparksFlyInEveryDirection() {
    let host = PointerHost(effect: effect, seed: 2)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 300, y: 200), time: 0))
    host.advance(to: 0.05)
    var quadrants = Set<Int>()
    for layer in host.layers {
      layer.forEachParticle { p in
        let dx = p.x - 300
        let dy = p.y - 200
        quadrants.insert((dx >= 0 ? 1 : 0) + (dy >= 0 ? 2 : 0))
      }
    }
    #expect(quadrants.count == 4)
  }

  @Test func eachTapIsItsOwnBurst() {
    let host = PointerHost(effect: effect, seed: 3)
    tap(host, at: Point(x: 100, y: 100), time: 0)
    tap(host, at: Point(x: 400, y: 300), time: 0.2)
    host.advance(to: 0.3)
    #expect(host.birthCount == 2 * effect.count)
  }

  @Test func aHeldPointerBurstsAtASteadyInterval() {
    let host = PointerHost(effect: effect, seed: 4)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 300, y: 200), time: 0))
    for frame in 1...60 { host.advance(to: Double(frame) / 60) }
    // Bursts at 0, 0.35 and 0.70 within the first second.
    let expected = Int((1 / effect.holdInterval).rounded(.down)) + 1
    #expect(host.birthCount == expected * effect.count)
  }

  @Test func aStrokeBurstsByDistanceWhateverTheFrameRate() {
    func births(fps: Double) -> [Double] {
      let host = PointerHost(effect: effect, seed: 5)
      let script = GestureScript(
        size: Size(width: 800, height: 600),
        events: [
          PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 300), time: 0),
          PointerEvent(id: 1, phase: .moved, location: Point(x: 690, y: 300), time: 0.3),
          PointerEvent(id: 1, phase: .ended, location: Point(x: 690, y: 300), time: 0.3),
        ])
      var player = GesturePlayer(script: script)
      for frame in 0...Int(0.4 * fps) { player.advance(host, to: Double(frame) / fps) }
      var times = Set<Double>()
      for layer in host.layers { layer.forEachParticle { times.insert($0.birthTime) } }
      return times.sorted()
    }
    let at60 = births(fps: 60)
    // 590 points of stroke: a burst at the start and every `spacing` points after it.
    #expect(at60.count == Int(590 / effect.spacing) + 1)
    for fps in [30.0, 144.0] {
      let other = births(fps: fps)
      #expect(other.count == at60.count)
      for (a, b) in zip(other, at60) { #expect(abs(a - b) < 1e-5) }
    }
  }

  /// A pointer that jumps `distance` points along x in one step.
  func jump(from: Point, to: Point) -> PointerHost {
    let host = PointerHost(effect: effect, seed: 6)
    host.handle(PointerEvent(id: 1, phase: .began, location: from, time: 0))
    host.advance(to: 1.0 / 60)
    host.handle(PointerEvent(id: 1, phase: .moved, location: to, time: 2.0 / 60))
    host.advance(to: 3.0 / 60)
    return host
  }

  /// The most sparks one stretch may schedule: the bursts that fill the layer, and the first.
  var sparksPerStretch: Int { (effect.capacity / effect.count + 2) * effect.count }

  @Test func aHugeJumpCostsAtMostALayerfulOfBursts() {
    let host = jump(from: Point(x: 0, y: 0), to: Point(x: 1e9, y: 0))
    #expect(host.birthCount > 0)
    #expect(host.birthCount + host.droppedBirths <= sparksPerStretch)
    #expect(host.particleCount <= effect.capacity)
  }

  @Test func aJumpAcrossTheWholeFloatRangeEnds() {
    let host = jump(from: Point(x: -1e9, y: -1e9), to: Point(x: 1e9, y: 1e9))
    #expect(host.birthCount + host.droppedBirths <= sparksPerStretch)
    #expect(host.particleCount > 0)
  }

  @Test func afterAJumpBurstsKeepTheirSpacing() {
    let host = jump(from: Point(x: 0, y: 0), to: Point(x: 1e7, y: 0))
    let before = host.birthCount + host.droppedBirths
    // Ten more spacings of travel at a walking pace: ten more bursts, give or take the one the
    // jump's remainder brings forward.
    let step = effect.spacing
    for i in 1...10 {
      let at = 3.0 / 60 + Double(i) * 0.02
      host.handle(
        PointerEvent(id: 1, phase: .moved, location: Point(x: 1e7 + Float(i) * step, y: 0), time: at))
    }
    let bursts = (host.birthCount + host.droppedBirths - before) / effect.count
    #expect(bursts >= 9 && bursts <= 11)
  }
}

/// The sparks streak: each is drawn along its velocity, about twice its size long at the mean
/// launch speed (1 + 190 × 0.005 = 1.95 times).
@Suite struct BurstStreakTests {
  @Test func sparksAreDrawnAlongTheirFlight() {
    let host = PointerHost(effect: BurstEffect(), seed: 3)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 300, y: 200), time: 0))
    host.advance(to: 0.1)
    var particles: [ParticleSnapshot] = []
    for layer in host.layers { layer.forEachParticle { particles.append($0) } }
    let buffer = InstanceBuffer()
    buffer.fill(from: host.layers)
    #expect(buffer.instances.count == particles.count && particles.count > 40)
    for (p, s) in zip(particles, buffer.instances) {
      let speed = (p.vx * p.vx + p.vy * p.vy).squareRoot()
      #expect(abs(s.rotation - atan2(p.vy, p.vx)) < 1e-5)
      #expect(abs(s.w - (1 + speed * 0.005)) < 1e-5)
    }
    #expect(buffer.batches.allSatisfy { $0.stretch != nil })
  }
}
