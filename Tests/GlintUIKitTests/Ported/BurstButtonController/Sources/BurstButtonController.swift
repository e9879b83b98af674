// Translated from Objective-C by glint port.
// swift-format-ignore-file
import GlintUIKit

class BurstButtonController: UIViewController {
  var burstLayer: CAEmitterLayer!
  var burstButton: UIButton!

  override func viewDidLoad() {
    super.viewDidLoad()
    self.burstButton = UIButton(type: .system)
    self.burstButton.frame = CGRectMake(100, 200, 100, 50)
    self.burstButton?.setTitle("Burst", for: .normal)
    self.burstButton?.addTarget(self, action: Selector("burst"), for: .touchUpInside)
    self.view.addSubview(self.burstButton)

    self.burstLayer = CAEmitterLayer()
    self.burstLayer.emitterPosition = self.burstButton.center
    self.burstLayer.birthRate = 0
    var star: CAEmitterCell! = CAEmitterCell()
    star.birthRate = 300
    star.lifetime = 0.7
    star.velocity = 150
    star.emissionRange = 2 * .pi
    star.color = UIColor.yellow.cgColor
    star.contents = UIImage(named: "star")?.cgImage
    self.burstLayer.emitterCells = [star]
    self.view.layer.addSublayer(self.burstLayer)
  }

  func burst(_ sender: Any!) {
    self.burstLayer.birthRate = 1
    self.perform(Selector("stopBurst"), with: nil, afterDelay: 0.2)
  }

  func stopBurst() {
    self.burstLayer.birthRate = 0
  }
}

// Added by glint port: calls by selector, which Swift on Linux cannot make itself.
extension BurstButtonController: SelectorTarget {
  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    switch selector.name {
    case "burst":
      burst(sender)
      return true
    case "stopBurst":
      stopBurst()
      return true
    default: return false
    }
  }
}
