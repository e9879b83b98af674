import Foundation
import GlintCore
import Testing

@testable import GlintRender

/// Points and instanced quads draw the same picture: turned, cropped, tinted, scaled, added and
/// layered source-over, with the built-in sprites computed (round points for the round ones) or
/// sampled, as plain points (a compatibility context) and as point sprites (a core context).
/// Each scene is drawn by a renderer forced to each path.
@Suite(.serialized)
struct DrawPathTests {
  /// How the points renderer's points are drawn.
  enum Points: CaseIterable {
    /// Plain points, in a compatibility context (the default).
    case plain
    /// Point sprites, in a core context.
    case sprites
  }

  /// The same scene drawn by both paths, with what the points renderer did.
  struct Pair {
    var points: RenderedImage
    var quads: RenderedImage
    var pointsDid: SubmitStatistics
  }

  func drawBoth(
    _ instances: [SpriteInstance], sprite: String, additive: Bool, size: Size = Size(width: 128, height: 128),
    scale: Float = 1, computed: Bool = true, points: Points = .plain
  ) throws -> Pair {
    let pointsTarget = try OffscreenRenderer(
      size: size, scale: scale, options: RenderOptions(drawPath: .points, computeBuiltInSprites: computed),
      profile: points == .plain ? .compatibility : .core)
    #expect(pointsTarget.renderer.drawsPlainPoints == (points == .plain))
    let quadsTarget = try OffscreenRenderer(
      size: size, scale: scale, options: RenderOptions(drawPath: .quads, computeBuiltInSprites: computed))
    let points = draw(instances, sprite: sprite, additive: additive, on: pointsTarget)
    let pointsDid = pointsTarget.renderer.lastSubmit
    let quads = draw(instances, sprite: sprite, additive: additive, on: quadsTarget)
    #expect(quadsTarget.renderer.lastSubmit.pointSprites == 0)
    return Pair(points: points, quads: quads, pointsDid: pointsDid)
  }

  /// Scattered sprites away from the edges: every one turned, scaled and tinted differently.
  func scattered(
    count: Int, seed: UInt64, rect: Rect = .unit, scales: ClosedRange<Float> = 0.3...1,
    alpha: ClosedRange<Float> = 0.5...1
  ) -> [SpriteInstance] {
    var random = SplitMix(seed: seed)
    return (0..<count).map { _ in
      let color = Color(
        red: random.next(in: 0.2...1), green: random.next(in: 0.2...1), blue: random.next(in: 0.2...1),
        alpha: random.next(in: alpha))
      return sprite(
        x: random.next(in: 28...100), y: random.next(in: 28...100), scale: random.next(in: scales),
        rotation: random.next(in: -3.2...3.2), color: color, rect: rect)
    }
  }

