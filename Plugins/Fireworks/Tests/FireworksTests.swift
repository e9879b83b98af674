import Fireworks
import GlintCore
import Testing

/// How fireworks look: a tap launches a rocket that climbs, then bursts into sparks of its own
/// colour.
@Suite struct FireworksTests {
  func launch(seed: UInt32) -> PointerHost {
    let host = PointerHost(effect: FireworksEffect(), seed: seed)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 560), time: 0))
    host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 400, y: 560), time: 0.05))
    return host
  }

  func particles(_ host: PointerHost, cell: String) -> [ParticleSnapshot] {
    var found: [ParticleSnapshot] = []
    for layer in host.layers { layer.forEachParticle { if $0.cell == cell { found.append($0) } } }
    return found
  }

  @Test func aTapLaunchesOneRocketThatClimbs() {
    let host = launch(seed: 1)
    for frame in 1...30 { host.advance(to: Double(frame) / 60) }
    let rockets = particles(host, cell: "rocket")
    #expect(rockets.count == 1)
    #expect(rockets[0].y < 560 - 50)
    #expect(particles(host, cell: "spark").isEmpty)
  }

  @Test func theRocketBurstsIntoSparksOfItsOwnColour() {
    for seed: UInt32 in [1, 2, 3] {
      let host = launch(seed: seed)
      var rocketColor: (Float, Float, Float)?
      for frame in 1...66 {
        host.advance(to: Double(frame) / 60)
        if let rocket = particles(host, cell: "rocket").first { rocketColor = (rocket.r, rocket.g, rocket.b) }
      }
      let sparks = particles(host, cell: "spark")
      #expect(sparks.count >= FireworksEffect.sparksPerBurst * 9 / 10)
      guard let (r, g, b) = rocketColor else {
        Issue.record("no rocket")
        continue
      }
      // Sparks are white cells, so each carries its rocket's colour; only alpha fades.
      for spark in sparks {
        #expect(abs(spark.r - r) < 1e-4 && abs(spark.g - g) < 1e-4 && abs(spark.b - b) < 1e-4)
      }
    }
  }

  /// The release stops launches, not bursts: the rocket a held pointer launched at 1/1.5 s is
  /// in flight when the pointer lifts at 0.75 s, and bursts at 0.67 + 0.9 s all the same.
  @Test func aRocketInFlightAtTheReleaseStillBursts() {
    let host = PointerHost(effect: FireworksEffect(), seed: 5)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 560), time: 0))
    for frame in 1...45 { host.advance(to: Double(frame) / 60) }
    host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 400, y: 560), time: 0.75))
    for frame in 46...108 { host.advance(to: Double(frame) / 60) }
    let late = particles(host, cell: "spark").filter { $0.birthTime > 1.5 }
    #expect(late.count >= FireworksEffect.sparksPerBurst * 9 / 10)
    #expect(particles(host, cell: "rocket").isEmpty)  // nothing launched after the release
  }

  @Test func differentRocketsHaveDifferentColours() {
    let host = PointerHost(effect: FireworksEffect(), seed: 9)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 560), time: 0))
    for frame in 1...150 { host.advance(to: Double(frame) / 60) }
    var colours = Set<[Float]>()
    for layer in host.layers {
      layer.forEachParticle { if $0.cell == "spark" { colours.insert([$0.r, $0.g, $0.b]) } }
    }
    #expect(colours.count >= 2)
  }
}
