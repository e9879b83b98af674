import GlintCore
import SparkleTrail
import Testing

/// The seed's look: purple sparks born on a 25-point ring around the pointer, thrown inwards
/// across it (longitude π from the outward normal), about 250 a second for a quarter second each.
@Suite struct SparkleTrailTests {
  let centre = Point(x: 400, y: 300)

  func held(until time: Double) -> PointerHost {
    let host = PointerHost(effect: SparkleTrailEffect(), seed: 1)
    host.handle(PointerEvent(id: 1, phase: .began, location: centre, time: 0))
    for frame in 1...Int(time * 60) { host.advance(to: Double(frame) / 60) }
    return host
  }

  func particles(_ host: PointerHost) -> [ParticleSnapshot] {
    var all: [ParticleSnapshot] = []
    for layer in host.layers { layer.forEachParticle { all.append($0) } }
    return all
  }

  @Test func sparksAreBornOnTheRingAndThrownAcrossIt() {
    let sparks = particles(held(until: 1))
    #expect(!sparks.isEmpty)
    var inward = 0
    for p in sparks {
      // No acceleration, so the birth place is the position less the flight so far.
      let bx = p.x - p.vx * p.age - centre.x
      let by = p.y - p.vy * p.age - centre.y
      #expect(abs((bx * bx + by * by).squareRoot() - 25) < 0.01)
      if bx * p.vx + by * p.vy < 0 { inward += 1 }
    }
    #expect(inward == sparks.count)  // within ±0.55 rad of straight inwards
  }

  @Test func aHeldPointerSettlesAtRateTimesLifetime() {
    let host = held(until: 2)
    // 250 a second × a mean life of 0.25 s ≈ 62 live sparks.
    #expect((45...80).contains(host.particleCount))
  }

  @Test func sparksAreTheCookbooksPurpleAtHalfAlpha() {
    let purple = SparkleTrailEffect.purple
    let sparks = particles(held(until: 0.5))
    #expect(!sparks.isEmpty)
    for p in sparks {
      #expect(abs(p.r - purple.red) < 1e-5 && abs(p.g - purple.green) < 1e-5 && abs(p.b - purple.blue) < 1e-5)
      #expect(abs(p.a - 0.5) < 1e-5)
    }
  }
}
