import Foundation
import GlintCore
import GlintFiles
import Testing

@testable import GlintImport

/// Every Particle Designer sample (real files from cocos2d-objc and zame-haxe-particles, sources
/// in Samples/SOURCES.md) imports, loads, and its particles do what the file says: the steady
/// count min(maxParticles, rate × mean life) within 5 %, and the overall motion.
@Suite struct SampleImportTests {
  @Test(arguments: ImportTests.sampleNames)
  func everySampleImportsNamingItsSource(name: String) throws {
    let (result, effect) = try ImportTests.sample(name)
    #expect(result.format == .particleDesigner)
    let version = name == "QuickExplode" ? 1 : 2
    #expect(effect.info.summary == "Imported from \(name).plist (Particle Designer \(version))")
    #expect(EffectRegistry.isKebabCase(effect.info.id))
    #expect(result.text.hasPrefix("{\n  \"version\": 1,\n  \"id\": "))
    #expect(effect.declaration.layers.count == 1)
  }

  /// The mean live count over the last second of 6 s, as the file's numbers say it should be.
  @Test(arguments: [
    ("Galaxy", 934.0), ("SpookyPeas", 1000), ("TestPremultipliedAlpha", 90), ("fire", 500),
    // Lifespan 0: refilled to maxParticles.
    ("Phoenix", 285),
  ])
  func steadyCountIsWhatTheFileSays(name: String, expected: Double) throws {
    let effect = try ImportTests.sample(name).effect
    var counts: [Double] = []
    ImportTests.run(effect, times: stride(from: 5.0, through: 6, by: 0.1).map { $0 }) { _, particles in
      counts.append(Double(particles.count))
    }
    let mean = counts.reduce(0, +) / Double(counts.count)
    #expect(abs(mean - expected) <= 0.05 * expected, "mean live count \(mean), expected \(expected)")
  }

  /// QuickExplode (PD 1.x keys) emits for 0.3 s at 506 / 0.5921 a second, then every particle
  /// has died by 0.3 + the longest life (0.5921 + 0.3289 s).
  @Test func quickExplodeEmitsForItsDurationThenEnds() throws {
    let effect = try ImportTests.sample("QuickExplode").effect
    let rate = 506 / 0.5921
    ImportTests.run(effect, times: [0.25, 1.3]) { time, particles in
      if time < 1 {
        #expect(abs(Double(particles.count) - rate * 0.25) <= 0.1 * rate * 0.25, "\(particles.count)")
        // Every direction, at speeds both ways: the cloud stays centred on the pointer.
        #expect(abs(particles.meanX - 400) < 15 && abs(particles.meanY - 300) < 15)
      } else {
        #expect(particles.isEmpty)
      }
    }
  }

  /// ExplodingRing: one burst (duration 0.01 s, lifespan 0) flying out at 243 pt/s every way.
  @Test func explodingRingIsOneBurstFlyingOut() throws {
    let effect = try ImportTests.sample("ExplodingRing").effect
    ImportTests.run(effect, times: [0.3, 1.2]) { time, particles in
      if time < 1 {
        #expect(particles.count > 100 && particles.count <= 809)
        let mean = particles.distances.reduce(0, +) / Double(max(1, particles.count))
        #expect(abs(mean - 243.42 * 0.3) < 0.15 * 243.42 * 0.3, "mean distance \(mean)")
        #expect(abs(particles.meanX - 400) < 15 && abs(particles.meanY - 300) < 15)
      } else {
        // The longest life is 1.118 s.
        #expect(particles.isEmpty)
      }
    }
  }

  /// fire: speed 0 ± 190.79, gravity 671 up in the file's y-up space: the flames rise above the
  /// pointer (by ½·671·τ² on average at age τ, a mean of about 59 pt over lives of 0.7237 s).
  @Test func fireRises() throws {
    let effect = try ImportTests.sample("fire").effect
    let particles = ImportTests.particles(effect, at: 3)
    #expect(particles.count > 400)
    #expect(particles.meanY < 300 - 40 && particles.meanY > 300 - 80, "mean y \(particles.meanY)")
  }

  /// Galaxy: tangential acceleration 50 (counter-clockwise in y-up) turns the cloud
  /// counter-clockwise on screen, and the radial −20 keeps it together.
  @Test func galaxyTurnsCounterClockwise() throws {
    let effect = try ImportTests.sample("Galaxy").effect
    let particles = ImportTests.particles(effect, at: 4)
    #expect(particles.count > 800)
    #expect(particles.meanTurn < -5, "mean turn \(particles.meanTurn)")
  }

  /// SpookyPeas and Phoenix are radius mode: orbits from maxRadius ± maxRadiusVariance shrinking
  /// linearly to minRadius 0 over each life, so within the largest start radius and, on average,
  /// about half way in (Phoenix's radii run from −25.26 to 145.26: a mean |R| of 63.7).
  @Test(arguments: [("SpookyPeas", 192.63, 192.63), ("Phoenix", 145.26, 63.7)])
  func radiusModeOrbitsWithinTheRadius(name: String, largest: Double, meanStart: Double) throws {
    let effect = try ImportTests.sample(name).effect
    let particles = ImportTests.particles(effect, at: 4)
    #expect(
      particles.nonEmptyAndAllSatisfy { p in
        (Double(p.x) - 400).hypot(Double(p.y) - 300) <= largest + 1
      })
    let mean = particles.distances.reduce(0, +) / Double(max(1, particles.count))
    #expect(mean > 0.35 * meanStart && mean < 0.65 * meanStart, "mean distance \(mean)")
  }

  /// The texture sources of the samples: embedded gzip'd TIFF (SpookyPeas) and PNG (Galaxy),
  /// and a 22 × 21 PNG (TestPremultipliedAlpha) stretched square as Particle Designer draws it.
  @Test func embeddedTexturesBecomeSquarePNGs() throws {
    for name in ["SpookyPeas", "Galaxy", "TestPremultipliedAlpha"] {
      let cell = ImportTests.cell(try ImportTests.sample(name).result)
      let path = try #require(cell.contents)
      let image = try TextureImage.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(image.width == image.height && image.width >= 22)
      #expect(image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 200 })
    }
  }

  /// fire.plist names fire.png, which is not beside it, and has no embedded image: a warning and
  /// the built-in dot, and the effect still works.
  @Test func aMissingTextureGivesTheBuiltInDot() throws {
    let (result, _) = try ImportTests.sample("fire")
    #expect(ImportTests.cell(result).contents == "dot")
    #expect(result.warnings.contains { $0.key == "textureFileName" && $0.instead.contains("built-in dot") })
  }
}
