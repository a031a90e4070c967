import Foundation

/// What a scroll view tells as it scrolls, as UIKit's `UIScrollViewDelegate`. Every method
/// is optional: the protocol's extension gives each one an empty default.
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed: on every change set in code, every move of the finger, and
  /// 60 times a second while the content decelerates or animates.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A finger started dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger lifted with `velocity` (the content offset's, in points per millisecond);
  /// `targetContentOffset` is where the content will come to rest, and the delegate may
  /// change it: the content then decelerates to the new target.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The finger lifted; `decelerate` tells whether the content moves on.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on after the finger lifted.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The content came to rest after moving on.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animation of `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`
  /// ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Leaves the target as it is.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
