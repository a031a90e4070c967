import Animation
import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

/// The y of the cubic Bézier from (0, 0) via (x1, y1), (x2, y2) to (1, 1) at x, by bisection
/// (independent of the engine's solver).
func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
  func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<80 {
    let mid = (low + high) / 2
    if coordinate(x1, x2, mid) < x { low = mid } else { high = mid }
  }
  return coordinate(y1, y2, (low + high) / 2)
}

/// A window over a new scene with a 100 × 100 view at (0, 0).
func animationScene(duration: Double = 4) -> (Scene, UIView) {
  let scene = Scene(size: Size(width: 300, height: 300), duration: duration)
  let window = UIWindow(scene: scene)
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  view.backgroundColor = .white
  window.addSubview(view)
  return (scene, view)
}

/// The view's presentation after advancing its scene to `time`.
func presented(_ view: UIView, _ scene: Scene, at time: Double) throws -> CALayer {
  scene.timeline.advance(to: time)
  return try #require(view.layer.presentation())
}

@Suite("UIView.animate")
struct UIViewAnimationTests {
  @Test("the options have UIKit's raw values")
  func optionValues() {
    #expect(UIView.AnimationOptions.repeat.rawValue == 8)
    #expect(UIView.AnimationOptions.autoreverse.rawValue == 16)
    #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
    #expect(UIView.AnimationOptions.showHideTransitionViews.rawValue == 256)
    #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
    #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
  }

