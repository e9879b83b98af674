import GlintUIKit

public struct FireViewControllerEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { FireViewController() }
  public var actions: [String] { ["stoke", "douse"] }
}
