import Foundation
import GlintCore
import GlintFiles

@testable import GlintImport

/// The sample files beside these tests (their sources in Samples/SOURCES.md), imported and run.
enum ImportTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Samples/particle-designer")

  static let sampleNames = [
    "ExplodingRing", "Galaxy", "Phoenix", "QuickExplode", "SpookyPeas", "TestPremultipliedAlpha", "fire",
  ]

  /// A fresh folder under the temporary directory.
  static func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glint-import-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Imports a file, its textures written to a fresh folder.
  static func importFile(_ url: URL) throws -> ImportResult {
    try EffectImport.convert(
      contentsOf: url, file: url.lastPathComponent, images: ImageStore(folder: temporaryFolder()))
  }

  /// Imports a sample and loads the effect file it gives, as the catalog does.
  static func sample(_ name: String) throws -> (result: ImportResult, effect: DataEffect) {
    let url = samples.appendingPathComponent(name + ".plist")
    let result = try importFile(url)
    return (result, try EffectFile.decode(Data(result.text.utf8), file: name, url: url))
  }

  /// Imports plist keys written by a test, as a file `name` in a fresh folder.
  static func importKeys(_ keys: [String: Any], name: String = "Test.plist", folder: URL? = nil) throws
    -> ImportResult
  {
    let folder = folder ?? temporaryFolder()
    let url = folder.appendingPathComponent(name)
    try plist(keys).write(to: url)
    return try importFile(url)
  }

  static func plist(_ keys: [String: Any]) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: keys, format: .xml, options: 0)
  }

  /// The one cell of an imported effect.
  static func cell(_ result: ImportResult) -> CellDeclaration {
    result.effect.declaration.layers[0].emitterCells[0]
  }

  /// Where the pointer is held.
  static let centre = Point(x: 400, y: 300)

  /// Runs `effect` with one pointer held at `centre` from 0, at `fps` steps a second, and calls
  /// `check` with the live particles at each of `times`.
  static func run(
    _ effect: any Effect, times: [Double], fps: Double = 60, seed: UInt32 = 1,
    check: (Double, [ParticleSnapshot]) -> Void
  ) {
    let host = PointerHost(effect: effect, seed: seed)
    host.handle(PointerEvent(id: 1, phase: .began, location: centre, time: 0))
    var step = 0
    for time in times.sorted() {
      while Double(step) / fps < time {
        step += 1
        host.advance(to: min(time, Double(step) / fps))
      }
      host.advance(to: time)
      var particles: [ParticleSnapshot] = []
      for layer in host.layers { layer.forEachParticle { particles.append($0) } }
      check(time, particles)
    }
  }

  /// The live particles at `time`.
  static func particles(_ effect: any Effect, at time: Double, fps: Double = 60) -> [ParticleSnapshot] {
    var found: [ParticleSnapshot] = []
    run(effect, times: [time], fps: fps) { _, particles in found = particles }
    return found
  }
}

extension Collection {
  /// `allSatisfy` that first requires an element, so a check over "all particles" cannot pass
  /// on none.
  func nonEmptyAndAllSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool {
    try !isEmpty && allSatisfy(predicate)
  }
}

extension Array where Element == ParticleSnapshot {
  var meanX: Double { isEmpty ? 0 : map { Double($0.x) }.reduce(0, +) / Double(count) }
  var meanY: Double { isEmpty ? 0 : map { Double($0.y) }.reduce(0, +) / Double(count) }
  /// Distances from the held pointer.
  var distances: [Double] {
    map { (Double($0.x) - Double(ImportTests.centre.x)).hypot(Double($0.y) - Double(ImportTests.centre.y)) }
  }
  /// The mean of x·vy − y·vx about the pointer: positive when the particles turn clockwise on
  /// screen (y down), negative counter-clockwise.
  var meanTurn: Double {
    guard !isEmpty else { return 0 }
    return map { p in
      let x = Double(p.x - ImportTests.centre.x), y = Double(p.y - ImportTests.centre.y)
      return (x * Double(p.vy) - y * Double(p.vx)) / Swift.max(1, x.hypot(y))
    }.reduce(0, +) / Double(count)
  }
}

extension Double {
  func hypot(_ other: Double) -> Double { (self * self + other * other).squareRoot() }
}
