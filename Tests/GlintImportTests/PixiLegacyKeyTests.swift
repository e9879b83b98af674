import Foundation
import GlintCore
import GlintImport
import Testing

/// Every key of pixi's legacy format, in configs written for these tests, read by the rules of
/// pixi's `upgradeConfig` onto the engine's fields.
struct PixiLegacyKeyTests {
  static let everyKey = """
    {
      "alpha": { "start": 0.8, "end": 0.2 },
      "scale": { "start": 0.5, "end": 1.5, "minimumScaleMultiplier": 0.5 },
      "color": { "start": "#ff0000", "end": "0x0000ff" },
      "speed": { "start": 200, "end": 50, "minimumSpeedMultiplier": 0.5 },
      "acceleration": { "x": 0, "y": 0 },
      "maxSpeed": 0,
      "startRotation": { "min": 80, "max": 100 },
      "noRotation": false,
      "rotationSpeed": { "min": 10, "max": 30 },
      "rotationAcceleration": 0,
      "lifetime": { "min": 1, "max": 2 },
      "blendMode": "add",
      "ease": [{ "s": 0, "cp": 0.5, "e": 1 }],
      "frequency": 0.01,
      "particlesPerWave": 3,
      "spawnChance": 0.5,
      "emitterLifetime": 0.31,
      "maxParticles": 500,
      "pos": { "x": 0, "y": 0 },
      "addAtBack": true,
      "spawnType": "ring",
      "spawnCircle": { "x": 0, "y": 0, "r": 40, "minR": 20 },
      "orderedArt": false,
      "emit": true,
      "autoUpdate": false
    }
    """

  @Test func theEmitterKeysBecomeWavesLifetimeAndCap() throws {
    let result = try Pixi.importText(Self.everyKey)
    let cell = try Pixi.cell(result)
    let layer = try Pixi.layer(result)
    #expect(result.format == .pixiLegacy)
    #expect(cell.lifetime == 1.5 && cell.lifetimeRange == 1)
    #expect(cell.waveInterval == 0.01 && cell.particlesPerWave == 3 && cell.spawnChance == 0.5)
    #expect(abs(cell.birthRate - 150) < 1e-3, "the mean rate, 3 × 0.5 / 0.01")
    // 0.31 s at 0.01 s a wave: pixi counts down before each wave, so 31 − 1 = 30 waves.
    #expect(abs(cell.duration - 0.295) < 1e-9)
    #expect(cell.maxParticles == 500 && layer.capacity == 500)
    #expect(layer.renderMode == .oldestLast, "addAtBack: new particles behind the old")
    #expect(layer.behaviour.end == .keepEmitting, "a finite emitter finishes after a tap")
  }

  @Test func theParticleKeysBecomeCurvesRangesAndDirections() throws {
    let result = try Pixi.importText(Self.everyKey)
    let cell = try Pixi.cell(result)
    let layer = try Pixi.layer(result)
    // alpha and colour lists: white at full alpha, multiplied by the curves.
    #expect(cell.color == Color(red: 1, green: 1, blue: 1, alpha: 1))
    let alpha = try #require(cell.curves.alpha)
    #expect(alpha.keys.map(\.time) == [0, 1] && alpha.scalar(at: 0) == 0.8)
    let color = try #require(cell.curves.color)
    #expect(color.keys.first?.value == SIMD3(1, 0, 0) && color.keys.last?.value == SIMD3(0, 0, 1))
    // The emitter's ease is one segment from 0 to 1: exactly a cubic timing function.
    #expect(alpha.ease == MediaTimingFunction(controlPoints: 1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3))
    // scale: a multiplier in [0.5, 1] times the list.
    #expect(cell.scale == 0.75 && cell.scaleRange == 0.5)
    #expect(cell.curves.scale?.scalar(at: 0) == 0.5)
    // speed 200 → 50 with a multiplier in [0.5, 1]: 150 ± 50 at birth, times the list over 200.
    #expect(cell.velocity == 150 && cell.velocityRange == 100)
    let speed = try #require(cell.curves.speed)
    #expect(speed.keys.first?.value.x == 1 && speed.keys.last?.value.x == 0.25)
    // startRotation 80...100: the direction, and the sprite starts there, then spins 10...30°/s.
    #expect(abs(cell.emissionLongitude - .pi / 2) < 1e-6 && abs(cell.emissionRange - .pi / 9) < 1e-6)
    #expect(cell.rotationFollowsVelocity == .atBirth)
    #expect(abs(cell.spin - 20 * .pi / 180) < 1e-6 && abs(cell.spinRange - 20 * .pi / 180) < 1e-6)
    #expect(layer.emissionGeometry == .fan)
    // ring: radius uniform between 20 and 40.
    #expect(layer.emitterShape == .circle && layer.emitterMode == .surface)
    #expect(layer.emitterSize.width == 40 && layer.emitterInnerRadius == 20)
    #expect(Pixi.warns(result, "spawnCircle", "not outward"))
    #expect(layer.blend == .additive)
  }

  @Test func theImportedFileLoads() throws {
    let loaded = try Pixi.load(try Pixi.importText(Self.everyKey))
    #expect(loaded.declaration.layers[0].emitterCells.count == 1)
  }

