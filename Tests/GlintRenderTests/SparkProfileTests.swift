import Foundation
import GlintCore
import GlintRender
import Testing

/// The built-in spark looks like a typical spark.png glow: a bright core and a soft, wide halo
/// (about 40–50 % at half its radius) that reaches nothing smoothly at its edge, with most of its
/// light along a radius inside the inner third. Measured in pixels, computed and sampled.
@Suite(.serialized)
struct SparkProfileTests {
  /// The spark drawn 128 pixels wide, white on black; the red channel along the row through its
  /// centre, from the centre out: index i is i + 0.5 pixels out, radius (i + 0.5) / 64.
  func profile(computed: Bool, path: DrawPath) throws -> [Float] {
    let target = try OffscreenRenderer(
      size: Size(width: 160, height: 160),
      options: RenderOptions(drawPath: path, computeBuiltInSprites: computed))
    let image = draw(
      [sprite(x: 80, y: 80, scale: 4)], sprite: "spark", sampling: .trilinear, on: target)
    return (80..<150).map { Float(image.pixel(x: $0, y: 80).r) / 255 }
  }

  @Test(arguments: [(true, DrawPath.points), (true, .quads), (false, .points), (false, .quads)])
  func brightCoreSoftWideHalo(computed: Bool, path: DrawPath) throws {
    let alpha = try profile(computed: computed, path: path)
    let at = { (radius: Float) in alpha[Int(radius * 64)] }
    #expect(at(0) > 0.98 && at(0.1) > 0.98, "a saturated core")
    #expect(at(0.25) > 0.7, "\(at(0.25)) at a quarter")
    #expect((0.4...0.5).contains(at(0.5)), "\(at(0.5)) at half the radius")
    #expect(at(0.75) > 0.03 && at(0.75) < 0.15, "\(at(0.75)) at three quarters")
    #expect(alpha[61...].allSatisfy { $0 == 0 }, "nothing at the edge: \(Array(alpha[56...]))")
    // Smooth: never rising outwards, and no hard edge (at most 8 % from one pixel to the next).
    for i in 1..<64 {
      #expect(alpha[i] <= alpha[i - 1] + 1.0 / 255, "rises at \(i)")
      #expect(alpha[i - 1] - alpha[i] < 0.08, "a step of \(alpha[i - 1] - alpha[i]) at \(i)")
    }
    let inner = alpha[..<21].reduce(0, +)
    let all = alpha[..<64].reduce(0, +)
    #expect(inner > all / 2, "\(inner / all) of the light along a radius lies in the inner third")
  }

  /// The formula the texture is filled with says the same as the shader.
  @Test func theTextureHasTheSameProfile() throws {
    let texture = try #require(SpriteImage.builtIn(named: "spark"))
    // Row 16 crosses just below the centre: pixel 16 + k is (k + 0.5) / 16 from it.
    let row = (16..<32).map { Float(texture.pixels[(16 * 32 + $0) * 4 + 3]) / 255 }
    #expect(row[0] > 0.98)
    #expect((0.4...0.5).contains(row[7]) || (0.4...0.5).contains(row[8]), "\(row)")
    #expect(row[15] < 0.01)
  }
}
