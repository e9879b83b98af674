import GlintUIKit

public struct TouchTrailViewEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { TouchTrailView() }
}
