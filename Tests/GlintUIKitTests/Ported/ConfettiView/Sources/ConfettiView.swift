import GlintUIKit

/// A confetti shower from a view backed by an emitter layer; it stops itself after two seconds.
class ConfettiView: UIView {
  override class var layerClass: AnyClass {
    return CAEmitterLayer.self
  }

  var emitter: CAEmitterLayer {
    return layer as! CAEmitterLayer
  }

  let colors: [UIColor] = [.red, .green, .blue, .yellow, .orange, .purple]
  var stopTimer: Timer?

  override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil else { return }
    emitter.emitterPosition = CGPoint(x: bounds.midX, y: 0)
    emitter.emitterShape = .line
    emitter.emitterSize = CGSize(width: bounds.size.width, height: 1)
    emitter.emitterCells = colors.map { color in
      let cell = CAEmitterCell()
      cell.birthRate = 6
      cell.lifetime = 8
      cell.velocity = 150
      cell.velocityRange = 50
      cell.emissionLongitude = CGFloat.pi
      cell.emissionRange = CGFloat.pi / 4
      cell.spin = 2
      cell.spinRange = 3
      cell.scale = 0.5
      cell.color = color.cgColor
      cell.contents = UIImage(named: "confetti")?.cgImage
      return cell
    }
    stopTimer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in
      self?.emitter.birthRate = 0
    }
  }
}
