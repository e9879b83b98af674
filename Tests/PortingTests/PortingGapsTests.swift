import GlintCore
import Testing

/// What ports written with `Effect` lean on: canvas time, removed layers, rounded rectangles.
@Suite struct PortingGapsTests {
  /// A layer that starts two seconds after the canvas is laid out, as `CACurrentMediaTime() + 2`.
  struct LateSnow: Effect {
    let info = EffectInfo(id: "late-snow", name: "Late snow", summary: "Starts two seconds late.")
    func makeCanvasLayers(in bounds: Rect, random: EffectRandom, time: Double) -> [EmitterLayer] {
      let emitter = EmitterLayer()
      emitter.emitterPosition = Point(x: bounds.midX, y: 0)
      emitter.beginTime = time + 2
      let flake = EmitterCell()
      flake.birthRate = 10
      flake.lifetime = 5
      emitter.emitterCells = [flake]
      return [emitter]
    }
  }

  /// A pointer effect with two layers; a move takes the first away, as SparkleTouchView's
  /// `removeFromSuperlayer()`, and later moves still place the second by its index.
  struct TwoTrails: Effect {
    let info = EffectInfo(id: "two-trails", name: "Two trails", summary: "Drops one on the first move.")
    func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
      (0..<2).map { _ in
        let emitter = EmitterLayer()
        emitter.emitterPosition = pointer.location
        let spark = EmitterCell()
        spark.birthRate = 100
        spark.lifetime = 10
        emitter.emitterCells = [spark]
        return emitter
      }
    }
    func pointerMoved(_ pointer: inout PointerTrack, state: inout Void) {
      pointer.layers[0].removeFromSuperlayer()
      pointer.layers[1].emitterPosition = pointer.location
    }
  }

  @Test func aCanvasLayerBeginsAtTheCanvasTimePlusTheOffset() {
    let host = PointerHost(effect: LateSnow(), seed: 1, startTime: 5)
    host.canvas = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(host.canvasLayers.count == 1)
    host.advance(to: 6.9)
    #expect(host.birthCount == 0)
    host.advance(to: 8)
    #expect(host.birthCount == 10)
  }

  @Test func reloadingKeepsTheCanvasLayersOfAnEffectThatReadsTheTime() {
    let host = PointerHost(effect: LateSnow(), seed: 1, startTime: 5)
    host.canvas = Rect(x: 0, y: 0, width: 100, height: 100)
    let layer = host.canvasLayers[0]
    host.replaceEffect(with: LateSnow())
    #expect(host.canvasLayers.count == 1 && host.canvasLayers[0] === layer)
  }

  @Test func aRemovedLayerLosesItsParticlesAndTheHostForgetsIt() {
    let host = PointerHost(effect: TwoTrails(), seed: 1)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 10, y: 10), time: 0))
    host.advance(to: 1)
    #expect(host.layers.count == 2 && host.particleCount == 200)
    let births = host.birthCount
    host.handle(PointerEvent(id: 1, phase: .moved, location: Point(x: 20, y: 10), time: 1))
    #expect(host.layers.count == 1 && host.particleCount == 100)
    #expect(host.birthCount == births)
    let kept = host.layers[0]
    host.handle(PointerEvent(id: 1, phase: .moved, location: Point(x: 30, y: 10), time: 2))
    #expect(host.layers.count == 1 && host.layers[0] === kept && kept.emitterPosition.x == 30)
    #expect(host.particleCount == 200 && host.birthCount == births + 100)
    host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 30, y: 10), time: 2))
    #expect(host.trackCount == 1)
    kept.removeFromSuperlayer()
    kept.burst(count: 5, at: 2, position: .zero)
    host.advance(to: 3)
    #expect(host.trackCount == 0 && host.layers.isEmpty && host.particleCount == 0)
  }

  @Test func aRemovedCanvasLayerGoesAndARestartBringsALayerBack() {
    let host = PointerHost(effect: LateSnow(), seed: 1)
    host.canvas = Rect(x: 0, y: 0, width: 100, height: 100)
    host.advance(to: 3)
    let layer = host.canvasLayers[0]
    #expect(layer.particleCount == 10)
    layer.removeFromSuperlayer()
    #expect(layer.particleCount == 0 && layer.isRemoved && layer.isRetired)
    host.advance(to: 4)
    #expect(host.canvasLayers.isEmpty && host.layers.isEmpty && host.birthCount == 10)
    layer.step(to: 5)
    #expect(layer.particleCount == 0)
    layer.start(at: 5)
    #expect(!layer.isRemoved)
  }

  @Test func roundedRectAsUIBezierPath() {
    let rect = Rect(x: 10, y: 20, width: 40, height: 20)
    let path = Path(roundedRect: rect, cornerRadius: 4)
    #expect(path.elements.first == .move(to: Point(x: 14, y: 20)))
    #expect(path.elements.last == .close)
    #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 4)
    var built = Path()
    built.addRoundedRect(rect, cornerRadius: 4)
    #expect(built == path)
    // Too large a radius is half the shorter side; none, or not a number, is a plain rectangle.
    #expect(Path(roundedRect: rect, cornerRadius: 100) == Path(roundedRect: rect, cornerRadius: 10))
    #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect: rect))
    #expect(Path(roundedRect: rect, cornerRadius: .nan) == Path(rect: rect))
  }
}
