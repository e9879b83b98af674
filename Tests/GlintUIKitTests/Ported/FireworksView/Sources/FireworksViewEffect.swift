import GlintUIKit

public struct FireworksViewEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { FireworksView() }
}
