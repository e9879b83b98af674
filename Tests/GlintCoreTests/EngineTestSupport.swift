import GlintCore
import Testing

/// Helpers shared by the engine suites.
enum Engine {
  /// A layer with one cell, started at 0 at `position`.
  static func layer(
    seed: UInt32 = 1, capacity: Int = EmitterLayer.defaultCapacity,
    position: Point = Point(x: 100, y: 100),
    configure: (EmitterLayer) -> Void = { _ in }, cell: (EmitterCell) -> Void
  ) -> EmitterLayer {
    let layer = EmitterLayer(capacity: capacity)
    layer.seed = seed
    layer.emitterPosition = position
    let c = EmitterCell()
    c.name = "c"
    c.contents = "dot"
    cell(c)
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

  /// The live particles of the cell named `cell`, which a check over them requires to exist.
  static func particles(
    _ layer: EmitterLayer, cell: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ParticleSnapshot] {
    let some = particles(layer).filter { $0.cell == cell }
    #expect(!some.isEmpty, "no live particle of \(cell) to check", sourceLocation: sourceLocation)
    return some
  }

  /// The mean of `values`, which must not be empty (a mean of nothing is not 0).
  static func mean(_ values: [Float], sourceLocation: SourceLocation = #_sourceLocation) -> Float {
    #expect(!values.isEmpty, "a mean of no values", sourceLocation: sourceLocation)
    return values.reduce(0, +) / Float(max(values.count, 1))
  }
}

extension Collection {
  /// At least one element, and every one satisfies `predicate`: a check over particles must not
  /// pass because there are none.
  func nonEmptyAndAllSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool {
    try !isEmpty && allSatisfy(predicate)
  }
}
