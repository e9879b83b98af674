// Translated from Objective-C by glint port.
// swift-format-ignore-file
import GlintUIKit

class RandomSparkView: UIView {
  var sparks: CAEmitterLayer!
  var fadeTimer: Timer!
  var fades: Int = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    var touch: UITouch! = touches.first!
    var point: CGPoint = touch.location(in: self)
    self.sparks?.removeFromSuperlayer()
    self.sparks = CAEmitterLayer()
    self.sparks.emitterPosition = point

    var palette = [UIColor.red, UIColor.green, UIColor.blue, UIColor.orange]
    var spark: CAEmitterCell! = CAEmitterCell()
    spark.birthRate = implicitConversion(100 + arc4random_uniform(100))
    spark.lifetime = 1.0
    spark.velocity = implicitConversion(50 + 100 * drand48())
    spark.emissionLongitude = implicitConversion(CGFloat((drand48() * 2 * .pi)))
    spark.emissionRange = (.pi / 4)
    spark.color = palette[Int(arc4random_uniform(UInt32(palette.count)))].cgColor
    self.sparks.emitterCells = [spark]
    self.layer.addSublayer(self.sparks)

    self.fadeTimer?.invalidate()
    self.fadeTimer = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: Selector("fade"), userInfo: nil, repeats: true)
  }

  func fade(_ timer: Timer!) {
    self.fades += 1
    self.sparks.birthRate = self.sparks.birthRate * 0.5
    if self.sparks.birthRate < 0.1 {
      timer.invalidate()
    }
  }
}

// Added by glint port: calls by selector, which Swift on Linux cannot make itself.
extension RandomSparkView: SelectorTarget {
  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    switch selector.name {
    case "fade":
      fade(sender as? Timer)
      return true
    default: return false
    }
  }
}
