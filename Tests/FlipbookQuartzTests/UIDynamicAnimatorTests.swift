import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Testing

/// Counts what a dynamic animator's delegate hears, and when contacts begin.
private final class DynamicsObserver: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
  var resumes = 0
  var pauses = 0
  var pauseTimes: [Double] = []
  var boundaryContacts: [Double] = []
  weak var animator: UIDynamicAnimator?

  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes += 1 }
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
    pauses += 1
    pauseTimes.append(animator.elapsedTime)
  }

  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at point: CGPoint
  ) {
    boundaryContacts.append(animator?.elapsedTime ?? -1)
  }

  var boundaryEnds = 0
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {
    #expect(identifier == nil)
    boundaryEnds += 1
  }
}

/// A view colliding as a circle.
private final class Ball: UIView {
  override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

/// The animation scene with its view shrunk to 20 × 20 points at `center`, and an animator
/// in its window.
private func smallView(at center: CGPoint) throws -> (Scene, UIView, UIDynamicAnimator) {
  let (scene, view) = animationScene(duration: 6)
  let window = try #require(view.superview)
  view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
  view.center = center
  return (scene, view, UIDynamicAnimator(referenceView: window))
}

/// UIKit Dynamics, compared with the motion worked out by hand. The animator steps every
/// 1/240 s in four sub-steps of semi-implicit Euler, which trails a constant acceleration a
/// by ½·a·h·t (h = 1/960 s): 0.16 point at 0.3 s under gravity.
@Suite("UIDynamicAnimator")
struct UIDynamicAnimatorTests {
  /// UIGravityBehavior's `magnitude`: "A magnitude value of 1.0 represents an acceleration
  /// of 1000 points / second²".
  static let gravity = 1000.0

  @Test("a view falls as y₀ + ½·1000·t², in its model and its presentation")
  func falling() throws {
    let (scene, view) = animationScene()
    let window = try #require(view.superview)
    let animator = UIDynamicAnimator(referenceView: window)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    #expect(animator.isRunning)
    for time in [0.1, 0.3] {
      let presentation = try presented(view, scene, at: time)
      let expected = 50 + 0.5 * Self.gravity * time * time
      #expect(abs(view.center.y - expected) < 0.5)
      #expect(abs(presentation.position.y - view.center.y) < 1e-9)
      #expect(view.center.x == 50)
      #expect(abs(animator.elapsedTime - time) < 1e-9)
    }
  }

  /// Drops the 100 × 100 view from 10 points below the top of the 300 × 300 window onto its
  /// bottom.
  private func drop(elasticity: CGFloat) throws -> (
    Scene, UIView, UIDynamicAnimator, DynamicsObserver, [Double]
  ) {
    let (scene, view) = animationScene()
    view.center = CGPoint(x: 150, y: 60)
    let window = try #require(view.superview)
    let animator = UIDynamicAnimator(referenceView: window)
    let observer = DynamicsObserver()
    observer.animator = animator
    animator.delegate = observer
    let collision = UICollisionBehavior(items: [view])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.collisionDelegate = observer
    let material = UIDynamicItemBehavior(items: [view])
    material.elasticity = elasticity
    let gravity = UIGravityBehavior(items: [view])
    var heights: [Double] = []
    gravity.action = { heights.append(Double(view.center.y)) }
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    animator.addBehavior(material)
    scene.timeline.advance(to: 3)
    return (scene, view, animator, observer, heights)
  }

  @Test("it reaches the bottom at √(2h/g); with elasticity 0 it stays and the animator pauses")
  func landing() throws {
    let (_, view, animator, observer, _) = try drop(elasticity: 0)
    // Its bottom edge falls from 110 to 300: h = 190 points.
    let landing = (2 * 190 / Self.gravity).squareRoot()
    let contact = try #require(observer.boundaryContacts.first)
    #expect(abs(contact - landing) <= 1.0 / 240)
    #expect(observer.boundaryContacts.count == 1)
    #expect(abs(view.center.y - 250) < 0.5)
    // At rest for 0.25 s after landing, the animator stops and says so, once.
    #expect(!animator.isRunning)
    #expect(observer.resumes == 1 && observer.pauses == 1)
    let paused = try #require(observer.pauseTimes.first)
    #expect(paused > landing + 0.25 - 0.01 && paused < landing + 0.25 + 0.05)
  }

