import GlintCore
import Testing

/// The snow port: flakes born along the whole top edge of any canvas, falling.
@Suite struct SnowPortTests {
  static let sizes = [
    Size(width: 320, height: 480), Size(width: 1280, height: 720), Size(width: 2000, height: 300),
  ]

  @Test(arguments: sizes)
  func flakesAreBornAcrossTheWholeTopEdge(size: Size) {
    let host = Ports.host(SnowEffect(), size: size)
    Ports.run(host, to: 4, fps: 60)
    let flakes = Ports.particles(Ports.canvasLayers(host))
    #expect(flakes.count > 200)
    let born = flakes.map { $0.birthPlace(yAcceleration: 5) }
    let xs = born.map(\.x)
    let margin = 0.05 * size.width
    #expect(xs.min()! < margin && xs.max()! > size.width - margin)
    #expect(xs.allSatisfy { $0 > -0.5 && $0 < size.width + 0.5 })
    #expect(coversEveryBin(xs, low: 0, high: size.width, bins: 8))
    #expect(born.allSatisfy { abs($0.y + 10) < 0.5 })
  }

  @Test func flakesFallDownward() {
    let host = Ports.host(SnowEffect(), size: Size(width: 800, height: 600))
    Ports.run(host, to: 4, fps: 60)
    let flakes = Ports.particles(Ports.canvasLayers(host))
    #expect(!flakes.isEmpty)
    #expect(flakes.allSatisfy { $0.vy > 0 })
    #expect(flakes.contains { $0.y > 150 })
  }

  @Test func aNewCanvasSizeBringsTheSnowAcrossTheNewWidth() {
    let host = Ports.host(SnowEffect(), size: Size(width: 320, height: 480))
    Ports.run(host, to: 1, fps: 60)
    host.canvas = Rect(x: 0, y: 0, width: 1280, height: 720)
    Ports.run(host, to: 5, fps: 60)
    // The layer made for the new size begins then: all its flakes are born across the new width.
    let flakes = Ports.particles(Ports.canvasLayers(host))
    let xs = flakes.map { $0.birthPlace(yAcceleration: 5).x }
    #expect(flakes.count > 200)
    #expect(coversEveryBin(xs, low: 0, high: 1280, bins: 8))
    #expect(xs.allSatisfy { $0 > -0.5 && $0 < 1280.5 })
  }
}
