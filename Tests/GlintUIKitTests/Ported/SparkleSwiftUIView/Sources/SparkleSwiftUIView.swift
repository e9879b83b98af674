import GlintUIKit

/// A UIKit emitter view that sparkles where the finger is, wrapped for a SwiftUI screen.
final class SparkleEmitterView: UIView {
  private let emitter = CAEmitterLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    emitter.emitterShape = .point
    emitter.renderMode = .additive
    emitter.birthRate = 0
    let spark = CAEmitterCell()
    spark.birthRate = 120
    spark.lifetime = 1.5
    spark.velocity = 60
    spark.emissionRange = .pi * 2
    spark.scale = 0.2
    spark.color = UIColor.yellow.cgColor
    spark.contents = UIImage(named: "spark")?.cgImage
    emitter.emitterCells = [spark]
    layer.addSublayer(emitter)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    emitter.emitterPosition = point
    emitter.birthRate = 1
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    emitter.emitterPosition = point
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    emitter.birthRate = 0
  }
}

struct SparkleRepresentable: UIViewRepresentable {
  typealias UIViewType = SparkleEmitterView

  func makeUIView(context: Context) -> SparkleEmitterView {
    let view = SparkleEmitterView(frame: .zero)
    view.backgroundColor = .clear
    return view
  }

  func updateUIView(_ uiView: SparkleEmitterView, context: Context) {}
}

struct ContentView: View {
  var body: some View {
    SparkleRepresentable()
      .frame(width: 300, height: 200)
      .background(Color.black)
      .ignoresSafeArea()
  }
}

struct ContentView_Previews: PreviewProvider {
  static var previews: some View {
    ContentView()
  }
}
