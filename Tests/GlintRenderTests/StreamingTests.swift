import Foundation
import GlintCore
import GlintRender
import Testing

/// Streaming: every draw reads its own instances, through the persistently mapped ring and
/// through the orphaning fallback, however many uploads a frame makes and however the ring wraps.
@Suite(.serialized)
struct StreamingTests {
  static let modes: [StreamingMode] = [.automatic, .orphaning]

  func target(_ mode: StreamingMode, size: Size = Size(width: 64, height: 64), fenceTimeout: Double = 2)
    throws
    -> OffscreenRenderer
  {
    try OffscreenRenderer(size: size, options: RenderOptions(streaming: mode, fenceTimeout: fenceTimeout))
  }

  @Test func automaticStreamsThroughTheRingAndOrphaningCanBeForced() throws {
    // Mesa's llvmpipe has GL 4.5, so buffer storage: the ring.
    #expect(try target(.automatic).renderer.streamsThroughPersistentRing)
    #expect(try !target(.orphaning).renderer.streamsThroughPersistentRing)
  }

  @Test(arguments: modes) func everyFrameDrawsItsOwnInstances(mode: StreamingMode) throws {
    let target = try target(mode)
    for frame in 0..<8 {
      let count = frame.isMultiple(of: 2) ? 1 : 4000 * frame
      let x = Float(8 + frame * 6)
      let instances = Array(repeating: sprite(x: x, y: 32, scale: 2), count: count)
      let image = draw(instances, sprite: "solid", on: target)
      #expect(Set(image.litPixels.map(\.x)) == Set(Int(x) - 1..<Int(x) + 1), "frame \(frame)")
    }
  }

  /// Three uploads before the picture is read: none overwrites another still to be drawn.
  @Test(arguments: modes) func severalUploadsInOneFrame(mode: StreamingMode) throws {
    let target = try target(mode)
    target.begin(background: Color(red: 0, green: 0, blue: 0))
    let colors = [
      Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1),
    ]
    for (index, color) in colors.enumerated() {
      let instances = (0..<500).map { _ in sprite(x: 12 + Float(index) * 20, y: 32, scale: 4, color: color) }
      target.renderer.draw(instances, batches: [DrawBatch(sprite: "solid", additive: false, range: 0..<500)])
      #expect(target.renderer.lastSubmit.uploads == 1)
    }
    let image = target.read()
    #expect(image.pixel(x: 12, y: 32) == (255, 0, 0, 255))
    #expect(image.pixel(x: 32, y: 32) == (0, 255, 0, 255))
    #expect(image.pixel(x: 52, y: 32) == (0, 0, 255, 255))
    #expect(image.litPixels.count == 3 * 16)
  }

  /// A frame of two panes, particles from the engine, text and hand-made borders: one upload.
  @Test(arguments: modes) func aDrawListIsOneUpload(mode: StreamingMode) throws {
    let target = try target(mode, size: Size(width: 128, height: 64))
    let layer = EmitterLayer()
    layer.birthRate = 0
    layer.emitterCells = [
      EmitterCell {
        $0.lifetime = 10
        $0.scale = 6
        $0.contents = "solid"
      }
    ]
    layer.start(at: 0)
    layer.burst(count: 1, at: 0, position: Point(x: 32, y: 40))
    let buffer = InstanceBuffer(capacity: 4)
    buffer.fill(from: [layer])
    let frame = DrawList()
    let black = Color(red: 0, green: 0, blue: 0)
    let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
    for pane in 0..<2 {
      frame.setViewport(
        pane: Rect(x: Float(pane) * 64, y: 0, width: 64, height: 64), scale: 1,
        framebufferPixels: target.pixels,
        background: black)
      frame.append(buffer)
      frame.appendText("A", at: Point(x: 4, y: 4), unit: 1)
      frame.append(
        [sprite(x: 32, y: 63.5, scale: 1, color: grey, rect: Rect(x: 0, y: 0, width: 64, height: 1))],
        batches: [DrawBatch(sprite: "solid", additive: false, range: 0..<1)])
    }
    target.context.makeCurrent()
    target.framebuffer.bind()
    target.renderer.submit(frame)
    #expect(target.renderer.lastSubmit.uploads == 1)
    #expect(target.renderer.lastSubmit.drawCalls == 6)
    let image = target.read()
    for left in [0, 64] {
      #expect(image.pixel(x: left + 32, y: 40) == (255, 255, 255, 255), "the particle of the pane at \(left)")
      #expect(image.pixel(x: left + 10, y: 63) == (128, 128, 128, 255), "the border of the pane at \(left)")
      let text = image.litPixels.filter { $0.x >= left && $0.x < left + 12 && $0.y < 14 }
      #expect(!text.isEmpty, "the label of the pane at \(left)")
    }
    // Reused for a second frame, the list draws only what was added since removeAll.
    frame.removeAll()
    frame.setViewport(
      pane: Rect(x: 0, y: 0, width: 128, height: 64), scale: 1, framebufferPixels: target.pixels,
      background: black)
    target.renderer.submit(frame)
    #expect(target.read().litPixels.isEmpty)
  }

  /// Frames larger than a third of the ring, drawn without reading back, wrap it again and
  /// again; with no time at all to wait for a fence, the stream falls back to orphaning, says so
  /// once, and still draws every frame right.
  @Test(arguments: [2.0, 0]) func theRingWrapsAndAStuckFenceFallsBack(fenceTimeout: Double) throws {
    let warnings = Warnings()
    let target = try OffscreenRenderer(
      size: Size(width: 64, height: 64), options: RenderOptions(fenceTimeout: fenceTimeout),
      warn: warnings.add)
    let many = 40_000  // 1.9 MB a frame
    for frame in 0..<12 {
      let x = Float(8 + frame * 4)
      let instances = Array(repeating: sprite(x: x, y: 32, scale: 2), count: many)
      target.begin(background: Color(red: 0, green: 0, blue: 0))
      target.renderer.draw(instances, batches: [DrawBatch(sprite: "solid", additive: true, range: 0..<many)])
      if frame % 4 == 3 {
        let image = target.read()
        #expect(Set(image.litPixels.map(\.x)) == Set(Int(x) - 1..<Int(x) + 1), "frame \(frame)")
      }
    }
    #expect(warnings.lines.count <= 1)
    if fenceTimeout > 0 {
      #expect(warnings.lines.isEmpty && target.renderer.streamsThroughPersistentRing)
    } else if let line = warnings.lines.first {
      #expect(line.contains("orphaning") && !target.renderer.streamsThroughPersistentRing)
    }
  }
}
