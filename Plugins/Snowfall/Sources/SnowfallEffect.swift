import GlintCore

/// Snowfall: snow over the whole canvas, and a flurry under each pointer.
///
/// The snow is a canvas layer, written as iOS code writes it against `view.bounds`: a line
/// emitter 10 points above the top edge, as wide as the canvas, throwing flakes downwards. When
/// the canvas changes size the line is moved and widened in place (as `layoutSubviews` would),
/// so the snow already falling stays. Each pointer gets a small flurry of flakes of its own.
/// The flakes are the effect's own image, `Resources/flake.png`.
///
/// ```swift
/// let host = PointerHost(effect: SnowfallEffect(), seed: 3)
/// host.canvas = Rect(x: 0, y: 0, width: 800, height: 600)
/// host.advance(to: 1)
/// ```
public struct SnowfallEffect: Effect {
  /// Flakes per second across the canvas, for every 100 points of its width.
  public var density: Float
  /// Flakes per second in a pointer's flurry.
  public var flurryRate: Float

  public let info = EffectInfo(
    id: "snowfall", name: "Snowfall",
    summary: "Snow over the whole canvas from its top edge; a flurry of flakes under each pointer.")

  public init() {
    self.init(density: 6, flurryRate: 40)
  }

  public init(density: Float, flurryRate: Float) {
    self.density = density
    self.flurryRate = flurryRate
  }

  /// One snowflake, drifting down and turning slowly.
  public func flake() -> EmitterCell {
    EmitterCell {
      $0.name = "flake"
      $0.birthRate = density
      $0.lifetime = 16
      $0.velocity = 45
      $0.velocityRange = 20
      $0.emissionLongitude = .pi  // the line emits up; half a turn sends the flakes down
      $0.emissionRange = .pi / 5
      $0.xAcceleration = 4
      $0.spin = 0.3
      $0.spinRange = 1.2
      $0.scale = 0.45
      $0.scaleRange = 0.25
      $0.color = Color(red: 0.9, green: 0.95, blue: 1, alpha: 0.9)
      $0.alphaRange = 0.2
      $0.contents = "flake"
    }
  }

  public func makeCanvasLayers(in bounds: Rect) -> [EmitterLayer] {
    let emitter = EmitterLayer()
    emitter.emitterPosition = Point(x: bounds.midX, y: -10)
    emitter.emitterSize = Size(width: bounds.width, height: 1)
    emitter.emitterShape = .line
    emitter.renderMode = .oldestFirst
    emitter.emitterCells = [flake()]
    emitter.birthRate = bounds.width / 100  // the flake's rate is per 100 points
    return [emitter]
  }

  /// Moves and widens the line in place, so the snow already falling stays.
  public func layoutCanvasLayers(_ layers: inout [EmitterLayer], in bounds: Rect) {
    for emitter in layers {
      emitter.emitterPosition = Point(x: bounds.midX, y: -10)
      emitter.emitterSize = Size(width: bounds.width, height: 1)
      emitter.birthRate = bounds.width / 100
    }
  }

  /// A flurry: flakes thrown every way from the pointer, short-lived and smaller.
  public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let layer = EmitterLayer(capacity: 2000)
    layer.emitterShape = .circle
    layer.emitterSize = Size(width: 8, height: 0)
    layer.renderMode = .additive
    let flurry = flake()
    flurry.name = "flurry"
    flurry.birthRate = flurryRate
    flurry.lifetime = 1.2
    flurry.lifetimeRange = 0.4
    flurry.velocity = 70
    flurry.velocityRange = 40
    flurry.emissionRange = 2 * .pi
    flurry.yAcceleration = 40
    flurry.xAcceleration = 0
    flurry.scale = 0.3
    flurry.scaleRange = 0.1
    flurry.alphaSpeed = -0.6
    layer.emitterCells = [flurry]
    return [layer]
  }
}