  @Test("a paused animator resumes when an item is moved and updated, and pauses again")
  func resumingOnUpdate() throws {
    let (scene, view, animator, observer, _) = try drop(elasticity: 0)
    view.center = CGPoint(x: 150, y: 60)
    animator.updateItem(usingCurrentState: view)
    #expect(animator.isRunning && observer.resumes == 2)
    scene.timeline.advance(to: 6)
    #expect(abs(view.center.y - 250) < 0.5)
    #expect(observer.boundaryContacts.count == 2 && observer.pauses == 2)
    // The animator's elapsed time stood still while paused: it lands again √(2·190/1000) s
    // of running after the pause.
    let paused = try #require(observer.pauseTimes.first)
    let landing = try #require(observer.boundaryContacts.last)
    #expect(abs(landing - (paused + (2 * 190 / Self.gravity).squareRoot())) <= 1.0 / 240)
  }

  /// UIDynamicItemBehavior.elasticity: "from 0.0 for no bounce upon collision, to 1.0 for
  /// completely elastic collisions"; a bounce returning e of the speed returns e² of the
  /// height.
  @Test("with elasticity 0.5 it rebounds to a quarter of the drop height (e² · h), ±2 points")
  func rebound() throws {
    let (_, _, _, observer, heights) = try drop(elasticity: 0.5)
    let first = try #require(observer.boundaryContacts.first)
    let landingStep = Int((first * 240).rounded())
    // The rebound's top: the highest point (least y) between the first and second landing.
    let second = try #require(observer.boundaryContacts.dropFirst().first)
    let top = try #require(heights[landingStep..<Int((second * 240).rounded())].min())
    let rebound = 250 - top
    #expect(abs(rebound - 0.25 * 190) < 2)
    // Each bounce leaves the bottom: a contact ended for each that began but the last.
    #expect(observer.boundaryEnds == observer.boundaryContacts.count - 1)
  }

  @Test("an instantaneous push of magnitude 2 gives a 100 × 100 view 200 points/s")
  func instantaneousPush() throws {
    let (scene, view) = animationScene()
    let window = try #require(view.superview)
    let animator = UIDynamicAnimator(referenceView: window)
    let push = UIPushBehavior(items: [view], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 2.0, dy: 0.0)
    let probe = UIDynamicItemBehavior(items: [view])
    animator.addBehavior(push)
    animator.addBehavior(probe)
    withExtendedLifetime(animator) { scene.timeline.advance(to: 0.1) }
    // UIPushBehavior.magnitude: "A continuous force vector with a magnitude of 1.0, applied
    // to a 100 point x 100 point view whose density value is 1.0, results in view
    // acceleration of 100 points / second²"; given at once (UIKit gives no figure), that
    // force's impulse over a second: 100 points/s.
    #expect(abs(probe.linearVelocity(for: view).x - 200) < 1e-9)
    #expect(abs(view.center.x - (50 + 200 * 0.1)) < 1e-6)
    #expect(!push.active)
  }

  @Test("a continuous push of magnitude 1 accelerates 100 points/s² per unit mass")
  func continuousPush() throws {
    let (scene, view) = animationScene()
    let window = try #require(view.superview)
    let heavy = UIView(frame: CGRect(x: 0, y: 150, width: 200, height: 100))
    window.addSubview(heavy)
    let animator = UIDynamicAnimator(referenceView: window)
    let push = UIPushBehavior(items: [view, heavy], mode: .continuous)
    push.setAngle(0, magnitude: 1)
    animator.addBehavior(push)
    let time = 0.3
    withExtendedLifetime(animator) { scene.timeline.advance(to: time) }
    // UIDynamicItemBehavior.density: of two items of one density, 100 x 100 and 100 x 200
    // points, "item two has twice the effective mass of item one": masses 1 and 2.
    #expect(abs(view.center.x - (50 + 0.5 * 100 * time * time)) < 0.1)
    #expect(abs(heavy.center.x - (100 + 0.5 * 50 * time * time)) < 0.1)
    #expect(abs(heavy.center.y - 200) < 1e-9)
  }

