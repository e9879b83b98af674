import GlintCore

public struct SnowEffect: Effect {
  public init() {}
  public let info = EffectInfo(
    id: "snow", name: "Snow", summary: "Snow falling from the top edge of the view, across its whole width.")

  public func makeCanvasLayers(in bounds: Rect, random: EffectRandom, time: Double) -> [EmitterLayer] {
    var sublayers: [EmitterLayer] = []

    let emitter = EmitterLayer()
    emitter.emitterPosition = Point(x: bounds.midX, y: -10)
    emitter.emitterShape = .line
    emitter.emitterSize = Size(width: bounds.width, height: 1)
    emitter.beginTime = time

    let flake = EmitterCell()
    flake.name = "flake"
    flake.birthRate = 60
    flake.lifetime = 20
    flake.velocity = 60
    flake.velocityRange = 20
    flake.emissionLongitude = Float.pi
    flake.emissionRange = (Float.pi / 4)
    flake.yAcceleration = 5
    flake.spinRange = 1
    flake.scale = 0.3
    flake.scaleRange = 0.15
    flake.color = Color(white: 1, alpha: 0.9)
    flake.contents = "snowflake"

    emitter.emitterCells = [flake]
    sublayers.append(emitter)
    return sublayers
  }
}