  /// Acceleration takes the place of the speed list (keeping its start), with maxSpeed, and the
  /// sprite turns with the velocity unless noRotation; rotationAcceleration is the spin's.
  @Test func accelerationMaxSpeedAndRotate() throws {
    let config = """
      { "lifetime": { "min": 2, "max": 2 }, "frequency": 0.1,
        "speed": { "start": 100, "end": 10, "minimumSpeedMultiplier": 0.8 },
        "acceleration": { "x": 30, "y": 400 }, "maxSpeed": 250,
        "startRotation": { "min": -90, "max": -90 },
        "rotationSpeed": { "min": 0, "max": 0 }, "rotationAcceleration": 90 }
      """
    let result = try Pixi.importText(config)
    let cell = try Pixi.cell(result)
    #expect(cell.velocity == 90 && cell.velocityRange == 20)
    #expect(cell.xAcceleration == 30 && cell.yAcceleration == 400 && cell.maxSpeed == 250)
    #expect(cell.curves.speed == nil)
    #expect(cell.rotationFollowsVelocity == .always)
    let pinned = try Pixi.cell(
      try Pixi.importText(
        config.replacingOccurrences(of: "\"frequency\"", with: "\"noRotation\": true, \"frequency\"")))
    #expect(pinned.rotationFollowsVelocity == .never && pinned.rotation == 0)
    #expect(pinned.spin == 0 && abs(pinned.spinAcceleration - 90 * .pi / 180) < 1e-6)
    #expect(!result.warnings.contains { $0.key == "rotationAcceleration" })
  }

  /// A burst: waves of evenly spaced rays.
  @Test func burstSpawnsEvenlySpacedRays() throws {
    let config = """
      { "lifetime": { "min": 1, "max": 1 }, "frequency": 0.5, "particlesPerWave": 8,
        "speed": { "start": 100, "end": 100 }, "spawnType": "burst", "particleSpacing": 45, "angleStart": 10 }
      """
    let result = try Pixi.importText(config)
    let cell = try Pixi.cell(result)
    #expect(abs(cell.waveAngleStart - 10 * .pi / 180) < 1e-6 && abs(cell.waveAngleSpacing - .pi / 4) < 1e-6)
    #expect(cell.emissionRange == 0 && cell.waveDistance == 0)
    let effect = try Pixi.load(result).declaration
    let particles = Pixi.particles(Pixi.held(effect, until: 0.25))
    #expect(particles.count == 8)
    let angles = Set(particles.map { Int((atan2($0.vy, $0.vx) * 180 / .pi + 360).rounded()) % 360 })
    #expect(angles == [10, 55, 100, 145, 190, 235, 280, 325])
  }

