import GlintUIKit

/// Snow falling over the whole view, set up in a common initialiser and laid out with the view.
final class SnowView: UIView {
  private lazy var snowLayer: CAEmitterLayer = {
    let layer = CAEmitterLayer()
    layer.emitterShape = .line
    layer.emitterMode = .outline
    layer.renderMode = .oldestFirst
    layer.name = "snow"
    return layer
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    commonInit()
  }

  private func commonInit() {
    backgroundColor = .clear
    isUserInteractionEnabled = false
    clipsToBounds = true
    let flake = CAEmitterCell()
    flake.name = "flake"
    flake.birthRate = 40
    flake.lifetime = 12
    flake.velocity = 40
    flake.velocityRange = 20
    flake.emissionLongitude = .pi / 2
    flake.emissionRange = .pi / 8
    flake.yAcceleration = 10
    flake.scale = 0.1
    flake.scaleRange = 0.05
    flake.spinRange = .pi
    flake.color = UIColor.white.withAlphaComponent(0.9).cgColor
    flake.contents = UIImage(named: "snowflake")?.cgImage
    snowLayer.emitterCells = [flake]
    layer.addSublayer(snowLayer)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    snowLayer.frame = bounds
    snowLayer.emitterPosition = CGPoint(x: bounds.midX, y: -10)
    snowLayer.emitterSize = CGSize(width: bounds.width, height: 1)
  }
}
