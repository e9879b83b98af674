import GlintUIKit

/// Erica Sadun's cookbook SparkleTouchView in Swift: a sparkle that follows the touch.
let COOKBOOK_PURPLE_COLOR = UIColor(red: 0.20392, green: 0.19607, blue: 0.61176, alpha: 1.0)

class SparkleTouchView: UIView {
  var emitter: CAEmitterLayer?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    let multiplier: Float = 0.25
    guard let pt = touches.first?.location(in: self) else { return }

    // Create the emitter layer
    let emitter = CAEmitterLayer()
    emitter.emitterPosition = pt
    emitter.emitterMode = kCAEmitterLayerOutline
    emitter.emitterShape = kCAEmitterLayerCircle
    emitter.renderMode = kCAEmitterLayerAdditive
    emitter.emitterSize = CGSize(width: 100 * CGFloat(multiplier), height: 0)

    // Create the emitter cell
    let particle = CAEmitterCell()
    particle.emissionLongitude = .pi
    particle.birthRate = multiplier * 1000.0
    particle.lifetime = multiplier
    particle.lifetimeRange = multiplier * 0.35
    particle.velocity = 180
    particle.velocityRange = 130
    particle.emissionRange = 1.1
    particle.scaleSpeed = 1.0  // was 0.3
    particle.color = COOKBOOK_PURPLE_COLOR.withAlphaComponent(0.5).cgColor
    particle.contents = UIImage(named: "spark.png")?.cgImage
    particle.name = "particle"

    emitter.emitterCells = [particle]
    layer.addSublayer(emitter)
    self.emitter = emitter
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let pt = touches.first?.location(in: self) else { return }

    // Disable implicit animations
    CATransaction.begin()
    CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
    emitter?.emitterPosition = pt
    CATransaction.commit()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    emitter?.removeFromSuperlayer()
    emitter = nil
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchesEnded(touches, with: event)
  }
}
