import GlintCore
import Testing

/// MediaTimingFunction: Core Animation's named curves and the cubic Bézier solved for x.
@Suite struct TimingFunctionTests {
  @Test func namedCurvesHaveCoreAnimationsControlPoints() {
    let expected: [(MediaTimingFunction.Name, Float, Float, Float, Float)] = [
      (.linear, 0, 0, 1, 1), (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1),
      (.easeInEaseOut, 0.42, 0, 0.58, 1), (.default, 0.25, 0.1, 0.25, 1),
    ]
    for (name, x1, y1, x2, y2) in expected {
      let f = MediaTimingFunction(name: name)
      #expect(f.controlPoint(at: 0) == (0, 0))
      #expect(f.controlPoint(at: 1) == (x1, y1), "\(name)")
      #expect(f.controlPoint(at: 2) == (x2, y2), "\(name)")
      #expect(f.controlPoint(at: 3) == (1, 1))
    }
  }

  @Test func linearIsTheIdentityAndEndsAreFixed() {
    let linear = MediaTimingFunction(name: .linear)
    for x in stride(from: 0.0, through: 1.0, by: 0.125) { #expect(abs(linear.value(at: x) - x) < 1e-12) }
    for name in MediaTimingFunction.Name.allCases {
      let f = MediaTimingFunction(name: name)
      #expect(f.value(at: 0) == 0)
      #expect(f.value(at: 1) == 1)
      #expect(f.value(at: -3) == 0)
      #expect(f.value(at: 7) == 1)
      #expect(f.value(at: .nan) == 0)
    }
  }

  /// Known values of the CSS/Core Animation curves (computed independently by solving the cubic
  /// in closed form, and matching browsers' `ease-in-out` tables).
  @Test func knownValues() {
    let easeInOut = MediaTimingFunction(name: .easeInEaseOut)
    #expect(abs(easeInOut.value(at: 0.5) - 0.5) < 1e-9)  // symmetric curve
    #expect(abs(easeInOut.value(at: 0.25) - 0.129_161) < 1e-5)
    #expect(abs(easeInOut.value(at: 0.75) - 0.870_839) < 1e-5)
    let easeIn = MediaTimingFunction(name: .easeIn)
    #expect(abs(easeIn.value(at: 0.5) - 0.315_357) < 1e-5)
    let easeOut = MediaTimingFunction(name: .easeOut)
    #expect(abs(easeOut.value(at: 0.5) - 0.684_643) < 1e-5)  // the mirror of easeIn
    let ease = MediaTimingFunction(name: .default)
    #expect(abs(ease.value(at: 0.5) - 0.802_403) < 1e-5)
  }

  /// The solution is the curve's: x(s) = x and y(s) the value, checked on a dense grid against
  /// the parametric curve itself, including a steep curve where Newton's method needs help.
  @Test func valuesLieOnTheParametricCurve() {
    let curves = [
      MediaTimingFunction(name: .default), MediaTimingFunction(controlPoints: 1, 0, 0, 1),
      MediaTimingFunction(controlPoints: 0, 1, 1, 0), MediaTimingFunction(controlPoints: 0.9, -0.5, 0.1, 1.5),
    ]
    for f in curves {
      let (x1, y1) = f.controlPoint(at: 1)
      let (x2, y2) = f.controlPoint(at: 2)
      func bez(_ s: Double, _ a: Float, _ b: Float) -> Double {
        let u = 1 - s
        return 3 * u * u * s * Double(a) + 3 * u * s * s * Double(b) + s * s * s
      }
      for k in 0...200 {
        let s = Double(k) / 200
        let x = bez(s, x1, x2)
        #expect(abs(f.value(at: x) - bez(s, y1, y2)) < 1e-6, "at s = \(s)")
      }
    }
  }

  @Test func outOfRangeControlPointsAreClamped() {
    let f = MediaTimingFunction(controlPoints: -1, 0, 2, 1)
    #expect(f.controlPoint(at: 1).x == 0)
    #expect(f.controlPoint(at: 2).x == 1)
    let g = MediaTimingFunction(controlPoints: .nan, .infinity, 0.5, 0.5)
    #expect(g.value(at: 0.5).isFinite)
  }
}
