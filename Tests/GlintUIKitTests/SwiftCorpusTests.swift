import Foundation
import GlintCore
import Testing

@testable import GlintUIKit

/// The Swift files of iOS/, as `glint port` wrote them into Ported/, doing what they do on iOS.
@Suite struct SwiftCorpusTests {
  @Test func snowFallsAcrossTheWholeViewAndFollowsItsSize() {
    let snow = Hosted(SnowViewEffect(), width: 400, height: 300)
    snow.run(to: 4)
    #expect(snow.host.layers[1].emitterPosition == Point(x: 200, y: -10))
    #expect(snow.host.layers[1].emitterSize == Size(width: 400, height: 1))
    let xs = snow.particles.filter { $0.age < 0.5 }.map(\.x)
    #expect(xs.count > 10)
    #expect(xs.min()! < 80 && xs.max()! > 320 && xs.allSatisfy { $0 >= -20 && $0 <= 420 })
    // The canvas widens: layoutSubviews spreads the line over the new width.
    snow.host.canvas = Rect(x: 0, y: 0, width: 800, height: 300)
    snow.run(to: 8)
    #expect(snow.host.layers[1].emitterPosition == Point(x: 400, y: -10))
    #expect(snow.particles.filter { $0.birthTime > 4.1 }.contains { $0.x > 600 })
    #expect(snow.particles.allSatisfy { $0.y >= -12 })
  }

  @Test func aSwiftUIScreenHostsItsRepresentableAtItsFrameOnItsBackground() throws {
    let screen = Hosted(SparkleSwiftUIViewEffect(), width: 400, height: 300)
    let controller = try #require(screen.root as? UIHostingController<ContentView>)
    // `.background` wraps `.frame`, which wraps the representable's view.
    let background = try #require(controller.view.subviews.first)
    #expect(background.backgroundColor == UIColor.black)
    let sparkle = background.subviews.first?.subviews.first
    #expect(sparkle is SparkleEmitterView)
    #expect(sparkle?.frame == CGRect(x: 50, y: 50, width: 300, height: 200))
    // Outside the 300 by 200 frame the touch lands on the background: nothing sparkles.
    screen.tap(at: Point(x: 20, y: 20))
    #expect(screen.births(from: 0, to: 1) == 0)
    screen.host.handle(PointerEvent(id: 2, phase: .began, location: Point(x: 200, y: 150), time: 1))
    let held = screen.births(from: 1, to: 3)
    #expect(held > 200 && held < 280, "\(held) births in 2 s at 120 a second")
    #expect(screen.particles.allSatisfy { abs($0.x - 200) < 100 && abs($0.y - 150) < 100 })
    screen.host.handle(PointerEvent(id: 2, phase: .ended, location: Point(x: 200, y: 150), time: 3))
    #expect(screen.births(from: 3.1, to: 4) == 0)
  }

  @Test func aRepresentableIsHostedAloneAndItsUpdateSetsTheRate() {
    let cannon = Hosted(ConfettiCannonRepresentableEffect(), width: 400, height: 300)
    // Four cells of 25 a second at the update's intensity of 0.5: 50 a second.
    let births = cannon.births(from: 1, to: 3)
    #expect(births > 80 && births < 120, "\(births) births in 2 s")
    let xs = cannon.particles.map(\.x)
    #expect(xs.min()! < 100 && xs.max()! > 300, "spread over the top edge")
    #expect(cannon.host.layers[1].emitterPosition == Point(x: 200, y: -10))
  }

