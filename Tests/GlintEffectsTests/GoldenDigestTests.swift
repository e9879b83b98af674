import Foundation
import GlintCore
import GlintEffects
import Testing

/// Pinned determinism: each effect's particles after a fixed gesture, seed and step rate, as a
/// digest checked into `GoldenDigests`. A change that alters any particle of any effect fails here
/// until the digests are updated on purpose; every test run is a fresh process, so passing also
/// says that the particles do not depend on the process (Swift's per-process hash seed, addresses,
/// or anything else that varies between runs).
@Suite struct GoldenDigestTests {
  /// The particles of `effectID` at `GoldenDigests.until`, stepped `fps` times a second.
  static func particles(_ effectID: String, fps: Int) throws -> [ParticleSnapshot] {
    let host = PointerHost(effect: try EffectHarness.effect(effectID), seed: GoldenDigests.seed)
    let script = EffectHarness.gesture(GoldenDigests.gesture)
    host.canvas = Rect(origin: .zero, size: script.size)  // canvas layers are pinned too
    EffectHarness.play(script, into: host, fps: Double(fps), until: GoldenDigests.until)
    return EffectHarness.particles(of: host)
  }

  static let rates = [30, 60, 144]

  @Test(arguments: EffectHarness.ids)
  func digestsMatchTheGoldenOnes(effectID: String) throws {
    guard let golden = GoldenDigests.values[effectID] else { return }  // not pinned (yet)
    for fps in Self.rates {
      let particles = try Self.particles(effectID, fps: fps)
      #expect(particles.count > 20, "\(effectID) has too few particles at \(fps) steps/s to pin")
      let digest = ParticleDigest.of(particles)
      #expect(
        digest == golden[fps],
        """
        \(effectID) at \(fps) steps/s: the particles changed (digest \
        0x\(String(digest, radix: 16, uppercase: true))); if on purpose, update GoldenDigests
        """)
    }
  }

  @Test func theGoldenDigestsCoverTheBuiltInEffects() {
    for id in [
      "sparkle-trail", "burst", "comet", "fireworks", "confetti", "ring", "snowfall", "magnet", "smoke",
      "comet-data", "rain", "fireworks-data",
    ] {
      #expect(GoldenDigests.values[id]?.keys.sorted() == Self.rates, "\(id) is not pinned at every rate")
      #expect(EffectHarness.ids.contains(id))
    }
  }

  /// Births at exact instants make the particles at T the same at every step rate, but not bit
  /// for bit (an instant is computed from each step's start), hence a digest per rate and this:
  /// the same particles, each in the same state within a small tolerance.
  @Test(arguments: EffectHarness.ids)
  func theStepRateChangesNoParticleBeyondRounding(effectID: String) throws {
    let reference = try Self.particles(effectID, fps: 60)
    #expect(!reference.isEmpty)
    let bySerial = Dictionary(reference.map { ($0.serial, $0) }, uniquingKeysWith: { a, _ in a })
    for fps in [30, 144] {
      let other = try Self.particles(effectID, fps: fps)
      #expect(
        Set(other.map(\.serial)) == Set(bySerial.keys), "\(effectID): other particles at \(fps) steps/s")
      var worst: Float = 0
      for q in other {
        guard let p = bySerial[q.serial] else { continue }
        worst = max(worst, abs(p.x - q.x), abs(p.y - q.y), abs(p.age - q.age) * 1000)
        worst = max(
          worst, abs(p.scale - q.scale) * 100, abs(p.a - q.a) * 100, abs(p.rotation - q.rotation) * 100)
      }
      #expect(worst < 0.05, "\(effectID) at \(fps) steps/s differs by \(worst)")
    }
  }

  /// Two fresh processes (this test binary, running only `printDigests`) compute the digests
  /// again: both must print exactly the golden ones.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["GLINT_PRINT_DIGESTS"] == nil))
  func twoSeparateProcessesAgreeWithTheGoldenDigests() throws {
    for run in 1...2 {
      let printed = try Self.digestsFromAChildProcess()
      #expect(!printed.isEmpty, "run \(run) printed no digests")
      for (id, golden) in GoldenDigests.values {
        #expect(printed[id] == golden, "run \(run) of \(id): \(printed[id] ?? [:])")
      }
    }
  }

  /// Runs this test binary again with only `printDigests` enabled, and reads what it printed.
  static func digestsFromAChildProcess() throws -> [String: [Int: UInt64]] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["--testing-library", "swift-testing", "--filter", "GoldenDigestTests/printDigests"]
    var environment = ProcessInfo.processInfo.environment
    environment["GLINT_PRINT_DIGESTS"] = "1"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return parse(text)
  }

  /// Reads lines such as `"burst": [30: 0xD415..., 60: 0x3DFC..., 144: 0x7EEE...],`.
  static func parse(_ text: String) -> [String: [Int: UInt64]] {
    var table: [String: [Int: UInt64]] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "\"")
      guard parts.count == 3, parts[2].hasPrefix(": [") else { continue }
      var row: [Int: UInt64] = [:]
      for entry in parts[2].dropFirst(3).split(separator: ",") {
        let pair = entry.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
        guard pair.count == 2, let fps = Int(pair[0]), pair[1].hasPrefix("0x") else { continue }
        row[fps] = UInt64(pair[1].dropFirst(2).prefix { $0 != "]" }, radix: 16)
      }
      table[String(parts[1])] = row
    }
    return table
  }

  /// Prints the table for GoldenDigests, when asked (GLINT_PRINT_DIGESTS=1).
  @Test(.enabled(if: ProcessInfo.processInfo.environment["GLINT_PRINT_DIGESTS"] != nil))
  func printDigests() throws {
    var lines: [String] = []
    for id in EffectHarness.ids {
      let values = try Self.rates.map { fps in
        "\(fps): 0x\(String(ParticleDigest.of(try Self.particles(id, fps: fps)), radix: 16, uppercase: true))"
      }
      lines.append("    \"\(id)\": [\(values.joined(separator: ", "))],")
    }
    print(lines.joined(separator: "\n"))
  }
}

