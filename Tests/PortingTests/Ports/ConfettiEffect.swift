import GlintCore

public struct ConfettiEffect: Effect {
  public init() {}
  public let info = EffectInfo(
    id: "confetti", name: "Confetti",
    summary: "A shower of confetti from the top edge that thins out over three seconds.")

  let colors: [Color] = [.red, .green, .blue, .yellow, .orange, .purple]

  public func makeCanvasLayers(in bounds: Rect, random: EffectRandom, time: Double) -> [EmitterLayer] {
    var sublayers: [EmitterLayer] = []

    let emitter = EmitterLayer()
    emitter.emitterPosition = Point(x: bounds.width / 2, y: -20)
    emitter.emitterShape = .line
    emitter.emitterSize = Size(width: bounds.size.width, height: 2)

    var cells: [EmitterCell] = []
    for color in colors {
      let cell = EmitterCell()
      cell.birthRate = 20
      cell.lifetime = 6
      cell.velocity = 180
      cell.velocityRange = 60
      cell.emissionLongitude = Float.pi
      cell.emissionRange = Float.pi / 4
      cell.spin = 4
      cell.spinRange = 8
      cell.scale = 0.25
      cell.scaleRange = 0.1
      cell.yAcceleration = 60
      cell.color = color
      cell.contents = "confetti"
      cells.append(cell)
    }
    emitter.emitterCells = cells

    let decay = BasicAnimation(keyPath: "birthRate")
    decay.fromValue = 1
    decay.toValue = 0
    decay.duration = 3
    decay.timingFunction = MediaTimingFunction(name: .easeOut)
    decay.fillMode = .forwards
    decay.isRemovedOnCompletion = false
    try? emitter.add(decay, forKey: "decay")

    sublayers.append(emitter)
    return sublayers
  }
}