  @Test func theFireButtonStokesTheFireAndAnotherDousesIt() {
    let fire = Hosted(FireViewControllerEffect())
    #expect(fire.host.effect.actions == ["stoke", "douse"])
    let calm = fire.births(from: 0, to: 2)
    #expect(fire.host.perform(action: "stoke"))
    let stoked = fire.births(from: 2, to: 4)
    #expect(
      Double(stoked) > Double(calm) * 1.7 && Double(stoked) < Double(calm) * 2.3, "\(calm) then \(stoked)")
    #expect(fire.host.layers[1].emitterPosition == Point(x: 200, y: 280))  // on the bottom edge
    #expect(fire.host.perform(action: "douse"))
    #expect(fire.births(from: 4.1, to: 5) == 0)
    #expect(!fire.host.perform(action: "explode"))
  }

  @Test func confettiStopsItselfAfterTwoSecondsOnItsTimer() {
    let confetti = Hosted(ConfettiViewEffect())
    confetti.run(to: 4)
    let births = confetti.particles.map(\.birthTime)
    #expect(births.count > 40)
    #expect(births.max()! <= 2.0 + 1e-9 && births.max()! > 1.8)
    #expect(Set(confetti.particles.map { [$0.r, $0.g, $0.b] }).count == 6)
  }

  @Test func starsAreWhereTheSeedPutsThem() {
    func stars(seed: UInt32) -> [Point] {
      let sky = Hosted(StarfieldViewEffect(), seed: seed)
      return sky.host.layers.dropFirst().map(\.emitterPosition)
    }
    let first = stars(seed: 4)
    #expect(first.count == 6)
    #expect(first.dropLast().allSatisfy { $0.x >= 0 && $0.x <= 400 && $0.y >= 0 && $0.y <= 300 })
    #expect(first.last == Point(x: 200, y: 150))  // CGRectGetMidX of the screen: the canvas
    #expect(stars(seed: 4) == first)
    #expect(stars(seed: 5) != first)
  }

  @Test func theBurstButtonWorksByTapAndByAction() {
    let burst = Hosted(BurstButtonViewControllerEffect())
    #expect(burst.births(from: 0, to: 1) == 0)
    burst.tap(at: Point(x: 80, y: 42))  // on the button: 20...140 × 20...64
    let tapped = burst.births(from: 1.01, to: 2)
    #expect(tapped > 60 && tapped < 140, "\(tapped)")  // 400 a second for a quarter of a second
    burst.tap(at: Point(x: 300, y: 250))  // beside it: nothing
    #expect(burst.births(from: 2.01, to: 3) == 0)
    #expect(burst.host.perform(action: "burst"))
    #expect(burst.births(from: 3, to: 4) > 60)
  }

  @Test func rocketsBurstIntoSparksFromTheirSubclassedCells() {
    let fireworks = Hosted(FireworksViewEffect())
    fireworks.run(to: 3)
    let cells = Set(fireworks.particles.map(\.cell))
    #expect(cells.contains("rocket") && cells.contains("spark"))
    #expect(fireworks.host.layers[1].emitterPosition == Point(x: 200, y: 300))
  }

  @Test func eachTapRaisesTheHeartsRateThroughDidSet() {
    let hearts = Hosted(HeartsViewControllerEffect())
    let before = hearts.births(from: 0, to: 4)
    hearts.tap(at: Point(x: 10, y: 10))
    hearts.tap(at: Point(x: 10, y: 10), id: 2)
    let after = hearts.births(from: 4.1, to: 8.1)
    #expect(abs(before - 20) <= 4 && abs(after - 60) <= 8, "\(before) then \(after)")
  }

  @Test func theTrailLayerSubclassFollowsTheFinger() {
    let trail = Hosted(TouchTrailViewEffect())
    #expect(trail.births(from: 0, to: 0.5) == 0)
    trail.host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 50, y: 50), time: 0.5))
    for step in 1...30 {
      let point = Point(x: 50 + Float(step) * 10, y: 50)
      trail.host.handle(PointerEvent(id: 1, phase: .moved, location: point, time: 0.5 + Double(step) / 60))
    }
    let xs = trail.particles.map(\.x)
    #expect(xs.count > 40 && xs.min()! < 80 && xs.max()! > 300)
    #expect(trail.particles.allSatisfy { abs($0.y - 50) < 20 })
    trail.host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 350, y: 50), time: 1.1))
    #expect(trail.births(from: 1.2, to: 2) == 0)
  }

  @Test func theDecayTimerFiresEveryTenthOfASecondOnTheHostsClock() throws {
    let glow = Hosted(GlowDecayViewEffect())
    let view = try #require(glow.root as? GlowDecayView)
    glow.run(to: 1.05)
    #expect(view.ticks == 10)
    #expect(abs(view.glow.birthRate - pow(0.8, 10)) < 1e-5)
    // The same ticks at another step rate: timers fire at their instants, not at frames.
    let coarse = Hosted(GlowDecayViewEffect())
    coarse.host.advance(to: 0.5)
    coarse.host.advance(to: 1.05)
    #expect((coarse.root as? GlowDecayView)?.ticks == 10)
    glow.tap(at: Point(x: 200, y: 150))
    #expect(view.glow.birthRate == 1)
    #expect(glow.particles.count > 0)
    #expect(glow.host.perform(action: "clear"))
    #expect(glow.particles.isEmpty)  // the layer left the tree, and its particles with it
    #expect(glow.births(from: 1.2, to: 1.3) > 0)  // and came back
  }

  @Test func theSameSeedGivesTheSameParticles() {
    for effect in [ConfettiViewEffect(), StarfieldViewEffect(), GlowDecayViewEffect()] as [any Effect] {
      func run() -> [ParticleSnapshot] {
        let hosted = Hosted(effect, seed: 9)
        hosted.tap(at: Point(x: 100, y: 100))
        hosted.run(to: 1.5)
        return hosted.particles
      }
      let first = run()
      #expect(!first.isEmpty)
      #expect(run() == first)
    }
  }
}
