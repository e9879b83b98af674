import GlintUIKit

public struct RandomSparkViewEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { RandomSparkView() }
}
