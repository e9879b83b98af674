import Foundation
import GlintCore
import Testing

@testable import GlintRender

/// Flipbooks and stretched sprites drawn from packed layers: the same picture on plain points,
/// point sprites and quads, the frame due at each particle's age, and a stretched sprite as long
/// as its speed makes it (a point unless it is longer than the largest point).
extension DrawPathTests {
  /// A layer of still particles over the middle of a 128-point square, at `time`.
  func stillLayer(at time: Double, _ cell: @escaping (EmitterCell) -> Void) -> EmitterLayer {
    let layer = EmitterLayer(capacity: 200)
    layer.seed = 3
    layer.emitterShape = .rectangle
    layer.emitterMode = .surface
    layer.emitterPosition = Point(x: 64, y: 64)
    layer.emitterSize = Size(width: 80, height: 80)
    layer.renderMode = .unordered
    let c = EmitterCell()
    c.name = "c"
    cell(c)
    layer.emitterCells = [c]
    layer.start(at: 0)
    var t = 0.0
    while t < time {
      t = min(time, t + 1.0 / 60)
      layer.step(to: t)
    }
    return layer
  }

  /// `layer` packed and drawn on black by `target`.
  func drawLayer(_ layer: EmitterLayer, on target: OffscreenRenderer) -> (RenderedImage, [SpriteInstance]) {
    let buffer = InstanceBuffer()
    buffer.fill(from: [layer])
    target.begin(background: Color(red: 0, green: 0, blue: 0))
    target.renderer.draw(buffer)
    return (target.framebuffer.read(), Array(buffer.instances))
  }

  /// `layer` drawn by a points renderer (plain or point sprites) and a quads renderer.
  func drawLayerBoth(_ layer: EmitterLayer, points: Points) throws -> Pair {
    let size = Size(width: 128, height: 128)
    let pointsTarget = try OffscreenRenderer(
      size: size, options: RenderOptions(drawPath: .points),
      profile: points == .plain ? .compatibility : .core)
    let quadsTarget = try OffscreenRenderer(size: size, options: RenderOptions(drawPath: .quads))
    let (pointsImage, _) = drawLayer(layer, on: pointsTarget)
    let pointsDid = pointsTarget.renderer.lastSubmit
    let (quadsImage, _) = drawLayer(layer, on: quadsTarget)
    return Pair(points: pointsImage, quads: quadsImage, pointsDid: pointsDid)
  }

  @Test(arguments: Points.allCases) func flipbookFramesAreTheSameOnEveryPath(points: Points) throws {
    let path = try quarters(in: temporaryFolder())
    let layer = stillLayer(at: 2.3) {
      $0.birthRate = 12
      $0.lifetime = 3
      $0.contents = path
      $0.scale = 1.5
      $0.rotationRange = 6
      $0.flipbookColumns = 2
      $0.flipbookRows = 2
      $0.flipbookFrameRate = 3
      $0.flipbookRandomStart = true
    }
    let pair = try drawLayerBoth(layer, points: points)
    #expect(pair.pointsDid.pointSprites > 20 && pair.pointsDid.quadSprites == 0)
    expectSamePicture(pair, "flipbook, \(points) points")
  }

  /// Each quarter of the image is a frame (red, green, blue, white in reading order): at the
  /// centre of each particle drawn alone there, the colour is the frame its age makes due.
  @Test(arguments: [DrawPath.points, .quads]) func aFlipbookShowsFrameKWhenItIsDue(path drawPath: DrawPath)
    throws
  {
    let image = try quarters(in: temporaryFolder())
    let frameColors: [[UInt8]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]
    let target = try OffscreenRenderer(
      size: Size(width: 128, height: 128), options: RenderOptions(drawPath: drawPath))
    var checked = 0
    for time in [1.3, 1.7, 2.1, 2.45] {
      let layer = stillLayer(at: time) {
        $0.birthRate = 4
        $0.lifetime = 2.5
        $0.contents = image
        $0.flipbookColumns = 2
        $0.flipbookRows = 2
        $0.flipbookFrameRate = 2.5
      }
      let ages = Dictionary(uniqueKeysWithValues: particles(of: layer).map { (SIMD2($0.x, $0.y), $0.age) })
      let (picture, instances) = drawLayer(layer, on: target)
      for s in instances {
        // Alone: no other sprite (16 points a side) reaches its centre.
        let alone = instances.allSatisfy { o in
          (o.x == s.x && o.y == s.y) || abs(o.x - s.x) > 9 || abs(o.y - s.y) > 9
        }
        let age = try #require(ages[SIMD2(s.x, s.y)])
        let due = age * 2.5
        guard alone, abs(due - due.rounded()) > 0.05 else { continue }
        let k = Int(due) % 4
        let p = picture.pixel(x: Int(s.x), y: Int(s.y))
        #expect([p.r, p.g, p.b] == frameColors[k], "age \(age) at \(time) s: frame \(k) due")
        checked += 1
      }
    }
    #expect(checked >= 12)
  }

