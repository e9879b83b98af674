// Translated from Objective-C by glint port.
// swift-format-ignore-file
import GlintUIKit

class ConfettiBurstView: UIView {
  var confetti: CAEmitterLayer!

  override func didMoveToWindow() {
    super.didMoveToWindow()
    confetti = CAEmitterLayer()
    confetti.emitterPosition = CGPointMake(CGRectGetMidX(self.bounds), 0)
    confetti.emitterShape = kCAEmitterLayerLine
    confetti.emitterSize = CGSizeMake(self.bounds.size.width, 1)

    var colors: [UIColor]! = [UIColor(red: 0.95, green: 0.40, blue: 0.27, alpha: 1.0), UIColor(red: 1.00, green: 0.78, blue: 0.36, alpha: 1.0), UIColor(red: 0.48, green: 0.78, blue: 0.64, alpha: 1.0)]
    var cells: [CAEmitterCell]! = []
    for case let color as UIColor in colors {
      var cell: CAEmitterCell! = CAEmitterCell()
      cell.birthRate = 10
      cell.lifetime = 6
      cell.velocity = 120
      cell.emissionLongitude = .pi
      cell.emissionRange = (.pi / 4)
      cell.spinRange = 4
      cell.color = color.cgColor
      cell.contents = UIImage(named: "confetti")?.cgImage
      cells.append(cell)
    }
    confetti.emitterCells = cells
    self.layer.addSublayer(confetti)

    DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { [self] in
      confetti.birthRate = 0
    }
  }
}