  /// Snaps the view from (50, 50) to (200, 150) with `damping`; the farthest x reached and
  /// the final center.
  private func snap(damping: CGFloat) throws -> (farthest: Double, end: CGPoint) {
    let (scene, view) = animationScene(duration: 8)
    let window = try #require(view.superview)
    let animator = UIDynamicAnimator(referenceView: window)
    let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 200, y: 150))
    snap.damping = damping
    var farthest = 0.0
    snap.action = { farthest = max(farthest, Double(view.center.x)) }
    animator.addBehavior(snap)
    withExtendedLifetime(animator) { scene.timeline.advance(to: 8) }
    return (farthest, view.center)
  }

  @Test("a snap ends at its point and overshoots less with damping 1 than 0.1")
  func snapping() throws {
    let stiff = try snap(damping: 1)
    let loose = try snap(damping: 0.1)
    for end in [stiff.end, loose.end] {
      #expect(abs(end.x - 200) < 0.5 && abs(end.y - 150) < 0.5)
    }
    // A critically damped spring does not pass its point; one of damping ratio ζ = 0.1
    // overshoots the 150 points by exp(-πζ/√(1 - ζ²)) of them: 109.4 points.
    #expect(stiff.farthest - 200 < 0.5)
    let overshoot = 150 * exp(-Double.pi * 0.1 / (1 - 0.01).squareRoot())
    #expect(abs((loose.farthest - 200) - overshoot) < 0.03 * overshoot)
  }

  @Test("a rigid attachment keeps its length; the pendulum's period is 2π√(L/g) within 5 %")
  func pendulum() throws {
    let anchor = CGPoint(x: 150, y: 0)
    let length = 150.0
    let angle = 0.1
    let (scene, view, animator) = try smallView(
      at: CGPoint(x: 150 + length * sin(angle), y: length * cos(angle)))
    let rope = UIAttachmentBehavior(item: view, attachedToAnchor: anchor)
    #expect(abs(rope.length - length) < 1e-9)
    var worst = 0.0
    var crossings: [Double] = []
    var previous = Double(view.center.x)
    rope.action = {
      let x = Double(view.center.x)
      let distance = hypot(x - 150, Double(view.center.y))
      worst = max(worst, abs(distance - length))
      if (previous - 150) * (x - 150) < 0 {
        // The time the center passed below the anchor, between the two steps.
        let fraction = (previous - 150) / (previous - x)
        crossings.append(animator.elapsedTime - (1 - fraction) / 240)
      }
      previous = x
    }
    animator.addBehavior(rope)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    scene.timeline.advance(to: 6)
    #expect(worst < 0.5)
    #expect(crossings.count >= 4)
    // Two crossings a period.
    let period = 2 * (crossings[3] - crossings[1]) / 2
    let expected = 2 * Double.pi * (length / Self.gravity).squareRoot()
    #expect(abs(period - expected) < 0.05 * expected)
  }

  @Test("two equal circles of elasticity 1 meeting head-on exchange velocities")
  func headOn() throws {
    let (scene, view) = animationScene()
    let window = try #require(view.superview)
    let left = Ball(frame: CGRect(x: 20, y: 130, width: 40, height: 40))
    let right = Ball(frame: CGRect(x: 200, y: 130, width: 40, height: 40))
    window.addSubview(left)
    window.addSubview(right)
    let animator = UIDynamicAnimator(referenceView: window)
    let material = UIDynamicItemBehavior(items: [left, right])
    material.elasticity = 1
    material.addLinearVelocity(CGPoint(x: 300, y: 0), for: left)
    animator.addBehavior(UICollisionBehavior(items: [left, right]))
    animator.addBehavior(material)
    // They meet when the gap of 140 points is closed, at 140 / 300 s.
    withExtendedLifetime(animator) { scene.timeline.advance(to: 0.7) }
    #expect(abs(material.linearVelocity(for: left).x) < 1e-9)
    #expect(abs(material.linearVelocity(for: right).x - 300) < 1e-9)
    #expect(material.linearVelocity(for: right).y == 0)
    // The right one has moved on since the meeting with the left one's speed.
    #expect(abs(right.center.x - (220 + 300 * (0.7 - 140.0 / 300))) < 1.5)
  }

  @Test("two runs give the same positions at every step")
  func determinism() throws {
    func run() throws -> [CGPoint] {
      let (scene, view) = animationScene()
      let window = try #require(view.superview)
      let ball = Ball(frame: CGRect(x: 180, y: 20, width: 60, height: 60))
      window.addSubview(ball)
      let animator = UIDynamicAnimator(referenceView: window)
      let collision = UICollisionBehavior(items: [view, ball])
      collision.translatesReferenceBoundsIntoBoundary = true
      collision.addBoundary(
        withIdentifier: "ramp" as NSString, from: CGPoint(x: 0, y: 200),
        to: CGPoint(x: 300, y: 260))
      let material = UIDynamicItemBehavior(items: [view, ball])
      material.elasticity = 0.6
      material.friction = 0.3
      material.addLinearVelocity(CGPoint(x: 400, y: -100), for: view)
      let gravity = UIGravityBehavior(items: [view, ball])
      var positions: [CGPoint] = []
      gravity.action = { positions += [view.center, ball.center] }
      for behavior in [gravity, collision, material] { animator.addBehavior(behavior) }
      withExtendedLifetime(animator) { scene.timeline.advance(to: 2) }
      return positions
    }
    let first = try run()
    #expect(first.count > 400)
    #expect(first == (try run()))
  }

  @Test("a box and a ball land on an anchored box and rest on its top")
  func restingOnAnItem() throws {
    let (scene, view) = animationScene()
    let window = try #require(view.superview)
    let base = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 50))
    let box = UIView(frame: CGRect(x: 40, y: 0, width: 60, height: 60))
    let ball = Ball(frame: CGRect(x: 180, y: 0, width: 40, height: 40))
    view.removeFromSuperview()
    for item in [base, box, ball] { window.addSubview(item) }
    let animator = UIDynamicAnimator(referenceView: window)
    let collision = UICollisionBehavior(items: [base, box, ball])
    collision.collisionMode = .items
    let anchor = UIDynamicItemBehavior(items: [base])
    anchor.isAnchored = true
    for behavior in [collision, anchor, UIGravityBehavior(items: [base, box, ball])] {
      animator.addBehavior(behavior)
    }
    withExtendedLifetime(animator) { scene.timeline.advance(to: 2) }
    #expect(abs(box.center.y - (200 - 30)) < 0.5 && box.center.x == 70)
    #expect(abs(ball.center.y - (200 - 20)) < 0.5 && ball.center.x == 200)
    #expect(base.center == CGPoint(x: 150, y: 225))
    #expect(!animator.isRunning)
  }

  @Test("a ramp segment catches a falling view, and holds it when fast")
  func segmentBoundary() throws {
    let (scene, view, animator) = try smallView(at: CGPoint(x: 150, y: 20))
    let collision = UICollisionBehavior(items: [view])
    collision.addBoundary(
      withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 200),
      to: CGPoint(x: 300, y: 200))
    let material = UIDynamicItemBehavior(items: [view])
    // 3000 points/s down: 3 points a sub-step, against a segment of no thickness.
    material.addLinearVelocity(CGPoint(x: 0, y: 3000), for: view)
    animator.addBehavior(collision)
    animator.addBehavior(material)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    withExtendedLifetime(animator) { scene.timeline.advance(to: 1) }
    #expect(abs(view.center.y - 190) < 0.5)
    #expect(collision.boundaryIdentifiers?.count == 1)
  }
}

