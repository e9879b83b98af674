import Foundation
import GlintCore
import Testing

@testable import GlintRender

/// Handing a frame to the rasteriser in parts (`HandOff`) changes when it is shaded, never what:
/// the picture is the very same, layering included, on both paths, and parts run on across the
/// batches of a frame.
@Suite(.serialized)
struct HandOffTests {
  /// Crowded overlapping sprites in many colours, so any change of order or of any sprite shows.
  func crowd(count: Int, seed: UInt64) -> [SpriteInstance] {
    var random = SplitMix(seed: seed)
    return (0..<count).map { _ in
      let color = Color(
        red: random.next(in: 0...1), green: random.next(in: 0...1), blue: random.next(in: 0...1),
        alpha: random.next(in: 0.3...1))
      return sprite(
        x: random.next(in: 4...60), y: random.next(in: 4...60), scale: random.next(in: 0.1...0.4),
        rotation: random.next(in: -3.2...3.2), color: color)
    }
  }

  func render(
    _ instances: [SpriteInstance], sprite: String, additive: Bool, path: DrawPath, handOff: HandOff
  ) throws -> (image: RenderedImage, did: SubmitStatistics) {
    let target = try OffscreenRenderer(
      size: Size(width: 64, height: 64), options: RenderOptions(drawPath: path, handOff: handOff))
    let image = draw(instances, sprite: sprite, additive: additive, on: target)
    return (image, target.renderer.lastSubmit)
  }

  @Test(arguments: [DrawPath.points, .quads], [true, false])
  func partsDrawTheSamePictureAsOneGo(path: DrawPath, additive: Bool) throws {
    let sprite = additive ? "spark" : "star"
    let instances = crowd(count: 3000, seed: additive ? 11 : 12)
    let whole = try render(instances, sprite: sprite, additive: additive, path: path, handOff: .whole)
    let parts = try render(
      instances, sprite: sprite, additive: additive, path: path, handOff: .every(sprites: 500))
    #expect(whole.did.handOffs == 0 && whole.did.drawCalls == 1)
    #expect(parts.did.handOffs == 5 && parts.did.drawCalls == 6)
    #expect(whole.image.litPixels.count > 64 * 64 / 2, "the crowd covers the picture")
    #expect(parts.image == whole.image, "\(path), additive \(additive)")
  }

  @Test func partsRunOnAcrossBatches() throws {
    let target = try OffscreenRenderer(
      size: Size(width: 64, height: 64),
      options: RenderOptions(drawPath: .points, handOff: .every(sprites: 500)))
    let instances = crowd(count: 1200, seed: 13)
    target.begin(background: Color(red: 0, green: 0, blue: 0))
    target.renderer.draw(
      instances,
      batches: [
        DrawBatch(sprite: "dot", additive: true, range: 0..<400),
        DrawBatch(sprite: "spark", additive: true, range: 400..<800),
        DrawBatch(sprite: "dot", additive: false, range: 800..<1200),
      ])
    // 400 | 100 + 300 | 200 + 200: a part ends after sprites 500 and 1000, not at the frame's end.
    #expect(target.renderer.lastSubmit.drawCalls == 5)
    #expect(target.renderer.lastSubmit.handOffs == 2)
  }

  @Test func automaticHandsOffInPartsOnSoftwareRasterisersOnly() throws {
    #expect(HandOff.automatic.part(softwareRasteriser: true) == HandOff.automaticPart)
    #expect(HandOff.automatic.part(softwareRasteriser: false) == .max)
    #expect(HandOff.whole.part(softwareRasteriser: true) == .max)
    #expect(HandOff.every(sprites: 0).part(softwareRasteriser: false) == 1)
    let instances = crowd(count: 3 * HandOff.automaticPart, seed: 14)
    let automatic = try render(instances, sprite: "dot", additive: true, path: .points, handOff: .automatic)
    let renderer = try OffscreenRenderer(size: Size(width: 8, height: 8)).renderer
    let software = DrawPath.isSoftwareRasteriser(renderer.driver)
    #expect(renderer.spritesPerHandOff == (software ? HandOff.automaticPart : nil))
    // Three whole parts: the third is the end of the frame, which the caller flushes.
    #expect(automatic.did.handOffs == (software ? 2 : 0))
  }
}
