import Animation
import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Testing

/// The convenience seed 004's code calls (the widely shared "damping and response"
/// extension, as the seed's author would have it on iOS).
extension UISpringTimingParameters {
  fileprivate convenience init(damping: CGFloat, response: CGFloat) {
    let stiffness = pow(2 * .pi / response, 2)
    let damp = 4 * .pi * damping / response
    self.init(mass: 1, stiffness: stiffness, damping: damp, initialVelocity: .zero)
  }
}

@Suite("UIViewPropertyAnimator")
struct UIViewPropertyAnimatorTests {
  @Test("an animator runs its blocks when started, along its curve, then completes at .end")
  func runs() throws {
    let (scene, view) = animationScene()
    var positions: [(UIViewAnimatingPosition, Double)] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
    animator.addCompletion { positions.append(($0, scene.timeline.now)) }
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(view.alpha == 1)
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(view.alpha == 0)
    let expected = 1 - bezier(0.42, 0, 0.58, 1, at: 0.3)
    #expect(abs(Double(try presented(view, scene, at: 0.3).opacity) - expected) < 1e-6)
    #expect(abs(animator.fractionComplete - 0.3) < 1e-9)
    scene.timeline.advance(to: 2)
    #expect(positions.count == 1 && positions.first?.0 == .end && positions.first?.1 == 1)
    #expect(animator.state == .inactive)
    #expect(view.layer.animationKeys() == nil && view.alpha == 0)
  }

  @Test("scrubbing while paused is linear unless scrubsLinearly is false, and resumes")
  func scrubbing() throws {
    let (scene, view) = animationScene()
    let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { view.alpha = 0 }
    var ended: Double?
    animator.addCompletion { _ in ended = scene.timeline.now }
    animator.pauseAnimation()
    #expect(animator.state == .active && !animator.isRunning)
    animator.fractionComplete = 0.3
    #expect(abs(try presented(view, scene, at: 0.1).opacity - 0.7) < 1e-6)
    animator.scrubsLinearly = false
    animator.fractionComplete = 0.4
    let curved = 1 - bezier(0.42, 0, 1, 1, at: 0.4)
    #expect(abs(Double(try presented(view, scene, at: 0.2).opacity) - curved) < 1e-6)
    animator.startAnimation()
    scene.timeline.advance(to: 3)
    // The remaining 60 % of 2 s.
    #expect(abs((ended ?? 0) - 1.4) < 1e-9)
  }

