import Foundation
import GlintCore
import GlintRender
import Testing

/// The cells' magnificationFilter, minificationFilter and minificationFilterBias, honoured by
/// both draw paths: nearest texels, bilinear, and bilinear between mipmap levels.
@Suite(.serialized)
struct SamplingTests {
  /// A side × side PNG of one-texel squares, alternately `a` and `b` (RGB).
  func checker(side: Int, _ a: [UInt8], _ b: [UInt8]) throws -> String {
    var pixels = [UInt8]()
    for y in 0..<side {
      for x in 0..<side { pixels += ((x + y) % 2 == 0 ? a : b) + [255] }
    }
    let path = temporaryFolder().appendingPathComponent("checker-\(side).png").path
    try RenderedImage(width: side, height: side, pixels: pixels).writePNG(to: path)
    return path
  }

  func draw(
    _ instance: SpriteInstance, _ path: String, _ sampling: SpriteSampling, drawPath: DrawPath,
    size: Float = 64
  ) throws -> RenderedImage {
    let target = try OffscreenRenderer(
      size: Size(width: size, height: size), options: RenderOptions(drawPath: drawPath))
    target.begin(background: Color(red: 0, green: 0, blue: 0))
    target.renderer.draw(
      [instance], batches: [DrawBatch(sprite: path, additive: false, range: 0..<1, sampling: sampling)])
    return target.framebuffer.read()
  }

  /// A 2 × 2 red and green checker drawn 32 pixels a texel: nearest keeps each texel one colour
  /// up to its edge, linear blends across the middle.
  @Test(arguments: [DrawPath.points, .quads]) func magnificationNearestOrLinear(path drawPath: DrawPath)
    throws
  {
    let path = try checker(side: 2, [255, 0, 0], [0, 255, 0])
    let big = sprite(x: 32, y: 32, scale: 32)
    let nearest = try draw(big, path, SpriteSampling(magnification: .nearest), drawPath: drawPath)
    let linear = try draw(big, path, .linear, drawPath: drawPath)
    for x in [2, 16, 30] {
      let p = nearest.pixel(x: x, y: 8)
      #expect(p.r == 255 && p.g == 0, "nearest at x \(x): \(p)")
    }
    #expect(nearest.pixel(x: 33, y: 8).g == 255 && nearest.pixel(x: 33, y: 8).r == 0)
    let middle = linear.pixel(x: 30, y: 8)
    #expect(middle.r > 100 && middle.g > 20, "linear blends near the texels' edge: \(middle)")
    #expect(linear.pixel(x: 2, y: 2).r == 255)
  }

  /// A 56 × 56 black and white checker drawn 8 pixels wide, each pixel's centre on a texel's:
  /// bilinear without mipmaps (linear, Core Animation's default) picks single texels, so the
  /// pixels are black or white; trilinear averages them from the mipmaps into an even grey.
  @Test(arguments: [DrawPath.points, .quads]) func minificationLinearOrTrilinear(path drawPath: DrawPath)
    throws
  {
    let path = try checker(side: 56, [0, 0, 0], [255, 255, 255])
    // 8 pixels across from x = 28 + 3/7: pixel centres land on texel centres (0.5 + 7 k texels).
    let corner: Float = 32 + 3.0 / 7
    let small = sprite(x: corner, y: corner, scale: 1.0 / 7)
    func reds(_ image: RenderedImage) -> [Int] {
      (29..<35).flatMap { y in (29..<35).map { x in Int(image.pixel(x: x, y: y).r) } }
    }
    let linear = reds(try draw(small, path, .linear, drawPath: drawPath))
    let trilinear = reds(try draw(small, path, .trilinear, drawPath: drawPath))
    #expect(linear.max()! - linear.min()! > 150, "linear: \(linear)")
    #expect(trilinear.allSatisfy { (100...160).contains($0) }, "trilinear: \(trilinear)")
    let nearest = reds(
      try draw(small, path, SpriteSampling(minification: .nearest), drawPath: drawPath))
    #expect(nearest.allSatisfy { $0 == 0 || $0 == 255 }, "nearest: \(nearest)")
  }

  /// The same checker drawn at its own size: crisp, unless a bias moves trilinear sampling to a
  /// smaller mipmap, which is grey.
  @Test(arguments: [DrawPath.points, .quads]) func minificationBiasPicksASmallerMipmap(
    path drawPath: DrawPath
  ) throws {
    let path = try checker(side: 64, [0, 0, 0], [255, 255, 255])
    let whole = sprite(x: 32, y: 32)
    func spread(_ bias: Float) throws -> Int {
      let image = try draw(
        whole, path, SpriteSampling(minification: .trilinear, bias: bias), drawPath: drawPath)
      let reds = (20..<44).map { Int(image.pixel(x: $0, y: 30).r) }
      return reds.max()! - reds.min()!
    }
    #expect(try spread(0) > 200)
    #expect(try spread(4) < 40)
    // Bias means nothing to linear minification.
    let linear = try draw(whole, path, SpriteSampling(minification: .linear, bias: 4), drawPath: drawPath)
    #expect(linear.pixel(x: 30, y: 30).r != linear.pixel(x: 31, y: 30).r)
  }

  /// A built-in sprite with nearest magnification is sampled from its 32-pixel texture: blocks
  /// of 4 × 4 equal pixels at 4 pixels a texel, where the computed sprite is smooth.
  @Test func nearestBuiltInSpritesAreSampled() throws {
    let big = sprite(x: 64, y: 64, scale: 4)
    let nearest = try draw(big, "spark", SpriteSampling(magnification: .nearest), drawPath: .quads, size: 128)
    let smooth = try draw(big, "spark", .linear, drawPath: .quads, size: 128)
    var blocky = true
    for y in stride(from: 44, to: 84, by: 4) {
      for x in stride(from: 40, to: 84, by: 4) {
        let block = (0..<4).flatMap { dy in (0..<4).map { dx in nearest.pixel(x: x + dx, y: y + dy).r } }
        if Set(block).count != 1 { blocky = false }
      }
    }
    #expect(blocky)
    // Outside the saturated core the computed spark changes from one pixel to the next.
    #expect(smooth.pixel(x: 100, y: 64).r != smooth.pixel(x: 101, y: 64).r)
  }
}
