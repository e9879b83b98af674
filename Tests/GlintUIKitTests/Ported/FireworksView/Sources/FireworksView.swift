import GlintUIKit

/// A rocket cell whose particles burst into sparks: cell subclasses configured in their
/// initialisers, set up when the view wakes from its nib.
class SparkCell: CAEmitterCell {
  override init() {
    super.init()
    name = "spark"
    birthRate = 300
    lifetime = 1
    velocity = 80
    emissionRange = .pi * 2
    yAcceleration = 60
    color = UIColor.yellow.cgColor
    contents = UIImage(named: "spark")?.cgImage
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

class RocketCell: CAEmitterCell {
  override init() {
    super.init()
    name = "rocket"
    birthRate = 1
    lifetime = 1.5
    velocity = 300
    velocityRange = 50
    emissionLongitude = -.pi / 2
    emissionRange = .pi / 8
    yAcceleration = 100
    let burst = CAEmitterCell()
    burst.name = "burst"
    burst.birthRate = 10
    burst.lifetime = 0.2
    burst.duration = 0.1
    burst.beginTime = 1.3
    burst.emitterCells = [SparkCell()]
    emitterCells = [burst]
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

class FireworksView: UIView {
  let launcher = CAEmitterLayer()

  override func awakeFromNib() {
    super.awakeFromNib()
    launcher.emitterCells = [RocketCell()]
    launcher.renderMode = .additive
    layer.addSublayer(launcher)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    launcher.emitterPosition = CGPoint(x: bounds.midX, y: bounds.maxY)
  }
}
