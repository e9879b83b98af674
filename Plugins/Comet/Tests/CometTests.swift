import Comet
import GlintCore
import Testing

/// How a comet looks: a tail behind the motion, longer when faster, cooling as it ages, and only
/// a head when still.
@Suite struct CometTests {
  /// Drags pointer 1 along +x at `speed` for 0.5 s at 60 steps a second.
  func drag(speed: Float, seed: UInt32 = 1) -> PointerHost {
    let host = PointerHost(effect: CometEffect(), seed: seed)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 300), time: 0))
    for frame in 1...30 {
      let t = Double(frame) / 60
      host.handle(
        PointerEvent(id: 1, phase: .moved, location: Point(x: 100 + speed * Float(t), y: 300), time: t))
    }
    return host
  }

  func tail(_ host: PointerHost) -> [ParticleSnapshot] {
    var tail: [ParticleSnapshot] = []
    for layer in host.layers { layer.forEachParticle { if $0.cell == "tail" { tail.append($0) } } }
    return tail
  }

  @Test func theTailPointsAwayFromTheMotion() {
    let tail = tail(drag(speed: 600))
    #expect(tail.count > 20)
    let meanVX = tail.map(\.vx).reduce(0, +) / Float(tail.count)
    let meanVY = tail.map(\.vy).reduce(0, +) / Float(tail.count)
    #expect(meanVX < -100)  // moving +x, so the tail streams towards -x
    #expect(abs(meanVY) < abs(meanVX) / 4)
  }

  @Test func aFasterPointerDrawsALongerTail() {
    func length(_ speed: Float) -> Float {
      let host = drag(speed: speed)
      let head = 100 + speed * 0.5
      return tail(host).map { head - $0.x }.max() ?? 0
    }
    #expect(length(800) > 1.5 * length(200))
  }

  @Test func theTailCoolsAsItAges() {
    let tail = tail(drag(speed: 500))
    let young = tail.filter { $0.age < 0.1 }
    let old = tail.filter { $0.age > 0.3 }
    #expect(!young.isEmpty && !old.isEmpty)
    func mean(_ ps: [ParticleSnapshot], _ key: KeyPath<ParticleSnapshot, Float>) -> Float {
      ps.map { $0[keyPath: key] }.reduce(0, +) / Float(ps.count)
    }
    #expect(mean(old, \.b) < mean(young, \.b) - 0.3)  // blue goes first
    #expect(mean(old, \.g) < mean(young, \.g))
    #expect(mean(old, \.r) > mean(old, \.b))  // what is left is red
  }

  @Test func aStillPointerKeepsOnlyAShortHead() {
    let host = PointerHost(effect: CometEffect(), seed: 2)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 300, y: 300), time: 0))
    for frame in 1...60 { host.advance(to: Double(frame) / 60) }
    var far: Float = 0
    var cells = Set<String>()
    for layer in host.layers {
      layer.forEachParticle { p in
        cells.insert(p.cell)
        far = max(far, ((p.x - 300) * (p.x - 300) + (p.y - 300) * (p.y - 300)).squareRoot())
      }
    }
    #expect(cells == ["head"])
    #expect(far < 10)
  }
}
