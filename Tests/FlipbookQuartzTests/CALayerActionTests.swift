import Animation
import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Testing

/// A delegate that answers one animation for every change.
private final class SlowDelegate: CALayerDelegate {
  func action(for layer: CALayer, forKey event: String) -> CAAction? {
    let animation = CABasicAnimation(keyPath: event)
    animation.duration = 1
    return animation
  }
}

/// A layer class whose default opacity action lasts 2 s.
private final class SlowFadeLayer: CALayer {
  override class func defaultAction(forKey event: String) -> CAAction? {
    guard event == "opacity" else { return super.defaultAction(forKey: event) }
    let animation = CABasicAnimation(keyPath: event)
    animation.duration = 2
    return animation
  }
}

/// Property changes run actions as Core Animation documents (CALayer.h, CATransaction.h).
@Suite("CALayer actions")
struct CALayerActionTests {
  /// A scene with a standalone layer shown from the start; the clock is at 1 s.
  private func stage(_ layer: CALayer = CALayer()) -> (Scene, CALayer) {
    let scene = Scene(size: Size(width: 100, height: 100), duration: 4)
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(layer)
    scene.timeline.advance(to: 1)
    return (scene, layer)
  }

  /// CATransaction.h: animationDuration "Defaults to 1/4s"; CAMediaTimingFunction.h:
  /// `default` is "the curve used by implicit animations created by Core Animation", and
  /// Apple's documentation of CAMediaTimingFunctionName.default gives its control points,
  /// (0.25, 0.1) and (0.25, 1.0). Worked out from those points alone: at 20 % of the time
  /// the curve's x(s) = 0.75·s(1−s)² + 0.75·s²(1−s) + s³ = 0.2 at s ≈ 0.2408, where
  /// y(s) = 0.3·s(1−s)² + 3·s²(1−s) + s³ ≈ 0.2952, so a fade 1 → 0.2 shows
  /// 1 − 0.8 · 0.2952 = 0.764; at 80 %, y ≈ 0.9756 and it shows 0.220.
  @Test("a standalone layer fades implicitly over 0.25 s on the default curve")
  func implicitFade() throws {
    let (scene, layer) = stage()
    scene.timeline.advance(to: 1.2)
    layer.opacity = 0.2
    #expect(layer.opacity == 0.2)
    #expect(layer.animationKeys() == ["opacity"])
    scene.timeline.advance(to: 1.25)
    #expect(abs(try opacity(layer) - 0.764) < 1e-3)
    scene.timeline.advance(to: 1.4)
    #expect(abs(try opacity(layer) - 0.220) < 1e-3)
    scene.timeline.advance(to: 1.5)
    #expect(abs(try opacity(layer) - 0.2) < 1e-6)
    #expect(layer.animationKeys() == nil)
  }

  /// Apple (objc.io's logs of UIKit): the implicit animation starts from the value shown, so
  /// a change during another one continues from where it is: half way down from 1 it shows
  /// 1 − h (h, the default curve half way), and half way back up 1 − h + h · h.
  @Test("a change during an implicit animation starts from the value shown")
  func fromPresentation() throws {
    let (scene, layer) = stage()
    layer.opacity = 0
    scene.timeline.advance(to: 1.125)
    #expect(abs(try opacity(layer) - (1 - implicitHalfway)) < 1e-6)
    layer.opacity = 1
    scene.timeline.advance(to: 1.25)
    let h = implicitHalfway
    #expect(abs(try opacity(layer) - (1 - h + h * h)) < 1e-6)
  }

  /// Core Animation Programming Guide: "The UIView class disables layer animations by
  /// default but reenables them inside animation blocks"; the view answers NSNull from
  /// actionForLayer:forKey:.
  @Test("a view's layer does not animate a change outside an animation block")
  func viewLayerJumps() throws {
    let scene = Scene(size: Size(width: 100, height: 100), duration: 2)
    let window = UIWindow(scene: scene)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    scene.timeline.advance(to: 1)
    view.alpha = 0
    view.layer.position = CGPoint(x: 50, y: 50)
    #expect(view.layer.animationKeys() == nil)
    #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
    #expect(view.layer.action(forKey: "opacity") == nil)
    scene.timeline.advance(to: 1.1)
    #expect(try opacity(view.layer) == 0)
  }

