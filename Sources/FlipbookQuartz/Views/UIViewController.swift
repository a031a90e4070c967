import Foundation
import Layers

/// Manages a view, as UIKit's `UIViewController`: the view is made by ``loadView()`` the
/// first time it is asked for, then ``viewDidLoad()`` runs. Touches its view does not handle
/// come to the controller.
open class UIViewController: UIResponder, UITraitEnvironment {
  private var loadedView: UIView?
  /// The title (an alert shows it).
  open var title: String?

  /// The name of the nib file to load the view from, as given (no nib is loaded here).
  public let nibName: String?
  /// The bundle to load the nib from, as given.
  public let nibBundle: Bundle?

  /// A view controller whose view is not loaded yet, as UIKit's designated initialiser; no
  /// nib is loaded: ``loadView()`` makes the view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// A view controller from an archive, as a storyboard makes one: the coder's contents are
  /// not read.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// A view controller whose view is not loaded yet, with no nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
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

  /// Makes the view, unless overridden: an empty one the size of the screen (the scene's),
  /// so that `viewDidLoad` can place subviews at `view.center` before the view is laid out,
  /// as UIKit's default view allows (Apple's DTS: the default view has "a default size …
  /// often the same as the final layout size"; it is the main screen's bounds).
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
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

  /// How this controller is shown when presented: `.automatic` (a sheet, on iOS 13 and
  /// later) unless set; see ``UIModalPresentationStyle`` for what is drawn.
  open var modalPresentationStyle = UIModalPresentationStyle.automatic

