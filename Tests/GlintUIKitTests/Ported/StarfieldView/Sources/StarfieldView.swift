import GlintUIKit

/// Twinkling stars in random colours at random places, one emitter each.
class StarfieldView: UIView {
  let palette = [UIColor.white, UIColor.cyan, UIColor.yellow, UIColor.magenta]
  var stars: [CAEmitterLayer] = []

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    let screen = UIScreen.main.bounds
    for _ in 0..<5 {
      let star = CAEmitterLayer()
      let x = CGFloat(drand48()) * CGRectGetWidth(screen)
      let y = CGFloat(arc4random()) / CGFloat(UInt32.max) * CGRectGetHeight(screen)
      star.emitterPosition = CGPoint(x: x, y: y)
      star.renderMode = .additive
      let twinkle = CAEmitterCell()
      twinkle.birthRate = 20
      twinkle.lifetime = 0.5
      twinkle.velocity = 10
      twinkle.emissionRange = .pi * 2
      twinkle.duration = CFTimeInterval(MAXFLOAT)
      let pick = Int(arc4random_uniform(UInt32(palette.count)))
      twinkle.color = palette[pick].cgColor
      twinkle.contents = UIImage(named: "star")?.cgImage
      star.emitterCells = [twinkle]
      layer.addSublayer(star)
      stars.append(star)
    }
    let centre = CAEmitterLayer()
    centre.emitterPosition = CGPoint(x: CGRectGetMidX(screen), y: CGRectGetMidY(screen))
    centre.birthRate = 0
    layer.addSublayer(centre)
  }
}
