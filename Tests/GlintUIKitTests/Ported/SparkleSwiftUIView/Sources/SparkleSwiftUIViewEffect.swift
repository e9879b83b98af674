import GlintUIKit

public struct SparkleSwiftUIViewEffect: ViewEffect {
  public init() {}
  public func makeRoot() -> UIResponder { UIHostingController(rootView: ContentView()) }
}
