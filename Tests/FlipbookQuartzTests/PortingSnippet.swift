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
