import Foundation

// UIScrollView members FlipbookQuartz does not offer yet, besides those in
// NotYetAvailable.swift (docs/uikit-symbols.md lists them with the rest of UIScrollView).
// Each is declared unavailable so that iOS code using it fails to compile with a message
// saying what to do instead. Bodies never run.

extension UIScrollView {
  /// The look of a scroll view's indicators, as UIKit's `UIScrollView.IndicatorStyle`; the
  /// indicators are not drawn yet.
  public enum IndicatorStyle: Int, Sendable {
    /// Dark or light by the interface style.
    case `default`
    /// Dark.
    case black
    /// Light.
    case white
  }

  /// UIKit's `automaticallyAdjustsScrollIndicatorInsets`; not available yet.
  @available(
    *, unavailable,
    message: """
      scroll indicators are not drawn; see docs/porting.md
      """
  )
  public var automaticallyAdjustsScrollIndicatorInsets: Bool {
    get { true }
    set {}
  }

  /// UIKit's `isDirectionalLockEnabled`; not available yet.
  @available(
    *, unavailable,
    message: """
      directional lock is not there yet: drag along one axis; see docs/porting.md
      """
  )
  public var isDirectionalLockEnabled: Bool {
    get { false }
    set {}
  }

  /// UIKit's `indicatorStyle`; not available yet.
  @available(
    *, unavailable,
    message: """
      scroll indicators are not drawn; see docs/porting.md
      """
  )
  public var indicatorStyle: IndicatorStyle {
    get { .default }
    set {}
  }

  /// UIKit's `verticalScrollIndicatorInsets`; not available yet.
  @available(
    *, unavailable,
    message: """
      scroll indicators are not drawn; see docs/porting.md
      """
  )
  public var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { .zero }
    set {}
  }

  /// UIKit's `horizontalScrollIndicatorInsets`; not available yet.
  @available(
    *, unavailable,
    message: """
      scroll indicators are not drawn; see docs/porting.md
      """
  )
  public var horizontalScrollIndicatorInsets: UIEdgeInsets {
    get { .zero }
    set {}
  }

  /// UIKit's `scrollIndicatorInsets`; not available yet.
  @available(
    *, unavailable,
    message: """
      scroll indicators are not drawn; see docs/porting.md
      """
  )
  public var scrollIndicatorInsets: UIEdgeInsets {
    get { .zero }
    set {}
  }

  /// UIKit's `flashScrollIndicators()`; not available yet.
  @available(
    *, unavailable,
    message: """
      scroll indicators are not drawn; see docs/porting.md
      """
  )
  public func flashScrollIndicators() {}

  /// UIKit's `zoom(to:animated:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      zooming is not there yet; see docs/porting.md
      """
  )
  public func zoom(to rect: CGRect, animated: Bool) {}

  /// UIKit's `bouncesZoom`; not available yet.
  @available(
    *, unavailable,
    message: """
      zooming is not there yet; see docs/porting.md
      """
  )
  public var bouncesZoom: Bool {
    get { true }
    set {}
  }

  /// UIKit's `isZooming`; not available yet.
  @available(
    *, unavailable,
    message: """
      zooming is not there yet; see docs/porting.md
      """
  )
  public var isZooming: Bool { false }

  /// UIKit's `isZoomBouncing`; not available yet.
  @available(
    *, unavailable,
    message: """
      zooming is not there yet; see docs/porting.md
      """
  )
  public var isZoomBouncing: Bool { false }

  /// UIKit's `refreshControl`; not available yet.
  @available(
    *, unavailable,
    message: """
      UIRefreshControl is not there yet: animate a view above the content; see docs/porting.md
      """
  )
  public var refreshControl: Any? {
    get { nil }
    set {}
  }
}

extension UIScrollViewDelegate {
  /// UIKit's `scrollViewDidZoom(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      zooming is not there yet; see docs/porting.md
      """
  )
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}

  /// UIKit's `viewForZooming(in:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      zooming is not there yet; see docs/porting.md
      """
  )
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

  /// UIKit's `scrollViewWillBeginZooming(_:with:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      zooming is not there yet; see docs/porting.md
      """
  )
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

  /// UIKit's `scrollViewDidEndZooming(_:with:atScale:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      zooming is not there yet; see docs/porting.md
      """
  )
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}

  /// UIKit's `scrollViewShouldScrollToTop(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no status bar to tap; see docs/porting.md
      """
  )
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

  /// UIKit's `scrollViewDidScrollToTop(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no status bar to tap; see docs/porting.md
      """
  )
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

  /// UIKit's `scrollViewDidChangeAdjustedContentInset(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      override adjustedContentInsetDidChange() in a subclass; see docs/porting.md
      """
  )
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
