import Foundation
import GlintCore
import GlintImport
import Testing

/// Every behaviour type of pixi's v5 format (`behaviors`), in configs written for these tests.
struct PixiBehaviourTests {
  /// A v5 config with the emitter keys and `behaviours` (JSON objects, joined).
  static func config(_ behaviours: [String], emitter: String = "") -> String {
    """
    { "lifetime": { "min": 0.5, "max": 1.5 }, "frequency": 0.05, "particlesPerWave": 2, "spawnChance": 1,
      "emitterLifetime": 0, "maxParticles": 300, "addAtBack": false, "pos": { "x": 0, "y": 0 },
      "emit": true, "autoUpdate": true \(emitter),
      "behaviors": [ \(behaviours.joined(separator: ",\n")) ] }
    """
  }

  static let lists = [
    #"{ "type": "alpha", "config": { "alpha": { "list": [{ "time": 0, "value": 1 }, { "time": 0.5, "value": 0.6 }, { "time": 1, "value": 0 }] } } }"#,
    #"{ "type": "scale", "config": { "scale": { "list": [{ "time": 0, "value": 1 }, { "time": 1, "value": 3 }], "isStepped": true }, "minMult": 0.25 } }"#,
    #"{ "type": "color", "config": { "color": { "list": [{ "time": 0, "value": "ffffff" }, { "time": 1, "value": "000000" }], "ease": [{ "s": 0, "cp": 1, "e": 1 }] } } }"#,
    #"{ "type": "moveSpeed", "config": { "speed": { "list": [{ "time": 0, "value": 0 }, { "time": 1, "value": 300 }] }, "minMult": 1 } }"#,
    #"{ "type": "rotation", "config": { "minStart": 0, "maxStart": 90, "minSpeed": 45, "maxSpeed": 45, "accel": 0 } }"#,
    #"{ "type": "blendMode", "config": { "blendMode": "multiply" } }"#,
    #"{ "type": "textureSingle", "config": { "texture": "spark.png" } }"#,
    #"{ "type": "spawnShape", "config": { "type": "torus", "data": { "x": 0, "y": 0, "radius": 25, "innerRadius": 25, "affectRotation": true } } }"#,
  ]

  @Test func listBehavioursBecomeCurves() throws {
    let result = try Pixi.importText(Self.config(Self.lists), images: ["spark.png"])
    #expect(result.format == .pixiBehaviors)
    let cell = try Pixi.cell(result)
    let layer = try Pixi.layer(result)
    let alpha = try #require(cell.curves.alpha)
    #expect(alpha.keys.map(\.time) == [0, 0.5, 1] && abs(alpha.scalar(at: 0.5) - 0.6) < 1e-6)
    let scale = try #require(cell.curves.scale)
    #expect(scale.stepped && cell.scale == 0.625 && cell.scaleRange == 0.75)
    let color = try #require(cell.curves.color)
    #expect(color.ease == MediaTimingFunction(controlPoints: 1.0 / 3, 2.0 / 3, 2.0 / 3, 1))
    #expect(cell.velocity == 300 && cell.curves.speed?.scalar(at: 0) == 0)
    #expect(abs(cell.emissionLongitude - .pi / 4) < 1e-6 && abs(cell.emissionRange - .pi / 2) < 1e-6)
    #expect(abs(cell.spin - .pi / 4) < 1e-6 && cell.spinRange == 0)
    #expect(layer.blend == BlendFactors(source: .destinationColor, destination: .oneMinusSourceAlpha))
    #expect(Pixi.warns(result, "behaviors[5].config.blendMode", "multiply"))
    #expect(cell.contents?.hasSuffix("/spark.png") == true && cell.name == "spark")
    // innerRadius == radius, aimed outward: the circle's outline, which aims outward exactly.
    #expect(layer.emitterShape == .circle && layer.emitterMode == .outline && layer.emitterSize.width == 25)
    #expect(cell.particlesPerWave == 2 && cell.waveInterval == 0.05 && cell.duration == 0)
    #expect(layer.behaviour.end == .stopEmitting, "an emitter for ever stops with its pointer")
    #expect(result.warnings.count == 1, "\(result.warnings)")
    _ = try Pixi.load(result)
  }

