import GlintCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Flipbooks and stretched sprites at pack time: each instance's rect is the frame due at its
/// particle's age, and a stretched sprite lies along its velocity, longer by its speed. Spin 1
/// makes a particle's rotation its age, so each instance says how old it is.
@Suite struct FlipbookTests {
  static func packed(_ layer: EmitterLayer) -> [SpriteInstance] {
    let buffer = InstanceBuffer()
    buffer.fill(from: [layer])
    return Array(buffer.instances)
  }

  static func layer(at time: Double = 2.05, _ cell: @escaping (EmitterCell) -> Void) -> EmitterLayer {
    let l = Engine.layer(cell: {
      $0.birthRate = 40
      $0.lifetime = 2
      $0.spin = 1
      $0.contents = "a"
      cell($0)
    })
    Engine.run(l, to: time, fps: 60)
    return l
  }

  /// The rect of frame `k` of a `columns` × `rows` grid over `rect`.
  static func rect(_ k: Int, columns: Int, rows: Int, in rect: Rect = .unit) -> [Float] {
    let (w, h) = (rect.width / Float(columns), rect.height / Float(rows))
    return [rect.x + Float(k % columns) * w, rect.y + Float(k / columns) * h, w, h]
  }

  /// Whether `x` lies within a thousandth of a whole number, where a frame may round either way.
  static func nearWhole(_ x: Float) -> Bool { abs(x - x.rounded()) < 1e-3 }

  @Test func framesAdvanceAtTheFrameRateAndLoop() {
    let l = Self.layer {
      $0.flipbookColumns = 4
      $0.flipbookRows = 2
      $0.flipbookFrameCount = 6
      $0.flipbookFrameRate = 10
    }
    let instances = Self.packed(l)
    var checked = 0
    for s in instances where !Self.nearWhole(s.rotation * 10) {
      let k = Int(s.rotation * 10) % 6
      #expect([s.u, s.v, s.w, s.h] == Self.rect(k, columns: 4, rows: 2), "age \(s.rotation)")
      checked += 1
    }
    #expect(checked > 50)
    // Every frame is shown by some particle, and the two cells past the sixth never.
    let shown = Set(instances.map { [$0.u, $0.v] })
    #expect(shown.count == 6)
  }

