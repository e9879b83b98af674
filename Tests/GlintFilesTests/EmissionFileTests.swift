import Foundation
import GlintCore
import Testing

@testable import GlintFiles

/// Waves, spawn chance, a cell's cap and the ring's inner radius in effect files: read into the
/// model's properties (and key paths), written back by export, checked with the field named.
@Suite struct EmissionFileTests {
  static func file(cell: String, layer: String = "") -> String {
    """
    {
      "version": 1, "id": "waves",
      "layers": [{
        "capacity": 500, \(layer)
        "emitterCells": [{ "name": "dot", "contents": "dot", "lifetime": 1, \(cell) }]
      }]
    }
    """
  }

  static func load(_ text: String) throws -> DataEffect {
    try EffectFile.decode(Data(text.utf8), file: "waves.json", url: URL(fileURLWithPath: "/tmp/waves.json"))
  }

  static let everything = file(
    cell: """
      "waveInterval": 0.2, "particlesPerWave": 12, "waveAngleStart": 0.5, "waveAngleSpacing": 0.25,
      "waveDistance": 8, "spawnChance": 0.75, "maxParticles": 300
      """,
    layer:
      #""emitterShape": "circle", "emitterMode": "surface", "emitterSize": [40, 0], "emitterInnerRadius": 25,"#
  )

  @Test func theFieldsReachTheModel() throws {
    let layer = try #require(try Self.load(Self.everything).declaration.layers.first).makeLayer()
    #expect(layer.emitterInnerRadius == 25)
    let cell = layer.emitterCells[0]
    #expect(cell.waveInterval == 0.2 && cell.particlesPerWave == 12 && cell.maxParticles == 300)
    #expect(cell.waveAngleStart == 0.5 && cell.waveAngleSpacing == 0.25 && cell.waveDistance == 8)
    #expect(cell.spawnChance == 0.75)
    // The same names are key paths.
    #expect(try layer.resolveKeyPath("emitterCells.dot.particlesPerWave").value == .number(12))
    #expect(try layer.resolveKeyPath("emitterInnerRadius").value == .number(25))
    try layer.resolveKeyPath("emitterCells.dot.spawnChance").setValue(.number(0.5))
    #expect(cell.spawnChance == 0.5)
  }

  @Test func exportWritesThemBack() throws {
    let declared = try Self.load(Self.everything).declaration
    let text = EffectFile.text(of: declared)
    for name in ["waveInterval", "particlesPerWave", "spawnChance", "maxParticles", "emitterInnerRadius"] {
      #expect(text.contains("\"\(name)\""), "\(name) not written")
    }
    #expect(try Self.load(text).declaration.layers == declared.layers)
    // Defaults are left out.
    let plain = EffectFile.text(of: try Self.load(Self.file(cell: #""birthRate": 5"#)).declaration)
    for name in [
      "waveInterval", "particlesPerWave", "waveAngle", "waveDistance", "spawnChance", "maxParticles",
    ] {
      #expect(!plain.contains(name), "\(name) written at its default")
    }
    #expect(!plain.contains("emitterInnerRadius"))
  }

  @Test(arguments: [
    (#""spawnChance": 1.5"#, "spawnChance: must be from 0 to 1, found 1.5"),
    (#""spawnChance": -0.1"#, "spawnChance: must be from 0 to 1"),
    (#""particlesPerWave": -2"#, "particlesPerWave: must be at least 0, found -2"),
    (#""maxParticles": -1"#, "maxParticles: must be at least 0, found -1"),
    (#""waveInterval": -1"#, "waveInterval: must not be negative"),
    (#""particlesPerWave": 2.5"#, "particlesPerWave: expected an integer"),
  ])
  func badValuesAreRefusedByName(field: String, message: String) {
    #expect {
      _ = try Self.load(Self.file(cell: field))
    } throws: { error in
      "\(error)".contains("layers[0].emitterCells[0].\(message)")
    }
  }

  @Test func outOfRangeWavesAreClampedWithAWarning() throws {
    let effect = try Self.load(Self.file(cell: #""waveInterval": 0.00001, "particlesPerWave": 100000"#))
    let cell = try #require(effect.declaration.layers.first?.emitterCells.first)
    #expect(cell.waveInterval == EffectLimits.minWaveInterval)
    #expect(cell.particlesPerWave == 500)
    let warnings = effect.warnings.map(\.description)
    #expect(warnings.contains { $0.contains("waveInterval: 1e-05 s raised to 0.001 s") })
    #expect(
      warnings.contains { $0.contains("particlesPerWave: 100000 particles (the layer's capacity) clamped") })
  }
}
