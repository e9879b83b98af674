import GlintCore

/// Helpers shared by the engine suites.
enum Engine {
  /// A layer with one cell, started at 0 at `position`.
  static func layer(
    seed: UInt32 = 1, capacity: Int = EmitterLayer.defaultCapacity,
    position: Point = Point(x: 100, y: 100),
    configure: (EmitterLayer) -> Void = { _ in }, cell: (inout EmitterCell) -> Void
  ) -> EmitterLayer {
    let layer = EmitterLayer(capacity: capacity)
    layer.seed = seed
    layer.emitterPosition = position
    var c = EmitterCell()
    c.name = "c"
    c.contents = "dot"
    cell(&c)
    layer.emitterCells = [c]
    configure(layer)
    layer.start(at: 0)
    return layer
  }

  /// Steps `layer` at `fps` steps per second from its time to `end` (the last step lands on it).
  static func run(_ layer: EmitterLayer, to end: Double, fps: Double) {
    let begin = layer.time
    let steps = Int(((end - begin) * fps).rounded(.up))
    for i in 1...max(steps, 1) { layer.step(to: i == steps ? end : begin + Double(i) / fps) }
  }

  static func particles(_ layer: EmitterLayer) -> [ParticleSnapshot] {
    var all: [ParticleSnapshot] = []
    layer.forEachParticle { all.append($0) }
    return all
  }

  static func mean(_ values: [Float]) -> Float { values.reduce(0, +) / Float(max(values.count, 1)) }
}
