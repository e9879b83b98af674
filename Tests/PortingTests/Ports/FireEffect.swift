import GlintCore

public struct FireEffect: Effect {
  public init() {}
  public let info = EffectInfo(
    id: "fire", name: "Fire",
    summary: "A fire burning along the bottom of the screen, which the app turns up and down.")

  public func makeCanvasLayers(in bounds: Rect, random: EffectRandom, time: Double) -> [EmitterLayer] {
    var sublayers: [EmitterLayer] = []
    let fireEmitter = EmitterLayer()

    fireEmitter.emitterPosition = Point(x: bounds.midX, y: bounds.maxY)
    fireEmitter.emitterSize = Size(width: bounds.width, height: 1)
    fireEmitter.emitterShape = .line
    fireEmitter.emitterMode = .outline
    fireEmitter.renderMode = .additive

    let fire = EmitterCell()
    fire.name = "fire"
    fire.birthRate = 200
    fire.lifetime = 1.2
    fire.lifetimeRange = 0.4
    fire.velocity = 90
    fire.velocityRange = 30
    fire.emissionRange = .pi / 8
    fire.yAcceleration = -40
    fire.scale = 0.8
    fire.scaleSpeed = -0.4
    fire.color = Color(red: 1, green: 0.45, blue: 0.1, alpha: 0.5)
    fire.alphaSpeed = -0.3
    fire.contents = "fire"

    fireEmitter.emitterCells = [fire]
    sublayers.append(fireEmitter)
    return sublayers
  }

  /// Turns the fire up or down: 0 puts it out, 1 is full height.
  func setFlame(_ level: Float, fireEmitter: EmitterLayer) throws {
    try fireEmitter.setValue(level * 200, forKeyPath: "emitterCells.fire.birthRate")
  }
}
