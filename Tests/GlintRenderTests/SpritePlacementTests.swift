import Foundation
import GlintCore
import GlintRender
import Testing

/// Where a particle lands and how big it is: real pixels from a headless context.
@Suite(.serialized)
struct SpritePlacementTests {
  @Test(arguments: [(10, 10), (54, 10), (10, 38), (54, 38)])
  func oneParticleLightsItsSquareOnly(corner: (Int, Int)) throws {
    let target = try OffscreenRenderer(size: Size(width: 64, height: 48))
    let (cx, cy) = corner
    // The dot is 32 px; at scale 0.5 it covers 16 × 16 points around its centre.
    let image = draw([sprite(x: Float(cx), y: Float(cy), scale: 0.5)], on: target)
    #expect(image.pixel(x: cx, y: cy).r > 200)
    for (x, y) in image.litPixels {
      #expect(abs(Float(x) + 0.5 - Float(cx)) < 8 && abs(Float(y) + 0.5 - Float(cy)) < 8)
    }
    #expect(image.litPixels.count > 100)
  }

  @Test func yGrowsDownward() throws {
    let target = try OffscreenRenderer(size: Size(width: 32, height: 64))
    let image = draw([sprite(x: 16, y: 8, scale: 0.25)], on: target)
    #expect(image.litPixels.allSatisfy { $0.y < 16 })
  }

  @Test func contentScaleTwoDoublesThePixels() throws {
    let single = try OffscreenRenderer(size: Size(width: 48, height: 48))
    let one = draw([sprite(x: 24, y: 24, scale: 8)], sprite: "solid", on: single)
    let double = try OffscreenRenderer(size: Size(width: 48, height: 48), scale: 2)
    let two = draw([sprite(x: 24, y: 24, scale: 8)], sprite: "solid", on: double)
    #expect(two.width == 96 && two.height == 96)
    #expect(Set(one.litPixels.map(\.x)) == Set(20..<28))
    #expect(Set(two.litPixels.map(\.x)) == Set(40..<56))
    #expect(Set(two.litPixels.map(\.y)) == Set(40..<56))
  }

  @Test func scaleGrowsTheSprite() throws {
    let target = try OffscreenRenderer(size: Size(width: 64, height: 64))
    let small = draw([sprite(x: 32, y: 32, scale: 10)], sprite: "solid", on: target)
    let large = draw([sprite(x: 32, y: 32, scale: 20)], sprite: "solid", on: target)
    #expect(small.litPixels.count == 100)
    #expect(large.litPixels.count == 400)
  }

  @Test func rotationTurnsClockwiseInYDownSpace() throws {
    let target = try OffscreenRenderer(size: Size(width: 64, height: 64))
    let bar = Rect(x: 0, y: 0, width: 1, height: 0.25)
    let flat = draw([sprite(x: 32, y: 32, scale: 32, rect: bar)], sprite: "solid", on: target)
    #expect(flat.isLit(x: 46, y: 32) && !flat.isLit(x: 32, y: 46))
    let turned = draw(
      [sprite(x: 32, y: 32, scale: 32, rotation: .pi / 2, rect: bar)], sprite: "solid", on: target)
    #expect(!turned.isLit(x: 46, y: 32) && turned.isLit(x: 32, y: 46))
    // A small clockwise turn lifts the bar's left end up (y smaller) and its right end down.
    let tilted = draw(
      [sprite(x: 32, y: 32, scale: 32, rotation: 0.3, rect: bar)], sprite: "solid", on: target)
    #expect(tilted.isLit(x: 46, y: 36) && !tilted.isLit(x: 46, y: 28))
  }
}
