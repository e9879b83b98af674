import Foundation
import GlintCore
import GlintEffects
import GlintFiles
import Testing

/// Exporting an effect and loading the file gives the same particles, bit for bit.
@Suite struct ExportRoundTripTests {
  /// Every Swift effect whose behaviour is declarative.
  static let declarativeIDs: [String] = ((try? EffectRegistry.standard().effects) ?? [])
    .filter { $0 is any DeclarativeEffect }.map(\.info.id)

  static func declarative(_ id: String) throws -> any DeclarativeEffect {
    try #require(try EffectRegistry.standard().effect(id: id) as? any DeclarativeEffect)
  }

  @Test func everyEffectButCometExports() {
    #expect(Set(Self.declarativeIDs) == ["burst", "confetti", "fireworks", "ring", "sparkle-trail"])
  }

  @Test(arguments: declarativeIDs, GestureScript.builtInNames)
  func exportedFileGivesTheSameParticles(id: String, gesture: String) throws {
    let effect = try Self.declarative(id)
    let text = EffectFile.text(of: DeclaredEffect(describing: effect))
    let loaded = try EffectFile.decode(
      Data(text.utf8), file: "\(id).json", url: URL(fileURLWithPath: "/tmp/\(id).json"))
    #expect(loaded.warnings.isEmpty)
    let script = try GestureScript.builtIn(named: gesture)
    let swift = Digests.run(effect, script)
    #expect(Set(swift).count > 1, "the gesture made no particles to compare")
    #expect(swift == Digests.run(loaded, script))
  }
}

/// Particle digests of an effect played through a gesture, sampled along the way.
enum Digests {
  static func run(_ effect: any Effect, _ script: GestureScript, seed: UInt32 = 5) -> [UInt64] {
    let host = PointerHost(effect: effect, seed: seed)
    var player = GesturePlayer(script: script)
    var digests: [UInt64] = []
    let end = (script.events.last?.time ?? 0) + 1.5
    for frame in 0...Int(end * 30) {
      player.advance(host, to: Double(frame) / 30)
      if frame % 5 == 0 {
        var particles: [ParticleSnapshot] = []
        for layer in host.layers { layer.forEachParticle { particles.append($0) } }
        digests.append(digest(particles))
      }
    }
    return digests
  }

  /// FNV-1a over every field of every particle, in serial order.
  static func digest(_ particles: [ParticleSnapshot]) -> UInt64 {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    func add(_ word: UInt64) {
      for shift in stride(from: 0, to: 64, by: 8) {
        value = (value ^ (word >> UInt64(shift) & 0xFF)) &* 0x0000_0100_0000_01B3
      }
    }
    add(UInt64(particles.count))
    for p in particles.sorted(by: { ($0.serial, $0.birthTime) < ($1.serial, $1.birthTime) }) {
      add(p.serial)
      add(p.birthTime.bitPattern)
      for byte in p.cell.utf8 { add(UInt64(byte)) }
      for x in [p.x, p.y, p.z, p.vx, p.vy, p.age, p.lifetime, p.scale, p.rotation, p.r, p.g, p.b, p.a] {
        add(UInt64(x.bitPattern))
      }
    }
    return value
  }
}
