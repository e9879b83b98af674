import GlintUIKit

/// Hearts that rise faster with each tap: the rate lives in a property whose didSet applies it.
class HeartsViewController: UIViewController {
  var hearts: CAEmitterLayer!
  var taps = 0
  var intensity: Float = 5 {
    didSet {
      hearts.setValue(intensity, forKeyPath: "emitterCells.heart.birthRate")
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    hearts = CAEmitterLayer()
    hearts.emitterPosition = CGPoint(x: view.center.x, y: view.bounds.maxY)
    hearts.emitterShape = .point
    let heart = CAEmitterCell()
    heart.name = "heart"
    heart.birthRate = intensity
    heart.lifetime = 4
    heart.velocity = 100
    heart.emissionLongitude = -.pi / 2
    heart.emissionRange = 0.3
    heart.color = UIColor.systemPink.cgColor
    heart.contents = UIImage(named: "heart")?.cgImage
    hearts.emitterCells = [heart]
    view.layer.addSublayer(hearts)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    taps += 1
    intensity = Float(5 * (taps + 1))
  }
}
