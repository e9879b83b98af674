import GlintCore
import GlintRender
import Testing

/// Layers packed by the engine and drawn: render-mode order, contentsScale and scale.
@Suite(.serialized)
struct EngineDrawingTests {
  static let red = Color(red: 1, green: 0, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1)

  /// A still, long-lived square cell of the 1 × 1 "solid" sprite, 8 points wide at scale 8.
  static func cell(_ color: Color, configure: (EmitterCell) -> Void = { _ in }) -> EmitterCell {
    EmitterCell {
      $0.lifetime = 10
      $0.scale = 8
      $0.color = color
      $0.contents = "solid"
      configure($0)
    }
  }

  /// A layer with a red particle born at 0 (cell 0) and a blue one at 0.1 (cell 1), both at (16, 16).
  func pictureOfTwo(mode: RenderMode, target: OffscreenRenderer) -> RenderedImage {
    let layer = EmitterLayer()
    layer.renderMode = mode
    layer.birthRate = 0
    layer.emitterCells = [Self.cell(Self.red), Self.cell(Self.blue)]
    layer.start(at: 0)
    layer.burst(count: 1, cell: 0, at: 0, position: Point(x: 16, y: 16))
    layer.burst(count: 1, cell: 1, at: 0.1, position: Point(x: 16, y: 16))
    layer.step(to: 0.2)
    let buffer = InstanceBuffer(capacity: 4)
    buffer.fill(from: [layer])
    return target.render(buffer, background: Color(red: 0, green: 0, blue: 0))
  }

  @Test func sourceOverFollowsTheRenderModeOrder() throws {
    let target = try OffscreenRenderer(size: Size(width: 32, height: 32))
    let newestOnTop = pictureOfTwo(mode: .oldestFirst, target: target).pixel(x: 16, y: 16)
    #expect(newestOnTop.b == 255 && newestOnTop.r == 0)
    let oldestOnTop = pictureOfTwo(mode: .oldestLast, target: target).pixel(x: 16, y: 16)
    #expect(oldestOnTop.r == 255 && oldestOnTop.b == 0)
    let cellOrder = pictureOfTwo(mode: .unordered, target: target).pixel(x: 16, y: 16)
    #expect(cellOrder.b == 255 && cellOrder.r == 0)
    let added = pictureOfTwo(mode: .additive, target: target).pixel(x: 16, y: 16)
    #expect(added.r == 255 && added.b == 255)
  }

  func litCount(_ configure: @escaping (EmitterCell) -> Void, target: OffscreenRenderer) -> Int {
    let layer = EmitterLayer()
    layer.birthRate = 0
    layer.emitterCells = [Self.cell(.white, configure: configure)]
    layer.start(at: 0)
    layer.burst(count: 1, at: 0, position: Point(x: 32, y: 32))
    let buffer = InstanceBuffer(capacity: 1)
    buffer.fill(from: [layer])
    return target.render(buffer, background: Color(red: 0, green: 0, blue: 0)).litPixels.count
  }

  @Test func contentsScaleAndScaleSizeTheSprite() throws {
    let target = try OffscreenRenderer(size: Size(width: 64, height: 64))
    #expect(litCount({ _ in }, target: target) == 64)
    #expect(litCount({ $0.contentsScale = 2 }, target: target) == 16)
    #expect(litCount({ $0.scale = 16 }, target: target) == 256)
    #expect(litCount({ $0.contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 1) }, target: target) == 32)
  }
}
