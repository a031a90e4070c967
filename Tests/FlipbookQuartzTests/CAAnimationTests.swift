import Animation
import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

/// Records what the delegate is told.
private final class StopLog: CAAnimationDelegate {
  var stops: [(CAAnimation, Bool)] = []
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append((anim, flag)) }
}

@Suite("CAAnimation")
struct CAAnimationTests {
  private func fromValue(_ value: Any, keyPath: String) throws -> AnimatableValue? {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = value
    return try #require(animation.makeLayerAnimation() as? BasicAnimation).fromValue
  }

  @Test("numbers arrive as CGFloat, Double, Float, Int or NSNumber")
  func numbers() throws {
    for value: Any in [CGFloat(0.5), 0.5, Float(0.5), NSNumber(value: 0.5)] {
      #expect(try fromValue(value, keyPath: "opacity") == .scalar(0.5))
    }
    #expect(try fromValue(2, keyPath: "opacity") == .scalar(2))
  }

  @Test("points, sizes, rects, transforms and colours arrive as iOS code passes them")
  func structures() throws {
    #expect(
      try fromValue(CGPoint(x: 1, y: 2), keyPath: "position") == .point(Point(x: 1, y: 2)))
    #expect(
      try fromValue(CGSize(width: 3, height: 4), keyPath: "bounds.size")
        == .size(Size(width: 3, height: 4)))
    #expect(
      try fromValue(CGRect(x: 1, y: 2, width: 3, height: 4), keyPath: "bounds")
        == .rect(Rect(x: 1, y: 2, width: 3, height: 4)))
    #expect(
      try fromValue(CATransform3DMakeScale(2, 2, 1), keyPath: "transform")
        == .transform(.scale(x: 2, y: 2, z: 1)))
    #expect(
      try fromValue(CGAffineTransform(translationX: 5, y: 6), keyPath: "transform")
        == .transform(.translation(x: 5, y: 6, z: 0)))
    #expect(try fromValue(UIColor.red.cgColor, keyPath: "backgroundColor") == .color(.red))
    #expect(try fromValue(UIColor.blue, keyPath: "backgroundColor") == .color(.blue))
  }

  @Test("a value of the wrong type is an error naming the key path, not a crash")
  func wrongType() {
    let text = CABasicAnimation(keyPath: "opacity")
    text.toValue = "half"
    #expect(
      throws: AnimationError.valueTypeMismatch(
        keyPath: "opacity", expected: "number", got: "String")
    ) {
      try text.validate()
    }
    let point = CAKeyframeAnimation(keyPath: "transform.scale")
    point.values = [1.0, CGPoint(x: 1, y: 1)]
    #expect(
      throws: AnimationError.valueTypeMismatch(
        keyPath: "transform.scale", expected: "number", got: "point")
    ) {
      try point.validate()
    }
  }

  @Test("a layer rejects an animation it cannot run: the log names the key path")
  func rejected() throws {
    let scene = Scene(size: Size(width: 100, height: 100), duration: 1)
    let window = UIWindow(scene: scene)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.layer.name = "card"
    window.addSubview(view)
    let log = StopLog()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = "none"
    fade.delegate = log
    view.layer.add(fade, forKey: "fade")
    let typo = CABasicAnimation(keyPath: "opacty")
    typo.toValue = 1
    view.layer.add(typo, forKey: "typo")

    let rejections = scene.timeline.events.filter { $0.name == "animation.rejected" }
    #expect(rejections.map { $0["keyPath"] } == [.string("opacity"), .string("opacty")])
    #expect(rejections.map { $0["layer"] } == [.string("card"), .string("card")])
    guard case .string(let reason)? = rejections.first?["reason"] else {
      Issue.record("no reason logged")
      return
    }
    #expect(reason.contains("'opacity'") && reason.contains("String"))
    #expect(log.stops.count == 1 && log.stops[0].0 === fade && log.stops[0].1 == false)
    #expect(view.layer.animation(forKey: "fade") == nil)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test("the delegate hears of the end with the animation object the layer hands back")
  func delegate() throws {
    let scene = Scene(size: Size(width: 100, height: 100), duration: 1)
    let layer = CALayer()
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(layer)
    let log = StopLog()
    let pop = CAKeyframeAnimation(keyPath: "transform.scale")
    pop.values = [1.0, 2.0]
    pop.keyTimes = [0, 1]
    pop.duration = 0.4
    pop.isRemovedOnCompletion = false
    pop.delegate = log
    layer.add(pop, forKey: "pop")
    #expect(layer.animation(forKey: "pop") === pop)
    scene.timeline.advance(to: 0.2)
    let scale = try #require(layer.presentation()).transform.m11
    #expect(abs(scale - 1.5) < 1e-9)
    scene.timeline.advance(to: 0.5)
    #expect(log.stops.count == 1 && log.stops[0].0 === layer.animation(forKey: "pop"))
    #expect(log.stops[0].1)
    layer.removeAnimation(forKey: "pop")
    #expect(layer.animation(forKey: "pop") == nil)
    #expect(log.stops.count == 1)
  }

  @Test("a spring lasts 0.25 s unless its duration is set, as CASpringAnimation")
  func springDuration() throws {
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.fromValue = 0
    spring.toValue = 100
    #expect(try spring.makeLayerAnimation().timing.effectiveDuration == 0.25)
    spring.duration = spring.settlingDuration
    #expect(try spring.makeLayerAnimation().timing.duration == spring.settlingDuration)
  }

  /// allowsOverdamping is false unless set: a damping of 30 on stiffness 100 (ζ = 1.5)
  /// moves as a critically damped spring, 1 − e^(−10t)·(1 + 10t), 0.594 at 0.2 s; allowed,
  /// as the over-damped one, 0.4555.
  @Test("an over-damped spring moves critically damped unless allowed to over-damp")
  func overdamping() {
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.damping = 30
    #expect(!spring.allowsOverdamping)
    #expect(abs(spring.spring.progress(at: 0.2) - (1 - 3 * exp(-2.0))) < 1e-9)
    spring.allowsOverdamping = true
    #expect(abs(spring.spring.progress(at: 0.2) - 0.4555) < 1e-3)
  }

  @Test("a group reads its children and its own timing")
  func group() throws {
    let move = CABasicAnimation(keyPath: "position.x")
    move.toValue = 10
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = 0
    let group = CAAnimationGroup()
    group.animations = [move, fade]
    group.duration = 2
    group.fillMode = .both
    let made = try #require(group.makeLayerAnimation() as? AnimationGroup)
    #expect(made.animations.count == 2)
    #expect(made.timing.duration == 2 && made.timing.fillMode == .both)
  }
}
