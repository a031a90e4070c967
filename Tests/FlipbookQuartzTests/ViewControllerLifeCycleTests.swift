import FlipbookQuartz
import Geometry
import Interaction
import Testing

/// A controller that logs the life-cycle calls it hears, with a view that logs its layout.
private final class LoggingController: UIViewController {
  final class LoggingView: UIView {
    var log: (String) -> Void = { _ in }
    override func layoutSubviews() { log("layoutSubviews") }
  }

  let name: String
  var log: [String] = []
  var shared: ((String) -> Void)?

  init(_ name: String = "") {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not from a storyboard") }

  private func note(_ call: String) {
    log.append(call)
    shared?(name + call)
  }

  override func loadView() {
    note("loadView")
    let view = LoggingView(frame: .zero)
    view.log = { [weak self] in self?.note($0) }
    self.view = view
  }
  override func viewDidLoad() { note("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { note("viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { note("viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear(\(animated))") }
  override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
  override func viewSafeAreaInsetsDidChange() { note("viewSafeAreaInsetsDidChange") }
  override func willMove(toParent parent: UIViewController?) {
    note("willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    note("didMove(\(parent == nil ? "nil" : "parent"))")
  }
}

/// A controller written as iOS code often is: `init()` without `override`, and the
/// storyboard initialiser refused.
private final class PlainController: UIViewController {
  let model: Int
  init() {
    model = 7
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The calls two controllers heard, in order.
private final class SharedLog {
  var calls: [String] = []
}

/// A window over a new scene whose root controller `A.` has appeared, and a controller `B.`
/// not shown yet; both log what they hear, named, into one log (empty now).
private func shownRootAndOther() -> (Scene, LoggingController, LoggingController, SharedLog) {
  let scene = Scene(size: Size(width: 200, height: 200), duration: 1)
  let window = UIWindow(scene: scene)
  let log = SharedLog()
  let first = LoggingController("A.")
  let second = LoggingController("B.")
  first.shared = { log.calls.append($0) }
  second.shared = { log.calls.append($0) }
  window.rootViewController = first
  scene.timeline.advance(to: 0)
  log.calls = []
  return (scene, first, second, log)
}

/// Apple's "Managing your view controller's life cycle" / UIViewController reference: the
/// view loads on first use (`loadView`, then `viewDidLoad`); a view about to be shown hears
/// `viewWillAppear(_:)`, its layout runs between `viewWillLayoutSubviews()` and
/// `viewDidLayoutSubviews()`, and `viewDidAppear(_:)` follows once it is on screen; the
/// disappearing calls mirror them. `addChild(_:)` "calls the willMove(toParent:) method",
/// `removeFromParent()` "calls didMove(toParent:) with nil".
@Suite("View-controller life cycle")
struct ViewControllerLifeCycleTests {
  @Test("a window's root controller hears UIKit's calls in UIKit's order")
  func rootOrder() {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 1)
    let window = UIWindow(scene: scene)
    let controller = LoggingController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    scene.timeline.advance(to: 0)
    // Layouts run as views are sized and added (before the controller appears) only call
    // the view's own layoutSubviews.
    let calls = controller.log.filter { $0 != "layoutSubviews" }
    #expect(
      calls == [
        "loadView", "viewDidLoad", "viewWillAppear(false)", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewDidAppear(false)",
      ])
    let will = controller.log.firstIndex(of: "viewWillLayoutSubviews")!
    #expect(controller.log[will + 1] == "layoutSubviews")
    #expect(controller.view.frame == window.bounds)
  }

  @Test("a root controller on a device hears its safe area change before its first layout")
  func safeArea() {
    let scene = Scene(size: Size(width: 440, height: 956), duration: 1)
    scene.traits.device = .iPhone16ProMax
    let window = UIWindow(scene: scene)
    let controller = LoggingController()
    window.rootViewController = controller
    scene.timeline.advance(to: 0)
    let calls = controller.log.filter { $0 != "layoutSubviews" }
    #expect(
      calls == [
        "loadView", "viewDidLoad", "viewWillAppear(false)", "viewSafeAreaInsetsDidChange",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear(false)",
      ])
    // The iPhone 16 Pro Max's status bar and home indicator (UITraitCollectionTests).
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
  }

  @Test("a full-screen presentation and its dismissal call both controllers in order")
  func presentAndDismiss() {
    let (scene, first, second, log) = shownRootAndOther()
    var completed = false
    second.modalPresentationStyle = .fullScreen
    first.present(second, animated: true) { completed = true }
    #expect(!completed)
    scene.timeline.advance(to: 0.1)
    #expect(completed)
    #expect(second.presentingViewController === first)
    let presenting = log.calls.filter { !$0.hasSuffix("Subviews") }
    #expect(
      presenting == [
        "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
      ])
    log.calls = []
    second.dismiss(animated: false)
    scene.timeline.advance(to: 0.2)
    let dismissing = log.calls.filter { !$0.hasSuffix("Subviews") }
    #expect(
      dismissing == [
        "B.viewWillDisappear(false)", "A.viewWillAppear(false)", "B.viewDidDisappear(false)",
        "A.viewDidAppear(false)",
      ])
    #expect(first.presentedViewController == nil)
    #expect(second.view.superview == nil)
  }

  @Test(
    "a sheet (the default style) leaves the presenter silent and is logged as drawn full screen")
  func sheet() {
    let (scene, first, second, log) = shownRootAndOther()
    #expect(second.modalPresentationStyle == .automatic)
    first.present(second, animated: true)
    second.dismiss(animated: true)
    scene.timeline.advance(to: 0.1)
    #expect(
      log.calls.filter { !$0.hasSuffix("Subviews") } == [
        "B.loadView", "B.viewDidLoad", "B.viewWillAppear(true)", "B.viewWillDisappear(true)",
        "B.viewDidDisappear(true)",
      ])
    let approximated = scene.timeline.events.filter { $0.name == "presentation.approximated" }
    #expect(approximated.count == 1)
  }

