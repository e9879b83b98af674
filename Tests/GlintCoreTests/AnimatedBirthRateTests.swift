import GlintCore
import Testing

/// Births under an animated birth rate follow the integral of the rate, to one particle, at any
/// step rate.
@Suite struct AnimatedBirthRateTests {
  static let stepRates: [Double] = [30, 60, 144]

  /// Births in each quarter second of [0, 2.5] at `fps` steps per second.
  static func birthsPerQuarter(_ layer: EmitterLayer, fps: Double) -> [Int] {
    var counts: [Int] = []
    var before = layer.birthCount
    for q in 1...10 {
      Engine.run(layer, to: Double(q) * 0.25, fps: fps)
      counts.append(layer.birthCount - before)
      before = layer.birthCount
    }
    return counts
  }

  /// Confetti whose layer birth rate decays 1 → 0 over 2 s (the model is set to the final 0 first,
  /// as iOS code does): the births of each quarter second are 100·∫(1 − t/2) dt.
  @Test(arguments: stepRates) func layerRateRampFollowsTheIntegral(fps: Double) throws {
    let layer = Engine.layer {
      $0.birthRate = 100
      $0.lifetime = 5
      $0.velocity = 50
    }
    layer.birthRate = 0
    let decay = BasicAnimation(keyPath: "birthRate")
    decay.fromValue = 1
    decay.toValue = 0
    decay.duration = 2
    try layer.add(decay, forKey: "decay")
    let counts = Self.birthsPerQuarter(layer, fps: fps)
    for (q, count) in counts.enumerated() {
      let (a, b) = (Double(q) * 0.25, Double(q + 1) * 0.25)
      func integral(_ t: Double) -> Double { let t = min(t, 2); return 100 * (t - t * t / 4) }
      #expect(
        abs(Double(count) - (integral(b) - integral(a))) <= 1, "quarter \(q) at \(fps) steps/s: \(count)")
    }
    #expect(counts.reduce(0, +) == 100)
    #expect(layer.birthRate == 0)  // the model never changed
    #expect(layer.animationKeys().isEmpty)  // removed on completion
  }

  /// Hearts: `emitterCells.heart.birthRate` 150 → 0 over 2 s, eased; births per quarter second
  /// against the integral of the eased rate (computed here by a fine midpoint sum).
  @Test(arguments: stepRates) func cellRateThroughAKeyPathFollowsTheIntegral(fps: Double) throws {
    let layer = Engine.layer {
      $0.name = "heart"
      $0.birthRate = 150
      $0.lifetime = 3
    }
    let fade = BasicAnimation(keyPath: "emitterCells.heart.birthRate")
    fade.fromValue = 150
    fade.toValue = 0
    fade.duration = 2
    fade.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    try layer.add(fade, forKey: "fade")
    let counts = Self.birthsPerQuarter(layer, fps: fps)
    let ease = MediaTimingFunction(name: .easeInEaseOut)
    func rate(_ t: Double) -> Double { t >= 2 ? 0 : 150 * (1 - ease.value(at: t / 2)) }
    for (q, count) in counts.enumerated() {
      let a = Double(q) * 0.25
      let n = 20_000
      var area = 0.0
      for i in 0..<n { area += rate(a + (Double(i) + 0.5) * 0.25 / Double(n)) * 0.25 / Double(n) }
      #expect(abs(Double(count) - area) <= 1, "quarter \(q) at \(fps) steps/s: \(count) for \(area)")
    }
    #expect(counts.reduce(0, +) == 150)
    #expect(layer.animationKeys() == ["fade"])
  }

  /// A huge animated rate into a small layer of short-lived particles neither floods nor stalls:
  /// births past the capacity are dropped, and dead ones skipped, by count.
  @Test func aHugeAnimatedRateIsBoundedByTheCapacity() throws {
    let layer = Engine.layer(capacity: 100) {
      $0.birthRate = 1
      $0.lifetime = 0.5
    }
    let flood = BasicAnimation(keyPath: "emitterCells.c.birthRate")
    flood.fromValue = 0
    flood.toValue = 1e9
    flood.duration = 1
    try layer.add(flood, forKey: "flood")
    Engine.run(layer, to: 1, fps: 60)
    #expect(layer.particleCount == 100)
    #expect(layer.droppedBirths > 1_000_000)
  }

  /// The same births at the same instants whatever the step rate.
  @Test func birthInstantsDoNotDependOnTheStepRate() throws {
    var runs: [[Double]] = []
    for fps in Self.stepRates {
      let layer = Engine.layer {
        $0.birthRate = 40
        $0.lifetime = 10
      }
      let ramp = BasicAnimation(keyPath: "birthRate")
      ramp.fromValue = 0
      ramp.toValue = 2
      ramp.duration = 1.5
      try layer.add(ramp, forKey: nil)
      Engine.run(layer, to: 1.5, fps: fps)
      runs.append(Engine.particles(layer).map(\.birthTime).sorted())
    }
    #expect(runs[0].count == 60)
    for run in runs.dropFirst() {
      #expect(run.count == runs[0].count)
      #expect(zip(run, runs[0]).allSatisfy { abs($0 - $1) < 1e-6 })
    }
  }
}
