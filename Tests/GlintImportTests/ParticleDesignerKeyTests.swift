import Foundation
import GlintCore
import Testing

@testable import GlintImport

/// Every key of both Particle Designer versions, in files written here, and what each becomes.
@Suite struct ParticleDesignerKeyTests {
  static let degree = Float.pi / 180

  /// A gravity-mode Particle Designer 2 file with every key it can have.
  static var gravityKeys: [String: Any] {
    [
      "configName": "Every key", "emitterType": 0, "maxParticles": 200, "particleLifespan": 2.0,
      "particleLifespanVariance": 0.5, "duration": 3.0, "angle": 30.0, "angleVariance": 10.0,
      "speed": 100.0, "speedVariance": 20.0, "gravityx": 5.0, "gravityy": -50.0,
      "radialAcceleration": 10.0, "radialAccelVariance": 2.0, "tangentialAcceleration": 20.0,
      "tangentialAccelVariance": 4.0, "rotationIsDir": 0.0, "sourcePositionx": 160.0,
      "sourcePositiony": 240.0,
      "sourcePositionVariancex": 8.0, "sourcePositionVariancey": 4.0, "startParticleSize": 32.0,
      "startParticleSizeVariance": 8.0, "finishParticleSize": 16.0, "finishParticleSizeVariance": 4.0,
      "rotationStart": 90.0, "rotationStartVariance": 10.0, "rotationEnd": 180.0, "rotationEndVariance": 20.0,
      "startColorRed": 1.0, "startColorGreen": 0.5, "startColorBlue": 0.25, "startColorAlpha": 1.0,
      "startColorVarianceRed": 0.1, "startColorVarianceGreen": 0.2, "startColorVarianceBlue": 0.3,
      "startColorVarianceAlpha": 0.0, "finishColorRed": 0.0, "finishColorGreen": 0.25, "finishColorBlue": 1.0,
      "finishColorAlpha": 0.0, "finishColorVarianceRed": 0.05, "finishColorVarianceGreen": 0.0,
      "finishColorVarianceBlue": 0.0, "finishColorVarianceAlpha": 0.1, "blendFuncSource": 1,
      "blendFuncDestination": 771, "textureFileName": "art/spark.png", "textureImageData": "",
      "yCoordFlipped": 1, "positionType": 0, "absolutePosition": false,
      // Radius-mode keys in a gravity-mode file are read and not used, as in cocos2d-x.
      "maxRadius": 100.0, "maxRadiusVariance": 0.0, "minRadius": 0.0, "minRadiusVariance": 0.0,
      "rotatePerSecond": 0.0, "rotatePerSecondVariance": 0.0,
    ]
  }

  /// A square 64-pixel PNG beside the plist, as `spark.png`.
  static func folderWithSpark() throws -> URL {
    let folder = ImportTests.temporaryFolder()
    let image = TextureImage(width: 64, height: 64, pixels: [UInt8](repeating: 255, count: 64 * 64 * 4))
    try image.png().write(to: folder.appendingPathComponent("spark.png"))
    return folder
  }

