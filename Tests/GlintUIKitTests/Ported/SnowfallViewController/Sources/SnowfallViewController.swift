// Translated from Objective-C by glint port.
// swift-format-ignore-file
import GlintUIKit

class SnowfallViewController: UIViewController {
  var snowEmitter: CAEmitterLayer!
  var flakeSize: CGFloat = 0

// MARK: - View lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    self.flakeSize = 0.2

    self.snowEmitter = CAEmitterLayer()
    self.snowEmitter.emitterPosition = CGPointMake(self.view.bounds.size.width / 2.0, -30)
    self.snowEmitter.emitterSize = CGSizeMake(self.view.bounds.size.width * 2.0, 0.0)
    self.snowEmitter.emitterShape = kCAEmitterLayerLine
    self.snowEmitter.emitterMode = kCAEmitterLayerOutline

    var snowflake: CAEmitterCell! = CAEmitterCell()
    snowflake.name = "snow"
    snowflake.birthRate = 30.0
    snowflake.lifetime = 10.0
    snowflake.velocity = -10
    snowflake.velocityRange = 10
    snowflake.yAcceleration = 20
    snowflake.emissionRange = 0.5 * .pi
    snowflake.spinRange = 0.25 * .pi
    snowflake.scale = implicitConversion(self.flakeSize)
    snowflake.contents = UIImage(named: "snow")?.cgImage
    snowflake.color = UIColor(red: 0.6, green: 0.658, blue: 0.743, alpha: 1.0).cgColor

    self.snowEmitter.emitterCells = [snowflake]
    self.snowEmitter.shadowOpacity = 1.0
    self.snowEmitter.shadowRadius = 0.0
    self.snowEmitter.shadowOffset = CGSizeMake(0.0, 1.0)
    self.snowEmitter.shadowColor = UIColor.white.cgColor
    self.view.layer.insertSublayer(self.snowEmitter, at: 0)
  }
}