  @Test("children hear willMove/didMove and their parent's appearance")
  func children() {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 1)
    let window = UIWindow(scene: scene)
    var log: [String] = []
    let parent = LoggingController("P.")
    let child = LoggingController("C.")
    parent.shared = { log.append($0) }
    child.shared = { log.append($0) }
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children.count == 1 && child.parent === parent)
    window.rootViewController = parent
    scene.timeline.advance(to: 0)
    let calls = log.filter { !$0.hasSuffix("Subviews") }
    #expect(
      calls == [
        "C.willMove(parent)", "P.loadView", "P.viewDidLoad", "C.loadView", "C.viewDidLoad",
        "C.didMove(parent)", "P.viewWillAppear(false)", "C.viewWillAppear(false)",
        "P.viewDidAppear(false)", "C.viewDidAppear(false)",
      ])
    log = []
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      log == [
        "C.willMove(nil)", "C.viewWillDisappear(false)", "C.viewDidDisappear(false)",
        "C.didMove(nil)",
      ])
    #expect(parent.children.isEmpty && child.parent == nil)
  }

  @Test("a child added to a parent on screen appears when its view is added")
  func childAddedOnScreen() {
    let (scene, parent, child, log) = shownRootAndOther()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(
      log.calls.filter { !$0.hasSuffix("Subviews") } == [
        "B.willMove(parent)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)",
        "B.didMove(parent)",
      ])
    scene.timeline.advance(to: 0.1)
    #expect(log.calls.filter { !$0.hasSuffix("Subviews") }.last == "B.viewDidAppear(false)")
  }

  @Test("a controller with init() and a refusing init?(coder:) is made with ()")
  func initialisers() {
    let controller = PlainController()
    #expect(controller.model == 7)
    #expect(controller.nibName == nil)
    let plain = UIViewController()
    #expect(!plain.isViewLoaded)
  }
}
