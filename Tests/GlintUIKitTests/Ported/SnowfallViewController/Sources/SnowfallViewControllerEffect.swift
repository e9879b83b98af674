import GlintUIKit

public struct SnowfallViewControllerEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { SnowfallViewController() }
}