/// Springs and turning, against their closed forms.
@Suite("UIDynamicAnimator springs and rotation")
struct UIDynamicAnimatorSpringTests {
  @Test("a view hanging on a critically damped 2 Hz spring settles g/ω² below its length")
  func hangingSpring() throws {
    let (scene, view, animator) = try smallView(at: CGPoint(x: 150, y: 100))
    let spring = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 150, y: 0))
    spring.frequency = 2
    spring.damping = 1
    animator.addBehavior(spring)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    withExtendedLifetime(animator) { scene.timeline.advance(to: 3) }
    // UIAttachmentBehavior's `frequency` is "the frequency of oscillation for the attachment
    // behavior": ω = 2π·2 rad/s; gravity stretches it by g/ω² = 6.33 points.
    let omega = 2 * Double.pi * 2
    #expect(abs(view.center.y - (100 + 1000 / (omega * omega))) < 0.1)
    #expect(view.center.x == 150)
  }

  @Test("two equal views on an undamped 1 Hz spring swing about their middle once a second")
  func springBetweenItems() throws {
    let (scene, view, animator) = try smallView(at: CGPoint(x: 50, y: 150))
    let other = UIView(frame: CGRect(x: 240, y: 140, width: 20, height: 20))
    view.superview?.addSubview(other)
    let spring = UIAttachmentBehavior(item: view, attachedTo: other)
    #expect(abs(spring.length - 200) < 1e-9)
    spring.length = 150
    spring.frequency = 1
    var distances: [Double] = []
    spring.action = { distances.append(Double(other.center.x - view.center.x)) }
    animator.addBehavior(spring)
    withExtendedLifetime(animator) { scene.timeline.advance(to: 1) }
    // d(t) = 150 + 50·cos(2π·t) for the distance d, the middle staying at x = 150.
    for (index, distance) in distances.enumerated() {
      let time = Double(index + 1) / 240
      #expect(abs(distance - (150 + 50 * cos(2 * Double.pi * time))) < 0.5)
    }
    #expect(abs((view.center.x + other.center.x) / 2 - 150) < 1e-6)
  }

  @Test("an angular velocity turns the view's transform at that rate")
  func turning() throws {
    let (scene, view) = animationScene()
    let window = try #require(view.superview)
    let animator = UIDynamicAnimator(referenceView: window)
    let spin = UIDynamicItemBehavior(items: [view])
    spin.addAngularVelocity(.pi, for: view)
    animator.addBehavior(spin)
    withExtendedLifetime(animator) { scene.timeline.advance(to: 0.5) }
    // Half a second at π rad/s: a quarter turn, clockwise on screen.
    #expect(abs(atan2(view.transform.b, view.transform.a) - .pi / 2) < 1e-9)
    #expect(abs(spin.angularVelocity(for: view) - .pi) < 1e-12)
    #expect(view.center == CGPoint(x: 50, y: 50))
  }
}
