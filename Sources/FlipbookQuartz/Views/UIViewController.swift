import Foundation

/// Manages a view, as UIKit's `UIViewController`: the view is made by ``loadView()`` the
/// first time it is asked for, then ``viewDidLoad()`` runs. Touches its view does not handle
/// come to the controller.
open class UIViewController: UIResponder, UITraitEnvironment {
  private var loadedView: UIView?
  /// The title (an alert shows it).
  open var title: String?

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

  // MARK: Traits

  /// The traits the view is shown with, or the current ones before it is loaded.
  open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? .current }

  /// Light or dark for the view and its subviews whatever the scene's appearance;
  /// `.unspecified` (the default) follows it.
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet { loadedView?.propagateTraits() }
  }

  /// Called after the view's traits changed, before the view hears it; overridden to
  /// restyle.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Presenting

  /// The controller this one presented, while it shows.
  public internal(set) var presentedViewController: UIViewController?
  /// The controller that presented this one, while it shows.
  public internal(set) weak var presentingViewController: UIViewController?

  /// Shows `viewController` over the window this controller's view is in: an alert
  /// (`UIAlertController`) as its panel; any other controller's view filling the window.
  /// `completion` runs once it shows (after the 0.25 s appearance when animated). Without a
  /// window there is nowhere to show it: nothing shows, and `completion` runs.
  open func present(
    _ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    guard let window = loadedView?.window else {
      completion?()
      return
    }
    presentedViewController = viewController
    viewController.presentingViewController = self
    if let alert = viewController as? UIAlertController {
      alert.show(in: window, animated: animated, completion: completion)
      return
    }
    viewController.view.frame = window.bounds
    window.addSubview(viewController.view)
    completion?()
  }

  /// Dismisses the controller this one presented (or, presented itself, this one).
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    guard let presented = presentedViewController ?? (presentingViewController != nil ? self : nil)
    else {
      completion?()
      return
    }
    if let alert = presented as? UIAlertController {
      alert.hide(animated: animated, completion: completion)
      return
    }
    presented.presentingViewController?.presentedViewController = nil
    presented.presentingViewController = nil
    presented.view.removeFromSuperview()
    completion?()
  }
}