/// The digest itself: blind to storage order, sensitive to any one bit of any field.
@Suite struct ParticleDigestTests {
  /// One particle from a real layer: a single release, a tenth of a second later.
  static let particle: ParticleSnapshot = {
    let layer = EmitterLayer()
    layer.emitterCells = [
      EmitterCell {
        $0.name = "spark"
        $0.lifetime = 1
        $0.velocity = 50
        $0.emissionRange = 1
        $0.spin = 1
      }
    ]
    layer.start(at: 0)
    layer.burst(count: 1, at: 0, position: Point(x: 10, y: 20))
    layer.step(to: 0.1)
    var found: [ParticleSnapshot] = []
    layer.forEachParticle { found.append($0) }
    return found[0]
  }()

  @Test func orderDoesNotMatterButEveryFieldDoes() {
    var other = Self.particle
    other.serial &+= 1
    let pair = [Self.particle, other]
    #expect(ParticleDigest.of(pair) == ParticleDigest.of(pair.reversed()))
    #expect(ParticleDigest.of(pair) != ParticleDigest.of([Self.particle]))
    let fields: [WritableKeyPath<ParticleSnapshot, Float>] = [
      \.x, \.y, \.z, \.vx, \.vy, \.age, \.lifetime, \.scale, \.rotation, \.r, \.g, \.b, \.a,
    ]
    let base = ParticleDigest.of([Self.particle])
    for field in fields {
      var changed = Self.particle
      changed[keyPath: field] = changed[keyPath: field].nextUp
      #expect(ParticleDigest.of([changed]) != base)
    }
    var renamed = Self.particle
    renamed.cell = "spark2"
    var reborn = Self.particle
    reborn.birthTime = reborn.birthTime.nextUp
    #expect(ParticleDigest.of([renamed]) != base && ParticleDigest.of([reborn]) != base)
  }
}
