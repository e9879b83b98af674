import Foundation
import GlintCore
import GlintEffects
import Testing

/// The seed, SparkleTouchView, hosted as written (Plugins/SparkleTouch) against sparkle-trail,
/// the same recipe written as an `Effect`.
@Suite struct SeedTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func theHostedSeedIsTheIOSFileWithOnlyItsImportChanged() throws {
    let original = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/GlintUIKitTests/iOS/SparkleTouchView.swift.txt"),
      encoding: .utf8)
    let hosted = try String(
      contentsOf: Self.root.appendingPathComponent("Plugins/SparkleTouch/Sources/SparkleTouchView.swift"),
      encoding: .utf8)
    let changed = zip(original.split(separator: "\n"), hosted.split(separator: "\n")).filter { $0 != $1 }
    #expect(changed.map(\.0) == ["import UIKit"])
    #expect(changed.map(\.1) == ["import GlintUIKit"])
    #expect(original.split(separator: "\n").count == hosted.split(separator: "\n").count)
  }

  /// One stroke across the canvas, sampled every `step` seconds while the touch is down.
  static func stroke(_ id: String, seed: UInt32) throws -> [[ParticleSnapshot]] {
    stroke(try EffectRegistry.standard().effect(id: id), seed: seed)
  }

  static func stroke(_ effect: any Effect, seed: UInt32) -> [[ParticleSnapshot]] {
    let host = PointerHost(effect: effect, seed: seed)
    host.canvas = Rect(x: 0, y: 0, width: 640, height: 480)
    var samples: [[ParticleSnapshot]] = []
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 240), time: 0))
    for frame in 1...60 {
      let time = Double(frame) / 60
      host.handle(
        PointerEvent(id: 1, phase: .moved, location: Point(x: 100 + Float(frame) * 6, y: 240), time: time))
      if frame % 10 == 0 {
        var particles: [ParticleSnapshot] = []
        for layer in host.layers { layer.forEachParticle { particles.append($0) } }
        samples.append(particles)
      }
    }
    host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 460, y: 240), time: 1.01))
    return samples
  }

  @Test(arguments: ["Swift", "Objective-C"])
  func theSeedsParticlesMatchSparkleTrailsStatistically(language: String) throws {
    let seed =
      language == "Swift"
      ? try Self.stroke("sparkle-touch", seed: 3) : Self.stroke(SparkleTouchViewEffect(), seed: 3)
    let trail = try Self.stroke("sparkle-trail", seed: 3)
    #expect(seed.count == trail.count)
    for (mine, theirs) in zip(seed, trail) {
      // About 250 births a second, living 0.25 s: some 60 alive in each.
      #expect(abs(mine.count - theirs.count) <= max(theirs.count / 5, 6), "\(mine.count) vs \(theirs.count)")
      #expect(mine.count > 30)
      let x = (mine.map(\.x).mean, theirs.map(\.x).mean)
      let y = (mine.map(\.y).mean, theirs.map(\.y).mean)
      #expect(abs(x.0 - x.1) < 12 && abs(y.0 - y.1) < 12, "centres \(x) \(y)")
      let alpha = (mine.map(\.a).mean, theirs.map(\.a).mean)
      #expect(abs(alpha.0 - alpha.1) < 0.05)
    }
  }

  @Test func theSeedsEmitterGoesWhenTheTouchEnds() throws {
    let host = PointerHost(effect: try EffectRegistry.standard().effect(id: "sparkle-touch"), seed: 1)
    host.canvas = Rect(x: 0, y: 0, width: 320, height: 240)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 50, y: 50), time: 0))
    host.advance(to: 0.2)
    #expect(host.particleCount > 20)
    host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 50, y: 50), time: 0.3))
    host.advance(to: 0.31)
    #expect(host.particleCount == 0)
  }
}

extension Array where Element == Float {
  var mean: Float { isEmpty ? 0 : reduce(0, +) / Float(count) }
}
