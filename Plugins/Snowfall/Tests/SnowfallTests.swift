import GlintCore
import Snowfall
import Testing

/// Snow across the whole canvas at any size, kept through a resize, and a flurry per pointer.
@Suite struct SnowfallTests {
  func host(width: Float, until time: Double) -> PointerHost {
    let host = PointerHost(effect: SnowfallEffect(), seed: 3)
    host.canvas = Rect(x: 0, y: 0, width: width, height: 400)
    for frame in 1...Int(time * 60) { host.advance(to: Double(frame) / 60) }
    return host
  }

  func flakes(_ host: PointerHost) -> [ParticleSnapshot] {
    var all: [ParticleSnapshot] = []
    for layer in host.canvasLayers { layer.forEachParticle { all.append($0) } }
    return all
  }

  @Test(arguments: [Float(240), 640, 1600]) func snowCoversTheWholeWidth(width: Float) throws {
    let snow = flakes(host(width: width, until: 6))
    #expect(snow.count > Int(width / 100 * 6 * 6 * 0.8))
    let xs = snow.map(\.x)
    #expect(try #require(xs.min()) < width * 0.05 && (try #require(xs.max())) > width * 0.95)
    // It falls: born above the top edge, it has come down into the canvas.
    #expect(snow.allSatisfy { $0.vy > 0 })
    #expect(snow.filter { $0.y > 200 }.count > snow.count / 10)
  }

  @Test func aResizeKeepsTheSnowAndWidensIt() throws {
    let host = host(width: 300, until: 3)
    let layer = host.canvasLayers[0]
    let before = host.particleCount
    host.canvas = Rect(x: 0, y: 0, width: 900, height: 400)
    #expect(host.canvasLayers[0] === layer && host.particleCount == before)
    for frame in 1...360 { host.advance(to: 3 + Double(frame) / 60) }
    #expect(try #require(flakes(host).map(\.x).max()) > 850)
  }

  @Test func aPointerGetsAFlurryThatFinishes() {
    let host = PointerHost(effect: SnowfallEffect(), seed: 3)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
    host.advance(to: 1)
    #expect(host.particleCount > 20)
    host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 100, y: 100), time: 1))
    for frame in 1...120 { host.advance(to: 1 + Double(frame) / 60) }
    #expect(host.trackCount == 0 && host.particleCount == 0)
  }
}
