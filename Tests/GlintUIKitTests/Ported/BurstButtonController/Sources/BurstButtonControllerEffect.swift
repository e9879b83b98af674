import GlintUIKit

public struct BurstButtonControllerEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { BurstButtonController() }
  public var actions: [String] { ["burst"] }
}
