import Animation
import Flipbook
import FlipbookQuartz
import Foundation
import Interaction
import Layers
import Testing

@Suite("UIView.animateKeyframes")
struct UIViewKeyframeTests {
  @Test("one keyframe gives UIKit's logged key times and values")
  func loggedShape() throws {
    // UIKit logs keyTimes (0, 0.1, 1), values (1, 0, 0), easeInEaseOut, for this block.
    let (_, view) = animationScene(duration: 12)
    UIView.animateKeyframes(
      withDuration: 10, delay: 0, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.alpha = 0 }
      })
    let animation = try #require(
      view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
    #expect(animation.keyTimes == [0, 0.1, 1])
    #expect(animation.values?.count == 3)
    #expect(animation.duration == 10 && animation.fillMode == .both)
    #expect(animation.calculationMode == .linear)
    #expect(view.alpha == 0)
  }

  @Test("a property holds its old value until its keyframe, then moves, then holds")
  func holdsAndMoves() throws {
    let (scene, view) = animationScene()
    var finished: Bool?
    let linear = UIView.KeyframeAnimationOptions(
      rawValue: UIView.AnimationOptions.curveLinear.rawValue)
    UIView.animateKeyframes(
      withDuration: 2, delay: 0, options: linear,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
          view.center = CGPoint(x: 150, y: 50)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
          view.center = CGPoint(x: 150, y: 250)
        }
      }, completion: { finished = $0 })
    #expect(view.center == CGPoint(x: 150, y: 250))
    #expect(try presented(view, scene, at: 0.4).position == CGPoint(x: 50, y: 50))
    #expect(abs(try presented(view, scene, at: 0.75).position.x - 100) < 1e-9)
    #expect(try presented(view, scene, at: 1.2).position == CGPoint(x: 150, y: 50))
    #expect(abs(try presented(view, scene, at: 1.75).position.y - 150) < 1e-9)
    scene.timeline.advance(to: 2)
    #expect(finished == true)
  }

  @Test("the time axis follows the ease-in-ease-out curve by default")
  func defaultCurve() throws {
    let (scene, view) = animationScene()
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
      })
    let expected = 1 - bezier(0.42, 0, 0.58, 1, at: 0.3)
    #expect(abs(Double(try presented(view, scene, at: 0.3).opacity) - expected) < 1e-4)
  }

  @Test("a keyframe block interrupting an animation starts from the value on screen")
  func interrupting() throws {
    let (scene, view) = animationScene()
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        view.alpha = 0
      })
    scene.timeline.advance(to: 0.5)
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
      })
    // The view shows 0.5 and holds it until the keyframe starts.
    #expect(abs(try presented(view, scene, at: 0.5).opacity - 0.5) < 1e-6)
    #expect(abs(try presented(view, scene, at: 0.7).opacity - 0.5) < 1e-6)
  }

  @Test("a zero-length keyframe changes the value at its start time")
  func zeroLength() throws {
    let (scene, view) = animationScene()
    let linear = UIView.KeyframeAnimationOptions(
      rawValue: UIView.AnimationOptions.curveLinear.rawValue)
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: linear,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) { view.alpha = 0.2 }
      })
    #expect(try presented(view, scene, at: 0.49).opacity == 1)
    #expect(abs(try presented(view, scene, at: 0.51).opacity - 0.2) < 1e-6)
  }
}
