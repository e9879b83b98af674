import GlintCore
import GlintRender
import Testing

/// Premultiplied blending: additive sums and saturates, source-over covers in draw order.
@Suite(.serialized)
struct BlendingTests {
  let grey = Color(red: 0.4, green: 0.4, blue: 0.4)

  @Test func additiveOverlapsAddUpAndSaturate() throws {
    let target = try OffscreenRenderer(size: Size(width: 32, height: 32))
    let one = draw([sprite(x: 16, y: 16, scale: 8, color: grey)], sprite: "solid", on: target)
    let two = draw(
      Array(repeating: sprite(x: 16, y: 16, scale: 8, color: grey), count: 2), sprite: "solid",
      on: target)
    let five = draw(
      Array(repeating: sprite(x: 16, y: 16, scale: 8, color: grey), count: 5), sprite: "solid",
      on: target)
    let (a, b, c) = (one.pixel(x: 16, y: 16).r, two.pixel(x: 16, y: 16).r, five.pixel(x: 16, y: 16).r)
    #expect(abs(Int(a) - 102) <= 1)
    #expect(b > a && abs(Int(b) - 204) <= 2)
    #expect(c == 255)
  }

  @Test func sourceOverCoversInDrawOrder() throws {
    let target = try OffscreenRenderer(size: Size(width: 32, height: 32))
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let pair = [sprite(x: 16, y: 16, scale: 8, color: red), sprite(x: 16, y: 16, scale: 8, color: blue)]
    let over = draw(pair, sprite: "solid", additive: false, on: target).pixel(x: 16, y: 16)
    #expect(over.r == 0 && over.b == 255)
    let swapped = draw(pair.reversed(), sprite: "solid", additive: false, on: target).pixel(x: 16, y: 16)
    #expect(swapped.r == 255 && swapped.b == 0)
    let added = draw(pair, sprite: "solid", additive: true, on: target).pixel(x: 16, y: 16)
    #expect(added.r == 255 && added.b == 255)
  }

  @Test func halfAlphaBlendsHalfway() throws {
    let target = try OffscreenRenderer(size: Size(width: 32, height: 32))
    let white = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
    let base = [sprite(x: 16, y: 16, scale: 8, color: Color(red: 1, green: 0, blue: 0))]
    let top = [sprite(x: 16, y: 16, scale: 8, color: white)]
    target.begin(background: Color(red: 0, green: 0, blue: 0))
    target.renderer.draw(base + top, batches: [DrawBatch(sprite: "solid", additive: false, range: 0..<2)])
    let pixel = target.framebuffer.read().pixel(x: 16, y: 16)
    #expect(pixel.r == 255 && abs(Int(pixel.g) - 128) <= 1)
  }
}
