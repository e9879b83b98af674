import GlintCore
import Testing

/// Runs the ports the way the preview and `glint simulate` run an effect: one host per canvas.
enum Ports {
  /// A host running `effect` on a canvas of `size` points, started at 0.
  static func host(_ effect: any Effect, size: Size, seed: UInt32 = 1) -> PointerHost {
    let host = PointerHost(effect: effect, seed: seed)
    host.canvas = Rect(origin: .zero, size: size)
    return host
  }

  /// The layers the effect made for the canvas (not for a pointer).
  static func canvasLayers(_ host: PointerHost) -> [EmitterLayer] {
    host.canvasLayers
  }

  /// Advances `host` at `fps` steps a second from its time to `end` (the last step lands on it),
  /// calling `check` after every step.
  static func run(_ host: PointerHost, to end: Double, fps: Double, check: (Double) -> Void = { _ in }) {
    let begin = host.time
    let steps = max(1, Int(((end - begin) * fps).rounded(.up)))
    for i in 1...steps {
      let time = i == steps ? end : begin + Double(i) / fps
      host.advance(to: time)
      check(time)
    }
  }

  /// Every live particle of `layers`.
  static func particles(_ layers: [EmitterLayer]) -> [ParticleSnapshot] {
    var all: [ParticleSnapshot] = []
    for layer in layers { layer.forEachParticle { all.append($0) } }
    return all
  }

  /// Particles born so far by `layers`.
  static func births(_ layers: [EmitterLayer]) -> Int {
    layers.reduce(0) { $0 + $1.birthCount }
  }
}

extension ParticleSnapshot {
  /// Where the particle was born, from its closed form p = p0 + v0·τ + ½·a·τ² and v = v0 + a·τ:
  /// p0 = p - v·τ + ½·a·τ², given its cell's accelerations.
  func birthPlace(xAcceleration: Float = 0, yAcceleration: Float = 0) -> Point {
    Point(
      x: x - vx * age + 0.5 * xAcceleration * age * age,
      y: y - vy * age + 0.5 * yAcceleration * age * age)
  }
}

/// The distance between two points.
func distance(_ a: Point, _ b: Point) -> Float {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

/// Whether `values` reach into every one of `bins` equal parts of [low, high].
func coversEveryBin(_ values: [Float], low: Float, high: Float, bins: Int) -> Bool {
  var seen = [Bool](repeating: false, count: bins)
  for value in values where value >= low && value < high {
    seen[min(bins - 1, Int((value - low) / (high - low) * Float(bins)))] = true
  }
  return seen.allSatisfy { $0 }
}
