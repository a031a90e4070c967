import Foundation

/// Decides how a recogniser shares touches with the others, as UIKit's
/// `UIGestureRecognizerDelegate`.
///
/// Every method has a default that keeps UIKit's rules: a recogniser may begin, receives
/// every touch, and recognises alone — once one recogniser of a touch sequence recognises,
/// the others that have not are made to fail. Objective-C's optional protocol methods do not
/// exist on Linux: the defaults are a protocol extension, so a delegate implements only the
/// methods it needs, as on iOS.
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether `gestureRecognizer` may leave `.possible` and begin (or be recognised); false
  /// makes it fail instead.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether `gestureRecognizer` and `otherGestureRecognizer` may both recognise in one touch
  /// sequence; true from either one's delegate allows it.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail before it
  /// recognises, in this touch sequence.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail before it
  /// recognises, in this touch sequence.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `gestureRecognizer` is given `touch`, asked as the finger touches down; false
  /// and it never sees that touch.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// True: the recogniser may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// False: one recogniser at a time.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  /// False: no failure requirement beyond `require(toFail:)`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  /// False: no failure requirement beyond `require(toFail:)`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  /// True: the recogniser sees every touch on its view.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    true
  }
}
