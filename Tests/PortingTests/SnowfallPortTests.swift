import GlintCore
import Testing

/// The pre-filled snowfall port: `timeOffset = 15` means the snow has been falling for 15 s when
/// the canvas first shows.
@Suite struct SnowfallPortTests {
  let size = Size(width: 800, height: 600)

  @Test func snowAlreadyCoversTheCanvasAtTheFirstFrame() {
    let host = Ports.host(SnowfallEffect(), size: size)
    host.advance(to: 0)
    let flakes = Ports.particles(Ports.canvasLayers(host))
    // 40 a second for 15 s.
    #expect(abs(flakes.count - 600) <= 2)
    #expect(coversEveryBin(flakes.map(\.y), low: 0, high: size.height, bins: 10))
    #expect(coversEveryBin(flakes.map(\.x), low: 0, high: size.width, bins: 10))
  }

  @Test func withoutTheOffsetTheCanvasStartsEmpty() {
    let host = Ports.host(SnowEffect(), size: size)
    host.advance(to: 0)
    #expect(Ports.particles(Ports.canvasLayers(host)).isEmpty)
  }

  @Test func thePrefilledSnowKeepsFalling() {
    let host = Ports.host(SnowfallEffect(), size: size)
    Ports.run(host, to: 1, fps: 60)
    let flakes = Ports.particles(Ports.canvasLayers(host))
    #expect(abs(flakes.count - 640) <= 2)
    #expect(flakes.allSatisfy { $0.vy > 0 })
  }
}
