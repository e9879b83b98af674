import Foundation
import Testing

@testable import GlintRender

/// Round points compute the glow as a polynomial in the squared radius (ROUND_GLOW) instead of
/// exp: over the whole of a point's reach it must say what the formula says, to well under one
/// 8-bit level, so points and quads (which keep exp) draw the same picture.
struct RoundGlowTests {
  @Test func theSparksPolynomialIsItsGlowWithinAFiftiethOfALevel() throws {
    let shape = SpriteShape.spark
    let profile = try #require(shape.profile)
    let coefficients = profile.roundGlow(reach: shape.reach)
    #expect(coefficients.count == 6)
    let top = shape.reach * shape.reach
    var worst: Float = 0
    for step in 0...1000 {
      let rr = top * Float(step) / 1000
      let polynomial = coefficients.reversed().reduce(Float(0)) { $0 * rr + $1 }
      let formula = profile.glow.x * exp(-profile.glow.y * rr)
      worst = max(worst, abs(polynomial - formula) * 255)
    }
    #expect(worst < 0.02, "off by \(worst) of a level")
  }

  @Test func everyRoundShapeGetsItsGlowAndOnlyRoundShapesDo() {
    let shapes: [SpriteShape] = [.spark, .dot, .ring, .star, .solid, .image]
    for shape in shapes {
      let glow = shape.defines.first { $0.hasPrefix("ROUND_GLOW(rr) ") }
      #expect((glow != nil) == shape.isRound, "\(shape)")
    }
    // Dots and rings have no glow: a constant, which the compiler drops.
    #expect(SpriteShape.dot.defines.contains("ROUND_GLOW(rr) 0.0"))
    #expect(
      SpriteShape.spark.defines.contains { $0.hasPrefix("ROUND_GLOW(rr) (0.") && $0.contains("+ (rr) * (") })
  }
}
