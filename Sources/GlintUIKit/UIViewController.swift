import Foundation

/// A view controller: its view is made on first use (`loadView`, then `viewDidLoad`), and the
/// host calls the appearance methods when it puts the view on the canvas.
open class UIViewController: UIResponder {
  private var loadedView: UIView?

  public init(nibName: String?, bundle: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  open override var next: UIResponder? { loadedView?.superview }

  /// The controller's view, loaded the first time it is read.
  public var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        loadedView?.viewController = self
        viewDidLoad()
      }
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.viewController = self
    }
  }
  public var isViewLoaded: Bool { loadedView != nil }
  public var title: String?

  open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  open func awakeFromNib() {}
  open func didReceiveMemoryWarning() {}
  open var prefersStatusBarHidden: Bool { false }
}
