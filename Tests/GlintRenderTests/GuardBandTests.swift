@preconcurrency import CEpoxy
import GlintCore
import Testing

@testable import GlintRender

/// Ribbons go through a viewport larger than the pane (`GuardBand`): their points land on the
/// pixels the pane's own viewport puts them on, the band stays within what GL takes, and a
/// ribbon crossing the edge of the framebuffer or of a pane is drawn up to it and no further.
@Suite(.serialized)
struct GuardBandTests {
  /// A pane of 100 × 50 points at (10, 20), two pixels a point, in a 400 × 300 framebuffer: its
  /// pixel box is x 20, y 300 − 40 − 100 = 160 (GL counts y up), 200 × 100.
  let view = View(pane: Rect(x: 10, y: 20, width: 100, height: 50), scale: 2, framebufferPixels: (400, 300))
  let roomy = GuardBand.Limits(largest: (16_384, 16_384), lowestOrigin: -16_384)

  /// Where GL puts a point of the pane through `band`: the window pixel (y up) of its clip
  /// coordinates (ribbon.vert flips y).
  func window(_ p: SIMD2<Float>, through band: GuardBand) -> SIMD2<Float> {
    let clip = p * band.scale + band.offset
    let ndc = SIMD2(clip.x, -clip.y)
    let origin = SIMD2(Float(band.box.x), Float(band.box.y))
    return origin + (ndc + 1) / 2 * SIMD2(Float(band.box.width), Float(band.box.height))
  }

  @Test func theBandIsThePaneLargerByItsOwnSizeOnEachSide() {
    let band = GuardBand(around: view, limits: roomy)
    #expect(band.box == (-180, 60, 600, 300))
  }

  @Test(arguments: [
    GuardBand.Limits(largest: (16_384, 16_384), lowestOrigin: -16_384),
    GuardBand.Limits(largest: (500, 250), lowestOrigin: -16_384),
    GuardBand.Limits(largest: (500, 250), lowestOrigin: 0),
    GuardBand.Limits(largest: (100, 100), lowestOrigin: 0),
  ])
  func pointsLandWhereThePanesViewportPutsThem(limits: GuardBand.Limits) {
    let band = GuardBand(around: view, limits: limits)
    for p in [SIMD2<Float>(0, 0), SIMD2(37.5, 12.25), SIMD2(100, 50), SIMD2(-30, 80)] {
      // Through the pane's viewport: x from pixel 20, two a point; y down from the box's top, 260.
      let expected = SIMD2(20 + 2 * p.x, 260 - 2 * p.y)
      let landed = window(p, through: band)
      #expect(abs(landed.x - expected.x) < 1e-3 && abs(landed.y - expected.y) < 1e-3, "\(p): \(landed)")
    }
  }

  @Test func theBandStaysWithinWhatGLTakes() {
    let tight = GuardBand(around: view, limits: GuardBand.Limits(largest: (500, 250), lowestOrigin: -16_384))
    #expect(tight.box == (-130, 85, 500, 250))
    let origin = GuardBand(around: view, limits: GuardBand.Limits(largest: (500, 250), lowestOrigin: 0))
    #expect(origin.box == (0, 85, 240, 250))
    // A driver whose largest viewport is smaller than the pane: no band at all.
    let none = GuardBand(around: view, limits: GuardBand.Limits(largest: (100, 100), lowestOrigin: 0))
    #expect(none.box == (20, 160, 200, 100))
  }

  @Test func theRenderersLimitsAreTheDriversLargestViewport() throws {
    let target = try OffscreenRenderer(size: Size(width: 8, height: 8))
    target.begin(background: nil)
    let limits = GuardBand.Limits.current()
    #expect(limits.largest.width >= 4096 && limits.largest.height >= 4096)
    #expect(limits.lowestOrigin <= -limits.largest.width / 2)
  }
}

extension GuardBand.Limits: CustomTestStringConvertible {
  public var testDescription: String { "largest \(largest), origin from \(lowestOrigin)" }
}
