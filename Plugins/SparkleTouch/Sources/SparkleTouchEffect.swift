import GlintUIKit

public struct SparkleTouchEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { SparkleTouchView() }
}
