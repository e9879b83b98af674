import GlintUIKit

public struct ConfettiViewEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { ConfettiView() }
}
