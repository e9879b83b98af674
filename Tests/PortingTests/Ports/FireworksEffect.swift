import GlintCore

public struct FireworksEffect: Effect {
  public init() {}
  public let info = EffectInfo(
    id: "fireworks", name: "Fireworks",
    summary: "Rockets launched from under the finger; each bursts into a ball of sparks of its colour.")

  public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    var sublayers: [EmitterLayer] = []

    let emitter = EmitterLayer()
    emitter.emitterPosition = pointer.location
    emitter.renderMode = .additive

    let rocket = EmitterCell()
    let burst = EmitterCell()
    let spark = EmitterCell()

    emitter.emitterCells = [rocket]
    rocket.emitterCells = [burst]
    burst.emitterCells = [spark]

    rocket.name = "rocket"
    rocket.birthRate = 2
    rocket.lifetime = 1.02
    rocket.velocity = 300
    rocket.velocityRange = 50
    rocket.emissionLongitude = -Float.pi / 2
    rocket.emissionRange = Float.pi / 8
    rocket.yAcceleration = 150
    rocket.color = Color(
      hue: Float(pointer.random.uniform(100)) / 100, saturation: 1, brightness: 1, alpha: 1
    )
    rocket.redRange = 0.5
    rocket.greenRange = 0.5
    rocket.blueRange = 0.5

    // Born when the rocket is one second old (1 / birthRate), where it dies.
    burst.name = "burst"
    burst.birthRate = 1
    burst.lifetime = 0.35
    burst.velocity = 0

    spark.name = "spark"
    spark.birthRate = 400
    spark.lifetime = 1.5
    spark.velocity = 120
    spark.velocityRange = 40
    spark.emissionRange = 2 * Float.pi
    spark.yAcceleration = 80
    spark.scale = 0.5
    spark.alphaSpeed = -0.6
    spark.contents = "spark"

    sublayers.append(emitter)
    return sublayers
  }

  public func pointerMoved(_ pointer: inout PointerTrack, state: inout PointerState) {
    pointer.layers[0].emitterPosition = pointer.location
  }
}
