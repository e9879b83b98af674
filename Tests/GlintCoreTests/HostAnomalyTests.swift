import Testing

@testable import GlintCore

@Suite struct HostAnomalyTests {
  @Test(arguments: [PointerPhase.moved, .stationary, .ended, .cancelled])
  func eventsForAnUnknownIDAreIgnoredAndCounted(phase: PointerPhase) {
    let host = PointerHost(effect: DotEffect())
    host.handle(event(42, phase, 5, 5, 0.1))
    #expect(host.anomalies.unknownPointer == 1)
    #expect(host.anomalies.total == 1)
    #expect(host.trackCount == 0 && host.emitterCount == 0)
    #expect(host.time == 0.1)
  }

  @Test func aSecondBeganEndsTheOldPointerAndStartsANewOne() {
    let host = PointerHost(effect: DotEffect())
    host.handle(event(1, .began, 0, 0, 0))
    host.advance(to: 0.05)
    let old = host.layers[0]
    host.handle(event(1, .began, 50, 50, 0.05))
    #expect(host.anomalies.duplicateBegan == 1)
    #expect(host.pointerCount == 1)
    #expect(host.trackCount == 2)
    #expect(!old.isEmitting)
    #expect(host.pointer(id: 1)!.location == Point(x: 50, y: 50))
    #expect(host.layers.count == 2 && host.layers[0] === old)
    host.handle(event(1, .ended, 50, 50, 0.1))
    host.advance(to: 1)
    #expect(host.trackCount == 0)
  }

  @Test func cancelledAfterEndedIsIgnoredAndCounted() {
    let host = PointerHost(effect: DotEffect())
    host.handle(event(1, .began, 0, 0, 0))
    host.advance(to: 0.05)
    host.handle(event(1, .ended, 0, 0, 0.05))
    host.handle(event(1, .cancelled, 0, 0, 0.06))
    host.handle(event(1, .moved, 9, 9, 0.07))
    #expect(host.anomalies.afterEnd == 2)
    #expect(host.pointerCount == 0)
    host.advance(to: 1)
    // Once the particles are gone the id is simply unknown.
    host.handle(event(1, .cancelled, 0, 0, 1.1))
    #expect(host.anomalies.unknownPointer == 1)
    #expect(host.trackCount == 0)
  }

  @Test func lateEventsApplyAtTheHostsTime() {
    let host = PointerHost(effect: DotEffect())
    host.advance(to: 1)
    host.handle(event(1, .began, 0, 0, 0.5))
    #expect(host.anomalies.lateEvents == 1)
    #expect(host.time == 1)
    #expect(host.layers[0].time == 1)
    #expect(host.pointer(id: 1)!.beganAt == 1)
    host.handle(event(1, .moved, 10, 0, 0.9))
    #expect(host.anomalies.lateEvents == 2)
    #expect(host.pointer(id: 1)!.location == Point(x: 10, y: 0))
  }

  @Test func nonFiniteEventsAreIgnored() {
    let host = PointerHost(effect: DotEffect())
    host.handle(event(1, .began, .nan, 0, 0))
    host.handle(event(1, .began, 0, .infinity, 0))
    host.handle(PointerEvent(id: 1, phase: .began, location: .zero, time: .nan))
    #expect(host.anomalies.invalidEvents == 3)
    #expect(host.trackCount == 0)
    host.advance(to: .infinity)
    #expect(host.time == 0)
  }

  @Test func beganPastThePointerLimitIsIgnored() {
    let host = PointerHost(effect: DotEffect(), maxPointers: 2)
    for id in 1...3 { host.handle(event(id, .began, 0, 0, 0)) }
    #expect(host.pointerCount == 2)
    #expect(host.anomalies.overLimit == 1)
    host.handle(event(3, .moved, 1, 1, 0.1))
    #expect(host.anomalies.unknownPointer == 1)
  }

  @Test func advancingBackwardsDoesNothing() {
    let host = PointerHost(effect: DotEffect())
    host.handle(event(1, .began, 0, 0, 0))
    host.advance(to: 0.5)
    let count = host.particleCount
    host.advance(to: 0.2)
    #expect(host.time == 0.5)
    #expect(host.particleCount == count)
    #expect(host.layers[0].time == 0.5)
  }

  @Test func aShuffledStreamNeverCrashesAndEndsClean() {
    var random = TestRandom(state: 12345)
    let host = PointerHost(effect: DotEffect(), maxPointers: 8)
    var t = 0.0
    for _ in 0..<5000 {
      let phase = PointerPhase.allCases.randomElement(using: &random)!
      t += Double.random(in: -0.01...0.02, using: &random)
      host.handle(event(Int.random(in: 0..<12, using: &random), phase, 1, 1, t))
    }
    for id in 0..<12 { host.handle(event(id, .cancelled, 1, 1, t)) }
    host.advance(to: host.time + 1)
    #expect(host.trackCount == 0 && host.emitterCount == 0)
    #expect(host.anomalies.total > 0)
  }
}

/// A seeded generator for shuffled event streams (SplitMix64).
struct TestRandom: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
