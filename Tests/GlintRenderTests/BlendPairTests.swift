import Foundation
import GlintCore
import Testing

@testable import GlintRender

/// A layer's blend pair draws what cocos2d-x draws with it: the premultiplied image times the
/// particle's straight colour, blended with the pair as GL does (1/771 with the colour
/// premultiplied, as cocos2d-x's opacityModifyRGB). Each pair is checked against GL's blend
/// equation written out here, on both draw paths, over a coloured background.
@Suite(.serialized)
struct BlendPairTests {
  static let background = SIMD4<Float>(0.2, 0.4, 0.6, 1)
  static let particle = Color(red: 0.8, green: 0.5, blue: 0.3, alpha: 0.6)

  static let pairs: [(Int, Int)] = [
    (770, 1), (1, 771), (770, 771), (1, 1),  // the common four
    (774, 771), (771, 1), (770, 772), (1, 772),  // rarer ones
  ]

  /// GL's blend of source `s` over destination `d` with `pair`, per channel, clamped.
  static func expected(_ pair: BlendFactors, source s: SIMD4<Float>, destination d: SIMD4<Float>) -> SIMD4<
    Float
  > {
    func factor(_ f: BlendFactor) -> SIMD4<Float> {
      switch f {
      case .zero: SIMD4(repeating: 0)
      case .one: SIMD4(repeating: 1)
      case .sourceColor: s
      case .oneMinusSourceColor: 1 - s
      case .sourceAlpha: SIMD4(repeating: s.w)
      case .oneMinusSourceAlpha: SIMD4(repeating: 1 - s.w)
      case .destinationAlpha: SIMD4(repeating: d.w)
      case .oneMinusDestinationAlpha: SIMD4(repeating: 1 - d.w)
      case .destinationColor: d
      case .oneMinusDestinationColor: 1 - d
      }
    }
    let sum = s * factor(pair.source) + d * factor(pair.destination)
    return sum.clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1))
  }

  /// One solid sprite, turned so a point holds corners around it, drawn with `pair`.
  static func drawn(_ pair: BlendFactors, path: DrawPath, background b: SIMD4<Float> = background) throws -> (
    RenderedImage, SubmitStatistics
  ) {
    let target = try OffscreenRenderer(
      size: Size(width: 32, height: 32), options: RenderOptions(drawPath: path))
    target.begin(background: Color(red: b.x, green: b.y, blue: b.z, alpha: b.w))
    target.renderer.draw(
      [sprite(x: 16, y: 16, scale: 12, rotation: 0.6, color: particle)],
      batches: [DrawBatch(sprite: "solid", blend: SpriteBlend(cocos: pair), range: 0..<1)])
    return (target.framebuffer.read(), target.renderer.lastSubmit)
  }

  @Test(arguments: pairs, [DrawPath.points, .quads])
  func aPairDrawsAsGLBlendsTheParticlesStraightColour(glPair: (Int, Int), path: DrawPath) throws {
    let pair = try BlendFactors(
      source: #require(BlendFactor(glValue: glPair.0)), destination: #require(BlendFactor(glValue: glPair.1)))
    let (image, did) = try Self.drawn(pair, path: path)
    let c = Self.particle
    // cocos2d-x: the vertex colour straight, except 1/771 on its premultiplied textures.
    let premultiplied = pair == .premultiplied
    let k = premultiplied ? c.alpha : 1
    let source = SIMD4(c.red * k, c.green * k, c.blue * k, c.alpha)
    let want = Self.expected(pair, source: source, destination: Self.background) * 255
    let got = image.pixel(x: 16, y: 16)
    let comment = Comment(rawValue: "\(glPair) on \(path): got \(got), want \(want)")
    #expect(abs(Float(got.r) - want.x) <= 2, comment)
    #expect(abs(Float(got.g) - want.y) <= 2, comment)
    #expect(abs(Float(got.b) - want.z) <= 2, comment)
    // Outside the turned sprite, inside the square a point holds: the background untouched.
    let corner = image.pixel(x: 16 - 8, y: 16 - 8)
    #expect(
      abs(Int(corner.r) - 51) <= 1 && abs(Int(corner.g) - 102) <= 1 && abs(Int(corner.b) - 153) <= 1, comment)
    // Points where a colourless fragment changes nothing (the corners of a point), else quads.
    let pointsAllowed = SpriteBlend(cocos: pair).leavesDestinationUnderClearColor
    if path == .points { #expect(did.pointSprites == (pointsAllowed ? 1 : 0), comment) }
  }

  /// A translucent background (premultiplied when cleared), so that every factor, the
  /// destination's alpha and its complement included, gives each channel its own value.
  static let translucent = SIMD4<Float>(0.2, 0.4, 0.6, 0.8)

  /// Every GL factor, alone: as the source factor with the destination's ZERO the picture is the
  /// particle's colour times the factor; as the destination factor with the source's ZERO, the
  /// background times it. All four channels within 2 levels of GL's equation, on both paths.
  @Test(arguments: BlendFactor.allCases, [DrawPath.points, .quads])
  func everyFactorDrawsAsGLDefinesIt(factor: BlendFactor, path: DrawPath) throws {
    let b = Self.translucent
    let destination = SIMD4(b.x * b.w, b.y * b.w, b.z * b.w, b.w)
    let c = Self.particle
    let source = SIMD4(c.red, c.green, c.blue, c.alpha)
    for pair in [
      BlendFactors(source: factor, destination: .zero), BlendFactors(source: .zero, destination: factor),
    ] {
      let (image, _) = try Self.drawn(pair, path: path, background: b)
      let want = Self.expected(pair, source: source, destination: destination) * 255
      let got = image.pixel(x: 16, y: 16)
      let comment = Comment(rawValue: "\(pair) on \(path): got \(got), want \(want)")
      #expect(abs(Float(got.r) - want.x) <= 2, comment)
      #expect(abs(Float(got.g) - want.y) <= 2, comment)
      #expect(abs(Float(got.b) - want.z) <= 2, comment)
      #expect(abs(Float(got.a) - want.w) <= 2, comment)
    }
  }

  /// A pair under which a colourless fragment would change the picture is drawn as quads, so the
  /// corners of a point cannot show.
  @Test func aPairThatWouldShowAPointsCornersDrawsAsQuads() throws {
    let pair = BlendFactors(source: .one, destination: .zero)
    let (image, did) = try Self.drawn(pair, path: .points)
    #expect(did.pointSprites == 0 && did.quadSprites == 1)
    let corner = image.pixel(x: 8, y: 8)
    #expect(abs(Int(corner.r) - 51) <= 1 && abs(Int(corner.b) - 153) <= 1)
    let centre = image.pixel(x: 16, y: 16)
    #expect(abs(Int(centre.r) - 204) <= 1 && abs(Int(centre.g) - 128) <= 1)
  }

  /// A premultiplied image is read as it is; a straight one is premultiplied when read.
  @Test func contentsPremultipliedReadsTheImageAsItIs() throws {
    let folder = temporaryFolder()
    let path = folder.appendingPathComponent("half.png").path
    // writePNG takes premultiplied pixels and stores them straight: the file holds 128, 64, 0, 128.
    try RenderedImage(
      width: 4, height: 4, pixels: Array(repeating: [64, 32, 0, 128], count: 16).flatMap { $0 }
    )
    .writePNG(to: path)
    func drawn(premultiplied: Bool) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
      let target = try OffscreenRenderer(size: Size(width: 32, height: 32))
      target.begin(background: Color(red: 0, green: 0, blue: 0))
      target.renderer.draw(
        [sprite(x: 16, y: 16, scale: 4)],
        batches: [DrawBatch(sprite: path, additive: true, range: 0..<1, contentsPremultiplied: premultiplied)]
      )
      return target.framebuffer.read().pixel(x: 16, y: 16)
    }
    let asIs = try drawn(premultiplied: true)
    let multiplied = try drawn(premultiplied: false)
    #expect(abs(Int(asIs.r) - 128) <= 1 && abs(Int(asIs.g) - 64) <= 1)
    #expect(abs(Int(multiplied.r) - 64) <= 1 && abs(Int(multiplied.g) - 32) <= 1)
  }
}