  /// rect: a rectangle placed by pos and its own x and y from the pointer, circle: a disc with pixi's
  /// radius uniform from the centre, point, and an unknown type read as a point.
  @Test func spawnShapes() throws {
    let base = "\"lifetime\": { \"min\": 1, \"max\": 1 }, \"frequency\": 0.1, "
    let rect = try Pixi.importText(
      "{ \(base) \"spawnType\": \"rect\", \"spawnRect\": { \"x\": -50, \"y\": -10, \"w\": 100, \"h\": 20 } }")
    #expect(
      try Pixi.layer(rect).emitterShape == .rectangle
        && Pixi.layer(rect).emitterSize == Size(width: 100, height: 20))
    #expect(!rect.warnings.contains { $0.key == "spawnRect" }, "a rectangle centred on the emitter is exact")
    let offset = try Pixi.importText(
      "{ \(base) \"pos\": { \"x\": 5, \"y\": 0 }, \"spawnType\": \"rect\", \"spawnRect\": { \"x\": 0, \"y\": 0, \"w\": 10, \"h\": 10 } }"
    )
    #expect(try Pixi.layer(offset).emitterOffset == Point(x: 10, y: 5))
    #expect(!offset.warnings.contains { $0.key == "pos" || $0.key == "spawnRect" })
    let circle = try Pixi.importText(
      "{ \(base) \"spawnType\": \"circle\", \"spawnCircle\": { \"x\": 0, \"y\": 0, \"r\": 30 } }")
    #expect(try Pixi.layer(circle).emitterShape == .circle && Pixi.layer(circle).emitterInnerRadius > 0)
    let point = try Pixi.importText("{ \(base) \"spawnType\": \"point\" }")
    #expect(
      try Pixi.layer(point).emitterShape == .point && point.warnings.allSatisfy { $0.key == "textures" })
    let unknown = try Pixi.importText("{ \(base) \"spawnType\": \"star\" }")
    #expect(Pixi.warns(unknown, "spawnType", "born at a point"))
  }

  @Test func polygonalChainsAreApproximatedByTheirBoundingBox() throws {
    let config = """
      { "lifetime": { "min": 1, "max": 1 }, "frequency": 0.1, "spawnType": "polygonalChain",
        "spawnPolygon": [[{ "x": -40, "y": 0 }, { "x": 0, "y": -20 }], [{ "x": 0, "y": -20 }, { "x": 40, "y": 0 }]] }
      """
    let result = try Pixi.importText(config)
    #expect(try Pixi.layer(result).emitterSize == Size(width: 80, height: 20))
    #expect(Pixi.warns(result, "spawnPolygon", "bounding box"))
  }

  @Test func aPathIsFollowedAtTheSpeed() throws {
    let config = """
      { "lifetime": { "min": 1, "max": 1 }, "frequency": 0.1, "speed": { "start": 80, "end": 80 },
        "extraData": { "path": "sin(x / 10) * 20" } }
      """
    let result = try Pixi.importText(config)
    #expect(try Pixi.cell(result).velocity == 80)
    #expect(try Pixi.cell(result).pathExpression?.text == "sin(x / 10) * 20")
    #expect(!result.warnings.contains { $0.key == "extraData.path" })
  }

  /// Static values: a start equal to its end is a constant; white and alpha 1 leave the defaults.
  @Test func staticValues() throws {
    let config = """
      { "lifetime": { "min": 1, "max": 1 }, "frequency": 0.1, "alpha": { "start": 0.5, "end": 0.5 },
        "color": { "start": "336699", "end": "336699" }, "scale": { "start": 2, "end": 2, "minimumScaleMultiplier": 0.5 },
        "startRotation": { "min": 0, "max": 360 }, "blendMode": "screen" }
      """
    let result = try Pixi.importText(config)
    let cell = try Pixi.cell(result)
    #expect(cell.curves.alpha == nil && cell.curves.color == nil && cell.curves.scale == nil)
    #expect(abs(cell.color.red - 0.2) < 1e-6 && abs(cell.color.blue - 0.6) < 1e-6 && cell.color.alpha == 0.5)
    #expect(cell.scale == 1.5 && cell.scaleRange == 1)
    #expect(abs(cell.emissionRange - 2 * .pi) < 1e-5)
    #expect(Pixi.warns(result, "blendMode", "screen"))
  }

  @Test func unknownKeysAreWarned() throws {
    let result = try Pixi.importText(
      "{ \"lifetime\": { \"min\": 1, \"max\": 1 }, \"frequency\": 0.1, \"angle\": { \"min\": 0, \"max\": 0 }, \"spped\": 3 }"
    )
    #expect(Pixi.warns(result, "angle", "read by nothing"))
    #expect(Pixi.warns(result, "spped", "not a key"))
  }
}

/// The rest of the legacy keys: v2's lists with their multipliers at the top level, ordered art,
/// a config that does not start emitting, and an emitter lifetime counted as pixi counts it.
struct PixiLegacyListTests {
  static let lists = """
    { "lifetime": { "min": 1, "max": 1 }, "frequency": 0.1,
      "alpha": { "list": [{ "time": 0, "value": 0 }, { "time": 0.5, "value": 1 }, { "time": 1, "value": 0 }] },
      "speed": { "list": [{ "time": 0, "value": 100 }, { "time": 1, "value": 300 }], "isStepped": true },
      "minimumSpeedMultiplier": 0.5,
      "scale": { "list": [{ "time": 0, "value": 2 }, { "time": 1, "value": 1 }] },
      "minimumScaleMultiplier": 0.5,
      "color": { "list": [{ "time": 0, "value": "ffffff" }] },
      "orderedArt": true, "emit": false }
    """

  @Test func v2ListsTakeTheirMultipliersFromTheTop() throws {
    let result = try Pixi.importText(Self.lists)
    let cell = try Pixi.cell(result)
    #expect(try #require(cell.curves.alpha).keys.count == 3)
    #expect(cell.velocity == 225 && cell.velocityRange == 150, "300 × (1 + 0.5) / 2 and 300 × 0.5")
    let speed = try #require(cell.curves.speed)
    #expect(speed.stepped && abs(speed.scalar(at: 0.5) - 1.0 / 3) < 1e-6)
    #expect(cell.scale == 0.75 && cell.scaleRange == 0.5 && cell.curves.scale?.scalar(at: 0) == 2)
    #expect(cell.curves.color == nil, "a one-entry white list is no colour behaviour")
    #expect(Pixi.warns(result, "orderedArt", "names no textures"))
    #expect(Pixi.warns(result, "emit", "while the pointer is down"))
  }

  /// emitterLifetime 0.31 s at a wave each 0.1 s: pixi releases 3 waves (t = 0, 0.1, 0.2); 0.3 s
  /// gives 2, as pixi's countdown in doubles comes out.
  @Test(arguments: [(0.31, 3), (0.3, 2), (0.05, 0)]) func aFiniteEmitterReleasesPixisWaveCount(
    life: Double, waves: Int
  ) throws {
    let config = """
      { "lifetime": { "min": 5, "max": 5 }, "frequency": 0.1, "particlesPerWave": 4,
        "emitterLifetime": \(life), "spawnType": "point" }
      """
    let effect = try Pixi.load(try Pixi.importText(config)).declaration
    let host = Pixi.held(effect, until: 2)
    #expect(host.birthCount == waves * 4, "\(life) s: \(host.birthCount) births")
  }
}
