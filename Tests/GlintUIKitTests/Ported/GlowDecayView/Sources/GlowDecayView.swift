import GlintUIKit

/// A glow whose rate decays every tenth of a second; a touch relights it at full rate, and a
/// long press clears the particles.
class GlowDecayView: UIView {
  let glow = CAEmitterLayer()
  var decayTimer: Timer?
  var ticks = 0

  override func didMoveToWindow() {
    super.didMoveToWindow()
    glow.emitterPosition = CGPoint(x: bounds.midX, y: bounds.midY)
    glow.emitterShape = .circle
    glow.emitterSize = CGSize(width: 60, height: 60)
    let cell = CAEmitterCell()
    cell.name = "glow"
    cell.birthRate = 200
    cell.lifetime = 0.5
    cell.velocity = 30
    cell.emissionRange = .pi * 2
    cell.color = UIColor(white: 1, alpha: 0.4).cgColor
    glow.emitterCells = [cell]
    layer.addSublayer(glow)
    decayTimer = Timer.scheduledTimer(
      timeInterval: 0.1, target: self, selector: Selector("decay"), userInfo: nil, repeats: true)
  }

  func decay(_ timer: Timer) {
    ticks += 1
    glow.birthRate *= 0.8
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    glow.birthRate = 1
  }

  func clear() {
    glow.removeFromSuperlayer()
    layer.addSublayer(glow)
  }
}

// Added by glint port: calls by selector, which Swift on Linux cannot make itself.
extension GlowDecayView: SelectorTarget {
  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    switch selector.name {
    case "decay":
      guard let value = sender as? Timer else { return false }
      decay(value)
      return true
    case "clear":
      clear()
      return true
    default: return false
    }
  }
}
