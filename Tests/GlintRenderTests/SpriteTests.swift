import Foundation
import GlintCore
import GlintRender
import Testing

/// Built-in sprites, sprites read from PNG files, and contentsRect.
@Suite(.serialized)
struct SpriteTests {
  @Test func builtInsAreWhiteMipmappableSquares() {
    for name in ["spark", "dot", "ring", "star"] {
      let image = SpriteImage.builtIn(named: name)!
      #expect(image.width == 32 && image.height == 32)
      #expect(image.pixels[0] == 0 && image.pixels[3] == 0, "\(name) corners are clear")
    }
    let spark = SpriteImage.builtIn(named: "spark")!
    let centre = (16 * 32 + 16) * 4
    #expect(spark.pixels[centre + 3] == 255)
    let ring = SpriteImage.builtIn(named: "ring")!
    #expect(ring.pixels[centre + 3] == 0)
  }

  /// A 16 × 8 PNG: left half red, right half green.
  func halves(in folder: URL) throws -> String {
    var pixels = [UInt8]()
    for _ in 0..<8 {
      for x in 0..<16 { pixels += x < 8 ? [255, 0, 0, 255] : [0, 255, 0, 255] }
    }
    let path = folder.appendingPathComponent("halves.png").path
    try RenderedImage(width: 16, height: 8, pixels: pixels).writePNG(to: path)
    return path
  }

  @Test func contentsRectPicksPartOfAPNGSprite() throws {
    let path = try halves(in: temporaryFolder())
    let target = try OffscreenRenderer(size: Size(width: 64, height: 64))
    let whole = draw([sprite(x: 32, y: 32, scale: 2)], sprite: path, additive: false, on: target)
    #expect(Set(whole.litPixels.map(\.x)) == Set(16..<48))
    #expect(whole.pixel(x: 20, y: 32).r == 255 && whole.pixel(x: 44, y: 32).g == 255)
    let right = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
    let half = draw([sprite(x: 32, y: 32, scale: 2, rect: right)], sprite: path, additive: false, on: target)
    #expect(Set(half.litPixels.map(\.x)) == Set(24..<40))
    // Away from the rectangle's edge (where linear filtering meets the next texel) only green.
    #expect(
      half.litPixels.filter { (26..<38).contains($0.x) }.allSatisfy { half.pixel(x: $0.x, y: $0.y).r == 0 })
    #expect(half.pixel(x: 32, y: 32).g == 255)
  }

  @Test func missingSpriteWarnsOnceAndFallsBack() throws {
    let warnings = Warnings()
    let target = try OffscreenRenderer(size: Size(width: 64, height: 64), warn: warnings.add)
    let missing = "/nonexistent/glint-sprite.png"
    for _ in 0..<3 {
      let image = draw([sprite(x: 32, y: 32)], sprite: missing, on: target)
      #expect(image.pixel(x: 32, y: 32).r > 200)
    }
    #expect(warnings.lines.count == 1)
    #expect(warnings.lines.first?.contains(missing) == true)
  }

  @Test func labelTextLightsPixels() throws {
    let target = try OffscreenRenderer(size: Size(width: 120, height: 40))
    target.begin(background: Color(red: 0, green: 0, blue: 0))
    target.renderer.drawText("Glint", at: Point(x: 4, y: 4), unit: 2)
    let image = target.framebuffer.read()
    let lit = image.litPixels
    #expect(lit.count > 100)
    let size = TextLayout.size("Glint", unit: 2)
    #expect(lit.allSatisfy { Float($0.x) < 4 + size.width && Float($0.y) < 4 + size.height })
  }
}

/// Collects warnings in tests.
final class Warnings: @unchecked Sendable {
  private(set) var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}