  @Test("alpha 1 → 0 over 1 s follows UIKit's default ease-in-ease-out curve")
  func defaultCurve() throws {
    let (scene, view) = animationScene()
    UIView.animate(withDuration: 1) { view.alpha = 0 }
    #expect(view.alpha == 0)
    for t in [0.1, 0.25, 0.5, 0.8] {
      let expected = 1 - bezier(0.42, 0, 0.58, 1, at: t)
      #expect(abs(Double(try presented(view, scene, at: t).opacity) - expected) < 1e-4)
    }
    #expect(try presented(view, scene, at: 1.5).opacity == 0)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test("the curve options select easeIn, easeOut and linear")
  func curves() throws {
    let cases: [(UIView.AnimationOptions, (Double) -> Double)] = [
      (.curveEaseIn, { bezier(0.42, 0, 1, 1, at: $0) }),
      (.curveEaseOut, { bezier(0, 0, 0.58, 1, at: $0) }),
      (.curveLinear, { $0 }),
    ]
    for (option, curve) in cases {
      let (scene, view) = animationScene()
      UIView.animate(
        withDuration: 2, delay: 0, options: option,
        animations: {
          view.center = CGPoint(x: 250, y: 50)
        })
      let x = try presented(view, scene, at: 0.6).position.x
      #expect(abs(Double(x) - (50 + 200 * curve(0.3))) < 1e-3)
    }
  }

  @Test("frame, bounds, transform and background colour animate from old to new")
  func properties() throws {
    let (scene, view) = animationScene()
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        view.frame = CGRect(x: 100, y: 100, width: 200, height: 50)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
      })
    let start = try presented(view, scene, at: 0)
    #expect(abs(start.position.x - 50) < 1e-9 && abs(start.bounds.width - 100) < 1e-9)
    #expect(abs(start.transform.m12) < 1e-9)
    let middle = try presented(view, scene, at: 0.5)
    #expect(abs(middle.position.x - 125) < 1e-9 && abs(middle.position.y - 87.5) < 1e-9)
    #expect(abs(middle.bounds.width - 150) < 1e-9 && abs(middle.bounds.height - 75) < 1e-9)
    // A quarter turn half done: 45°.
    #expect(abs(middle.transform.m12 - sin(Double.pi / 4)) < 1e-9)
    #expect(abs(try #require(middle.backgroundColor).flipbookColor.red - 0.5) < 1e-9)
    let end = try presented(view, scene, at: 1)
    #expect(end.frame.origin.x == view.frame.origin.x)
    #expect(abs(end.transform.m12 - 1) < 1e-9)
  }

  @Test("the completion runs with true when the animations end, after the delay")
  func completion() throws {
    let (scene, view) = animationScene()
    var calls: [(Double, Bool)] = []
    UIView.animate(
      withDuration: 0.5, delay: 0.3, options: [],
      animations: { view.alpha = 0.2 },
      completion: { calls.append((scene.timeline.now, $0)) })
    // Before the delay the old value holds.
    #expect(try presented(view, scene, at: 0.2).opacity == 1)
    scene.timeline.advance(to: 0.79)
    #expect(calls.isEmpty)
    scene.timeline.advance(to: 2)
    #expect(calls.count == 1)
    #expect(abs((calls.first?.0 ?? 0) - 0.8) < 1e-9 && calls.first?.1 == true)
  }

  @Test("a removed animation completes the block with false")
  func removed() {
    let (scene, view) = animationScene()
    var finished: Bool?
    UIView.animate(
      withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
    scene.timeline.advance(to: 0.5)
    view.layer.removeAllAnimations()
    scene.timeline.advance(to: 2)
    #expect(finished == false)
  }

  @Test("a duration of 0 changes at once and completes as the next event")
  func zeroDuration() {
    let (scene, view) = animationScene()
    var finished: Bool?
    UIView.animate(
      withDuration: 0, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
    #expect(view.layer.animationKeys() == nil)
    #expect(view.layer.presentation()?.opacity == 0.5)
    #expect(finished == nil)
    scene.timeline.advance(to: 0)
    #expect(finished == true)
  }

  @Test("outside a block and in performWithoutAnimation changes do not animate")
  func outsideBlock() {
    let (_, view) = animationScene()
    view.alpha = 0.3
    view.center = CGPoint(x: 10, y: 10)
    #expect(view.layer.animationKeys() == nil)
    #expect(UIView.areAnimationsEnabled)
    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation {
        #expect(UIView.areAnimationsEnabled == false)
        view.alpha = 1
      }
    }
    #expect(view.layer.animationKeys() == nil)
  }

  @Test("an interrupting animation adds to the running one: no jump, both complete")
  func interruption() throws {
    let (scene, view) = animationScene()
    var completions: [String] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center = CGPoint(x: 250, y: 50) },
      completion: { completions.append("first \($0) \(scene.timeline.now)") })
    let before = try presented(view, scene, at: 0.5).position.x
    #expect(abs(before - 150) < 1e-9)
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center = CGPoint(x: 50, y: 50) },
      completion: { completions.append("second \($0) \(scene.timeline.now)") })
    // On screen nothing moved at the moment of the change.
    #expect(abs(try presented(view, scene, at: 0.5).position.x - before) < 1e-9)
    // Then: model 50 + first delta (−200 · (1 − t)) + second delta (200 · (1.5 − t)).
    let later = try presented(view, scene, at: 0.75).position.x
    #expect(abs(later - (50 - 200 * 0.25 + 200 * 0.75)) < 1e-9)
    #expect(view.layer.animationKeys()?.count == 2)
    scene.timeline.advance(to: 2)
    #expect(completions == ["first true 1.0", "second true 1.5"])
    #expect(try presented(view, scene, at: 2).position.x == 50)
  }

  @Test("an interrupted rotation continues from the angle on screen")
  func transformInterruption() throws {
    let (scene, view) = animationScene()
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
      })
    let before = try presented(view, scene, at: 0.5).transform
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        view.transform = .identity
      })
    let after = try presented(view, scene, at: 0.5).transform
    #expect(abs(after.m11 - before.m11) < 1e-9 && abs(after.m12 - before.m12) < 1e-9)
    #expect(try presented(view, scene, at: 2).transform == CATransform3DIdentity)
  }

  @Test("repeat with autoreverse runs back and forth and never completes")
  func repeating() throws {
    let (scene, view) = animationScene(duration: 10)
    var completed = false
    UIView.animate(
      withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
      animations: { view.alpha = 0 }, completion: { _ in completed = true })
    #expect(abs(try presented(view, scene, at: 1.25).opacity - 0.25) < 1e-6)
    #expect(abs(try presented(view, scene, at: 2.75).opacity - 0.25) < 1e-6)
    scene.timeline.advance(to: 10)
    #expect(completed == false)
  }

  @Test("a nested block inherits the outer duration and curve unless it overrides them")
  func nested() throws {
    let (_, view) = animationScene()
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.addSubview(other)
    UIView.animate(
      withDuration: 2, delay: 0, options: .curveLinear,
      animations: {
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        UIView.animate(
          withDuration: 0.5, delay: 0,
          options: [.overrideInheritedDuration, .overrideInheritedCurve],
          animations: { other.alpha = 0 })
      })
    let inherited = try #require(view.layer.animation(forKey: "opacity"))
    let linear = CAMediaTimingFunction(name: .linear).flipbookFunction
    let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut).flipbookFunction
    #expect(inherited.duration == 2 && inherited.timingFunction?.flipbookFunction == linear)
    let own = try #require(other.layer.animation(forKey: "opacity"))
    #expect(own.duration == 0.5 && own.timingFunction?.flipbookFunction == easeInOut)
  }

  @Test("the spring block puts a CASpringAnimation with UIKit's constants on the layer")
  func springConstants() throws {
    // Framer's published pair for damping 0.25 over 3 s, and the other reference values.
    let table: [(CGFloat, Double, Double, Double)] = [
      (0.25, 3.0, 54.8336, 3.7025), (0.5, 1.0, 161.7195, 12.7169),
      (0.7, 0.8, 151.2791, 17.2194), (0.8, 0.3, 898.8597, 47.9696),
      (1.0, 0.5, 341.0237, 36.9337), (1.0, 1.0, 85.2559, 18.4668),
    ]
    for (ratio, duration, stiffness, damping) in table {
      let (_, view) = animationScene()
      UIView.animate(
        withDuration: duration, delay: 0, usingSpringWithDamping: ratio,
        initialSpringVelocity: 0, options: [], animations: { view.alpha = 0 })
      let spring = try #require(view.layer.animation(forKey: "opacity") as? CASpringAnimation)
      #expect(abs(Double(spring.stiffness) - stiffness) < 1e-3)
      #expect(abs(Double(spring.damping) - damping) < 1e-3)
      #expect(spring.mass == 1 && spring.duration == duration)
    }
  }

  @Test("the spring block follows its spring, lasts the duration and settles")
  func springMotion() throws {
    let (scene, view) = animationScene()
    var endedAt: Double?
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      options: [], animations: { view.center = CGPoint(x: 250, y: 50) },
      completion: { _ in endedAt = scene.timeline.now })
    let reference = CASpringAnimation()
    reference.stiffness = 161.71950159162
    reference.damping = 12.716898269296
    for t in [0.1, 0.2, 0.286, 0.35, 0.6] {
      let expected = 50 + 200 * reference.spring.progress(at: t)
      let x = try presented(view, scene, at: t).position.x
      #expect(abs(x - expected) < 1e-3)
      // It overshoots (damping 0.5, first peak at π / ω_d ≈ 0.286 s).
      if t == 0.286 { #expect(x > 270) }
    }
    // It ends within 0.001 of the distance.
    #expect(abs(try presented(view, scene, at: 0.999).position.x - 250) < 0.2)
    scene.timeline.advance(to: 2)
    #expect(endedAt == 1)
  }

  @Test("an iOS snippet with a block animation compiles and renders")
  func snippet() throws {
    let recording = try Recording(
      size: Size(width: 200, height: 120), duration: 1.2,
      settings: RenderSettings(fps: 10, scale: 1, threads: 1)
    ) { scene in
      let window = UIWindow(scene: scene)
      // As on iOS:
      let box = UIView(frame: CGRect(x: 20, y: 30, width: 60, height: 60))
      box.backgroundColor = .systemBlue
      window.addSubview(box)
      UIView.animate(
        withDuration: 0.6, delay: 0.2, options: [.curveEaseOut, .allowUserInteraction],
        animations: {
          box.center.x += 100
          box.alpha = 0.5
        },
        completion: { finished in
          if finished { box.backgroundColor = .red }
        })
    }
    let frames = try recording.frames(at: [0, 0.5, 1.0])
    // The box's left column at x = 25: covered at first, left behind later.
    #expect(frames[0][25, 60] != frames[2][25, 60])
    // Moving: at 0.5 s the box has passed x = 85 (its left edge beyond 20 + 60).
    #expect(frames[1][110, 60] != frames[0][110, 60])
    // Red after the completion ran, half transparent over white.
    let end = frames[2][150, 60]
    #expect(end.red > end.blue)
  }
}
