import GlintCore
import Testing

/// What animations compute with key path values: blends, sums, distances.
@Suite struct KeyPathArithmeticTests {
  @Test func interpolationIsComponentwise() {
    #expect(KeyPathValue.number(150).interpolated(to: 0, fraction: 0.25) == .number(112.5))
    let a = KeyPathValue.point(Point(x: 0, y: 10))
    let b = KeyPathValue.point(Point(x: 100, y: -10))
    #expect(a.interpolated(to: b, fraction: 0.5) == .point(Point(x: 50, y: 0)))
    #expect(a.interpolated(to: b, fraction: 1.5) == .point(Point(x: 150, y: -20)))
    let c = KeyPathValue.color(.red).interpolated(to: .color(.blue), fraction: 0.5)
    #expect(c == .color(Color(red: 0.5, green: 0, blue: 0.5)))
    let r = KeyPathValue.rect(.unit).interpolated(
      to: .rect(Rect(x: 1, y: 1, width: 0, height: 0)), fraction: 0.5)
    #expect(r == .rect(Rect(x: 0.5, y: 0.5, width: 0.5, height: 0.5)))
  }

  @Test func sumsDifferencesScalingAndDistance() {
    let s = KeyPathValue.size(Size(width: 3, height: 4))
    #expect(s.adding(s) == .size(Size(width: 6, height: 8)))
    #expect(s.subtracting(s) == .size(.zero))
    #expect(s.scaled(by: -1) == .size(Size(width: -3, height: -4)))
    #expect(KeyPathValue.size(.zero).distance(to: s) == 5)
  }

  @Test func mismatchedOrDiscreteKindsGiveNil() {
    #expect(KeyPathValue.number(1).interpolated(to: .point(.zero), fraction: 0.5) == nil)
    #expect(KeyPathValue.string("a").interpolated(to: "b", fraction: 0.5) == nil)
    #expect(KeyPathValue.bool(true).adding(true) == nil)
    #expect(KeyPathValue.null.scaled(by: 2) == nil)
    #expect(KeyPathValue.number(1).distance(to: .color(.red)) == nil)
  }
}
