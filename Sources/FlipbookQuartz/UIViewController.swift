import Foundation

/// Manages a view, as UIKit's `UIViewController`: the view is made by ``loadView()`` the
/// first time it is asked for, then ``viewDidLoad()`` runs. Touches its view does not handle
/// come to the controller.
open class UIViewController: UIResponder {
  private var loadedView: UIView?

  /// A view controller whose view is not loaded yet.
  public override init() {
    super.init()
  }

  /// The managed view, loaded on first use.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.viewController = nil
      loadedView = newValue
      newValue?.viewController = self
    }
  }

  /// Whether the view has been made or set.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view: an empty one, unless overridden.
  open func loadView() {
    view = UIView(frame: .zero)
  }

  /// Called once the view has been loaded.
  open func viewDidLoad() {}

  /// Loads the view if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    viewDidLoad()
  }

  /// The view's superview.
  open override var next: UIResponder? { loadedView?.superview }
}
