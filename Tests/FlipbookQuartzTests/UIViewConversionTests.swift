import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Testing

/// A view that takes touches up to `margin` points outside its bounds, as a small button
/// widened by overriding `hitTest(_:with:)` does.
private final class WideTargetView: UIView {
  var margin: CGFloat = 20
  var began = 0
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    bounds.insetBy(dx: -margin, dy: -margin).contains(point) ? self : nil
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

/// A view that lets touches through to what is behind it unless they land on a subview.
private final class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// A view counting the touches that begin on it.
private final class CountingView: UIView {
  var began = 0
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

@Suite("Converting between views and hit testing, as UIKit does")
struct UIViewConversionTests {
  @Test("a point between siblings moves by the difference of their origins")
  func siblings() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    let b = UIView(frame: CGRect(x: 100, y: 50, width: 50, height: 50))
    parent.addSubview(a)
    parent.addSubview(b)
    // (10 + 5 − 100, 20 + 5 − 50)
    #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -85, y: -25))
    #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -85, y: -25))
    #expect(a.convert(CGPoint(x: -85, y: -25), from: b) == CGPoint(x: 5, y: 5))
    // No window: nil means the top of the tree.
    #expect(a.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: 25))
  }

  @Test("a superview's bounds origin (a scroll offset) shifts its subviews")
  func boundsOrigin() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = UIView(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
    parent.addSubview(child)
    parent.bounds.origin = CGPoint(x: 0, y: 30)
    // The child's origin shows 30 points higher: (10, 100 − 30) in the parent's frame space,
    // (10, 100) in its bounds space.
    #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 100))
    let top = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    top.addSubview(parent)
    #expect(child.convert(CGPoint.zero, to: top) == CGPoint(x: 10, y: 70))
  }

  @Test("a quarter turn maps the corner through the centre, and a rect to its bounding box")
  func rotation() {
    let top = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView(frame: CGRect(x: 150, y: 175, width: 100, height: 50))
    top.addSubview(view)
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    // The corner is (−50, −25) from the centre (200, 200); turned: (25, −50).
    let corner = view.convert(CGPoint.zero, to: top)
    #expect(abs(corner.x - 225) < 1e-9 && abs(corner.y - 150) < 1e-9)
    let box = view.convert(view.bounds, to: top)
    #expect(abs(box.minX - 175) < 1e-9 && abs(box.minY - 150) < 1e-9)
    #expect(abs(box.width - 50) < 1e-9 && abs(box.height - 100) < 1e-9)
    let back = view.convert(CGPoint(x: 225, y: 150), from: top)
    #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
  }

  @Test("an overridden hitTest widens a small view's target; another passes touches through")
  func overriddenHitTest() {
    var script = TouchScript()
    script.tap(at: Point(x: 95, y: 100), time: 0.1)  // 15 pt left of the small view
    script.tap(at: Point(x: 250, y: 250), time: 0.5)  // on the overlay only
    let scene = Scene(size: Size(width: 300, height: 300), duration: 1)
    let window = UIWindow(scene: scene)
    let behind = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let small = WideTargetView(frame: CGRect(x: 110, y: 90, width: 20, height: 20))
    let overlay = PassThroughView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(behind)
    window.addSubview(small)
    window.addSubview(overlay)
    scene.touches.run(script)
    scene.timeline.advance(to: 0.3)
    #expect(small.began == 1 && behind.began == 0)
    scene.timeline.advance(to: 1)
    #expect(small.began == 1 && behind.began == 1)
  }
}
