@preconcurrency import CEpoxy
import Foundation
import GlintCore
import Testing

@testable import GlintRender

/// Ribbons drawn: their width and alpha change along them as set, and they are the same picture
/// whichever path (plain points, point sprites, quads) draws the particles.
@Suite(.serialized)
struct RibbonTests {
  /// A layer whose emitter has crossed the picture left to right at 200 pt/s for a second,
  /// leaving a ribbon 0.5 s long (100 pt): 24 pt wide at the head down to 8 at the tail, alpha
  /// 1 down to 0.25, white, solid.
  func emitterRibbon() -> EmitterLayer {
    let layer = EmitterLayer()
    layer.emitterPosition = Point(x: 20, y: 64)
    layer.trail.points = 20
    layer.trail.interval = 0.025
    layer.trail.width = 24
    layer.trail.endWidth = 8
    layer.trail.endColor = Color(red: 1, green: 1, blue: 1, alpha: 0.25)
    layer.start(at: 0)
    for k in 1...60 {
      layer.emitterPosition = Point(x: 20 + 200 * Float(k) / 60, y: 64)
      layer.step(to: Double(k) / 60)
    }
    return layer
  }

  @Test func aRibbonsWidthAndAlphaChangeAlongItAsSet() throws {
    let target = try OffscreenRenderer(size: Size(width: 256, height: 128))
    let buffer = InstanceBuffer()
    buffer.fill(from: [emitterRibbon()])
    let image = target.render(buffer, background: Color(red: 0, green: 0, blue: 0))
    #expect(target.renderer.lastSubmit.ribbonVertices > 0)
    // The head is at x = 220, the tail 100 pt behind at 120. At each column in between, t is
    // how far along the ribbon it is.
    for x in stride(from: 135, through: 205, by: 10) {
      let t = Float(220 - x) / 100
      let width = 24 + (8 - 24) * t
      let alpha = 1 + (0.25 - 1) * t
      let lit = (0..<128).filter { image.pixel(x: x, y: $0).r > 0 }
      #expect(abs(Float(lit.count) - width) <= 2, "column \(x): \(lit.count) rows lit, width \(width)")
      let middle = image.pixel(x: x, y: 64)
      #expect(abs(Float(middle.r) - 255 * alpha) <= 4, "column \(x): red \(middle.r), alpha \(alpha)")
      #expect(lit.allSatisfy { abs(Float($0) + 0.5 - 64) <= width / 2 + 1 }, "centred on y = 64")
    }
    #expect(image.pixel(x: 110, y: 64).r == 0, "nothing past the tail")
    #expect(image.pixel(x: 230, y: 64).r == 0, "nothing past the head")
  }

  /// The emitter's ribbon drawn into a `width` × 128 target, in `pane` of it when given, and
  /// the GL viewport the draw left set.
  func drawEmitterRibbon(width: Float, pane: Rect? = nil) throws -> (RenderedImage, [GLint]) {
    let target = try OffscreenRenderer(size: Size(width: width, height: 128))
    let buffer = InstanceBuffer()
    buffer.fill(from: [emitterRibbon()])
    target.begin(pane: pane, background: Color(red: 0, green: 0, blue: 0))
    target.renderer.draw(buffer)
    #expect(target.renderer.lastSubmit.ribbonVertices > 0)
    var box: [GLint] = [0, 0, 0, 0]
    epoxy_glGetIntegerv(GLenum(GL_VIEWPORT), &box)
    return (target.read(), box)
  }

  /// The rows of columns `0..<width` of `image`.
  func columns(_ image: RenderedImage, _ width: Int) -> [UInt8] {
    (0..<image.height).flatMap { y in image.pixels[(y * image.width * 4)..<((y * image.width + width) * 4)] }
  }

  /// A ribbon whose head lies past the framebuffer's edge (drawn through the guard band,
  /// unclipped) is the picture of the same ribbon inside a larger framebuffer, cut at the edge.
  @Test func aRibbonPastTheEdgeIsTheRibbonInsideCutAtIt() throws {
    let (inside, _) = try drawEmitterRibbon(width: 256)
    let (past, _) = try drawEmitterRibbon(width: 200)
    #expect((0..<128).filter { past.pixel(x: 199, y: $0).r > 0 }.count >= 18, "drawn up to the edge")
    #expect(columns(past, 200) == columns(inside, 200))
  }

  /// In a pane narrower than the framebuffer the ribbon is cut at the pane's edge, and the
  /// renderer leaves the pane's own viewport set.
  @Test func aRibbonInAPaneIsCutAtThePanesEdge() throws {
    let (inside, _) = try drawEmitterRibbon(width: 256)
    let (pane, box) = try drawEmitterRibbon(width: 256, pane: Rect(x: 0, y: 0, width: 200, height: 128))
    #expect(box == [0, 0, 200, 128])
    #expect(columns(inside, 200).contains { $0 > 0 }, "the ribbon is drawn in the pane's columns")
    #expect(columns(pane, 200) == columns(inside, 200))
    #expect((200..<256).allSatisfy { x in (0..<128).allSatisfy { pane.pixel(x: x, y: $0).r == 0 } })
  }