  /// The pictures agree: almost every channel within 2 levels, and the few that are not (pixel
  /// centres a rounding away from a hard sprite edge, which one rasteriser counts in and the
  /// other out) are under 1% of the lit pixels.
  func expectSamePicture(_ pair: Pair, _ comment: Comment) {
    let a = pair.points.pixels
    let b = pair.quads.pixels
    #expect(a.count == b.count)
    var off = 0
    var total = 0
    for i in a.indices {
      let difference = abs(Int(a[i]) - Int(b[i]))
      total += difference
      if difference > 2 { off += 1 }
    }
    let lit = pair.quads.litPixels.count
    #expect(lit > 500, "the scene draws something: \(comment)")
    #expect(
      Double(off) <= Double(lit) * 0.01, "\(off) channels off by more than 2 of \(lit) lit pixels: \(comment)"
    )
    #expect(
      Double(total) / Double(lit) < 0.5,
      "mean difference per lit pixel \(Double(total) / Double(lit)): \(comment)")
  }

  @Test(arguments: [true, false], Points.allCases) func turnedScaledTintedAdditiveSparks(
    computed: Bool, points: Points
  ) throws {
    let pair = try drawBoth(
      scattered(count: 40, seed: 1), sprite: "spark", additive: true, computed: computed, points: points)
    #expect(pair.pointsDid.pointSprites == 40 && pair.pointsDid.quadSprites == 0)
    // Computed sparks are round: turning them changes nothing, so their points hold only the spark.
    #expect(pair.pointsDid.roundPointSprites == (computed ? 40 : 0))
    expectSamePicture(pair, "additive sparks, computed \(computed), \(points) points")
  }

  @Test(arguments: [true, false], Points.allCases) func turnedStarsSourceOver(computed: Bool, points: Points)
    throws
  {
    let pair = try drawBoth(
      scattered(count: 30, seed: 2, alpha: 0.3...1), sprite: "star", additive: false, computed: computed,
      points: points)
    #expect(pair.pointsDid.pointSprites == 30 && pair.pointsDid.roundPointSprites == 0)
    expectSamePicture(pair, "source-over stars, computed \(computed), \(points) points")
  }

  @Test(arguments: ["dot", "ring", "solid"], Points.allCases) func everyComputedSpriteOnBothPaths(
    name: String, points: Points
  ) throws {
    // The solid sprite is one pixel: scaled up to about the others' sizes.
    let scales: ClosedRange<Float> = name == "solid" ? 4...40 : 0.1...1.2
    let pair = try drawBoth(
      scattered(count: 30, seed: 6, scales: scales), sprite: name, additive: true, points: points)
    #expect(pair.pointsDid.pointSprites == 30)
    expectSamePicture(pair, "computed \(name), \(points) points")
  }

  @Test(arguments: Points.allCases) func aCroppedComputedSpriteTurnsOnGeneralPoints(points: Points) throws {
    let quarter = Rect(x: 0, y: 0.5, width: 0.5, height: 0.5)
    let pair = try drawBoth(
      scattered(count: 20, seed: 7, rect: quarter, scales: 1...2.5), sprite: "ring", additive: true,
      points: points)
    #expect(pair.pointsDid.pointSprites == 20 && pair.pointsDid.roundPointSprites == 0)
    expectSamePicture(pair, "cropped rings, \(points) points")
  }

  /// Computed, each built-in sprite is its texture: drawn unturned at the texture's own size
  /// (32 pixels, where sampling neither blurs nor interpolates) they agree within 3 levels (the
  /// computed one spreads edges narrower than two pixels over two). Turned and smaller, the
  /// texture's trilinear filtering softens edges that the computed sprite keeps, but the light is
  /// the same.
  @Test(arguments: ["spark", "dot", "ring", "star", "solid"]) func computedSpritesAreTheirTextures(
    name: String
  ) throws {
    let full: Float = name == "solid" ? 32 : 1
    let placements: [(instance: SpriteInstance, exact: Bool)] = [
      (sprite(x: 24, y: 24, scale: full), true), (sprite(x: 68, y: 28, scale: full, rotation: 0.7), false),
      (sprite(x: 48, y: 70, scale: full * 0.45, rotation: 2), false),
    ]
    for (instance, exact) in placements {
      var images: [RenderedImage] = []
      for computed in [true, false] {
        let target = try OffscreenRenderer(
          size: Size(width: 96, height: 96), options: RenderOptions(computeBuiltInSprites: computed))
        images.append(draw([instance], sprite: name, additive: true, sampling: .trilinear, on: target))
      }
      let (computed, sampled) = (images[0].pixels, images[1].pixels)
      let light = { (pixels: [UInt8]) in pixels.reduce(0) { $0 + Int($1) } }
      #expect(light(sampled) > 255 * 40, "\(name) draws something")
      if exact {
        let largest = computed.indices.map { abs(Int(computed[$0]) - Int(sampled[$0])) }.max()!
        #expect(largest <= 3, "\(name): a channel differs by \(largest)")
      }
      let ratio = Double(light(computed)) / Double(light(sampled))
      #expect(
        abs(ratio - 1) < 0.06, "\(name) at \(instance.scale), turned \(instance.rotation): light × \(ratio)")
    }
  }

  /// A small spark moving by fractions of a pixel keeps its light and its brightest pixel about
  /// as steady as the mipmapped texture does (sampled trilinear): the computed sprite spreads edges narrower than a
  /// pixel over one.
  @Test func aSmallSparkDoesNotFlickerAsItMoves() throws {
    var spreads: [Double] = []
    for computed in [true, false] {
      let target = try OffscreenRenderer(
        size: Size(width: 32, height: 32), options: RenderOptions(computeBuiltInSprites: computed))
      var totals: [Int] = []
      var peaks: [Int] = []
      for step in 0..<8 {
        let offset = Float(step) / 8
        let image = draw(
          [sprite(x: 16 + offset, y: 16 + offset, scale: 0.2)], sprite: "spark", sampling: .trilinear,
          on: target)
        let reds = stride(from: 0, to: image.pixels.count, by: 4).map { Int(image.pixels[$0]) }
        totals.append(reds.reduce(0, +))
        peaks.append(reds.max()!)
      }
      #expect(totals.min()! > 0)
      #expect(
        Double(totals.max()!) <= Double(totals.min()!) * 1.1, "total light \(totals), computed \(computed)")
      spreads.append(Double(peaks.max()!) / Double(peaks.min()!))
    }
    #expect(
      spreads[0] <= spreads[1] * 1.25,
      "brightest pixel varies × \(spreads[0]) computed, × \(spreads[1]) sampled")
  }

  @Test(arguments: Points.allCases) func contentsRectCropsTheSameQuarter(points: Points) throws {
    let path = try quarters(in: temporaryFolder())
    let quarter = Rect(x: 0.5, y: 0, width: 0.5, height: 0.5)
    let pair = try drawBoth(
      scattered(count: 12, seed: 3, rect: quarter, scales: 1...2.5), sprite: path, additive: false,
      points: points)
    #expect(pair.pointsDid.pointSprites == 12)
    expectSamePicture(pair, "contentsRect, \(points) points")
    // The top-right quarter is green: green leads in most pixels (filtering blends the edges).
    let pixels = pair.points.litPixels.map { pair.points.pixel(x: $0.x, y: $0.y) }
    let green = pixels.filter { $0.g > $0.r && $0.g > $0.b }.count
    #expect(green * 10 >= pixels.count * 7, "\(green) of \(pixels.count) pixels green")
  }

  /// A negative scale draws the sprite as large as the scale's magnitude, mirrored through its
  /// centre (as Core Animation does): round sparks (round points), turned stars (general
  /// points) and a sampled image whose quarters tell the mirroring apart, on every path.
  @Test(arguments: [true, false], Points.allCases)
  func negativeScalesDrawMirrored(computed: Bool, points: Points) throws {
    let sparks = try drawBoth(
      scattered(count: 30, seed: 8, scales: -1 ... -0.3), sprite: "spark", additive: true, computed: computed,
      points: points)
    #expect(sparks.pointsDid.pointSprites == 30)
    expectSamePicture(sparks, "negative sparks, computed \(computed), \(points) points")
    let stars = try drawBoth(
      scattered(count: 30, seed: 9, scales: -1.2 ... -0.3), sprite: "star", additive: false,
      computed: computed, points: points)
    #expect(stars.pointsDid.pointSprites == 30 && stars.pointsDid.roundPointSprites == 0)
    expectSamePicture(stars, "negative stars, computed \(computed), \(points) points")
    let path = try quarters(in: temporaryFolder())
    let images = try drawBoth(
      scattered(count: 12, seed: 10, scales: -2.5 ... -1), sprite: path, additive: false, points: points)
    #expect(images.pointsDid.pointSprites == 12)
    expectSamePicture(images, "negative images, \(points) points")
  }

  /// Unturned at scale −2, the four-colour image is drawn 32 pixels wide with its quarters swapped
  /// across the centre: white top left, red bottom right, as its positive twin turned half a turn.
  @Test(arguments: Points.allCases) func aNegativeScaleIsHalfATurn(points: Points) throws {
    let path = try quarters(in: temporaryFolder())
    let mirrored = try drawBoth(
      [sprite(x: 64, y: 64, scale: -2)], sprite: path, additive: false, points: points)
    let turned = try drawBoth(
      [sprite(x: 64, y: 64, scale: 2, rotation: .pi)], sprite: path, additive: false, points: points)
    for image in [mirrored.points, mirrored.quads] {
      #expect(image.litPixels.count == 32 * 32)
      let topLeft = image.pixel(x: 52, y: 52)
      let bottomRight = image.pixel(x: 76, y: 76)
      #expect(topLeft.r == 255 && topLeft.g == 255 && topLeft.b == 255, "top left \(topLeft)")
      #expect(bottomRight.r == 255 && bottomRight.g == 0 && bottomRight.b == 0, "bottom right \(bottomRight)")
    }
    expectSamePicture(
      Pair(points: mirrored.points, quads: turned.points, pointsDid: mirrored.pointsDid),
      "scale −2 against half a turn, \(points) points")
  }

  @Test(arguments: Points.allCases) func contentScaleTwo(points: Points) throws {
    let pair = try drawBoth(
      scattered(count: 20, seed: 4), sprite: "dot", additive: true, scale: 2, points: points)
    #expect(pair.points.width == 256 && pair.pointsDid.pointSprites == 20)
    expectSamePicture(pair, "content scale 2, \(points) points")
  }

  @Test func spritesThatAreNotSquareDrawAsQuads() throws {
    let bar = Rect(x: 0, y: 0, width: 1, height: 0.25)
    let pair = try drawBoth(scattered(count: 10, seed: 5, rect: bar), sprite: "dot", additive: true)
    #expect(pair.pointsDid.pointSprites == 0 && pair.pointsDid.quadSprites == 10)
    #expect(!pair.points.litPixels.isEmpty, "the bars draw something")
    #expect(pair.points == pair.quads)
  }

  @Test func spritesLargerThanTheLargestPointDrawAsQuads() throws {
    let target = try OffscreenRenderer(
      size: Size(width: 64, height: 64), options: RenderOptions(drawPath: .points))
    // A solid 1-pixel sprite at a scale of the largest point: turned, it spans more than that.
    let huge = target.renderer.largestPointPixels
    let image = draw([sprite(x: 32, y: 32, scale: huge, rotation: 0.5)], sprite: "solid", on: target)
    #expect(target.renderer.lastSubmit.quadSprites == 1 && target.renderer.lastSubmit.pointSprites == 0)
    #expect(image.litPixels.count == 64 * 64)
    let small = draw([sprite(x: 32, y: 32, scale: 8)], sprite: "solid", on: target)
    #expect(target.renderer.lastSubmit.pointSprites == 1)
    #expect(small.litPixels.count == 64)
  }

  /// Plain points need a compatibility context and can be turned off; a core context (a host's)
  /// draws point sprites.
  @Test func plainPointsOnlyInCompatibilityContexts() throws {
    let compatibility = try OffscreenRenderer(size: Size(width: 8, height: 8))
    #expect(compatibility.renderer.drawsPlainPoints)
    let core = try OffscreenRenderer(size: Size(width: 8, height: 8), profile: .core)
    #expect(!core.renderer.drawsPlainPoints)
    let off = try OffscreenRenderer(
      size: Size(width: 8, height: 8), options: RenderOptions(plainPoints: false))
    #expect(!off.renderer.drawsPlainPoints)
  }

  @Test func automaticPicksPointsOnSoftwareRasterisers() throws {
    #expect(DrawPath.fastest(forDriver: "llvmpipe (LLVM 15.0.6, 256 bits)") == .points)
    #expect(DrawPath.fastest(forDriver: "softpipe") == .points)
    #expect(DrawPath.fastest(forDriver: "NVIDIA GeForce RTX 3060/PCIe/SSE2") == .quads)
    let target = try OffscreenRenderer(size: Size(width: 8, height: 8))
    if ProcessInfo.processInfo.environment[DrawPath.environmentVariable] == nil {
      #expect(target.renderer.drawPath == DrawPath.fastest(forDriver: target.renderer.driver))
    }
    #expect(target.renderer.drawPath != .automatic)
  }

  @Test func environmentOverridesOnlyTheAutomaticChoice() throws {
    let name = DrawPath.environmentVariable
    #expect(try DrawPath.requested(.automatic, environment: [name: "quads"]) == .quads)
    #expect(try DrawPath.requested(.automatic, environment: [name: "POINTS"]) == .points)
    #expect(try DrawPath.requested(.automatic, environment: [:]) == .automatic)
    #expect(try DrawPath.requested(.points, environment: [name: "quads"]) == .points)
    #expect(throws: RenderError.setting(name: name, value: "triangles", allowed: "auto, points, quads")) {
      _ = try DrawPath.requested(.automatic, environment: [name: "triangles"])
    }
    let text = RenderError.setting(name: name, value: "triangles", allowed: "auto, points, quads").description
    #expect(text.contains(name) && !text.contains("\n"))
  }

  /// A 16 × 16 PNG in four colours: red, green (top right), blue, white.
  func quarters(in folder: URL) throws -> String {
    var pixels = [UInt8]()
    for y in 0..<16 {
      for x in 0..<16 {
        switch (x < 8, y < 8) {
        case (true, true): pixels += [255, 0, 0, 255]
        case (false, true): pixels += [0, 255, 0, 255]
        case (true, false): pixels += [0, 0, 255, 255]
        case (false, false): pixels += [255, 255, 255, 255]
        }
      }
    }
    let path = folder.appendingPathComponent("quarters.png").path
    try RenderedImage(width: 16, height: 16, pixels: pixels).writePNG(to: path)
    return path
  }
}

/// A small seeded generator for test scenes.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next(in range: ClosedRange<Float>) -> Float {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    let unit = Float(z >> 40) / Float(1 << 24)
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }
}
