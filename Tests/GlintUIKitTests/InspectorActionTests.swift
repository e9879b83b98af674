import Foundation
import GlintCore
import Testing

@testable import GlintCLI

/// The inspector lists a hosted view's actions, and its buttons press them on the pane's effect.
@Suite struct InspectorActionTests {
  @Test func theInspectorPressesTheViewsButtonsOnItsPane() {
    let pane = PreviewPane(
      effect: FireViewControllerEffect(), file: nil, seed: 7,
      frame: Rect(x: 0, y: 0, width: 400, height: 300),
      time: 0)
    let inspector = Inspector(pane: pane)
    #expect(inspector.actions == ["stoke", "douse"])
    pane.advance(to: 1, clock: { 0 })
    #expect(pane.host.particleCount > 0)
    #expect(inspector.perform(action: "douse"))
    let births = pane.host.birthCount
    pane.advance(to: 2, clock: { 0 })
    #expect(pane.host.birthCount == births)
    #expect(!inspector.perform(action: "nothing"))
  }

  @Test func anEffectWithoutActionsShowsNone() throws {
    let pane = PreviewPane(
      effect: SnowViewEffect(), file: nil, seed: 7, frame: Rect(x: 0, y: 0, width: 400, height: 300), time: 0)
    #expect(Inspector(pane: pane).actions.isEmpty)
  }
}
