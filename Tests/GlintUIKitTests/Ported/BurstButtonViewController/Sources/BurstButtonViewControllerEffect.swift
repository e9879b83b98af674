import GlintUIKit

public struct BurstButtonViewControllerEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { BurstButtonViewController() }
  public var actions: [String] { ["burst"] }
}
