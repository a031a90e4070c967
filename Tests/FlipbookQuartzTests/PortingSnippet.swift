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