  /// CATransaction.h, disableActions: "Defines whether or not the layer's -actionForKey:
  /// method is used to find an action (aka. implicit animation) for each layer property
  /// change." The common recipe: disable actions, set the model, add the explicit animation.
  @Test("disable actions, set the model value, add the explicit animation")
  func disableActionsRecipe() throws {
    let (scene, layer) = stage()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    #expect(CATransaction.disableActions())
    layer.opacity = 0
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    layer.add(fade, forKey: "fade")
    CATransaction.commit()
    #expect(!CATransaction.disableActions())
    #expect(layer.animationKeys() == ["fade"])
    scene.timeline.advance(to: 1.5)
    #expect(abs(try opacity(layer) - 0.5) < 1e-6)
    scene.timeline.advance(to: 2.5)
    #expect(try opacity(layer) == 0)
  }

  /// CATransaction.h: animationTimingFunction, "when set to a non-nil value any animations
  /// added to layers will have this value set as their timingFunction"; the duration is
  /// the transaction's animationDuration.
  @Test("an implicit animation takes the transaction's duration and timing function")
  func transactionTiming() throws {
    let (scene, layer) = stage()
    CATransaction.begin()
    CATransaction.setValue(1.0, forKey: kCATransactionAnimationDuration)
    #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 1)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
    #expect(CATransaction.animationTimingFunction() != nil)
    var completedAt: Double?
    CATransaction.setCompletionBlock { completedAt = scene.timeline.now }
    layer.opacity = 0
    CATransaction.commit()
    scene.timeline.advance(to: 1.5)
    let expected = 1 - TimingFunction.easeIn.progress(at: 0.5)
    #expect(abs(try opacity(layer) - expected) < 1e-6)
    scene.timeline.advance(to: 3)
    #expect(completedAt == 2)
  }

  /// CALayer.h, actionForKey:: "1. if defined, call the delegate method
  /// -actionForLayer:forKey: 2. look in the layer's `actions' dictionary 3. look in any
  /// `actions' dictionaries in the `style' hierarchy 4. call +defaultActionForKey: on the
  /// layer's class. If any of these steps results in a non-nil action object, the following
  /// steps are ignored. If the final result is an instance of NSNull, it is converted to
  /// `nil'."
  @Test("actions are searched in Apple's order; NSNull stops the search")
  func searchOrder() throws {
    let (scene, layer) = stage()
    layer.actions = ["opacity": NSNull()]
    layer.style = ["actions": ["position": NSNull()]]
    #expect(layer.action(forKey: "opacity") == nil)
    #expect(layer.action(forKey: "position") == nil)
    #expect(layer.action(forKey: "bounds") is CABasicAnimation)
    #expect(layer.action(forKey: "contents") == nil)
    layer.opacity = 0.5
    layer.position = CGPoint(x: 40, y: 40)
    #expect(layer.animationKeys() == nil)

    let delegate = SlowDelegate()
    layer.delegate = delegate
    layer.opacity = 0
    scene.timeline.advance(to: 1.5)
    #expect(abs(try opacity(layer) - 0.25) < 1e-6)  // 0.5 → 0 over 1 s, half-way

    let (otherScene, slow) = stage(SlowFadeLayer())
    slow.opacity = 0
    otherScene.timeline.advance(to: 2)
    #expect(abs(try opacity(slow) - 0.5) < 1e-6)
  }

  /// Inferred: with no values, Core Animation's animation runs "between the previous value
  /// of keyPath in the render tree and the current value"; a layer not drawn yet has none.
  @Test("setting up a layer in the turn it joins the tree animates nothing")
  func newLayerDoesNotAnimate() {
    let (_, parent) = stage()
    let child = CALayer()
    parent.addSublayer(child)
    child.opacity = 0.5
    child.position = CGPoint(x: 5, y: 5)
    #expect(child.animationKeys() == nil)
  }

  @Test("flush commits the implicit transaction; value(forKey:) reads any key set")
  func flushAndValues() {
    CATransaction.setValue("x", forKey: "custom")
    CATransaction.setDisableActions(true)
    #expect(CATransaction.value(forKey: "custom") as? String == "x")
    #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
    CATransaction.flush()
    #expect(CATransaction.value(forKey: "custom") == nil)
    #expect(!CATransaction.disableActions())
  }

  /// CALayer.h lists contentsRect as animatable: a standalone layer's change animates it
  /// like any other property, and its presentation shows the rectangle between.
  @Test("contentsRect animates implicitly and reads back as set")
  func contentsRect() throws {
    let (scene, layer) = stage()
    #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    #expect(layer.contentsRect == CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
    #expect(layer.animationKeys() == ["contentsRect"])
    scene.timeline.advance(to: 1.125)
    let halfway = try #require(layer.presentation()).contentsRect
    // From x 0, width 1 to x 0.5, width 0.5, on the default curve.
    #expect(abs(halfway.minX - 0.5 * implicitHalfway) < 1e-9)
    #expect(abs(halfway.width - (1 - 0.5 * implicitHalfway)) < 1e-9)
    #expect(halfway.height == 1)
  }
}
