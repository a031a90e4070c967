// The iOS-style example of docs/porting.md, compiled unchanged (PortingSnippetTests checks
// that the text between the markers is the text in the document).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

// porting.md begin
func highlight(_ view: UIView, completion: @escaping () -> Void) {
  let flash = CAKeyframeAnimation(keyPath: "backgroundColor")
  flash.values = [UIColor.white.cgColor, UIColor.systemBlue.cgColor, UIColor.white.cgColor]
  flash.keyTimes = [0, 0.5, 1]
  flash.duration = 0.6

  let lift = CABasicAnimation(keyPath: "position.y")
  lift.byValue = -20
  lift.duration = 0.3
  lift.autoreverses = true
  lift.timingFunction = CAMediaTimingFunction(name: .easeOut)

  var tilt = CATransform3DIdentity
  tilt.m34 = -1 / 500
  tilt = CATransform3DRotate(tilt, .pi / 8, 1, 0, 0)
  view.layer.transform = tilt

  CATransaction.begin()
  CATransaction.setCompletionBlock {
    view.layer.transform = CATransform3DIdentity
    completion()
  }
  view.layer.add(flash, forKey: "flash")
  view.layer.add(lift, forKey: "lift")
  CATransaction.commit()
}
// porting.md end

// porting.md reveal begin
func reveal(_ card: UIView, in container: UIView, badge: CALayer) {
  UIView.animate(
    withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
    options: [.beginFromCurrentState]
  ) {
    card.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
  }
  UIView.transition(with: container, duration: 0.4, options: .transitionFlipFromLeft) {
    card.backgroundColor = .systemBlue
  }
  let fade = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { card.alpha = 0 }
  fade.fractionComplete = 0.3  // paused, scrubbed to 30 %

  CATransaction.begin()
  CATransaction.setDisableActions(true)
  badge.opacity = 0  // a standalone layer: no implicit fade here
  CATransaction.commit()
  badge.opacity = 1  // fades in over 0.25 s
}
// porting.md reveal end

// porting.md shapes begin
func addProgressRing(to view: UIView) -> CAShapeLayer {
  let ring = CAShapeLayer()
  ring.frame = view.bounds
  ring.path =
    UIBezierPath(
      arcCenter: CGPoint(x: view.bounds.midX, y: view.bounds.midY), radius: 40,
      startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
    ).cgPath
  ring.fillColor = nil
  ring.strokeColor = UIColor.systemBlue.cgColor
  ring.lineWidth = 8
  ring.lineCap = .round
  ring.strokeEnd = 0
  view.layer.addSublayer(ring)

  let fill = CABasicAnimation(keyPath: "strokeEnd")
  fill.fromValue = 0
  fill.toValue = 1
  fill.duration = 2
  fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
  ring.strokeEnd = 1
  ring.add(fill, forKey: "progress")
  return ring
}
// porting.md shapes end

// porting.md display link begin
final class Spinner {
  let view: UIView
  private var link: CADisplayLink?

  init(view: UIView) { self.view = view }

  func start() {
    // On iOS: CADisplayLink(target: self, selector: #selector(step)); the plugin writes this.
    let link = CADisplayLink(target: self, selector: Spinner.step)
    link.preferredFramesPerSecond = 30
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  func step(_ link: CADisplayLink) {
    // A turn a second, by the time until the frame being prepared shows.
    let angle = 2 * .pi * (link.targetTimestamp - link.timestamp)
    view.transform = view.transform.rotated(by: angle)
  }

  func stop() {
    link?.invalidate()
    link = nil
  }
}
// porting.md display link end

// porting.md dynamics begin
final class CardDrop: NSObject, UICollisionBehaviorDelegate {
  let animator: UIDynamicAnimator
  private(set) var landings = 0

  init(cards: [UIView], in container: UIView) {
    animator = UIDynamicAnimator(referenceView: container)
    super.init()
    let gravity = UIGravityBehavior(items: cards)
    let collision = UICollisionBehavior(items: cards)
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.collisionDelegate = self
    let bounce = UIDynamicItemBehavior(items: cards)
    bounce.elasticity = 0.5
    bounce.allowsRotation = false
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    animator.addBehavior(bounce)
  }

  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
  ) {
    landings += 1
  }
}
// porting.md dynamics end
