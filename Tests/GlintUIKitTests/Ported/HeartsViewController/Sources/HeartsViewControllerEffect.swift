import GlintUIKit

public struct HeartsViewControllerEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { HeartsViewController() }
}
