// Translated from Objective-C by glint port.
// swift-format-ignore-file
import GlintUIKit

// From the cookbook's shared header.
let COOKBOOK_PURPLE_COLOR = UIColor(red: 0.20392, green: 0.19607, blue: 0.61176, alpha: 1.0)

class SparkleTouchView: UIView {
  var emitter: CAEmitterLayer!

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    var multiplier: Float = 0.25

    var pt: CGPoint = touches.first!.location(in: self)

    //Create the emitter layer
    emitter = CAEmitterLayer()
    emitter.emitterPosition = pt
    emitter.emitterMode = kCAEmitterLayerOutline
    emitter.emitterShape = kCAEmitterLayerCircle
    emitter.renderMode = kCAEmitterLayerAdditive
    emitter.emitterSize = CGSizeMake(100 * multiplier, 0)

    //Create the emitter cell
    var particle: CAEmitterCell! = CAEmitterCell()
    particle.emissionLongitude = .pi
    particle.birthRate = implicitConversion(multiplier * 1000.0)
    particle.lifetime = implicitConversion(multiplier)
    particle.lifetimeRange = implicitConversion(multiplier * 0.35)
    particle.velocity = 180
    particle.velocityRange = 130
    particle.emissionRange = 1.1
    particle.scaleSpeed = 1.0  // was 0.3
    particle.color = COOKBOOK_PURPLE_COLOR.withAlphaComponent(0.5).cgColor
    particle.contents = (UIImage(named: "spark.png")?.cgImage)
    particle.name = "particle"

    emitter.emitterCells = [particle]
    self.layer.addSublayer(emitter)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    var pt: CGPoint = touches.first!.location(in: self)

    // Disable implicit animations
    CATransaction.begin()
    CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
    emitter.emitterPosition = pt
    CATransaction.commit()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    emitter?.removeFromSuperlayer()
    emitter = nil
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touchesEnded(touches, with: event)
  }
}
