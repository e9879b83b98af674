import Foundation
import GlintCore
import GlintFiles
import GlintImport
import Testing

/// Helpers for the pixi import suites: the sample configs, imports of files and of text, and a
/// pointer held on an imported effect.
enum Pixi {
  /// Tests/GlintImportTests/Samples/pixi: the three real configs of the reference samples.
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Samples/pixi")

  /// A fresh folder for written configs and decoded images.
  static func folder() -> URL { ImportTests.temporaryFolder() }

  /// Imports the file at `url`.
  static func importFile(_ url: URL) throws -> ImportResult {
    try EffectImport.convert(
      contentsOf: url, file: url.lastPathComponent, images: ImageStore(folder: folder()))
  }

  /// Imports `json` as a file named `name` in a fresh folder (beside `images`, each written as
  /// a small PNG).
  static func importText(_ json: String, name: String = "config.json", images: [String] = []) throws
    -> ImportResult
  {
    let folder = folder()
    for image in images { try png.write(to: folder.appendingPathComponent(image)) }
    let url = folder.appendingPathComponent(name)
    try Data(json.utf8).write(to: url)
    return try importFile(url)
  }

  /// The imported effect read back as an effect file, as every command loads it.
  static func load(_ result: ImportResult, file: String = "imported.json") throws -> DataEffect {
    let folder = folder()
    return try EffectFile.decode(
      Data(result.text.utf8), file: file, url: folder.appendingPathComponent(file))
  }

  /// The only layer's cells of an import.
  static func cells(_ result: ImportResult) throws -> [CellDeclaration] {
    try #require(result.effect.declaration.layers.count == 1)
    return result.effect.declaration.layers[0].emitterCells
  }

  /// The first cell of an import.
  static func cell(_ result: ImportResult) throws -> CellDeclaration {
    try #require(try cells(result).first)
  }

  static func layer(_ result: ImportResult) throws -> LayerDeclaration {
    try #require(result.effect.declaration.layers.first)
  }

  /// Whether some warning names `key` and says `words`.
  static func warns(_ result: ImportResult, _ key: String, _ words: String = "") -> Bool {
    result.warnings.contains { $0.key == key && $0.instead.contains(words) }
  }

  /// A host whose one pointer went down at `at` at time 0 and is held there until `time`.
  static func held(
    _ effect: any Effect, at location: Point = Point(x: 256, y: 256), until time: Double, seed: UInt32 = 7
  )
    -> PointerHost
  {
    let host = PointerHost(effect: effect, seed: seed)
    host.canvas = Rect(x: 0, y: 0, width: 512, height: 512)
    host.handle(PointerEvent(id: 1, phase: .began, location: location, time: 0))
    var now = 0.0
    while now < time {
      now = min(time, now + 1.0 / 60)
      host.advance(to: now)
    }
    return host
  }

  static func particles(_ host: PointerHost) -> [ParticleSnapshot] {
    var all: [ParticleSnapshot] = []
    for layer in host.layers { layer.forEachParticle { all.append($0) } }
    return all
  }

  /// The mean live count over `samples` instants a tenth of a second apart, from `start`.
  static func steadyCount(_ effect: any Effect, from start: Double, samples: Int = 10) -> Double {
    let host = held(effect, until: start)
    var total = 0
    for index in 0..<samples {
      host.advance(to: start + Double(index) * 0.1)
      total += host.particleCount
    }
    return Double(total) / Double(samples)
  }

  static func mean(_ values: [Float]) -> Float {
    #expect(!values.isEmpty, "a mean of no values")
    return values.reduce(0, +) / Float(max(values.count, 1))
  }

  /// A 4 × 4 white PNG, made by hand: the signature, IHDR, one stored-deflate IDAT, IEND.
  static let png: Data = {
    func crc(_ bytes: [UInt8]) -> UInt32 {
      var table = [UInt32](repeating: 0, count: 256)
      for n in 0..<256 {
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        table[n] = c
      }
      var c: UInt32 = 0xFFFF_FFFF
      for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
      return c ^ 0xFFFF_FFFF
    }
    func be(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      return be(UInt32(body.count)) + typed + be(crc(typed))
    }
    let rows = (0..<4).flatMap { _ in [UInt8(0)] + [UInt8](repeating: 255, count: 16) }
    var adlerA: UInt32 = 1
    var adlerB: UInt32 = 0
    for byte in rows {
      adlerA = (adlerA + UInt32(byte)) % 65521
      adlerB = (adlerB + adlerA) % 65521
    }
    let length = UInt16(rows.count)
    let deflate: [UInt8] =
      [
        0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
        UInt8(~length >> 8),
      ]
      + rows + be(adlerB << 16 | adlerA)
    let header = be(4) + be(4) + [8, 6, 0, 0, 0]
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", deflate)
        + chunk("IEND", []))
  }()
}
