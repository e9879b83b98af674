import CAllocationCounter
import GlintCore
import XCTest

@testable import GlintUIKit

/// An emitter that follows the finger, the shape most ported views have.
private final class FollowingEmitterView: UIView {
  var emitter: CAEmitterLayer?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    let layer = CAEmitterLayer()
    layer.emitterPosition = point
    let cell = CAEmitterCell()
    cell.birthRate = 200
    cell.lifetime = 1
    cell.velocity = 50
    layer.emitterCells = [cell]
    self.layer.addSublayer(layer)
    emitter = layer
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    emitter?.emitterPosition = point
  }
}

private struct FollowingEmitterEffect: ViewEffect {
  func makeRoot() -> UIResponder { FollowingEmitterView() }
}

/// The host calls into a hosted view's code several times a frame (touches, timers, actions);
/// making the view's code see its host must not allocate each time, as a task-local would.
final class HostedAllocationTests: XCTestCase {
  private func hostedView() -> (host: ViewHost, layers: [EmitterLayer]) {
    let bounds = Rect(x: 0, y: 0, width: 400, height: 300)
    let layers = FollowingEmitterEffect().makeCanvasLayers(
      in: bounds, random: EffectRandom(seed: 1), time: 0)
    return ((layers[0] as! ViewHostLayer).host, layers)
  }

  func testRunningTheViewsCodeAllocatesNothing() throws {
    try XCTSkipUnless(glint_allocations_counted(), "a sanitizer's build counts no allocations")
    let (host, _) = hostedView()
    var seen = 0
    HostContext.with(host) {}
    let before = glint_thread_allocations()
    for _ in 1...100 {
      HostContext.with(host) { if HostContext.current === host { seen += 1 } }
    }
    XCTAssertEqual(glint_thread_allocations() - before, 0)
    XCTAssertEqual(seen, 100)
  }

  func testTheHostIsOnlyCurrentWhileTheViewsCodeRuns() {
    let (host, _) = hostedView()
    XCTAssertNil(HostContext.current)
    let inner = hostedView().host
    host.run(at: 0) {
      XCTAssertTrue(HostContext.current === host)
      inner.run(at: 0) { XCTAssertTrue(HostContext.current === inner) }
      XCTAssertTrue(HostContext.current === host)
    }
    XCTAssertNil(HostContext.current)
  }
}
