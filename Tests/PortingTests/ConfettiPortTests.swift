import GlintCore
import Testing

/// The confetti port: the layer's birth rate decays from 1 to 0 over 3 s along ease-out, and the
/// births follow the integral of the animated rate.
@Suite struct ConfettiPortTests {
  /// Six colour cells of 20 particles a second each.
  static let fullRate = 6.0 * 20

  /// Core Animation's ease-out, the cubic Bézier (0, 0) (0.58, 1) (1, 1), solved here on its own.
  static func easeOut(_ u: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let s = (low + high) / 2
      let x = 3 * (1 - s) * s * s * 0.58 + s * s * s
      if x < u { low = s } else { high = s }
    }
    let s = (low + high) / 2
    return 3 * (1 - s) * s * s + s * s * s
  }

  /// The layer's animated birth rate at `t`: 1 → 0 over 3 s, then held at 0 (fill forwards).
  static func layerRate(_ t: Double) -> Double {
    t >= 3 ? 0 : 1 - easeOut(t / 3)
  }

  /// The particles expected over [a, b]: the integral of the rate (Simpson's rule).
  static func expectedBirths(from a: Double, to b: Double) -> Double {
    let end = min(b, 3)
    guard end > a else { return 0 }
    let n = 40
    let h = (end - a) / Double(n)
    var sum = layerRate(a) + layerRate(end)
    for i in 1..<n { sum += layerRate(a + Double(i) * h) * (i % 2 == 1 ? 4 : 2) }
    return fullRate * sum * h / 3
  }

  @Test(arguments: [30.0, 60.0, 144.0])
  func birthsFollowTheIntegralOfTheAnimatedRate(fps: Double) throws {
    let host = Ports.host(ConfettiEffect(), size: Size(width: 800, height: 600))
    let layers = Ports.canvasLayers(host)
    try #require(layers.count == 1)
    var worst = 0.0
    var expected = 0.0
    var previous = 0.0
    Ports.run(host, to: 5, fps: fps) { time in
      expected += Self.expectedBirths(from: previous, to: time)
      previous = time
      worst = max(worst, abs(Double(Ports.births(layers)) - expected))
    }
    // Within one particle per cell.
    #expect(worst <= 6, "births strayed \(worst) from the integral at \(fps) steps a second")
    #expect(abs(Double(Ports.births(layers)) - Self.expectedBirths(from: 0, to: 3)) <= 6)
  }

  @Test func theRainThinsOutThenStops() {
    let host = Ports.host(ConfettiEffect(), size: Size(width: 800, height: 600))
    let layers = Ports.canvasLayers(host)
    var perSecond: [Int] = []
    for second in 1...6 {
      let before = Ports.births(layers)
      Ports.run(host, to: Double(second), fps: 60)
      perSecond.append(Ports.births(layers) - before)
    }
    #expect(perSecond[0] > perSecond[1] && perSecond[1] > perSecond[2] && perSecond[2] > 0, "\(perSecond)")
    #expect(perSecond[3...].allSatisfy { $0 == 0 }, "\(perSecond)")
  }
}
