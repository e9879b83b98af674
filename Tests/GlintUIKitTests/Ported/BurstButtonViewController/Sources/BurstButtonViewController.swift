import GlintUIKit

/// A button that makes a short burst of sparks over it; the burst ends by itself.
class BurstButtonViewController: UIViewController {
  private let emitter = CAEmitterLayer()
  private let button = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
    button.setTitle("Burst", for: .normal)
    button.addTarget(self, action: Selector("burst"), for: .touchUpInside)
    view.addSubview(button)

    emitter.emitterPosition = button.center
    emitter.emitterShape = .circle
    emitter.emitterSize = CGSize(width: 40, height: 40)
    emitter.birthRate = 0
    let spark = CAEmitterCell()
    spark.name = "spark"
    spark.birthRate = 400
    spark.lifetime = 0.6
    spark.velocity = 120
    spark.emissionRange = .pi * 2
    spark.color = UIColor.orange.cgColor
    spark.contents = UIImage(named: "spark")?.cgImage
    emitter.emitterCells = [spark]
    view.layer.addSublayer(emitter)
  }

  func burst() {
    emitter.beginTime = CACurrentMediaTime()
    emitter.birthRate = 1
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [weak self] in
      self?.emitter.birthRate = 0
    }
  }
}

// Added by glint port: calls by selector, which Swift on Linux cannot make itself.
extension BurstButtonViewController: SelectorTarget {
  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    switch selector.name {
    case "burst":
      burst()
      return true
    default: return false
    }
  }
}
