import GlintUIKit

/// A layer subclass that configures itself, dragged around under the finger.
class TrailLayer: CAEmitterLayer {
  override init() {
    super.init()
    name = "trail"
    emitterShape = .point
    renderMode = .additive
    let dot = CAEmitterCell()
    dot.birthRate = 120
    dot.lifetime = 0.8
    dot.velocity = 20
    dot.emissionRange = .pi * 2
    dot.scaleSpeed = -0.2
    dot.color = UIColor.cyan.cgColor
    emitterCells = [dot]
  }

  override init(layer: Any) {
    super.init(layer: layer)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }
}

class TouchTrailView: UIView {
  let trail = TrailLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.masksToBounds = true
    trail.shadowColor = UIColor.black.cgColor
    trail.shadowOpacity = 0.5
    trail.shadowOffset = CGSize(width: 0, height: 2)
    trail.shadowRadius = 4
    trail.birthRate = 0
    layer.insertSublayer(trail, at: 0)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    trail.frame = CGRect(origin: touch.location(in: self), size: .zero)
    trail.birthRate = 1
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    trail.position = touch.location(in: self)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    trail.birthRate = 0
  }
}