  @Test("reversed, the animation runs back and completes at .start")
  func reversing() throws {
    let (scene, view) = animationScene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center = CGPoint(x: 150, y: 50)
    }
    var result: (UIViewAnimatingPosition, Double)?
    animator.addCompletion { result = ($0, scene.timeline.now) }
    animator.startAnimation()
    #expect(abs(try presented(view, scene, at: 0.4).position.x - 90) < 1e-9)
    animator.isReversed = true
    #expect(animator.isRunning)
    #expect(abs(try presented(view, scene, at: 0.6).position.x - 70) < 1e-9)
    scene.timeline.advance(to: 2)
    #expect(result?.0 == .start && abs((result?.1 ?? 0) - 0.8) < 1e-9)
    #expect(view.center == CGPoint(x: 50, y: 50))
  }

  @Test("stopping leaves the views where they show; finishing runs the completions")
  func stopping() throws {
    let (scene, view) = animationScene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    scene.timeline.advance(to: 0.25)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(abs(view.alpha - 0.75) < 1e-6 && view.layer.animationKeys() == nil)
    animator.finishAnimation(at: .current)
    #expect(positions == [.current] && animator.state == .inactive)

    let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
    var called = false
    other.addCompletion { _ in called = true }
    other.startAnimation()
    scene.timeline.advance(to: 0.5)
    other.stopAnimation(true)
    scene.timeline.advance(to: 2)
    #expect(other.state == .inactive && !called)
    // Started at 0.25 s from 0.75: a quarter of the way to 1 at 0.5 s.
    #expect(abs(view.alpha - 0.8125) < 1e-6)
  }

  @Test("a block with a delay factor starts that far in and lasts the rest")
  func delayFactor() throws {
    let (scene, view) = animationScene()
    let animator = UIViewPropertyAnimator(duration: 2, curve: .linear)
    animator.addAnimations({ view.center = CGPoint(x: 150, y: 50) }, delayFactor: 0.5)
    animator.startAnimation()
    #expect(try presented(view, scene, at: 0.9).position.x == 50)
    #expect(abs(try presented(view, scene, at: 1.5).position.x - 100) < 1e-9)
  }

  @Test("continueAnimation goes on from where the views show with the new duration")
  func continuing() throws {
    let (scene, view) = animationScene()
    let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.alpha = 0 }
    var ended: Double?
    animator.addCompletion { _ in ended = scene.timeline.now }
    animator.startAnimation()
    scene.timeline.advance(to: 1)
    animator.pauseAnimation()
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
    #expect(abs(try presented(view, scene, at: 1).opacity - 0.5) < 1e-6)
    #expect(abs(try presented(view, scene, at: 1.25).opacity - 0.25) < 1e-6)
    scene.timeline.advance(to: 3)
    #expect(abs((ended ?? 0) - 1.5) < 1e-9)
  }

  @Test("a damping-ratio animator fits its spring to its duration, as UIView.animate")
  func dampingRatio() throws {
    let (scene, view) = animationScene()
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) {
      view.center = CGPoint(x: 250, y: 50)
    }
    animator.startAnimation()
    let reference = CASpringAnimation()
    reference.stiffness = 161.71950159162
    reference.damping = 12.716898269296
    for t in [0.1, 0.3, 0.7] {
      let expected = 50 + 200 * reference.spring.progress(at: t)
      #expect(abs(try presented(view, scene, at: t).position.x - expected) < 1e-3)
    }
  }

  /// UIKit's addCompletion(_:): completion blocks run "after the animations finish
  /// normally", with the position they stopped at; UIViewAnimatingPosition.end is "the end
  /// point of the animation … the values you specified in your animation blocks". On iOS, a
  /// damping-ratio spring of 0.4 over 0.5 s, not quite settled when its time is up,
  /// completes at .end.
  @Test("an under-damped spring animator run to its end completes at .end")
  func springRunOut() throws {
    let (scene, view) = animationScene()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(
      duration: 0.5,
      timingParameters: UISpringTimingParameters(dampingRatio: 0.4, initialVelocity: .zero))
    animator.addAnimations { view.center = CGPoint(x: 250, y: 50) }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    scene.timeline.advance(to: 1)
    #expect(positions == [.end])
    #expect(view.center == CGPoint(x: 250, y: 50))
    #expect(abs(try presented(view, scene, at: 1).position.x - 250) < 1e-9)
  }

  @Test("a spring's velocity vector drives a position's y with dy and the rest with dx")
  func velocityVector() throws {
    let (scene, view) = animationScene()
    let parameters = UISpringTimingParameters(
      dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 5))
    let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
    animator.addAnimations {
      view.center = CGPoint(x: 150, y: 150)
      view.alpha = 0
    }
    animator.startAnimation()
    let reference = CASpringAnimation()
    reference.stiffness = 85.25592442711776
    reference.damping = 18.466826952903173
    let still = reference.spring
    reference.initialVelocity = 5
    let moving = reference.spring
    let shown = try presented(view, scene, at: 0.1)
    #expect(abs(shown.position.x - (50 + 100 * still.progress(at: 0.1))) < 1e-6)
    #expect(abs(shown.position.y - (50 + 100 * moving.progress(at: 0.1))) < 1e-6)
    #expect(abs(Double(shown.opacity) - (1 - still.progress(at: 0.1))) < 1e-6)
    #expect(shown.position.y > shown.position.x + 10)
  }

  @Test("seed 004's spring runs the fluid button's spring, for its settling duration")
  func seedSpring() throws {
    let (scene, view) = animationScene()
    view.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
    // The native demo's press spring, built as Sources/Interaction/Controls/FluidButton.swift does.
    let native = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    scene.rootLayer.addSublayer(native)
    let spring = Spring(dampingRatio: 0.4, response: 0.2)
    var press = try SpringAnimation(
      keyPath: "transform.scale", from: .scalar(0.9), to: .scalar(1), spring: spring)
    press.timing.duration = spring.settlingDuration
    native.add(press, forKey: "press")
    // The seed's code.
    let timingParameters = UISpringTimingParameters(damping: 0.4, response: 0.2)
    let animator = UIViewPropertyAnimator(duration: 0, timingParameters: timingParameters)
    animator.addAnimations {
      view.transform = CGAffineTransform(scaleX: 1, y: 1)
    }
    animator.isInterruptible = true
    var ended: Double?
    animator.addCompletion { _ in ended = scene.timeline.now }
    animator.startAnimation()
    for t in [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.45] {
      let seed = try presented(view, scene, at: t).transform.m11
      let expected = native.presentation(at: t).values.transform.m11
      #expect(abs(seed - expected) < 1e-9, "at \(t) s")
    }
    // Not vacuous: it overshoots past 1.
    #expect(native.presentation(at: 0.15).values.transform.m11 > 1.01)
    scene.timeline.advance(to: 2)
    #expect(abs((ended ?? 0) - spring.settlingDuration) < 1e-9)
  }

  @Test("timing parameters keep UIKit's defaults")
  func parameters() {
    let cubic = UICubicTimingParameters()
    #expect(cubic.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
    #expect(cubic.controlPoint2 == CGPoint(x: 0.25, y: 1))
    #expect(UICubicTimingParameters(animationCurve: .easeOut).controlPoint2.x == 0.58)
    let spring = UISpringTimingParameters(
      dampingRatio: 0.7, initialVelocity: CGVector(dx: 1, dy: 2))
    #expect(spring.initialVelocity.dy == 2 && spring.timingCurveType == .spring)
    let animator = UIViewPropertyAnimator()
    #expect(animator.duration == 0 && animator.isInterruptible && animator.scrubsLinearly)
    #expect(!animator.pausesOnCompletion && animator.isUserInteractionEnabled)
    #expect(UIViewAnimatingPosition.current.rawValue == 2)
    #expect(UIViewAnimatingState.stopped.rawValue == 2)
  }
}
