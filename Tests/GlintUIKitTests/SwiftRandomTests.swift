import GlintCore
import GlintUIKit
import Testing

/// A view that places sparks with Swift's own random API, as modern iOS code does.
final class ScatterView: UIView {
  var picks: [CGFloat] = []

  override func didMoveToWindow() {
    super.didMoveToWindow()
    let colours: [UIColor] = [.red, .green, .blue]
    for _ in 0..<4 {
      let spark = CAEmitterLayer()
      spark.emitterPosition = CGPoint(
        x: CGFloat.random(in: 0...bounds.width), y: .random(in: 0..<bounds.height))
      let cell = CAEmitterCell()
      cell.birthRate = Float(Int.random(in: 5...50))
      cell.lifetime = Bool.random() ? 1 : 2
      cell.color = colours.randomElement()?.cgColor
      spark.emitterCells = [cell]
      layer.addSublayer(spark)
      picks.append(spark.emitterPosition.x)
    }
    picks += [1, 2, 3].shuffled().map { CGFloat($0) }
  }
}

struct ScatterViewEffect: ViewEffect {
  func makeRoot() -> UIResponder { ScatterView() }
}

@Suite struct SwiftRandomTests {
  static func picks(seed: UInt32) -> [Point] {
    let host = PointerHost(effect: ScatterViewEffect(), seed: seed)
    host.canvas = Rect(x: 0, y: 0, width: 400, height: 300)
    return host.layers.dropFirst().map(\.emitterPosition)
  }

  @Test func swiftsRandomAPIFollowsTheHostsSeed() {
    let first = Self.picks(seed: 11)
    #expect(first.count == 4)
    #expect(first.allSatisfy { $0.x >= 0 && $0.x <= 400 && $0.y >= 0 && $0.y < 300 })
    #expect(Set(first.map(\.x)).count == 4)
    #expect(Self.picks(seed: 11) == first)
    #expect(Self.picks(seed: 12) != first)
  }
}

/// A view whose timer is made first and added to the run loop after, as much iOS code does. (This
/// file imports GlintUIKit alone, as a ported file does: beside Foundation, `Timer` is ambiguous.)
final class RunLoopTimerView: UIView {
  var ticks = 0

  override func didMoveToWindow() {
    super.didMoveToWindow()
    let timer = Timer(timeInterval: 0.5, repeats: true) { [weak self] _ in self?.ticks += 1 }
    RunLoop.main.add(timer, forMode: .common)
  }
}

struct RunLoopTimerViewEffect: ViewEffect {
  func makeRoot() -> UIResponder { RunLoopTimerView() }
}

@Suite struct RunLoopTimerTests {
  @Test func aTimerAddedToTheRunLoopRunsOnTheHostsClock() throws {
    let host = PointerHost(effect: RunLoopTimerViewEffect(), seed: 1)
    host.canvas = Rect(x: 0, y: 0, width: 100, height: 100)
    host.advance(to: 2.01)
    let view = try #require(
      Mirror(reflecting: host.canvasLayers[0]).descendant("host", "root") as? RunLoopTimerView)
    #expect(view.ticks == 4)  // at 0.5, 1, 1.5 and 2
  }
}

@Suite struct SwiftRandomOutsideAHostTests {
  /// Outside a hosted view's code, the standard library's behaviour: the system's numbers.
  @Test func outsideAHostTheNumbersAreTheSystems() {
    let draws = (0..<8).map { _ in Double.random(in: 0..<1) }
    #expect(Set(draws).count == 8)
  }
}
