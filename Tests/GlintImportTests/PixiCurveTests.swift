import Foundation
import GlintCore
import Testing

@testable import GlintImport

/// Value lists through the real engine: a particle's colour and alpha at half its life are the
/// midpoints of a two-key list, stepped lists hold, and pixi's eases reach the curves.
struct PixiCurveTests {
  static func config(_ behaviours: String, lifetime: Double = 1, frequency: Double = 0.05) -> String {
    """
    { "lifetime": { "min": \(lifetime), "max": \(lifetime) }, "frequency": \(frequency), "maxParticles": 1000,
      "pos": { "x": 0, "y": 0 }, "behaviors": [ \(behaviours) ] }
    """
  }

  /// The particles of an imported config after `time` seconds of a held pointer.
  func particles(_ json: String, at time: Double) throws -> [ParticleSnapshot] {
    let effect = try Pixi.load(try Pixi.importText(json)).declaration
    return Pixi.particles(Pixi.held(effect, until: time))
  }

  @Test func colourAndAlphaAtHalfLifeAreTheMidpoints() throws {
    let json = Self.config(
      #"""
      { "type": "alpha", "config": { "alpha": { "list": [{ "time": 0, "value": 0.8 }, { "time": 1, "value": 0.2 }] } } },
      { "type": "color", "config": { "color": { "list": [{ "time": 0, "value": "ff0000" }, { "time": 1, "value": "0000ff" }] } } }
      """#)
    let half = try particles(json, at: 0.5).filter { abs($0.age - 0.5) < 1e-4 }
    #expect(
      half.nonEmptyAndAllSatisfy {
        abs($0.a - 0.5) < 0.01 && abs($0.r - 0.5) < 0.01 && abs($0.b - 0.5) < 0.01
      })
    #expect(half.nonEmptyAndAllSatisfy { $0.g < 0.01 })
  }

  @Test func steppedListsHoldEachValueUntilTheNextKey() throws {
    let json = Self.config(
      #"""
      { "type": "color", "config": { "color": { "list": [{ "time": 0, "value": "ff0000" }, { "time": 0.5, "value": "00ff00" }, { "time": 1, "value": "0000ff" }], "isStepped": true } } },
      { "type": "scale", "config": { "scale": { "list": [{ "time": 0, "value": 1 }, { "time": 0.5, "value": 2 }, { "time": 1, "value": 4 }], "isStepped": true }, "minMult": 1 } }
      """#)
    let all = try particles(json, at: 0.95)
    func near(_ age: Float) -> [ParticleSnapshot] { all.filter { abs($0.age - age) < 1e-3 } }
    #expect(near(0.2).nonEmptyAndAllSatisfy { $0.r == 1 && $0.g == 0 && $0.scale == 1 })
    #expect(near(0.45).nonEmptyAndAllSatisfy { $0.r == 1 && $0.g == 0 && $0.scale == 1 })
    #expect(near(0.55).nonEmptyAndAllSatisfy { $0.r == 0 && $0.g == 1 && $0.scale == 2 })
    #expect(
      near(0.95).nonEmptyAndAllSatisfy { $0.g == 1 && $0.b == 0 && $0.scale == 2 },
      "held, not blended to blue")
  }

  /// The flameStepped sample's colour: two stepped keys hold the first all life long.
  @Test func twoSteppedKeysHoldTheFirst() throws {
    let result = try Pixi.importFile(Pixi.samples.appendingPathComponent("flameStepped.json"))
    let color = try #require(try Pixi.cell(result).curves.color)
    for x: Float in [0, 0.3, 0.6, 0.99] {
      #expect(color.value(at: x) == SIMD3(1, 241.0 / 255, 145.0 / 255))
    }
  }

  /// pixi reads two keys as spanning the whole life whatever their times, and extends the end
  /// segments of longer lists to 0 and 1.
  @Test func listsSpanTheWholeLifeAsPixiReadsThem() {
    let two = PixiValueList(keys: [.init(time: 0.2, value: [1]), .init(time: 0.6, value: [3])])
    #expect(PixiCurve(two, globalEase: nil).keys == [.init(time: 0, value: [1]), .init(time: 1, value: [3])])
    let three = PixiValueList(
      keys: [.init(time: 0.25, value: [1]), .init(time: 0.5, value: [2]), .init(time: 0.75, value: [2])])
    let keys = PixiCurve(three, globalEase: nil).keys
    #expect(keys.first == .init(time: 0, value: [0]) && keys.last == .init(time: 1, value: [2]))
  }

  /// An ease of two segments: a stepped list changes where the eased fraction passes its key,
  /// found by bisection (here where ½·(2x)² = ¼, x = √½ / 2).
  @Test func steppedListsStepAtTheEasedTimes() {
    let ease = PixiEase(segments: [
      .init(start: 0, control: 0, end: 0.5), .init(start: 0.5, control: 1, end: 1),
    ])
    let list = PixiValueList(
      keys: [.init(time: 0, value: [1]), .init(time: 0.25, value: [2]), .init(time: 1, value: [3])],
      isStepped: true)
    let curve = PixiCurve(list, globalEase: ease)
    #expect(curve.stepped && curve.approximation == nil)
    let step = curve.keys.first { $0.value == [2] }?.time ?? 0
    #expect(abs(step - 0.5.squareRoot() / 2) < 1e-6)
  }

  /// A linear list under an ease that is no single cubic: keys close enough to pixi's values,
  /// with how close said.
  @Test func easedListsAreSampledWithinTheirTolerance() {
    let ease = PixiEase(segments: [
      .init(start: 0, control: 0.379, end: 0.548), .init(start: 0.548, control: 0.717, end: 0.676),
      .init(start: 0.676, control: 0.635, end: 1),
    ])
    let list = PixiValueList(keys: [.init(time: 0, value: [0.73]), .init(time: 1, value: [0.46])])
    let curve = PixiCurve(list, globalEase: ease)
    let error = try! #require(curve.approximation)
    #expect(error <= 0.002 * 0.27 + 1e-12)
    let baked = PixiValueList(keys: curve.keys)
    for index in 0...100 {
      let x = Double(index) / 100
      #expect(abs(baked.value(at: x)[0] - list.value(at: ease(x))[0]) <= error + 1e-12)
    }
  }

  /// One segment from 0 to 1 with its control inside 0...1 is exactly a cubic timing function.
  @Test func aSingleSegmentEaseIsACubic() {
    let ease = PixiEase(segments: [.init(start: 0, control: 0.8, end: 1)])
    let points = try! #require(ease.cubicControlPoints)
    let cubic = MediaTimingFunction(
      controlPoints: Float(points[0]), Float(points[1]), Float(points[2]), Float(points[3]))
    for index in 0...20 {
      let x = Double(index) / 20
      #expect(abs(cubic.value(at: x) - ease(x)) < 1e-4)
    }
    #expect(
      PixiEase(segments: [.init(start: 0, control: 1.5, end: 1)]).cubicControlPoints == nil, "overshoots")
  }
}
