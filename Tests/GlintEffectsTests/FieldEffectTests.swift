import Foundation
import GlintCore
import Testing

/// The built-in effects made of force fields and inherited velocity, each against what it is
/// for: the magnet draws motes to the pointer, smoke rises and the pointer parts it, and the
/// comet as data throws its tail back along the pointer's motion.
@Suite struct FieldEffectTests {
  static let canvas = Rect(x: 0, y: 0, width: 800, height: 600)

  /// A host of `id` on the canvas, the pointer held at `at` from `from` seconds to `until`.
  static func hold(_ id: String, at point: Point, from: Double = 1, until: Double) throws -> PointerHost {
    let host = PointerHost(effect: try EffectHarness.effect(id), seed: 3)
    host.canvas = canvas
    var t = 0.0
    while t < until {
      t = min(until, t + 1.0 / 60)
      if t >= from, host.pointerCount == 0 {
        host.handle(PointerEvent(id: 1, phase: .began, location: point, time: t))
      }
      host.advance(to: t)
    }
    return host
  }

  static func particles(_ host: PointerHost, cell: String) -> [ParticleSnapshot] {
    var out: [ParticleSnapshot] = []
    for layer in host.canvasLayers { layer.forEachParticle { if $0.cell == cell { out.append($0) } } }
    return out
  }

  static func near(_ ps: [ParticleSnapshot], _ p: Point, within r: Float) -> Int {
    ps.filter { hypot($0.x - p.x, $0.y - p.y) < r }.count
  }

  @Test func theMagnetDrawsMotesToThePointer() throws {
    let spot = Point(x: 400, y: 300)
    let drawn = Self.particles(try Self.hold("magnet", at: spot, until: 4), cell: "mote")
    let free = Self.particles(try Self.hold("magnet", at: spot, from: 99, until: 4), cell: "mote")
    #expect(drawn.count > 200 && free.count > 200)
    // Motes spread evenly over the canvas without it; crowd round the pointer with it.
    let share = { (ps: [ParticleSnapshot]) in Float(Self.near(ps, spot, within: 80)) / Float(ps.count) }
    #expect(share(free) < 0.05)
    #expect(share(drawn) > 4 * share(free), "\(share(drawn)) vs \(share(free))")
  }

  @Test func smokeRisesSwirlsAndIsPartedByThePointer() throws {
    let spot = Point(x: 400, y: 420)
    let parted = Self.particles(try Self.hold("smoke", at: spot, until: 5), cell: "puff")
    let free = Self.particles(try Self.hold("smoke", at: spot, from: 99, until: 5), cell: "puff")
    #expect(parted.count > 200 && free.count > 200)
    // It rises from the bottom edge.
    #expect(free.filter { $0.y < 400 }.count > free.count / 4)
    // Turbulence swirls it: a launch within 0.25 rad of straight up at most 92.5 pt/s, slowed by
    // drag, never moves sideways faster than 92.5 · sin 0.25 < 23 pt/s; the swirls do.
    let sideways = free.filter { abs($0.vx) > 25 }.count
    #expect(sideways > free.count / 10, "\(sideways) of \(free.count)")
    // The pointer clears a hole round itself.
    #expect(Self.near(free, spot, within: 50) > 10)
    #expect(Self.near(parted, spot, within: 50) < Self.near(free, spot, within: 50) / 4)
  }

  /// Drags pointer 1 along +x at `speed` for 0.5 s at 60 steps a second.
  static func drag(_ id: String, speed: Float) throws -> [ParticleSnapshot] {
    let host = PointerHost(effect: try EffectHarness.effect(id), seed: 1)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 300), time: 0))
    for frame in 1...30 {
      let t = Double(frame) / 60
      host.handle(
        PointerEvent(id: 1, phase: .moved, location: Point(x: 100 + speed * Float(t), y: 300), time: t))
    }
    var tail: [ParticleSnapshot] = []
    for layer in host.layers { layer.forEachParticle { if $0.cell == "tail" { tail.append($0) } } }
    return tail
  }

  @Test func theDataCometThrowsItsTailBackAlongTheMotion() throws {
    let tail = try Self.drag("comet-data", speed: 600)
    #expect(tail.count > 20)
    let meanVX = tail.map(\.vx).reduce(0, +) / Float(tail.count)
    let meanVY = tail.map(\.vy).reduce(0, +) / Float(tail.count)
    #expect(abs(meanVX + 0.45 * 600) < 15)  // thrown back at 0.45 of the pointer's speed
    #expect(abs(meanVY) < 15)
    // A faster stroke: more tail (births by distance) and a longer one.
    let slow = try Self.drag("comet-data", speed: 200)
    #expect(tail.count > 2 * slow.count)
    func length(_ ps: [ParticleSnapshot], _ speed: Float) -> Float {
      ps.map { 100 + speed * 0.5 - $0.x }.max() ?? 0
    }
    #expect(length(tail, 600) > 1.5 * length(slow, 200))
    // A still pointer grows no tail (but the one spark it throws as it lands).
    #expect(try Self.drag("comet-data", speed: 0).count <= 1)
  }
}
