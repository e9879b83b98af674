import Foundation
import GlintCore
import GlintFiles
import GlintImport
import GlintRender
import Testing

/// The three real pixi configs of the reference samples (Samples/pixi, from the pixi particle
/// editors; Samples/SOURCES.md names them): each imports, names its source, loads as an effect
/// file, renders a lit picture, and its steady count and motion are what the config says.
@Suite(.serialized)
struct PixiSampleTests {
  static let names = ["flame.json", "snow.json", "flameStepped.json"]

  func sample(_ name: String) throws -> ImportResult {
    try Pixi.importFile(Pixi.samples.appendingPathComponent(name))
  }

  @Test(arguments: names) func eachSampleImportsNamingItsSource(name: String) throws {
    let result = try sample(name)
    #expect(result.format == (name == "flameStepped.json" ? .pixiBehaviors : .pixiLegacy))
    #expect(result.effect.declaration.info.summary.contains(name))
    #expect(result.text.contains(name))
    let loaded = try Pixi.load(result)
    #expect(loaded.declaration.layers.count == 1)
  }

  @Test(arguments: names) func eachSampleRendersALitPicture(name: String) throws {
    let effect = try Pixi.load(try sample(name)).declaration
    let host = Pixi.held(effect, until: 1.5)
    let buffer = InstanceBuffer()
    buffer.fill(from: host.layers)
    let target = try OffscreenRenderer(size: Size(width: 512, height: 512), warn: { _ in })
    let image = target.render(buffer, background: Color(red: 0, green: 0, blue: 0))
    var lit = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image.pixel(x: x, y: y)
        if max(pixel.r, pixel.g, pixel.b) > 24 { lit += 1 }
      }
    }
    #expect(lit > 1500, "\(name): \(lit) lit pixels")
  }

  /// Flame: a wave of 1 every 0.001 s, lives uniform in [0.1, 0.75]: 1000/s × 0.425 s = 425
  /// alive (under the cap of 1000), within 5 %; the same for the stepped v5 version, whose two
  /// textures share the rate.
  @Test(arguments: ["flame.json", "flameStepped.json"]) func flameSettlesAtRateTimesMeanLife(name: String)
    throws
  {
    let effect = try Pixi.load(try sample(name)).declaration
    let count = Pixi.steadyCount(effect, from: 2)
    #expect(abs(count - 425) < 425 * 0.05, "\(name): \(count) alive")
  }

  /// Snow: 250/s living 4 s would be 1000 alive, which is its maxParticles: the count sits at the
  /// cap, never over it.
  @Test func snowFillsItsCapOfAThousand() throws {
    let effect = try Pixi.load(try sample("snow.json")).declaration
    let host = Pixi.held(effect, until: 6)
    #expect(host.particleCount <= 1000)
    #expect(host.particleCount >= 950, "\(host.particleCount) alive")
  }

  /// Snow leaves at 50° to 70° below the x axis (y down) at 200 points a second: it falls and
  /// drifts right, each flake at its start direction all its life.
  @Test func snowFallsAndDriftsRight() throws {
    let effect = try Pixi.load(try sample("snow.json")).declaration
    let particles = Pixi.particles(Pixi.held(effect, until: 2))
    #expect(particles.nonEmptyAndAllSatisfy { $0.vy > 0 && $0.vx > 0 })
    #expect(
      particles.nonEmptyAndAllSatisfy {
        atan2($0.vy, $0.vx) > 49 * .pi / 180 && atan2($0.vy, $0.vx) < 71 * .pi / 180
      })
    let speeds = particles.map { ($0.vx * $0.vx + $0.vy * $0.vy).squareRoot() }
    #expect(speeds.nonEmptyAndAllSatisfy { abs($0 - 200) < 0.5 }, "the one speed, 200")
  }

  /// Flame leaves at 265° to 275° (straight up, y down) at 500 points a second: it rises.
  @Test(arguments: ["flame.json", "flameStepped.json"]) func flameRises(name: String) throws {
    let effect = try Pixi.load(try sample(name)).declaration
    let particles = Pixi.particles(Pixi.held(effect, until: 1))
    #expect(particles.nonEmptyAndAllSatisfy { $0.vy < -480 && abs($0.vx) < 50 })
    let oldest = particles.filter { $0.age > 0.3 }
    #expect(oldest.nonEmptyAndAllSatisfy { $0.y < 256 - 100 }, "old flames are above the pointer")
  }

  /// The flame's sprites start turned to their direction and spin at 50°/s, as pixi's particle
  /// rotation is both.
  @Test func flameSpritesStartAtTheirDirectionAndSpin() throws {
    let effect = try Pixi.load(try sample("flame.json")).declaration
    let particles = Pixi.particles(Pixi.held(effect, until: 1))
    #expect(
      particles.nonEmptyAndAllSatisfy { particle in
        let direction = atan2(particle.vy, particle.vx)
        let expected = direction + particle.age * 50 * .pi / 180
        return abs(remainder(particle.rotation - expected, 2 * .pi)) < 0.01
      })
  }

  /// Snow's emitter ease (three segments) cannot be one cubic: its lists are folded into keys,
  /// with a warning that says how close they follow.
  @Test func snowsEaseIsApproximatedWithAWarning() throws {
    let result = try sample("snow.json")
    #expect(Pixi.warns(result, "alpha", "keys follow it within"))
    #expect(Pixi.warns(result, "scale", "keys follow it within"))
    let cell = try Pixi.cell(result)
    let alpha = try #require(cell.curves.alpha)
    #expect(alpha.keys.count >= 9)
  }

  /// The editor's legacy files name no texture; the v5 one names two that are not beside it.
  @Test func missingTexturesWarnAndFallBackToABuiltIn() throws {
    let legacy = try sample("flame.json")
    #expect(Pixi.warns(legacy, "textures", "built-in dot"))
    let stepped = try sample("flameStepped.json")
    let cells = try Pixi.cells(stepped)
    #expect(cells.map { $0.name } == ["particle", "Fire"])
    #expect(cells.allSatisfy { $0.contents == "dot" })
    #expect(Pixi.warns(stepped, "behaviors[5].config.textures[1]", "no image 'Fire.png'"))
  }
}
