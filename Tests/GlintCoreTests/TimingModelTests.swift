import GlintCore
import Testing

/// The CAMediaTiming model: parent time → local time, or inactive.
@Suite struct TimingModelTests {
  static func animation(_ configure: (inout Timing) -> Void) -> Timing {
    var t = Timing(defaultDuration: 0.25)
    configure(&t)
    return t
  }

  static func simple(_ t: Timing, _ p: Double) -> Double? { t.local(at: p)?.simpleTime }

  @Test func layerDefaultsAreTheParentsTime() {
    let layer = Timing()
    #expect(layer.activeDuration == .infinity)
    #expect(Self.simple(layer, 12.5) == 12.5)
    #expect(Self.simple(layer, -3) == nil)  // before beginTime 0, not filled
  }

  @Test func layerSpeedOffsetAndBegin() {
    var layer = Timing()
    layer.beginTime = 10
    layer.speed = 2
    layer.timeOffset = 5
    #expect(Self.simple(layer, 10) == 5)
    #expect(Self.simple(layer, 11.5) == 8)
    #expect(Self.simple(layer, 9) == nil)
    layer.fillMode = .backwards
    #expect(Self.simple(layer, 9) == 5)
  }

  @Test func speedZeroFreezesAtTheOffset() {
    var layer = Timing()
    layer.speed = 0
    layer.timeOffset = 10
    #expect(Self.simple(layer, 0) == 10)
    #expect(Self.simple(layer, 1000) == 10)
    #expect(layer.endTime == .infinity)
  }

  @Test func negativeSpeedRunsBackwards() {
    var layer = Timing()
    layer.speed = -1
    layer.timeOffset = 10
    #expect(Self.simple(layer, 3) == 7)
    let a = Self.animation {
      $0.duration = 2
      $0.speed = -1
      $0.beginTime = 1
    }
    #expect(Self.simple(a, 1) == 2)
    #expect(Self.simple(a, 1.5) == 1.5)
    #expect(Self.simple(a, 2.75) == 0.25)
    #expect(Self.simple(a, 3) == nil)
  }

  @Test func animationDefaultsToAQuarterSecond() {
    let a = Self.animation { _ in }
    #expect(a.activeDuration == 0.25)
    #expect(Self.simple(a, 0.125) == 0.125)
    #expect(a.local(at: 0.125)?.progress == 0.5)
    #expect(Self.simple(a, 0.25) == nil)  // removed at the end
  }

  @Test func fillModesHoldTheEnds() {
    for mode in FillMode.allCases {
      let a = Self.animation {
        $0.beginTime = 1
        $0.duration = 2
        $0.fillMode = mode
      }
      #expect((Self.simple(a, 0) == 0) == (mode == .backwards || mode == .both), "\(mode)")
      #expect((Self.simple(a, 5) == 2) == (mode == .forwards || mode == .both), "\(mode)")
      #expect(Self.simple(a, 2) == 1)
    }
  }

  @Test func repeatCountIncludingFractionsAndInfinity() {
    let a = Self.animation {
      $0.duration = 1
      $0.repeatCount = 2.5
      $0.fillMode = .forwards
    }
    #expect(a.activeDuration == 2.5)
    #expect(a.local(at: 1.25) == Timing.Local(simpleTime: 0.25, iteration: 1, progress: 0.25))
    #expect(Self.simple(a, 2.4)! - 0.4 < 1e-12)
    #expect(a.local(at: 9)?.simpleTime == 0.5)  // filled at the middle of the third iteration
    #expect(a.local(at: 9)?.iteration == 2)
    let whole = Self.animation {
      $0.duration = 1
      $0.repeatCount = 2
      $0.fillMode = .forwards
    }
    // The end, not a new start.
    #expect(whole.local(at: 5) == Timing.Local(simpleTime: 1, iteration: 1, progress: 1))
    let forever = Self.animation {
      $0.duration = 1
      $0.repeatCount = .infinity
    }
    #expect(forever.activeDuration == .infinity)
    #expect(forever.local(at: 1_000_000.25)?.simpleTime == 0.25)
  }

  @Test func repeatDurationWinsOverTheCount() {
    let a = Self.animation {
      $0.duration = 1
      $0.repeatCount = 10
      $0.repeatDuration = 1.5
    }
    #expect(a.activeDuration == 1.5)
    #expect(Self.simple(a, 1.25) == 0.25)
    #expect(Self.simple(a, 1.5) == nil)
  }

  @Test func autoreverseGoesThereAndBack() {
    let a = Self.animation {
      $0.duration = 1
      $0.autoreverses = true
      $0.fillMode = .forwards
    }
    #expect(a.activeDuration == 2)
    #expect(Self.simple(a, 0.25) == 0.25)
    #expect(Self.simple(a, 1.25) == 0.75)
    #expect(Self.simple(a, 1.75) == 0.25)
    #expect(Self.simple(a, 3) == 0)  // ends back at the start
  }

  @Test func timeOffsetWrapsWithinTheActiveDuration() {
    let a = Self.animation {
      $0.duration = 1
      $0.timeOffset = 0.25
    }
    #expect(Self.simple(a, 0) == 0.25)
    #expect(Self.simple(a, 0.5) == 0.75)
    #expect(Self.simple(a, 0.8)! - 0.05 < 1e-12)  // wrapped round to the start
    #expect(Self.simple(a, 1) == nil)  // still one second long
  }

  @Test func badValuesFallBackToDefaults() {
    let a = Self.animation {
      $0.duration = -4
      $0.repeatCount = -2
      $0.speed = .nan
    }
    #expect(a.activeDuration == 0.25)
    #expect(Self.simple(a, 0.1) == 0.1)
    #expect(a.local(at: .nan) == nil)
    #expect(a.local(at: .infinity) == nil)
  }
}
