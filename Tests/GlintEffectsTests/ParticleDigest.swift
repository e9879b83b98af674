import GlintCore

/// A stable 64-bit digest of a set of particles: FNV-1a over the bits of every field, particles
/// in serial order so that the digest does not depend on how storage happened to be ordered.
/// Written out here (not Swift's Hasher, which is seeded per process) so that a digest means the
/// same in every process, on every machine, in every version.
struct ParticleDigest {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  mutating func add(byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }

  mutating func add(_ word: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      add(byte: UInt8(truncatingIfNeeded: word >> UInt64(shift)))
    }
  }

  mutating func add(_ x: Float) { add(UInt64(x.bitPattern)) }

  mutating func add(_ text: String) {
    add(UInt64(text.utf8.count))
    for byte in text.utf8 { add(byte: byte) }
  }

  mutating func add(_ p: ParticleSnapshot) {
    add(p.serial)
    add(p.birthTime.bitPattern)
    add(p.cell)
    for x in [p.x, p.y, p.z, p.vx, p.vy, p.age, p.lifetime, p.scale, p.rotation, p.r, p.g, p.b, p.a] {
      add(x)
    }
  }

  /// The digest of `particles`, whatever their order.
  static func of(_ particles: [ParticleSnapshot]) -> UInt64 {
    var digest = ParticleDigest()
    digest.add(UInt64(particles.count))
    let ordered = particles.sorted { ($0.serial, $0.birthTime) < ($1.serial, $1.birthTime) }
    for p in ordered { digest.add(p) }
    return digest.value
  }
}