  func particles(of layer: EmitterLayer) -> [ParticleSnapshot] {
    var all: [ParticleSnapshot] = []
    layer.forEachParticle { all.append($0) }
    return all
  }

  /// Stretched sparks on a points renderer are points holding each spark's ellipse (round
  /// points stretched), drawing what quads draw.
  @Test(arguments: Points.allCases) func stretchedSparksAreRoundPointsOnPoints(points: Points) throws {
    let layer = stillLayer(at: 1.2) {
      $0.birthRate = 30
      $0.lifetime = 1.5
      $0.contents = "spark"
      $0.scale = 0.4
      $0.velocity = 40
      $0.emissionRange = 2 * .pi
      $0.stretchAlongVelocity = true
      $0.stretchSpeedFactor = 0.05
      $0.stretchLength = 3
    }
    let pair = try drawLayerBoth(layer, points: points)
    #expect(pair.pointsDid.pointSprites > 20 && pair.pointsDid.quadSprites == 0)
    #expect(pair.pointsDid.roundPointSprites == pair.pointsDid.pointSprites)
    expectSamePicture(pair, "stretched sparks, \(points) points")
  }

  /// Stretched flipbook frames of an image (turned, cropped, stretched rectangles, some
  /// mirrored by a negative scale, with points added to their length) are points on a points
  /// renderer, drawing what quads draw.
  @Test(arguments: Points.allCases) func stretchedFlipbookFramesAreTheSameOnPoints(points: Points) throws {
    let path = try quarters(in: temporaryFolder())
    let layer = stillLayer(at: 1.2) {
      $0.birthRate = 20
      $0.lifetime = 1.5
      $0.contents = path
      $0.scale = 0.8
      $0.scaleRange = 2.8
      $0.velocity = 30
      $0.emissionRange = 2 * .pi
      $0.flipbookColumns = 2
      $0.flipbookRows = 2
      $0.flipbookFrameRate = 3
      $0.flipbookRandomStart = true
      $0.stretchAlongVelocity = true
      $0.stretchSpeedFactor = 0.04
      $0.stretchLength = 5
    }
    let buffer = InstanceBuffer()
    buffer.fill(from: [layer])
    #expect(buffer.instances.contains { $0.scale < 0 } && buffer.instances.contains { $0.scale > 0 })
    let pair = try drawLayerBoth(layer, points: points)
    #expect(pair.pointsDid.pointSprites > 20 && pair.pointsDid.quadSprites == 0)
    #expect(pair.pointsDid.roundPointSprites == 0)
    expectSamePicture(pair, "stretched flipbook, \(points) points")
  }

  /// Sparks 8 pixels wide stretched nine times their width cost llvmpipe less as quads than as
  /// points (each point holds the turned spark's square): a points renderer draws them as
  /// quads, the same picture as the quads renderer's.
  @Test func longThinStretchedSparksAreQuadsOnPoints() throws {
    let layer = stillLayer(at: 1.2) {
      $0.birthRate = 20
      $0.lifetime = 1.5
      $0.contents = "spark"
      $0.scale = 0.25
      $0.velocity = 40
      $0.emissionRange = 2 * .pi
      $0.stretchAlongVelocity = true
      $0.stretchSpeedFactor = 0.2
    }
    let pair = try drawLayerBoth(layer, points: .plain)
    #expect(pair.pointsDid.quadSprites > 20 && pair.pointsDid.pointSprites == 0)
    #expect(pair.points.pixels == pair.quads.pixels)
    #expect(pair.quads.litPixels.count > 500)
  }

