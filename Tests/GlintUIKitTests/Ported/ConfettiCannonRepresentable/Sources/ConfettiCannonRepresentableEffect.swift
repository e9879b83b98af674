import GlintUIKit

public struct ConfettiCannonRepresentableEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { UIHostingController(rootView: ConfettiCannon()) }
}
