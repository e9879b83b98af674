import GlintUIKit

/// A fire along the bottom of the screen, stoked by a button.
class FireViewController: UIViewController {
  let fireEmitter = CAEmitterLayer()
  var heat: Float = 60

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black

    fireEmitter.emitterPosition = CGPoint(x: view.bounds.width / 2, y: view.bounds.height - 20)
    fireEmitter.emitterSize = CGSize(width: view.bounds.width / 3, height: 1)
    fireEmitter.emitterShape = kCAEmitterLayerLine
    fireEmitter.renderMode = kCAEmitterLayerAdditive

    let fire = CAEmitterCell()
    fire.name = "fire"
    fire.birthRate = heat
    fire.lifetime = 1.2
    fire.lifetimeRange = 0.4
    fire.velocity = 90
    fire.velocityRange = 30
    fire.emissionLongitude = -CGFloat.pi / 2
    fire.emissionRange = 0.4
    fire.scaleSpeed = 0.3
    fire.color = UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.1).cgColor
    fire.alphaSpeed = -0.3
    fire.contents = UIImage(named: "fire")?.cgImage
    fireEmitter.emitterCells = [fire]
    view.layer.addSublayer(fireEmitter)
  }

  @IBAction func stoke(_ sender: UIButton) {
    heat *= 2
    fireEmitter.setValue(heat, forKeyPath: "emitterCells.fire.birthRate")
  }

  @IBAction func douse(_ sender: Any) {
    fireEmitter.setValue(0, forKeyPath: "birthRate")
  }
}

// Added by glint port: calls by selector, which Swift on Linux cannot make itself.
extension FireViewController: SelectorTarget {
  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    switch selector.name {
    case "stoke":
      stoke(sender as? UIButton ?? UIButton())
      return true
    case "douse":
      douse(sender as Any)
      return true
    default: return false
    }
  }
}