  /// Shows `viewController` over the window this controller's view is in: an alert
  /// (`UIAlertController`) as its panel; any other controller's view filling the window.
  /// `completion` runs once it shows (after the 0.25 s appearance when animated, for an
  /// alert). Without a window there is nowhere to show it: nothing shows, and `completion`
  /// runs.
  ///
  /// The presented controller's view loads, then, for the `.fullScreen` and
  /// `.currentContext` styles, this one hears `viewWillDisappear`; the presented one hears
  /// `viewWillAppear`; then, as the run loop's next turn at the same scene time, this one
  /// `viewDidDisappear` (those styles again) and the presented one `viewDidAppear`. Other
  /// styles leave the presenter silent, as on iOS.
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
    let style = viewController.modalPresentationStyle
    if !style.isDrawnAsOnIOS, let timeline = window.scene?.timeline {
      timeline.record(
        "presentation.approximated",
        [("style", .string("\(style)")), ("drawn", .string("fullScreen"))])
    }
    let view = viewController.view!
    view.frame = window.bounds
    window.addSubview(view)
    let presenterGoes = style.removesPresenterViews
    if presenterGoes { beginAppearanceTransition(false, animated: animated) }
    viewController.beginAppearanceTransition(true, animated: animated)
    afterLayout(in: window) {
      viewController.layOutView()
      if presenterGoes { self.endAppearanceTransition() }
      viewController.endAppearanceTransition()
      completion?()
    }
  }

  /// Dismisses the controller this one presented (or, presented itself, this one): the
  /// presented one hears `viewWillDisappear`, the presenter (if its views went)
  /// `viewWillAppear`, then, as the run loop's next turn, `viewDidDisappear` and
  /// `viewDidAppear`.
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
    let presenter = presented.presentingViewController
    let window = presented.view.window
    presented.beginAppearanceTransition(false, animated: animated)
    // A presenter still shown (not disappeared) ignores the appearing call.
    presenter?.beginAppearanceTransition(true, animated: animated)
    presenter?.presentedViewController = nil
    presented.presentingViewController = nil
    presented.view.removeFromSuperview()
    afterLayout(in: window) {
      presenter?.layOutView()
      presented.endAppearanceTransition()
      presenter?.endAppearanceTransition()
      completion?()
    }
  }

  /// Runs `body` as the run loop's next turn on the scene `window` shows, after the views
  /// are placed by their constraints; at once without a scene.
  func afterLayout(in window: UIWindow?, _ body: @escaping () -> Void) {
    guard let window, let timeline = window.scene?.timeline else {
      body()
      return
    }
    RunLoopClock.schedule(
      { [weak window] timeline in
        if let window { LayoutEngine.solveIfNeeded(root: window) }
        TransactionStack.current.handle(on: timeline, body)
      }, at: timeline.now, on: timeline)
  }

  // MARK: Appearance

  /// Where the view is in appearing or disappearing.
  private enum Appearance {
    case disappeared, appearing, appeared, disappearing
  }

  private var appearance = Appearance.disappeared
  /// Whether the appearance under way is animated.
  private var appearanceIsAnimated = false
  /// Whether the view has begun appearing once: from then on its layouts call
  /// ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()``.
  private var hasBegunAppearing = false
  /// The safe-area insets of the view at its last layout.
  private var laidOutSafeAreaInsets = UIEdgeInsets.zero

  /// Called before the view is added to the window's views.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view is shown (laid out, as the run loop's next turn).
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view is removed from the window's views.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view has been removed.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view has laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Called when the view's safe-area insets changed, before its layout.
  open func viewSafeAreaInsetsDidChange() {}

  /// Whether the appearance calls this controller hears go on to its children: true.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Tells the controller its view is about to appear (`true`) or disappear: calls
  /// ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``, then the children's.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearance) {
    case (true, .disappeared), (true, .disappearing):
      appearance = .appearing
      hasBegunAppearing = true
      appearanceIsAnimated = animated
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      appearance = .disappearing
      appearanceIsAnimated = animated
      viewWillDisappear(animated)
    default: return
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  /// Tells the controller the appearance it began has ended: calls ``viewDidAppear(_:)``
  /// or ``viewDidDisappear(_:)``, then the children's.
  open func endAppearanceTransition() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(appearanceIsAnimated)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(appearanceIsAnimated)
    default: return
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in children { child.endAppearanceTransition() }
  }

  /// Lays out the view (when it must) between ``viewWillLayoutSubviews()`` and
  /// ``viewDidLayoutSubviews()``, after ``viewSafeAreaInsetsDidChange()`` when its insets
  /// changed; before the view first appears, only the view's own layout runs.
  func layOutView() {
    guard let view = loadedView else { return }
    guard hasBegunAppearing else {
      view.layoutSubviews()
      return
    }
    let insets = view.safeAreaInsets
    if insets != laidOutSafeAreaInsets {
      laidOutSafeAreaInsets = insets
      viewSafeAreaInsetsDidChange()
    }
    viewWillLayoutSubviews()
    view.layoutSubviews()
    viewDidLayoutSubviews()
  }

  /// Whether the view is on screen or coming: it has begun appearing and not disappearing.
  private var isOnScreen: Bool { appearance == .appearing || appearance == .appeared }

  /// A child's view added to its parent's while the parent is on screen appears, as UIKit's
  /// does when it enters the window: `viewWillAppear(false)` now, its layout and
  /// `viewDidAppear(false)` as the run loop's next turn.
  func viewDidEnterParentOnScreen() {
    guard let parent, parent.isOnScreen, !isOnScreen, let window = loadedView?.window else {
      return
    }
    beginAppearanceTransition(true, animated: false)
    afterLayout(in: window) {
      self.layOutView()
      self.endAppearanceTransition()
    }
  }

  /// A child's view removed while on screen disappears: `viewWillDisappear(false)`, then
  /// `viewDidDisappear(false)`.
  func viewWillLeaveParentOnScreen() {
    guard parent != nil, isOnScreen else { return }
    beginAppearanceTransition(false, animated: false)
    endAppearanceTransition()
  }

  // MARK: Children

  /// The controllers added as children, in order.
  public private(set) var children: [UIViewController] = []
  /// The controller this one is a child of.
  public private(set) weak var parent: UIViewController?

  /// Adds `childController` as a child (taking it from its parent first); it hears
  /// ``willMove(toParent:)``. The caller adds its view, then calls
  /// ``didMove(toParent:)``, as in UIKit.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes this controller from its parent; it hears ``didMove(toParent:)`` with nil. The
  /// caller calls ``willMove(toParent:)`` with nil and removes the view first, as in UIKit.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}
}
