import GlintCore
import Testing

/// The fireworks port: three levels of cells configured after they were attached; rockets burst,
/// also those launched before the pointer ended.
@Suite struct FireworksPortTests {
  let launch = Point(x: 400, y: 500)

  /// A host with one pointer pressed at `launch` at 0 and released at `release`, stepped at 60
  /// steps a second to `end`, `check` called after every step.
  func run(
    releasedAt release: Double, until end: Double, seed: UInt32 = 3, check: (PointerHost) -> Void = { _ in }
  ) -> PointerHost {
    let host = PointerHost(effect: FireworksEffect(), seed: seed)
    host.handle(PointerEvent(id: 1, phase: .began, location: launch, time: 0))
    Ports.run(host, to: release, fps: 60) { _ in check(host) }
    host.handle(PointerEvent(id: 1, phase: .ended, location: launch, time: release))
    Ports.run(host, to: end, fps: 60) { _ in check(host) }
    return host
  }

  @Test func aRocketLaunchedBeforeTheReleaseStillBursts() {
    // Rockets leave at 0.5 s and 1 s (two a second); only the first is out before the release.
    let host = run(releasedAt: 0.7, until: 1.8)
    let particles = Ports.particles(host.layers)
    let rockets = particles.filter { $0.cell == "rocket" }
    let sparks = particles.filter { $0.cell == "spark" }
    #expect(rockets.isEmpty, "no rocket after the release, and the one launched has burst")
    // It bursts when one second old, at 1.5 s: 400 sparks a second for 0.3 s.
    #expect(sparks.count > 80)
    #expect(sparks.allSatisfy { $0.birthTime >= 1.5 })
    // Where the rocket died: about 225 points above the launch point.
    for spark in sparks {
      let born = spark.birthPlace(yAcceleration: 80)
      #expect(born.y < launch.y - 150 && abs(born.x - launch.x) < 150)
    }
  }

  @Test func noRocketLeavesAfterTheRelease() {
    var launched: Set<UInt64> = []
    _ = run(releasedAt: 0.7, until: 3) { host in
      for particle in Ports.particles(host.layers) where particle.cell == "rocket" {
        #expect(particle.birthTime < 0.7)
        launched.insert(particle.serial)
      }
    }
    #expect(launched.count == 1)
  }

  @Test func aHeldPointerKeepsLaunchingAndEveryRocketBursts() {
    var burstTimes: Set<Int> = []
    _ = run(releasedAt: 2.2, until: 4) { host in
      for particle in Ports.particles(host.layers) where particle.cell == "burst" {
        burstTimes.insert(Int((particle.birthTime * 10).rounded()))
      }
    }
    // Rockets at 0.5, 1, 1.5 and 2 s burst one second later each.
    #expect(burstTimes == [15, 20, 25, 30])
  }

  @Test func rocketColoursAreTheSameRunAfterRun() {
    func rocketColour(seed: UInt32) -> [Float] {
      let host = run(releasedAt: 0.6, until: 0.6, seed: seed)
      let rocket = Ports.particles(host.layers).first { $0.cell == "rocket" }
      return rocket.map { [$0.r, $0.g, $0.b] } ?? []
    }
    #expect(rocketColour(seed: 3) == rocketColour(seed: 3))
    #expect(!rocketColour(seed: 3).isEmpty)
  }
}
