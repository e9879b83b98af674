import GlintCore
import GlintRender
import Testing

/// Two ports drawn by the real renderer (EGL, headless): the pixels are where the ports put
/// their particles.
@Suite(.serialized)
struct PortRenderingTests {
  static let black = Color(red: 0, green: 0, blue: 0)

  /// The picture of `host`'s layers on a canvas of `size`, and the warnings the renderer gave.
  func picture(of host: PointerHost, size: Size) throws -> (image: RenderedImage, warnings: [String]) {
    var warnings: [String] = []
    let target = try OffscreenRenderer(size: size) { warnings.append($0) }
    let buffer = InstanceBuffer(capacity: 1024)
    buffer.fill(from: host.layers)
    return (target.render(buffer, background: Self.black), warnings)
  }

  @Test func snowLightsTheTopRowsAcrossTheWholeWidth() throws {
    let size = Size(width: 320, height: 480)
    let host = Ports.host(SnowEffect(), size: size)
    Ports.run(host, to: 2, fps: 60)
    let (image, _) = try picture(of: host, size: size)
    // After 2 s the flakes are in the top 150 rows: lit in every 40-point column there, and
    // nowhere in the bottom half.
    for column in 0..<8 {
      let lit = (0..<150).contains { y in
        (column * 40..<column * 40 + 40).contains { image.isLit(x: $0, y: y) }
      }
      #expect(lit, "no snow in column \(column)")
    }
    #expect(!(240..<480).contains { y in (0..<320).contains { image.isLit(x: $0, y: y) } })
  }

  @Test func fireLightsTheBottomRowsOnly() throws {
    let size = Size(width: 400, height: 300)
    let host = Ports.host(FireEffect(), size: size)
    Ports.run(host, to: 1.5, fps: 60)
    let (image, _) = try picture(of: host, size: size)
    for column in 0..<8 {
      let lit = (200..<300).contains { y in
        (column * 50..<column * 50 + 50).contains { image.isLit(x: $0, y: y) }
      }
      #expect(lit, "no fire in column \(column)")
    }
    #expect(!(0..<100).contains { y in (0..<400).contains { image.isLit(x: $0, y: y) } })
  }
}

extension RenderedImage {
  /// Whether the pixel differs from opaque black.
  func isLit(x: Int, y: Int) -> Bool {
    let p = pixel(x: x, y: y)
    return p.r > 0 || p.g > 0 || p.b > 0
  }
}
