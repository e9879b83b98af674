import GlintUIKit

public struct FireViewEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { FireView() }
  public var actions: [String] { ["stoke"] }
}