  @Test func everyGravityModeKeyIsMappedExactly() throws {
    let folder = try Self.folderWithSpark()
    let result = try ImportTests.importKeys(Self.gravityKeys, name: "EveryKey.plist", folder: folder)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let effect = result.effect.declaration
    #expect(effect.info.name == "Every key")
    #expect(effect.info.id == "every-key")
    #expect(effect.info.summary == "Imported from EveryKey.plist (Particle Designer 2)")
    let layer = effect.layers[0]
    #expect(layer.capacity == 200)
    #expect(layer.emissionGeometry == .fan)
    #expect(layer.emitterShape == .rectangle && layer.emitterMode == .surface)
    #expect(layer.emitterSize == Size(width: 16, height: 8))
    #expect(layer.blend == .premultiplied)
    let cell = layer.emitterCells[0]
    #expect(cell.maxParticles == 200)
    #expect(cell.birthRate == 100)
    #expect(cell.lifetime == 2 && cell.lifetimeRange == 1)
    #expect(cell.duration == 3)
    // 30° counter-clockwise in y-up is 30° anticlockwise on screen: −30° in Glint's y-down.
    #expect(abs(cell.emissionLongitude + 30 * Self.degree) < 1e-6)
    #expect(abs(cell.emissionRange - 20 * Self.degree) < 1e-6)
    #expect(cell.velocity == 100 && cell.velocityRange == 40)
    #expect(cell.xAcceleration == 5 && cell.yAcceleration == 50)
    #expect(cell.radialAcceleration == 10 && cell.radialAccelerationRange == 4)
    #expect(cell.tangentialAcceleration == -20 && cell.tangentialAccelerationRange == 8)
    #expect(cell.motion == .ballistic)
    #expect(cell.contents == folder.appendingPathComponent("spark.png").standardizedFileURL.path)
    #expect(cell.scale == 0.5 && cell.scaleRange == 0.25)
    #expect(cell.endScale == 0.25 && cell.endScaleRange == 0.125)
    #expect(abs(cell.rotation - .pi / 2) < 1e-6 && abs(cell.rotationRange - 20 * Self.degree) < 1e-6)
    #expect(abs(cell.endRotation! - .pi) < 1e-6 && abs(cell.endRotationRange - 40 * Self.degree) < 1e-6)
    #expect(cell.rotationFollowsVelocity == .never)
    #expect(cell.color == Color(red: 1, green: 0.5, blue: 0.25, alpha: 1))
    #expect(abs(cell.redRange - 0.2) < 1e-6 && abs(cell.greenRange - 0.4) < 1e-6)
    #expect(abs(cell.blueRange - 0.6) < 1e-6 && cell.alphaRange == 0)
    #expect(cell.endColor == Color(red: 0, green: 0.25, blue: 1, alpha: 0))
    let range = cell.endColorRange
    #expect(
      abs(range.red - 0.1) < 1e-6 && range.green == 0 && range.blue == 0 && abs(range.alpha - 0.2) < 1e-6)
  }

  /// yCoordFlipped −1: the file is already y-down, and its values are taken as they are.
  @Test func yDownFilesAreNotMirrored() throws {
    var keys = Self.gravityKeys
    keys["yCoordFlipped"] = -1
    let cell = ImportTests.cell(try ImportTests.importKeys(keys, folder: try Self.folderWithSpark()))
    #expect(abs(cell.emissionLongitude - 30 * Self.degree) < 1e-6)
    #expect(cell.yAcceleration == -50)
    #expect(cell.tangentialAcceleration == 20 && cell.radialAcceleration == 10)
  }

  @Test func radiusModeIsAnOrbit() throws {
    var keys = Self.gravityKeys
    keys.merge([
      "emitterType": 1, "angle": 0.0, "maxRadius": 100.0, "maxRadiusVariance": 10.0, "minRadius": 20.0,
      "minRadiusVariance": 4.0, "rotatePerSecond": 90.0, "rotatePerSecondVariance": 30.0,
    ]) { $1 }
    let result = try ImportTests.importKeys(keys, folder: try Self.folderWithSpark())
    let layer = result.effect.declaration.layers[0]
    let cell = layer.emitterCells[0]
    #expect(cell.motion == .orbit)
    // cocos2d-x draws polar angle θ on the opposite side: angle 0 starts at the left.
    #expect(abs(abs(cell.emissionLongitude) - .pi) < 1e-6)
    #expect(cell.orbitRadius == 100 && cell.orbitRadiusRange == 20)
    #expect(cell.orbitEndRadius == 20 && cell.orbitEndRadiusRange == 8)
    // 90°/s counter-clockwise in y-up is counter-clockwise on screen: negative in Glint.
    #expect(abs(cell.orbitAngularVelocity + .pi / 2) < 1e-6)
    #expect(abs(cell.orbitAngularVelocityRange - 60 * Self.degree) < 1e-6)
    // The position variance has no lasting effect in radius mode.
    #expect(layer.emitterShape == .point)
    keys["minRadius"] = -1.0
    #expect(ImportTests.cell(try ImportTests.importKeys(keys)).orbitEndRadius == nil)
  }

  /// Particle Designer 1.x: particleType and blendAdditive, no rotation or radial keys.
  @Test func particleDesignerOneKeys() throws {
    var keys = Self.gravityKeys
    for key in [
      "emitterType", "blendFuncSource", "blendFuncDestination", "configName", "yCoordFlipped",
      "rotationStart",
      "rotationStartVariance", "rotationEnd", "rotationEndVariance", "radialAcceleration",
      "radialAccelVariance",
      "tangentialAcceleration", "tangentialAccelVariance", "minRadiusVariance", "rotationIsDir",
      "positionType", "absolutePosition",
    ] {
      keys[key] = nil
    }
    keys["particleType"] = 1
    keys["blendAdditive"] = 1
    let result = try ImportTests.importKeys(keys, name: "Legacy.plist", folder: try Self.folderWithSpark())
    #expect(result.effect.declaration.info.summary == "Imported from Legacy.plist (Particle Designer 1)")
    // As the 2010 cocos2d-iphone loader drew Particle Designer's additive.
    #expect(
      result.effect.declaration.layers[0].blend
        == BlendFactors(source: .oneMinusSourceAlpha, destination: .one))
    #expect(ImportTests.cell(result).motion == .orbit)
    #expect(ImportTests.cell(result).rotation == 0 && ImportTests.cell(result).endRotation == nil)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    keys["blendAdditive"] = 0
    #expect(try ImportTests.importKeys(keys).effect.declaration.layers[0].blend == .premultiplied)
  }

  @Test func lifespanZeroRefillsToTheCapEveryFrame() throws {
    var keys = Self.gravityKeys
    keys["particleLifespan"] = 0.0
    let cell = ImportTests.cell(try ImportTests.importKeys(keys))
    #expect(cell.waveInterval == 1.0 / 60 && cell.particlesPerWave == 200 && cell.maxParticles == 200)
    #expect(cell.lifetime == 0 && cell.lifetimeRange == 1)
  }

  @Test func emissionRateWinsWhenPresent() throws {
    var keys = Self.gravityKeys
    keys["emissionRate"] = 50.0
    #expect(ImportTests.cell(try ImportTests.importKeys(keys)).birthRate == 50)
  }

  @Test func minusOneMeansTheSameAsTheStart() throws {
    var keys = Self.gravityKeys
    keys["finishParticleSize"] = -1.0
    keys["duration"] = -1.0
    let cell = ImportTests.cell(try ImportTests.importKeys(keys))
    #expect(cell.endScale == nil && cell.duration == 0)
  }

  /// rotationIsDir: the sprite starts along its direction and still turns by end − start.
  @Test func rotationIsDirFollowsTheDirectionAtBirth() throws {
    var keys = Self.gravityKeys
    keys["rotationIsDir"] = true
    keys["rotationStartVariance"] = 0.0
    let cell = ImportTests.cell(try ImportTests.importKeys(keys))
    #expect(cell.rotationFollowsVelocity == .atBirth)
    #expect(cell.rotation == 0 && abs(cell.endRotation! - .pi / 2) < 1e-6)
  }

  @Test(arguments: [
    (770, 1, BlendFactors.additive), (1, 771, .premultiplied), (770, 771, .straight),
    (1, 1, BlendFactors(source: .one, destination: .one)),
    (770, 772, BlendFactors(source: .sourceAlpha, destination: .destinationAlpha)),
    (771, 1, BlendFactors(source: .oneMinusSourceAlpha, destination: .one)),
    (774, 771, BlendFactors(source: .destinationColor, destination: .oneMinusSourceAlpha)),
  ])
  func blendPairsAreKeptAsTheyAre(source: Int, destination: Int, pair: BlendFactors) throws {
    var keys = Self.gravityKeys
    keys["blendFuncSource"] = source
    keys["blendFuncDestination"] = destination
    #expect(try ImportTests.importKeys(keys).effect.declaration.layers[0].blend == pair)
  }

  @Test func anUnknownOrMissingBlendIsNormalBlendingWithAWarning() throws {
    var keys = Self.gravityKeys
    keys["blendFuncSource"] = 999
    let odd = try ImportTests.importKeys(keys)
    #expect(odd.effect.declaration.layers[0].blend == nil)
    #expect(
      odd.warnings.map(\.description).contains {
        $0.hasPrefix("blendFuncSource: 999 is not a GL blend factor")
      })
    keys["blendFuncSource"] = nil
    keys["blendFuncDestination"] = nil
    let missing = try ImportTests.importKeys(keys)
    #expect(missing.warnings.contains { $0.key == "blendFuncSource, blendFuncDestination" })
  }

  /// Unknown keys are ignored, as cocos2d-x ignores them, and listed in one warning.
  @Test func unknownKeysAreListedInOneWarning() throws {
    var keys = Self.gravityKeys
    keys["startScale"] = 1.0
    keys["version"] = 2
    keys["textureRectx"] = 0.0
    let warnings = try ImportTests.importKeys(keys, folder: try Self.folderWithSpark()).warnings
    #expect(
      warnings.map(\.description) == [
        "startScale, textureRectx: not Particle Designer keys Glint reads; ignored"
      ])
  }

  /// A bad optional key: a warning and a fallback, and the rest of the file is used.
  @Test func aBadOptionalKeyIsAWarning() throws {
    var keys = Self.gravityKeys
    keys["configName"] = 12.0
    keys["yCoordFlipped"] = "up"
    let result = try ImportTests.importKeys(keys, name: "Odd.plist", folder: try Self.folderWithSpark())
    #expect(result.effect.declaration.info.name == "Odd")
    #expect(Set(result.warnings.map(\.key)) == ["configName", "yCoordFlipped"])
  }
}
