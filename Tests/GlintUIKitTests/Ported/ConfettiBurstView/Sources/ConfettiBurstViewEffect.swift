import GlintUIKit

public struct ConfettiBurstViewEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { ConfettiBurstView() }
}