  static let statics = [
    #"{ "type": "alphaStatic", "config": { "alpha": 0.4 } }"#,
    #"{ "type": "scaleStatic", "config": { "min": 0.5, "max": 1 } }"#,
    ##"{ "type": "colorStatic", "config": { "color": "#ff8000" } }"##,
    #"{ "type": "moveSpeedStatic", "config": { "min": 40, "max": 60 } }"#,
    #"{ "type": "rotationStatic", "config": { "min": 180, "max": 180 } }"#,
    #"{ "type": "noRotation", "config": { "rotation": 30 } }"#,
    #"{ "type": "textureRandom", "config": { "textures": ["a.png", "b.png", "missing.png"] } }"#,
    #"{ "type": "spawnShape", "config": { "type": "rect", "data": { "x": -20, "y": -5, "w": 40, "h": 10 } } }"#,
  ]

  @Test func staticBehavioursBecomeValues() throws {
    let result = try Pixi.importText(Self.config(Self.statics), images: ["a.png", "b.png"])
    let cells = try Pixi.cells(result)
    #expect(cells.map { $0.name } == ["a", "b", "missing"])
    #expect(cells[2].contents == "dot" && Pixi.warns(result, "behaviors[6].config.textures[2]", "no image"))
    for cell in cells {
      #expect(abs(cell.spawnChance - 1.0 / 3) < 1e-6, "each texture a third of the births")
      #expect(cell.color.alpha == 0.4 && cell.color.red == 1 && abs(cell.color.green - 128.0 / 255) < 1e-6)
      #expect(cell.scale == 0.75 && cell.scaleRange == 0.5)
      #expect(cell.velocity == 50 && cell.velocityRange == 20)
      #expect(abs(cell.emissionLongitude - .pi) < 1e-6)
      #expect(cell.rotationFollowsVelocity == .never && abs(cell.rotation - .pi / 6) < 1e-6)
    }
    #expect(try Pixi.layer(result).emitterShape == .rectangle)
  }

  static let motion = [
    #"{ "type": "moveAcceleration", "config": { "accel": { "x": 0, "y": 200 }, "minStart": 100, "maxStart": 200, "rotate": true, "maxSpeed": 300 } }"#,
    #"{ "type": "spawnPoint", "config": {} }"#,
    #"{ "type": "animatedSingle", "config": { "anim": { "textures": ["f1.png", { "texture": "f2.png", "count": 2 }], "framerate": -1, "loop": false } } }"#,
    #"{ "type": "spawnBurst", "config": { "start": 0, "spacing": 0, "distance": 15 } }"#,
    #"{ "type": "someoneElsesBehavior", "config": {} }"#,
  ]

  /// Each texture of a random list becomes a cell: a list with more than an effect's 256 cells
  /// is refused at once, naming the config and its field; up to 256 with one name, the cells
  /// are numbered in turn.
  @Test func moreTexturesThanCellsAreRefusedByField() throws {
    let many = (0..<257).map { "\"p\($0).png\"" }.joined(separator: ", ")
    let refused = #"{ "type": "textureRandom", "config": { "textures": [\#(many)] } }"#
    let error = #expect(throws: ImportError.self) { try Pixi.importText(Self.config([refused])) }
    #expect(
      error?.description
        == "config.json: behaviors[0].config.textures: 257 textures is more than glint allows (256): "
        + "each becomes a cell of its own, and an effect holds at most 256 cells")
    let anims = Array(repeating: #"{ "textures": ["a.png"] }"#, count: 300).joined(separator: ", ")
    let animated = #"{ "type": "animatedRandom", "config": { "anims": [\#(anims)] } }"#
    #expect(throws: ImportError.self) { try Pixi.importText(Self.config([animated])) }
    let same = Array(repeating: #""p.png""#, count: 256).joined(separator: ", ")
    let kept = #"{ "type": "textureRandom", "config": { "textures": [\#(same)] } }"#
    let cells = try Pixi.cells(try Pixi.importText(Self.config([kept]), images: ["p.png"]))
    #expect(cells.map(\.name) == ["p"] + (2...256).map { "p-\($0)" })
    _ = try Pixi.load(try Pixi.importText(Self.config([kept]), images: ["p.png"]))
  }

  @Test func motionBurstsAnimationsAndUnknownTypes() throws {
    let result = try Pixi.importText(Self.config(Self.motion), images: ["f1.png"])
    let cell = try Pixi.cell(result)
    #expect(
      cell.yAcceleration == 200 && cell.maxSpeed == 300 && cell.velocity == 150 && cell.velocityRange == 100)
    #expect(cell.rotationFollowsVelocity == .always)
    #expect(cell.contents?.hasSuffix("/f1.png") == true)
    #expect(
      Pixi.warns(
        result, "behaviors[2].config.anim",
        "no image 'f2.png' beside the config: Glint draws its first frame only"))
    // The later spawn behaviour is the one used; the earlier one is reported.
    #expect(Pixi.warns(result, "behaviors[3] (spawnBurst)", "only this one is used"))
    #expect(cell.waveDistance == 15 && abs(cell.emissionRange - 2 * .pi) < 1e-5)
    #expect(Pixi.warns(result, "behaviors[4].type", "not a pixi behaviour"))
  }

  @Test func movePathIsFollowedAndOrderedTexturesAreWarned() throws {
    let result = try Pixi.importText(
      Self.config([
        #"{ "type": "movePath", "config": { "path": "x * 0.5", "speed": { "list": [{ "time": 0, "value": 50 }, { "time": 1, "value": 50 }] }, "minMult": 0.5 } }"#,
        #"{ "type": "textureOrdered", "config": { "textures": ["a.png", "b.png"] } }"#,
        #"{ "type": "animatedRandom", "config": { "anims": [{ "textures": ["a.png"], "framerate": 20 }] } }"#,
      ]), images: ["a.png", "b.png"])
    #expect(try Pixi.cell(result).velocity == 37.5)
    #expect(try Pixi.cell(result).pathExpression?.text == "x * 0.5")
    #expect(!result.warnings.contains { $0.key.hasPrefix("behaviors[0]") })
    #expect(Pixi.warns(result, "behaviors[2] (animatedRandom)", "only this one is used"))
  }
}