  /// Particles with ribbons, drawn with their sprites by each path.
  func trailLayer(sprites: Bool) -> EmitterLayer {
    let layer = EmitterLayer()
    layer.seed = 7
    layer.emitterPosition = Point(x: 64, y: 64)
    let cell = EmitterCell()
    cell.contents = sprites ? "dot" : nil
    cell.birthRate = 12
    cell.lifetime = 2
    cell.velocity = 40
    cell.yAcceleration = 60
    cell.emissionRange = 2 * .pi
    cell.scale = 0.4
    cell.color = Color(red: 1, green: 0.8, blue: 0.4, alpha: 0.9)
    cell.trail.points = 12
    cell.trail.interval = 1.0 / 30
    cell.trail.width = 5
    cell.trail.endWidth = 1
    cell.trail.contents = "solid"
    cell.trail.endColor = Color(red: 0.2, green: 0.4, blue: 1, alpha: 0.3)
    layer.emitterCells = [cell]
    layer.start(at: 0)
    for k in 1...45 { layer.step(to: Double(k) / 30) }
    return layer
  }

  enum Path: CaseIterable {
    case plainPoints, pointSprites, quads
  }

  func draw(_ layer: EmitterLayer, on path: Path) throws -> (RenderedImage, SubmitStatistics) {
    let options = RenderOptions(drawPath: path == .quads ? .quads : .points)
    let target = try OffscreenRenderer(
      size: Size(width: 128, height: 128), options: options,
      profile: path == .pointSprites ? .core : .compatibility)
    if path != .quads { #expect(target.renderer.drawsPlainPoints == (path == .plainPoints)) }
    let buffer = InstanceBuffer()
    buffer.fill(from: [layer])
    let image = target.render(buffer, background: Color(red: 0, green: 0, blue: 0))
    return (image, target.renderer.lastSubmit)
  }

  @Test func ribbonsAloneAreTheSamePixelsOnEveryPath() throws {
    let layer = trailLayer(sprites: false)
    let pictures = try Path.allCases.map { try draw(layer, on: $0) }
    #expect(pictures[0].1.ribbonVertices > 100 && pictures[0].1.pointSprites == 0)
    #expect(pictures[0].0.litPixels.count > 300)
    for (picture, path) in zip(pictures, Path.allCases).dropFirst() {
      #expect(
        picture.0.pixels == pictures[0].0.pixels, "\(path) draws the ribbons as plain points' renderer does")
    }
  }

  /// `layer` drawn by a points renderer with `options`' hand-off and computing.
  func draw(_ layer: EmitterLayer, handOff: HandOff, computed: Bool) throws -> (
    RenderedImage, SubmitStatistics
  ) {
    let target = try OffscreenRenderer(
      size: Size(width: 128, height: 128),
      options: RenderOptions(drawPath: .points, computeBuiltInSprites: computed, handOff: handOff))
    let buffer = InstanceBuffer()
    buffer.fill(from: [layer])
    return (target.render(buffer, background: Color(red: 0, green: 0, blue: 0)), target.renderer.lastSubmit)
  }

  /// A strip handed to the rasteriser in parts, each starting on the last two vertices of the
  /// one before, is the picture of the strip drawn in one go, pixel for pixel.
  @Test func aStripInPartsIsTheStripInOneGo() throws {
    let layer = trailLayer(sprites: false)
    let (whole, wholeDid) = try draw(layer, handOff: .whole, computed: true)
    // Four ribbon vertices a sprite: parts of 64 vertices, at the least.
    let (parts, partsDid) = try draw(layer, handOff: .every(sprites: 1), computed: true)
    #expect(wholeDid.handOffs == 0 && wholeDid.drawCalls == 1 && wholeDid.ribbonVertices > 100)
    #expect(partsDid.handOffs == (wholeDid.ribbonVertices - 2 + 61) / 62 - 1 && partsDid.handOffs >= 2)
    #expect(partsDid.drawCalls == partsDid.handOffs + 1)
    #expect(whole.litPixels.count > 300 && parts.pixels == whole.pixels)
  }

  /// Ribbons of the solid sprite, computed (no work at all) or sampled from its texture, are
  /// the same pixels.
  @Test func solidRibbonsComputedAreTheSampledOnes() throws {
    let layer = trailLayer(sprites: false)
    let (computed, _) = try draw(layer, handOff: .whole, computed: true)
    let (sampled, _) = try draw(layer, handOff: .whole, computed: false)
    #expect(computed.litPixels.count > 300 && computed.pixels == sampled.pixels)
  }

  @Test(arguments: [Path.plainPoints, .pointSprites]) func ribbonsWithSpritesMatchTheQuadsPath(path: Path)
    throws
  {
    let layer = trailLayer(sprites: true)
    let (points, did) = try draw(layer, on: path)
    let (quads, quadsDid) = try draw(layer, on: .quads)
    #expect(did.pointSprites > 10 && quadsDid.quadSprites == did.pointSprites)
    #expect(did.ribbonVertices == quadsDid.ribbonVertices && did.ribbonVertices > 100)
    let (a, b) = (points.pixels, quads.pixels)
    var (off, total) = (0, 0)
    for i in a.indices {
      let difference = abs(Int(a[i]) - Int(b[i]))
      total += difference
      if difference > 2 { off += 1 }
    }
    let lit = quads.litPixels.count
    #expect(lit > 500)
    #expect(Double(off) <= Double(lit) * 0.01, "\(off) channels off by more than 2 of \(lit) lit pixels")
    #expect(Double(total) / Double(lit) < 0.5, "mean difference per lit pixel \(Double(total) / Double(lit))")
  }
}
