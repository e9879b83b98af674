import GlintUIKit

public struct SnowViewEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { SnowView() }
}
