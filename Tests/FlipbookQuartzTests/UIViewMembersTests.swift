import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Testing

/// A view logging the hierarchy hooks UIKit calls on it.
private final class HookView: UIView {
  var log: [String] = []
  override func willMove(toSuperview newSuperview: UIView?) {
    log.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
  }
  override func didMoveToSuperview() { log.append("didMoveToSuperview") }
  override func willMove(toWindow newWindow: UIWindow?) {
    log.append(newWindow == nil ? "willMove(toWindow: nil)" : "willMove(toWindow:)")
  }
  override func didMoveToWindow() { log.append("didMoveToWindow") }
}

/// A view written the way iOS code writes one: its own `init()`, and `init?(coder:)`
/// overridden to stop.
private final class BadgeView: UIView {
  let label = UILabel()

  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// UIView's members from UIView.h and UIAccessibility.h (docs/uikit-symbols.md), measured
/// against what Apple documents for them.
@Suite("UIView's members")
struct UIViewMembersTests {
  /// Three overlapping 100 × 100 views at (0, 0), named a, b, c back to front, in a window.
  private func stack() -> (UIWindow, [UIView]) {
    let window = UIWindow(scene: Scene(size: Size(width: 200, height: 200), duration: 1))
    let views = ["a", "b", "c"].map { name in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.accessibilityIdentifier = name
      window.addSubview(view)
      return view
    }
    return (window, views)
  }

  /// The order of the window's subviews, and of their layers among the window layer's
  /// sublayers, as names.
  private func order(_ window: UIWindow) -> (views: String, layers: String) {
    let views = window.subviews.compactMap(\.accessibilityIdentifier).joined()
    let layers = (window.layer.sublayers ?? []).compactMap { layer in
      window.subviews.first { $0.layer === layer }?.accessibilityIdentifier
    }
    return (views, layers.joined())
  }

  @Test("reordering subviews reorders their layers and which one a touch hits")
  func reordering() {
    let (window, views) = stack()
    let (a, b, c) = (views[0], views[1], views[2])
    window.bringSubviewToFront(a)
    #expect(order(window) == ("bca", "bca"))
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === a)
    window.sendSubviewToBack(c)
    #expect(order(window) == ("cba", "cba"))
    window.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(order(window) == ("abc", "abc"))
    window.insertSubview(c, at: 0)
    #expect(order(window) == ("cab", "cab"))
    window.insertSubview(a, aboveSubview: b)
    #expect(order(window) == ("cba", "cba"))
    window.insertSubview(c, belowSubview: a)
    #expect(order(window) == ("bca", "bca"))
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === a)
    let d = UIView(frame: .zero)
    d.accessibilityIdentifier = "d"
    window.insertSubview(d, at: 1)
    #expect(order(window) == ("bdca", "bdca"))
    #expect(d.superview === window)
  }

  /// UIKit: willMove(toSuperview:) and willMove(toWindow:) before, didMoveToWindow() and
  /// didMoveToSuperview() after; the window hooks reach the views below, and only when the
  /// window changes.
  @Test("moving a view calls the hierarchy hooks, the window ones when the window changes")
  func hooks() {
    let window = UIWindow(scene: Scene(size: Size(width: 100, height: 100), duration: 1))
    let container = UIView()
    let view = HookView()
    let child = HookView()
    view.addSubview(child)
    child.log = []
    container.addSubview(view)
    #expect(view.log == ["willMove(toSuperview:)", "didMoveToSuperview"])
    view.log = []
    window.addSubview(container)
    #expect(view.log == ["willMove(toWindow:)", "didMoveToWindow"])
    #expect(child.log == ["willMove(toWindow:)", "didMoveToWindow"])
    view.log = []
    view.removeFromSuperview()
    #expect(
      view.log == [
        "willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow",
        "didMoveToSuperview",
      ])
    #expect(view.window == nil && child.window == nil)
  }

  @Test("viewWithTag finds the view itself first, then its subviews depth first")
  func tags() {
    let (window, views) = stack()
    let inner = UIView()
    inner.tag = 7
    views[1].addSubview(inner)
    views[2].tag = 7
    #expect(window.viewWithTag(7) === inner)
    #expect(views[2].viewWithTag(7) === views[2])
    #expect(window.viewWithTag(8) == nil)
    #expect(UIView().tag == 0)
  }

  @Test("transform3D, anchorPoint and mask are the layer's")
  func layerProperties() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var tilt = CATransform3DIdentity
    tilt.m34 = -1 / 500
    view.transform3D = tilt
    #expect(view.layer.transform.m34 == -0.002)
    view.anchorPoint = CGPoint(x: 0, y: 0)
    #expect(view.layer.anchorPoint == CGPoint(x: 0, y: 0))
    let mask = UIView(frame: view.bounds)
    view.mask = mask
    #expect(view.layer.mask === mask.layer)
    view.mask = nil
    #expect(view.layer.mask == nil)
  }

  /// UIAccessibility.h: isAccessibilityElement is NO by default and YES on UIKit controls;
  /// accessibilityFrame defaults to the view's frame in screen coordinates, the activation
  /// point to its middle.
  @Test("accessibility properties are stored, with UIKit's defaults")
  func accessibility() {
    let window = UIWindow(scene: Scene(size: Size(width: 200, height: 200), duration: 1))
    let container = UIView(frame: CGRect(x: 10, y: 20, width: 150, height: 150))
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
    container.addSubview(view)
    window.addSubview(container)
    #expect(!view.isAccessibilityElement && view.accessibilityTraits == .none)
    #expect(view.accessibilityLabel == nil)
    #expect(view.accessibilityFrame == CGRect(x: 15, y: 25, width: 30, height: 40))
    #expect(view.accessibilityActivationPoint == CGPoint(x: 30, y: 45))
    #expect(UILabel().isAccessibilityElement && UILabel().accessibilityTraits == .staticText)
    view.accessibilityAttributedLabel = NSAttributedString(string: "Play")
    #expect(view.accessibilityLabel == "Play")
    view.accessibilityTraits = [.button, .selected]
    #expect(view.accessibilityTraits.contains(.selected))
  }

  @Test("UIView(), UILabel(), UIImageView() and a view with its own init() have iOS's frames")
  func initializers() {
    #expect(UIView().frame == .zero && UILabel().frame == .zero && UIImageView().frame == .zero)
    let badge = BadgeView()
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(badge.label.superview === badge)
  }
}
