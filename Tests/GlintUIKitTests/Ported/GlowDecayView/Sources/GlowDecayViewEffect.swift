import GlintUIKit

public struct GlowDecayViewEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { GlowDecayView() }
  public var actions: [String] { ["clear"] }
}
