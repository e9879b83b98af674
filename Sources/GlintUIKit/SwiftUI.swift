import Foundation

// The part of SwiftUI that wraps an emitter view: `UIViewRepresentable`, a `View` whose body is
// one (with the modifiers such wrappers carry), and `UIHostingController`, which hosts either as
// a view controller, so `ViewEffect` hosts a SwiftUI wrapper as it hosts any view controller.

/// SwiftUI's view: a value whose body is another view, down to a representable's UIKit view.
public protocol View {
  associatedtype Body: View
  var body: Body { get }
  /// The UIKit view that shows this one: by default its body's.
  func makeHostedView() -> UIView
}

extension View {
  public func makeHostedView() -> UIView { body.makeHostedView() }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
  public func makeHostedView() -> UIView { UIView() }
}

/// The context a representable makes and updates its view in.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
}

/// A UIKit view shown in SwiftUI: made once, then updated, as SwiftUI does on first showing it.
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  public var body: Never { fatalError("a representable has no body") }

  public func makeHostedView() -> UIView {
    let context = Context(coordinator: makeCoordinator())
    let view = makeUIView(context: context)
    updateUIView(view, context: context)
    return view
  }
}

/// SwiftUI's colour, as a background takes it.
public struct Color: View, Sendable {
  let color: UIColor
  public init(_ color: UIColor) { self.color = color }
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    color = UIColor(red: red, green: green, blue: blue, alpha: opacity)
  }

  public static let black = Color(.black)
  public static let white = Color(.white)
  public static let clear = Color(.clear)

  public var body: Never { fatalError("a colour has no body") }
  public func makeHostedView() -> UIView {
    let view = UIView()
    view.backgroundColor = color
    return view
  }
}

/// A view with a fixed size, a background or both: a container that lays its content out.
public struct ModifiedView<Content: View>: View {
  let content: Content
  var size: (width: CGFloat?, height: CGFloat?) = (nil, nil)
  var background: UIColor?

  public var body: Never { fatalError("a modified view has no body") }
  public func makeHostedView() -> UIView {
    let container = ContainerView()
    container.fixedSize = size
    container.backgroundColor = background
    container.addSubview(content.makeHostedView())
    return container
  }
}

/// Fills its bounds with its content, or centres it at a fixed size.
final class ContainerView: UIView {
  var fixedSize: (width: CGFloat?, height: CGFloat?) = (nil, nil)

  override func layoutSubviews() {
    let width = fixedSize.width ?? bounds.width
    let height = fixedSize.height ?? bounds.height
    let frame = CGRect(
      x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    for view in subviews { view.frame = frame }
  }
}

extension View {
  /// Glint's canvas has no safe area: the view already fills it.
  public func ignoresSafeArea() -> Self { self }
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }

  public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> ModifiedView<Self> {
    ModifiedView(content: self, size: (width, height))
  }

  public func background(_ color: Color) -> ModifiedView<Self> {
    ModifiedView(content: self, background: color.color)
  }
}

/// The edges `edgesIgnoringSafeArea(_:)` names.
public enum Edge {
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all = Set(rawValue: 15)
  }
}

/// Hosts a SwiftUI view as a view controller whose view is the SwiftUI view's UIKit view.
open class UIHostingController<Content: View>: UIViewController {
  public let rootView: Content

  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    let container = ContainerView()
    container.addSubview(rootView.makeHostedView())
    view = container
  }
}

/// Xcode's previews: compiled, never shown.
public protocol PreviewProvider {
  associatedtype Previews: View
  static var previews: Previews { get }
}
