// Translated from Objective-C by glint port.
// swift-format-ignore-file
import GlintUIKit

let kFireRate = 80.0
let kFireLifetime = 1.5

class FireView: UIView {
  var rate: Float = 0

  override class var layerClass: AnyClass {
    return CAEmitterLayer.self
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    do {
      self.rate = implicitConversion(kFireRate)
      var fireLayer: CAEmitterLayer! = (self.layer as! CAEmitterLayer)
      fireLayer.renderMode = kCAEmitterLayerAdditive
      fireLayer.emitterShape = kCAEmitterLayerPoint

      var fire: CAEmitterCell! = CAEmitterCell()
      fire.name = "fire"
      fire.birthRate = implicitConversion(self.rate)
      fire.lifetime = implicitConversion(kFireLifetime)
      fire.lifetimeRange = 0.5
      fire.color = UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.1).cgColor
      fire.contents = UIImage(named: "fire.png")?.cgImage
      fire.velocity = 10
      fire.velocityRange = 20
      fire.emissionRange = (.pi / 2)
      fire.scaleSpeed = 0.3
      fire.spin = 0.5
      fireLayer.emitterCells = [fire]
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    var fireLayer: CAEmitterLayer! = (self.layer as! CAEmitterLayer)
    fireLayer.emitterPosition = CGPointMake(CGRectGetMidX(self.bounds), CGRectGetMaxY(self.bounds) - 40)
  }

  @IBAction func stoke(_ sender: Any?) {
    self.rate = implicitConversion(self.rate * 2)
    self.layer.setValue((self.rate), forKeyPath: "emitterCells.fire.birthRate")
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }
}

// Added by glint port: calls by selector, which Swift on Linux cannot make itself.
extension FireView: SelectorTarget {
  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    switch selector.name {
    case "stoke":
      stoke(sender)
      return true
    default: return false
    }
  }
}
