import GlintUIKit

public struct SparkleTouchViewEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { SparkleTouchView() }
}
