import GlintCore

public struct SnowfallEffect: Effect {
  public init() {}
  public let info = EffectInfo(
    id: "snowfall", name: "Snowfall",
    summary: "Snow that is already falling everywhere when the screen appears.")

  public func makeCanvasLayers(in bounds: Rect, random: EffectRandom, time: Double) -> [EmitterLayer] {
    var sublayers: [EmitterLayer] = []

    let snowEmitter = EmitterLayer()
    snowEmitter.emitterPosition = Point(x: bounds.midX, y: -20)
    snowEmitter.emitterShape = .line
    snowEmitter.emitterSize = Size(width: bounds.width * 1.2, height: 1)
    snowEmitter.timeOffset = 15

    let flake = EmitterCell()
    flake.name = "flake"
    flake.birthRate = 40
    flake.lifetime = 30
    flake.velocity = 50
    flake.velocityRange = 20
    flake.emissionLongitude = .pi
    flake.emissionRange = .pi / 10
    flake.spinRange = 2
    flake.scale = 0.25
    flake.scaleRange = 0.1
    flake.color = Color.white
    flake.contents = "flake"

    snowEmitter.emitterCells = [flake]
    sublayers.append(snowEmitter)
    return sublayers
  }
}
