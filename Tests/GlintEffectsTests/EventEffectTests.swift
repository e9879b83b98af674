import GlintCore
import GlintEffects
import Testing

/// The data effects that show collisions and sub-emitters do what they say: rain stays above the
/// floor and splashes on it, rockets burst where they die.
@Suite struct EventEffectTests {
  static let canvas = Rect(x: 0, y: 0, width: 400, height: 300)

  static func host(_ id: String) throws -> PointerHost {
    let host = PointerHost(effect: try EffectHarness.effect(id), seed: 7)
    host.canvas = canvas
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 200, y: 100), time: 0))
    return host
  }

  @Test func rainSplashesOnTheFloorAndNeverFallsThrough() throws {
    let host = try Self.host("rain")
    var splashes = 0
    for n in 1...150 {
      host.advance(to: Double(n) / 60)
      let particles = EffectHarness.particles(of: host)
      #expect(particles.filter { $0.cell == "drop" }.allSatisfy { $0.y <= 300 })
      splashes = max(splashes, particles.filter { $0.cell == "splash" }.count)
    }
    #expect(splashes > 50, "drops that met the floor splashed (\(splashes) splash particles at most)")
  }

  @Test func rocketsBurstIntoSparksOfTheirColourWhereTheyDie() throws {
    let host = try Self.host("fireworks-data")
    host.advance(to: 0.5)
    #expect(EffectHarness.particles(of: host).filter { $0.cell == "spark" }.isEmpty, "no rocket has died yet")
    host.advance(to: 1.6)
    let sparks = EffectHarness.particles(of: host).filter { $0.cell == "spark" }
    #expect(sparks.count >= 100, "at least one rocket burst")
  }
}
