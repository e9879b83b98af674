import Foundation
import GlintCore
import Testing

@testable import GlintUIKit

/// The Objective-C files of iOS/, as `glint port` translated them into Ported/, doing what they
/// do on iOS. (The seed's is in SeedTests.)
@Suite struct ObjCCorpusTests {
  @Test func snowfallStartsAboveTheViewAcrossTwiceItsWidth() {
    let snow = Hosted(SnowfallViewControllerEffect())
    #expect(snow.host.layers[1].emitterPosition == Point(x: 200, y: -30))
    #expect(snow.host.layers[1].emitterSize == Size(width: 800, height: 0))
    snow.run(to: 5)
    let particles = snow.particles
    #expect(particles.count > 100)
    #expect(particles.contains { $0.y > 20 })  // fallen into view
    #expect(particles.allSatisfy { $0.cell == "snow" })
  }

  @Test func theFireViewIsItsOwnEmitterAndStokesByAction() {
    let fire = Hosted(FireViewEffect())
    // layerClass: the view's own layer is the emitter, placed by layoutSubviews.
    #expect(fire.host.layers.count == 2)
    #expect(fire.host.layers[1].emitterPosition == Point(x: 200, y: 260))
    let calm = fire.births(from: 0, to: 2)
    #expect(abs(calm - 160) <= 8, "\(calm)")
    #expect(fire.host.perform(action: "stoke"))
    let stoked = fire.births(from: 2, to: 4)
    #expect(abs(stoked - 320) <= 12, "\(stoked)")
  }

  @Test func confettiStopsAtItsDispatchedDelay() {
    let confetti = Hosted(ConfettiBurstViewEffect())
    confetti.run(to: 3)
    let births = confetti.particles.map(\.birthTime)
    #expect(births.count > 30 && births.max()! <= 1.5 + 1e-9 && births.max()! > 1.3)
    #expect(Set(confetti.particles.map { [$0.r, $0.g, $0.b] }).count == 3)
  }

  @Test func theBurstButtonFiresAndPerformSelectorStopsIt() {
    let burst = Hosted(BurstButtonControllerEffect())
    #expect(burst.host.effect.actions == ["burst"])
    #expect(burst.births(from: 0, to: 1) == 0)
    burst.tap(at: Point(x: 150, y: 225))  // on the button: 100...200 × 200...250
    let tapped = burst.births(from: 1.01, to: 2)
    #expect(tapped >= 54 && tapped <= 66, "\(tapped)")  // 300 a second for 0.2 s
    #expect(burst.host.perform(action: "burst"))
    #expect(burst.births(from: 2, to: 3) >= 54)
  }

  @Test func randomSparksFadeOnTheirTimerAndFollowTheSeed() throws {
    func touch(seed: UInt32) -> (Hosted, [ParticleSnapshot]) {
      let sparks = Hosted(RandomSparkViewEffect(), seed: seed)
      sparks.tap(at: Point(x: 120, y: 80))
      sparks.run(to: 0.3)
      return (sparks, sparks.particles)
    }
    let (sparks, first) = touch(seed: 2)
    #expect(!first.isEmpty && first.allSatisfy { abs($0.x - 120) < 60 && abs($0.y - 80) < 60 })
    let view = try #require(sparks.root as? RandomSparkView)
    sparks.run(to: 1.01)
    #expect(view.fades == 4)  // at 0.25, 0.5, 0.75 and 1.0
    #expect(view.sparks.birthRate == 1.0 / 16)
    #expect(touch(seed: 2).1 == first)
    #expect(touch(seed: 3).1 != first)
  }
}
