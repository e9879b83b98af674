import GlintCore
import Testing

/// The fire port: births along the bottom edge, turned down and out through a key path.
@Suite struct FirePortTests {
  let size = Size(width: 800, height: 600)

  @Test func flamesStartAlongTheBottomEdge() {
    let host = Ports.host(FireEffect(), size: size)
    Ports.run(host, to: 1, fps: 60)
    let flames = Ports.particles(Ports.canvasLayers(host))
    #expect(flames.count > 150)
    let born = flames.map { $0.birthPlace(yAcceleration: -40) }
    #expect(born.allSatisfy { abs($0.y - size.height) < 0.5 })
    #expect(coversEveryBin(born.map(\.x), low: 0, high: size.width, bins: 8))
    #expect(flames.allSatisfy { $0.y <= size.height && $0.vy < 0 })
  }

  @Test(arguments: [30.0, 60.0, 144.0])
  func birthsFollowTheKeyPathChange(fps: Double) throws {
    let effect = FireEffect()
    let host = Ports.host(effect, size: size)
    let fire = try #require(Ports.canvasLayers(host).first)

    Ports.run(host, to: 1, fps: fps)
    let atOne = fire.birthCount
    #expect(abs(atOne - 200) <= 1)

    try effect.setFlame(0.25, fireEmitter: fire)
    #expect(try fire.value(forKeyPath: "emitterCells.fire.birthRate") == 50)
    Ports.run(host, to: 2, fps: fps)
    #expect(abs(fire.birthCount - atOne - 50) <= 1)

    try effect.setFlame(0, fireEmitter: fire)
    let atTwo = fire.birthCount
    Ports.run(host, to: 3, fps: fps)
    #expect(fire.birthCount == atTwo)
  }
}
