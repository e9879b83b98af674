import Foundation
import GlintCore
import GlintFiles
import Testing

@testable import GlintCLI

/// However costly the effect, a preview frame's simulation is bounded, so the window reads its
/// input every frame: a frame simulates at most `longestFrame`, its births are held to the
/// pane's birth budget, and the preview says when it falls behind real time.
@Suite struct PreviewFrameCostTests {
  /// The costliest file the limits allow, near enough (the engine benchmark runs it too).
  static let nestedWaves = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Benchmarks/Effects/nested-waves.json")

  @Test func slowFramesSimulateAtMostTheLongestFrameWithinTheBirthBudgetAndSaySo() throws {
    let effect = PreviewEffect(effect: try EffectFile.load(contentsOf: Self.nestedWaves), file: nil)
    let session = PreviewSession(
      effects: [effect], shown: [effect], seed: 1, windowSize: Size(width: 800, height: 600), clock: { 0 })
    session.handle(.mouseButton(.left, pressed: true, at: Point(x: 400, y: 300)))
    let host = session.panes[0].host
    for frame in 1...3 {
      let births = host.birthCount
      session.advance(realSeconds: 2)  // a frame that took two seconds
      #expect(abs(session.time - Double(frame) * PreviewSession.longestFrame) < 1e-9)
      #expect(host.birthCount - births <= Int(host.birthBudget.most))
    }
    #expect(host.droppedBirths > 0)
    #expect(session.isBehind)
    let line = try #require(PreviewOverlay.behindLine(session))
    #expect(line.hasPrefix("behind real time: x0.") && line.hasSuffix("(frames over 100 ms)"), "\(line)")
    // Frames that keep up again bring it back to real time.
    for _ in 0..<30 { session.advance(realSeconds: 0.001) }
    #expect(!session.isBehind)
    #expect(PreviewOverlay.behindLine(session) == nil)
  }
}