/// v5's polygonal chain and ordered textures on their own.
struct PixiChainTests {
  @Test func aChainAndOrderedTextures() throws {
    let result = try Pixi.importText(
      PixiBehaviourTests.config([
        #"{ "type": "spawnShape", "config": { "type": "polygonalChain", "data": [{ "x": 0, "y": 0 }, { "x": 30, "y": 40 }] } }"#,
        #"{ "type": "textureOrdered", "config": { "textures": ["a.png", "b.png"] } }"#,
      ]), images: ["a.png", "b.png"])
    #expect(try Pixi.layer(result).emitterSize == Size(width: 30, height: 40))
    #expect(Pixi.warns(result, "behaviors[0] (spawnShape)", "bounding box"))
    #expect(try Pixi.layer(result).emitterOffset == Point(x: 15, y: 20), "the box's centre, from the emitter")
    #expect(Pixi.warns(result, "behaviors[1] (textureOrdered)", "in turn"))
    #expect(try Pixi.cells(result).count == 2)
  }
}

/// Textures beside the config: a PNG is named as it is, another image format is written as a
/// PNG to the image store, and a file that is no image falls back to the built-in dot.
struct PixiTextureTests {
  /// A 2 × 2 32-bit BMP, which stb_image reads.
  static let bmp: Data = {
    func le32(_ value: UInt32) -> [UInt8] { [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: value >> $0) } }
    func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    let pixels = [UInt8](repeating: 200, count: 16)
    let header: [UInt8] = Array("BM".utf8) + le32(54 + 16) + le32(0) + le32(54)
    let info: [UInt8] =
      le32(40) + le32(2) + le32(2) + le16(1) + le16(32) + le32(0) + le32(16) + le32(2835) + le32(2835)
      + le32(0)
      + le32(0)
    return Data(header + info + pixels)
  }()

  func config(_ texture: String) -> String {
    PixiBehaviourTests.config([#"{ "type": "textureSingle", "config": { "texture": "\#(texture)" } }"#])
  }

  @Test func anotherImageFormatIsStoredAsAPNG() throws {
    let folder = Pixi.folder()
    try Self.bmp.write(to: folder.appendingPathComponent("flake.bmp"))
    let url = folder.appendingPathComponent("snowy.json")
    try Data(config("flake.bmp").utf8).write(to: url)
    let store = Pixi.folder()
    let result = try EffectImport.convert(
      contentsOf: url, file: "snowy.json", images: ImageStore(folder: store))
    let contents = try #require(try Pixi.cell(result).contents)
    #expect(contents.hasPrefix(store.path) && contents.hasSuffix(".png"), "\(contents)")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    _ = try Pixi.load(result)
  }

  @Test func aFileThatIsNoImageFallsBackToTheDot() throws {
    let folder = Pixi.folder()
    try Data("not an image".utf8).write(to: folder.appendingPathComponent("spark.png"))
    let url = folder.appendingPathComponent("fx.json")
    try Data(config("spark").utf8).write(to: url)
    let result = try Pixi.importFile(url)
    #expect(try Pixi.cell(result).contents == "dot")
    #expect(Pixi.warns(result, "behaviors[0].config.texture", "'spark': "))
  }
}
