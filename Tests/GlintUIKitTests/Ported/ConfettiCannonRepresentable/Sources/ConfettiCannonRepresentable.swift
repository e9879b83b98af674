import GlintUIKit

/// Confetti raining from the top edge, as a representable a SwiftUI screen drops in; its
/// coordinator keeps the emitter so that an update can change the rate.
struct ConfettiCannon: UIViewRepresentable {
  var intensity: Float = 0.5

  final class Coordinator: NSObject {
    var emitter: CAEmitterLayer?
  }

  func makeCoordinator() -> Coordinator {
    Coordinator()
  }

  func makeUIView(context: Context) -> UIView {
    let view = UIView(frame: UIScreen.main.bounds)
    view.isUserInteractionEnabled = false
    let emitter = CAEmitterLayer()
    emitter.emitterShape = .line
    emitter.emitterPosition = CGPoint(x: UIScreen.main.bounds.midX, y: -10)
    emitter.emitterSize = CGSize(width: UIScreen.main.bounds.width, height: 1)
    let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemYellow]
    emitter.emitterCells = colors.map { color in
      let cell = CAEmitterCell()
      cell.birthRate = 25
      cell.lifetime = 6
      cell.velocity = 150
      cell.emissionLongitude = .pi
      cell.emissionRange = .pi / 4
      cell.spin = 3
      cell.scale = 0.1
      cell.color = color.cgColor
      cell.contents = UIImage(named: "confetti")?.cgImage
      return cell
    }
    view.layer.addSublayer(emitter)
    context.coordinator.emitter = emitter
    return view
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    context.coordinator.emitter?.birthRate = intensity
  }
}
