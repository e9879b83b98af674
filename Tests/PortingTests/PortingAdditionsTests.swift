import GlintCore
import Testing

/// The small additions of Porting.swift, with UIKit's values.
@Suite struct PortingAdditionsTests {
  func rgb(_ color: Color) -> [Float] {
    [color.red, color.green, color.blue].map { ($0 * 1000).rounded() / 1000 }
  }

  @Test func hueSaturationBrightnessAsUIKit() {
    #expect(rgb(Color(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0])
    #expect(rgb(Color(hue: 1.0 / 6, saturation: 1, brightness: 1, alpha: 1)) == [1, 1, 0])
    #expect(rgb(Color(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == [0, 1, 0])
    #expect(rgb(Color(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)) == [0, 1, 1])
    #expect(rgb(Color(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == [0, 0, 1])
    #expect(rgb(Color(hue: 5.0 / 6, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 1])
    #expect(rgb(Color(hue: 1, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0])
    #expect(rgb(Color(hue: 0.25, saturation: 0.5, brightness: 0.8, alpha: 1)) == [0.6, 0.8, 0.4])
    #expect(rgb(Color(hue: 0.7, saturation: 0, brightness: 0.5, alpha: 1)) == [0.5, 0.5, 0.5])
    #expect(Color(hue: 0.1, saturation: 1, brightness: 1, alpha: 0.25).alpha == 0.25)
  }

  @Test func outOfRangeHueSaturationAndBrightnessNeverCrash() {
    #expect(rgb(Color(hue: 1.5, saturation: 1, brightness: 1)) == [0, 1, 1])
    #expect(rgb(Color(hue: -0.5, saturation: 1, brightness: 1)) == [0, 1, 1])
    #expect(rgb(Color(hue: 0, saturation: 2, brightness: -1)) == [0, 0, 0])
    for odd in [Float.nan, .infinity, -.infinity, .greatestFiniteMagnitude] {
      let color = Color(hue: odd, saturation: odd, brightness: odd)
      #expect([color.red, color.green, color.blue].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 })
    }
  }

  @Test func withAlphaComponentKeepsTheColour() {
    let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1).withAlphaComponent(0.5)
    #expect(orange == Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
  }

  @Test func swiftFourTwoTypeNamesAreTheGlintTypes() {
    let shape: EmitterLayerEmitterShape = .line
    let mode: EmitterLayerEmitterMode = .outline
    let render: EmitterLayerRenderMode = .additive
    let filter: LayerContentsFilter = .nearest
    let layer = EmitterLayer()
    layer.emitterShape = shape
    layer.emitterMode = mode
    layer.renderMode = render
    #expect(layer.emitterShape == .line && layer.emitterMode == .outline && layer.renderMode == .additive)
    #expect(filter == ContentsFilter.nearest)
    let fill: MediaTimingFillMode = .forwards
    let curve: MediaTimingFunctionName = .easeOut
    let calculation: AnimationCalculationMode = .paced
    let animation = KeyframeAnimation(keyPath: "emitterPosition")
    animation.fillMode = fill
    animation.calculationMode = calculation
    #expect(animation.fillMode == .forwards && animation.calculationMode == .paced)
    #expect(MediaTimingFunction(name: curve) == MediaTimingFunction(name: .easeOut))
  }
}

/// UIBezierPath's spellings build the very paths of Core Graphics' spellings.
@Suite struct BezierPathSpellingTests {
  let a = Point(x: 10, y: 20)
  let b = Point(x: 110, y: 20)
  let c = Point(x: 60, y: 90)

  @Test func curvesArcsAndCloseAsCoreGraphics() {
    var uikit = Path()
    uikit.move(to: a)
    uikit.addQuadCurve(to: b, controlPoint: c)
    uikit.addCurve(to: a, controlPoint1: c, controlPoint2: b)
    uikit.addArc(withCenter: c, radius: 30, startAngle: 0, endAngle: .pi, clockwise: true)
    uikit.close()
    var coreGraphics = Path()
    coreGraphics.move(to: a)
    coreGraphics.addQuadCurve(to: b, control: c)
    coreGraphics.addCurve(to: a, control1: c, control2: b)
    coreGraphics.addArc(center: c, radius: 30, startAngle: 0, endAngle: .pi, clockwise: true)
    coreGraphics.closeSubpath()
    #expect(uikit == coreGraphics)
  }

  @Test func ovalAndArcInitialisers() {
    let rect = Rect(x: 0, y: 0, width: 40, height: 20)
    #expect(Path(ovalIn: rect) == Path(ellipseIn: rect))
    #expect(!Path(ovalIn: rect).isEmpty)
    var arc = Path()
    arc.addArc(center: c, radius: 5, startAngle: 0, endAngle: 1, clockwise: false)
    #expect(Path(arcCenter: c, radius: 5, startAngle: 0, endAngle: 1, clockwise: false) == arc)
  }
}