  @Test func framesSpreadOverLifeAndHoldTheLast() {
    let l = Self.layer(at: 1.5) {
      $0.flipbookColumns = 3
      $0.flipbookRows = 3
      $0.flipbookOverLife = true
      $0.flipbookFrameRate = 50  // not used over life
      $0.flipbookStartFrame = 4
      $0.flipbookLoops = false
      $0.contentsRect = Rect(x: 0.5, y: 0.25, width: 0.5, height: 0.75)
    }
    var held = 0
    for s in Self.packed(l) where !Self.nearWhole(s.rotation / 2 * 9) {
      let k = min(4 + Int(s.rotation / 2 * 9), 8)
      if k == 8 { held += 1 }
      let expected = Self.rect(k, columns: 3, rows: 3, in: Rect(x: 0.5, y: 0.25, width: 0.5, height: 0.75))
      for (a, b) in zip([s.u, s.v, s.w, s.h], expected) { #expect(abs(a - b) < 1e-6, "age \(s.rotation)") }
    }
    #expect(held > 10, "particles past their fifth frame hold the last")
  }

  /// A random start frame is the particle's own, drawn at birth: every frame starts some
  /// particle, a particle keeps its frame while the rate is 0, and the particles are the same
  /// as without the flipbook.
  @Test func randomStartsAreEachParticlesOwnAndChangeNothingElse() {
    let flip: (EmitterCell) -> Void = {
      $0.flipbookColumns = 4
      $0.flipbookRows = 4
      $0.flipbookRandomStart = true
    }
    let l = Self.layer(at: 1.9, flip)
    let first = Self.packed(l)
    #expect(Set(first.map { [$0.u, $0.v] }).count == 16)
    let counts = Dictionary(grouping: first, by: { [$0.u, $0.v] }).mapValues(\.count)
    #expect(counts.values.allSatisfy { $0 >= 1 && $0 <= 14 }, "about 76 particles over 16 frames: \(counts)")
    let framesBefore = Dictionary(
      uniqueKeysWithValues: zip(Engine.particles(l).map(\.serial), first.map { [$0.u, $0.v] }))
    l.step(to: 2)
    let later = Dictionary(
      uniqueKeysWithValues: zip(Engine.particles(l).map(\.serial), Self.packed(l).map { [$0.u, $0.v] }))
    var kept = 0
    for (serial, frame) in later {
      guard let before = framesBefore[serial] else { continue }
      #expect(before == frame)
      kept += 1
    }
    #expect(kept > 50)
    let plain = Self.layer(at: 1.9, { _ in })
    plain.step(to: 2)
    #expect(Engine.particles(plain) == Engine.particles(l))
  }

  @Test func aStretchedSpriteLiesAlongItsVelocityLongerByItsSpeed() {
    let l = Self.layer {
      $0.velocity = 120
      $0.velocityRange = 80
      $0.emissionRange = 2 * .pi
      $0.yAcceleration = 50
      $0.stretchAlongVelocity = true
      $0.stretchSpeedFactor = 0.02
      $0.stretchLength = 7
      $0.contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 0.5)
    }
    let particles = Engine.particles(l)
    let instances = Self.packed(l)
    #expect(particles.count == instances.count && particles.count > 60)
    for (p, s) in zip(particles, instances) {
      #expect(p.x == s.x && p.y == s.y)
      let speed = (p.vx * p.vx + p.vy * p.vy).squareRoot()
      // Bit for bit atan2, whichever lane of four a particle was packed in.
      #expect(s.rotation == atan2(p.vy, p.vx))
      #expect(abs(s.w - 0.5 * (1 + speed * 0.02)) < 1e-5 * s.w)
      #expect(s.h == 0.5 && s.u == 0 && s.v == 0)
    }
    let buffer = InstanceBuffer()
    buffer.fill(from: [l])
    #expect(buffer.batches.map(\.stretch) == [SpriteStretch(frameWidth: 0.5, frameHeight: 0.5, length: 7)])
  }

  /// Values no file may ask, set from Swift, draw without trapping: a huge grid is held to 256
  /// a side, a zero grid to one cell, a runaway frame rate to 1000 a second.
  @Test func hostileValuesFromSwiftAreHeld() {
    let l = Self.layer {
      $0.flipbookColumns = 100_000
      $0.flipbookRows = 0
      $0.flipbookFrameRate = .infinity
      $0.flipbookStartFrame = Int.max
    }
    let instances = Self.packed(l)
    #expect(!instances.isEmpty)
    #expect(instances.allSatisfy { $0.w == 1 / 256 && $0.h == 1 && $0.u >= 0 && $0.u < 1 })
  }

  /// A zero-size contentsRect gives zero-size frames: drawn as nothing, with every value finite.
  @Test func aZeroSizeGridCellDrawsNothingAndStaysFinite() {
    let l = Self.layer {
      $0.contentsRect = Rect(x: 0.25, y: 0.5, width: 0, height: 0)
      $0.flipbookColumns = 3
      $0.flipbookRows = 3
      $0.flipbookFrameRate = 5
      $0.velocity = 30
      $0.stretchAlongVelocity = true
      $0.stretchSpeedFactor = 10
    }
    let instances = Self.packed(l)
    #expect(!instances.isEmpty)
    for s in instances {
      #expect(s.w == 0 && s.h == 0 && s.u == 0.25 && s.v == 0.5)
      let finite = s.x.isFinite && s.y.isFinite && s.scale.isFinite && s.rotation.isFinite
      #expect(finite)
    }
  }
}
