import FlipbookQuartz
import Foundation
import Interaction
import Testing

/// Behaviours real animation code relies on, each written as iOS code and checked against
/// values worked out from UIKit's documented timing.
@Suite("UIKit behaviours real code relies on")
struct UIKitBehaviourTests {
  /// Records whether and when a completion ran.
  final class Completion {
    var finished: Bool?
    var time: Double?
  }

  @Test("a toast that fades its own layer in UIView.animate animates, and completes at the end")
  func layerOpacityInsideABlock() throws {
    let (scene, container) = animationScene()
    let toast = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
    toast.layer.opacity = 0
    container.addSubview(toast)
    let completion = Completion()
    // Added and faded in the same turn, as a toast's show() does.
    UIView.animate(
      withDuration: 0.4, delay: 0, options: .curveLinear,
      animations: { toast.layer.opacity = 1 },
      completion: { finished in
        completion.finished = finished
        completion.time = scene.timeline.now
      })
    #expect(toast.layer.opacity == 1)
    // Linear from 0 to 1 over 0.4 s: 0.25 at 0.1 s, 0.75 at 0.3 s.
    #expect(abs(try presented(toast, scene, at: 0.1).opacity - 0.25) < 1e-4)
    #expect(abs(try presented(toast, scene, at: 0.3).opacity - 0.75) < 1e-4)
    #expect(completion.finished == nil)
    scene.timeline.advance(to: 0.5)
    #expect(completion.finished == true)
    #expect(completion.time.map { abs($0 - 0.4) < 1e-9 } == true)
  }

  @Test("a view's own alpha setter still adds one animation, not two")
  func alphaSetterAnimatesOnce() throws {
    let (scene, view) = animationScene()
    scene.timeline.advance(to: 0.1)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
    #expect(view.layer.animationKeys()?.count == 1)
    #expect(abs(try presented(view, scene, at: 0.6).opacity - 0.5) < 1e-4)
  }

  @Test("removing a repeating, autoreversing pulse completes it with finished false")
  func removingARepeatingAnimation() throws {
    let (scene, label) = animationScene()
    scene.timeline.advance(to: 0.1)
    let completion = Completion()
    UIView.animate(
      withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse],
      animations: { label.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) },
      completion: { finished in
        completion.finished = finished
        label.transform = .identity
      })
    scene.timeline.advance(to: 1.3)
    #expect(completion.finished == nil)
    label.layer.removeAllAnimations()
    scene.timeline.advance(to: 1.35)
    #expect(completion.finished == false)
    // The completion reset the label: 1× on screen.
    #expect(abs(try presented(label, scene, at: 1.4).transform.m11 - 1) < 1e-9)
  }

  @Test("several writes to one property in one keyframe animate to the last value written")
  func lastWriteInAKeyframeWins() throws {
    let (scene, view) = animationScene()
    scene.timeline.advance(to: 0.1)
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: .calculationModeLinear,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          view.center = CGPoint(x: 150, y: 50)
          view.frame = CGRect(x: 200, y: 0, width: 100, height: 100)  // centre (250, 50)
        }
      })
    // The whole keyframe block follows ease-in-ease-out over 1 s and the keyframe covers the
    // first half of its time axis. At 0.25 s of the block (0.35 s) x is that far from 50 to
    // 250; at 0.5 s of the block (0.6 s) the axis is at 0.5, the keyframe's end: 250.
    let axis = bezier(0.42, 0, 0.58, 1, at: 0.25)
    let measured = try presented(view, scene, at: 0.35).position.x
    #expect(abs(measured - (50 + 200 * axis / 0.5)) < 1e-3)
    #expect(abs(try presented(view, scene, at: 0.6).position.x - 250) < 1e-6)
  }
}

@Suite("Keyframes inside a property animator")
struct AnimatorKeyframeTests {
  /// Apple's pattern: a property animator whose block runs a keyframe block of duration 0.
  private func bounce(_ view: UIView) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      UIView.animateKeyframes(withDuration: 0, delay: 0) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          view.center = CGPoint(x: 250, y: 50)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          view.center = CGPoint(x: 50, y: 250)
        }
      }
    }
    return animator
  }

  @Test("the keyframes run over the animator's duration, along its curve")
  func keyframesFollowTheAnimator() throws {
    let (scene, view) = animationScene()
    scene.timeline.advance(to: 0.1)
    let animator = bounce(view)
    animator.startAnimation()
    // Linear over 1 s from (50, 50): half-way to (250, 50) at 0.25 s, there at 0.5 s, then
    // half-way down to (50, 250) at 0.75 s.
    let quarter = try presented(view, scene, at: 0.35).position
    #expect(abs(quarter.x - 150) < 1e-6 && abs(quarter.y - 50) < 1e-6)
    let half = try presented(view, scene, at: 0.6).position
    #expect(abs(half.x - 250) < 1e-6 && abs(half.y - 50) < 1e-6)
    let threeQuarters = try presented(view, scene, at: 0.85).position
    #expect(abs(threeQuarters.x - 150) < 1e-6 && abs(threeQuarters.y - 150) < 1e-6)
    scene.timeline.advance(to: 1.2)
    #expect(view.center == CGPoint(x: 50, y: 250))
  }

  @Test("scrubbed and reversed, the keyframes go back the way they came")
  func scrubAndReverse() throws {
    let (scene, view) = animationScene()
    scene.timeline.advance(to: 0.1)
    let animator = bounce(view)
    animator.fractionComplete = 0.75
    let scrubbed = try presented(view, scene, at: 0.1).position
    #expect(abs(scrubbed.x - 150) < 1e-6 && abs(scrubbed.y - 150) < 1e-6)
    animator.isReversed = true
    animator.startAnimation()
    // From 0.75 back towards 0 at 1 unit per second: at 0.5 after 0.25 s, the first corner.
    let corner = try presented(view, scene, at: 0.35).position
    #expect(abs(corner.x - 250) < 1e-6 && abs(corner.y - 50) < 1e-6)
    scene.timeline.advance(to: 1)
    #expect(view.center == CGPoint(x: 50, y: 50))
  }
}

@Suite("A view controller's view in viewDidLoad")
struct ViewDidLoadSizeTests {
  /// Places a button at the middle of its view in viewDidLoad, as many apps do.
  final class CentredButtonController: UIViewController {
    let button = UIButton(type: .system)
    var sizeInViewDidLoad = CGSize.zero

    override func viewDidLoad() {
      super.viewDidLoad()
      sizeInViewDidLoad = view.bounds.size
      button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
      button.center = view.center
      view.addSubview(button)
    }
  }

  @Test("a root controller's view already has the screen's size there, so view.center works")
  func rootViewHasTheScreenSize() {
    let scene = Scene(size: Device.iPhone16.size, duration: 1)
    let window = UIWindow(scene: scene)
    let controller = CentredButtonController()
    window.rootViewController = controller
    #expect(controller.sizeInViewDidLoad == CGSize(width: 393, height: 852))
    #expect(controller.button.center == CGPoint(x: 196.5, y: 426))
  }
}
