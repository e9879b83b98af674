import GlintCore

public struct ShootingStarEffect: Effect {
  public init() {}
  public let info = EffectInfo(
    id: "shooting-star", name: "Shooting star",
    summary: "A star that flies along a path over the view, leaving a glittering trail.")

  public func makeCanvasLayers(in bounds: Rect, random: EffectRandom, time: Double) -> [EmitterLayer] {
    var sublayers: [EmitterLayer] = []

    let starLayer = EmitterLayer()
    starLayer.emitterShape = .point
    starLayer.renderMode = .additive

    let glitter = EmitterCell()
    glitter.name = "glitter"
    glitter.birthRate = 120
    glitter.lifetime = 0.8
    glitter.velocity = 10
    glitter.velocityRange = 10
    glitter.emissionRange = 2 * Float.pi
    glitter.scale = 0.2
    glitter.scaleSpeed = -0.2
    glitter.color = Color(red: 1, green: 0.9, blue: 0.5, alpha: 1)
    glitter.alphaSpeed = -1
    glitter.contents = "star"
    starLayer.emitterCells = [glitter]

    var path = Path()
    path.move(to: Point(x: 40, y: bounds.maxY - 40))
    path.addLine(to: Point(x: bounds.midX, y: 40))
    path.addQuadCurve(
      to: Point(x: bounds.maxX - 40, y: bounds.midY), control: Point(x: bounds.maxX, y: 0))
    path.addLine(to: Point(x: 40, y: bounds.maxY - 40))

    let flight = KeyframeAnimation(keyPath: "emitterPosition")
    flight.path = path
    flight.keyTimes = [0, 0.3, 0.7, 1]
    flight.duration = 4
    flight.repeatCount = Float.infinity
    flight.calculationMode = .linear
    try? starLayer.add(flight, forKey: "flight")

    sublayers.append(starLayer)
    return sublayers
  }
}