  /// The cost model that picks the path: stretched twice or six times its width an 8-pixel
  /// sprite is cheaper as a point, eight times as a quad, and a sprite 2 pixels wide and 16 long
  /// (a raindrop) as a point.
  @Test func stretchedSpritesCostLessAsPointsUntilLongAndThin() {
    func cheaperAsPoints(_ length: Float, _ width: Float) -> Bool {
      var cost = SpriteRenderer.StretchedCost()
      cost.add(length: length, width: width)
      return cost.points <= cost.quads
    }
    #expect(cheaperAsPoints(16, 8) && cheaperAsPoints(48, 8) && cheaperAsPoints(16, 2))
    #expect(!cheaperAsPoints(64, 8) && !cheaperAsPoints(120, 12))
  }

  /// A sprite stretched longer than the driver's largest point draws as a quad on a points
  /// renderer, as long as on quads.
  @Test func aStretchLongerThanTheLargestPointIsAQuad() throws {
    let layer = EmitterLayer(capacity: 10)
    let cell = EmitterCell {
      $0.birthRate = 0
      $0.lifetime = 5
      $0.contents = "solid"
      $0.scale = 6
      $0.velocity = 10
      $0.stretchAlongVelocity = true
      $0.stretchLength = 1_000
    }
    cell.name = "c"
    layer.emitterCells = [cell]
    layer.start(at: 0)
    layer.burst(count: 1, at: 0, position: Point(x: 64, y: 64))
    layer.step(to: 0)
    let pair = try drawLayerBoth(layer, points: .plain)
    #expect(pair.pointsDid.quadSprites == 1 && pair.pointsDid.pointSprites == 0)
    #expect(pair.points.pixels == pair.quads.pixels)
    #expect(pair.points.pixel(x: 127, y: 64).r == 255 && pair.points.pixel(x: 0, y: 64).r == 255)
  }

  /// A solid 10-point square moving at 100 points a second with a speed factor of 0.02 s and 4
  /// points more is 10 × (1 + 2) + 4 = 34 points long along its velocity and 10 wide.
  @Test(arguments: [Float(0), .pi / 2], [DrawPath.points, .quads])
  func aStretchedSpriteIsAsLongAsItsSpeedMakesIt(
    direction: Float, path drawPath: DrawPath
  ) throws {
    let layer = EmitterLayer(capacity: 10)
    layer.emitterPosition = Point(x: 64, y: 64)
    let cell = EmitterCell {
      $0.birthRate = 0
      $0.lifetime = 5
      $0.contents = "solid"
      $0.scale = 10
      $0.velocity = 100
      $0.emissionLongitude = direction
      $0.stretchAlongVelocity = true
      $0.stretchSpeedFactor = 0.02
      $0.stretchLength = 4
    }
    cell.name = "c"
    layer.emitterCells = [cell]
    layer.start(at: 0)
    layer.burst(count: 1, at: 0, position: Point(x: 64, y: 64))
    layer.step(to: 0)
    let target = try OffscreenRenderer(
      size: Size(width: 128, height: 128), options: RenderOptions(drawPath: drawPath))
    let (picture, instances) = drawLayer(layer, on: target)
    #expect(instances.count == 1)
    let lit = picture.litPixels.filter { picture.pixel(x: $0.x, y: $0.y).r > 127 }
    let xs = lit.map(\.x)
    let ys = lit.map(\.y)
    let (width, height) = (xs.max()! - xs.min()! + 1, ys.max()! - ys.min()! + 1)
    let (long, wide) = direction == 0 ? (width, height) : (height, width)
    #expect(abs(long - 34) <= 1 && abs(wide - 10) <= 1, "\(width) × \(height) pixels")
    let did = target.renderer.lastSubmit
    #expect(drawPath == .points ? did.pointSprites == 1 : did.quadSprites == 1)
  }
}
