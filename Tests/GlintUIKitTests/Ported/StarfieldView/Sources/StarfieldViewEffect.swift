import GlintUIKit

public struct StarfieldViewEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { StarfieldView() }
}
