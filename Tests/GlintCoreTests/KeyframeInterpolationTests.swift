import Testing

@testable import GlintCore

/// Keyframe interpolation: key times, the four calculation modes, per-segment timing functions.
@Suite struct KeyframeInterpolationTests {
  static let values: [SIMD4<Double>] = [SIMD4(0, 0, 0, 0), SIMD4(10, 0, 0, 0), SIMD4(10, 30, 0, 0)]

  static func at(_ k: KeyframeInterpolation, _ p: Double) -> SIMD4<Double> { k.value(at: p) }

  @Test func linearSpacesValuesEvenlyWithoutKeyTimes() {
    let k = KeyframeInterpolation(values: Self.values, keyTimes: nil, mode: .linear, timingFunctions: [])
    #expect(Self.at(k, 0) == Self.values[0])
    #expect(Self.at(k, 0.25) == SIMD4(5, 0, 0, 0))
    #expect(Self.at(k, 0.75) == SIMD4(10, 15, 0, 0))
    #expect(Self.at(k, 1) == Self.values[2])
    #expect(Self.at(k, 2) == Self.values[2])
  }

  @Test func linearFollowsKeyTimes() {
    let k = KeyframeInterpolation(
      values: Self.values, keyTimes: [0, 0.8, 1], mode: .linear, timingFunctions: [])
    #expect(Self.at(k, 0.4) == SIMD4(5, 0, 0, 0))
    #expect(abs(Self.at(k, 0.9).y - 15) < 1e-9)
  }

  @Test func invalidKeyTimesAreReportedAndEvenlySpaced() {
    #expect(KeyframeInterpolation.validate([0, 1], count: 3) == "has 2 entries where 3 are needed")
    #expect(KeyframeInterpolation.validate([0, 0.7, 0.5], count: 3) == "is not in increasing order")
    #expect(KeyframeInterpolation.validate([0, 0.5, 1.5], count: 3) == "has a value outside 0...1")
    let k = KeyframeInterpolation(
      values: Self.values, keyTimes: [0, 0.9], mode: .linear, timingFunctions: [])
    #expect(Self.at(k, 0.25) == SIMD4(5, 0, 0, 0))
  }

  @Test func discreteHoldsEachValue() {
    let even = KeyframeInterpolation(values: Self.values, keyTimes: nil, mode: .discrete, timingFunctions: [])
    #expect(Self.at(even, 0.3) == Self.values[0])
    #expect(Self.at(even, 0.34) == Self.values[1])
    #expect(Self.at(even, 0.7) == Self.values[2])
    #expect(Self.at(even, 1) == Self.values[2])
    let timed = KeyframeInterpolation(
      values: Self.values, keyTimes: [0, 0.1, 0.2, 1], mode: .discrete, timingFunctions: [])
    #expect(Self.at(timed, 0.15) == Self.values[1])
    #expect(Self.at(timed, 0.5) == Self.values[2])
  }

  @Test func pacedIgnoresKeyTimesAndKeepsSpeedConstant() {
    let k = KeyframeInterpolation(
      values: Self.values, keyTimes: [0, 0.9, 1], mode: .paced,
      timingFunctions: [MediaTimingFunction(name: .easeIn)])
    #expect(k.times == [0, 0.25, 1])  // 10 then 30 units of distance
    #expect(Self.at(k, 0.125) == SIMD4(5, 0, 0, 0))
    #expect(Self.at(k, 0.625) == SIMD4(10, 15, 0, 0))
  }

  @Test func timingFunctionsPaceEachSegment() {
    let easeIn = MediaTimingFunction(name: .easeIn)
    let k = KeyframeInterpolation(
      values: Self.values, keyTimes: nil, mode: .linear,
      timingFunctions: [easeIn, MediaTimingFunction(name: .linear)])
    #expect(abs(Self.at(k, 0.25).x - 10 * easeIn.value(at: 0.5)) < 1e-9)
    #expect(abs(Self.at(k, 0.75).y - 15) < 1e-9)
  }

  @Test func cubicPassesThroughTheValuesSmoothly() {
    let values: [SIMD4<Double>] = [
      SIMD4(0, 0, 0, 0), SIMD4(1, 0, 0, 0), SIMD4(0, 0, 0, 0), SIMD4(1, 0, 0, 0),
    ]
    let k = KeyframeInterpolation(values: values, keyTimes: nil, mode: .cubic, timingFunctions: [])
    for (i, v) in values.enumerated() { #expect(abs(Self.at(k, Double(i) / 3).x - v.x) < 1e-12) }
    // Catmull-Rom: at the middle of segment 1 (values 1 → 0, neighbours 0 and 1) the value is ½,
    // and at the middle of the first (neighbour repeated) it is (0 + 1)/2 + (0 - 1)/8 · ... = 0.5625.
    #expect(abs(Self.at(k, 0.5).x - 0.5) < 1e-12)
    #expect(abs(Self.at(k, 1.0 / 6).x - 0.5625) < 1e-12)
    // Smooth: the slope on both sides of a key value agrees.
    let h = 1e-6
    let left = (Self.at(k, 2.0 / 3) - Self.at(k, 2.0 / 3 - h)).x / h
    let right = (Self.at(k, 2.0 / 3 + h) - Self.at(k, 2.0 / 3)).x / h
    #expect(abs(left - right) < 1e-3)
  }
}
