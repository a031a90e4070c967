import Foundation

// UIKit and Core Animation names FlipbookQuartz does not offer yet. Each is declared
// unavailable so that iOS code using it fails to compile with a message saying what to do
// instead, rather than with "cannot find in scope". The initialisers are the ones iOS code
// usually calls: without a matching one, the compiler reports the arguments instead of the
// message. Bodies never run.

// MARK: - Controls

/// How a button's image changes when highlighted; not available yet.
extension UIButton {
  /// Whether a highlighted button darkens its image; not available yet.
  @available(
    *, unavailable,
    message: """
      adjustsImageWhenHighlighted is not there yet: a custom button's image does not darken; \
      set an image for .highlighted; see docs/porting.md
      """
  )
  public var adjustsImageWhenHighlighted: Bool {
    get { true }
    set {}
  }
}

// MARK: - Layers and paths

// MARK: - Layout and containers

/// Zooming and the layout guides of a scroll view; not available yet.
extension UIScrollView {
  /// How far the content is zoomed; not available yet.
  @available(*, unavailable, message: "zooming is not there yet; see docs/porting.md")
  public var zoomScale: CGFloat {
    get { 1 }
    set {}
  }

  /// The smallest zoom; not available yet.
  @available(*, unavailable, message: "zooming is not there yet; see docs/porting.md")
  public var minimumZoomScale: CGFloat {
    get { 1 }
    set {}
  }

  /// The largest zoom; not available yet.
  @available(*, unavailable, message: "zooming is not there yet; see docs/porting.md")
  public var maximumZoomScale: CGFloat {
    get { 1 }
    set {}
  }

  /// Zooms the content; not available yet.
  @available(*, unavailable, message: "zooming is not there yet; see docs/porting.md")
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {}

  /// Whether touches wait to see whether they scroll; not available yet.
  @available(
    *, unavailable,
    message: """
      delaysContentTouches is not there yet: touches reach the content at once, as with \
      false, and are cancelled when a drag begins; see docs/porting.md
      """
  )
  public var delaysContentTouches: Bool {
    get { false }
    set {}
  }

  /// The content's rectangle as a layout guide; not available yet.
  @available(
    *, unavailable,
    message: """
      contentLayoutGuide is not there yet: set contentSize, and constrain subviews to the \
      scroll view's edges, which are the content's origin here; see docs/porting.md
      """
  )
  public var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }

  /// The scroll view's visible rectangle as a layout guide; not available yet.
  @available(
    *, unavailable,
    message: """
      frameLayoutGuide is not there yet: place views that must not scroll outside the \
      scroll view; see docs/porting.md
      """
  )
  public var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

/// UIKit's `UITableView`; not available yet.
@available(
  *, unavailable,
  message: "UITableView is not there yet; lay out the rows as views; see docs/porting.md"
)
open class UITableView: UIScrollView {
  /// A table's look.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Grouped.
    case grouped
    /// Grouped, inset.
    case insetGrouped
  }

  /// A table of `style`.
  public convenience init(frame: CGRect, style: Style) { self.init(frame: frame) }
}

/// UIKit's `UICollectionView`; not available yet.
@available(
  *, unavailable,
  message: "UICollectionView is not there yet; lay out the cells as views; see docs/porting.md"
)
open class UICollectionView: UIScrollView {
  /// A collection laid out by `layout`.
  public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.init(frame: frame)
  }
}

/// UIKit's `UICollectionViewLayout`; not available yet.
@available(
  *, unavailable,
  message: "UICollectionViewLayout is not there yet, nor UICollectionView; see docs/porting.md"
)
open class UICollectionViewLayout: NSObject {}

/// UIKit's `UICollectionViewFlowLayout`; not available yet.
@available(
  *, unavailable,
  message: "UICollectionViewFlowLayout is not there yet, nor UICollectionView; see docs/porting.md"
)
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

// MARK: - Effects and dynamics

/// UIKit's `UIVibrancyEffect`; not available yet.
@available(
  *, unavailable,
  message: """
    UIVibrancyEffect is not there yet: put the content in the UIVisualEffectView's contentView \
    of a UIBlurEffect; see docs/porting.md
    """
)
open class UIVibrancyEffect: UIVisualEffect {
  /// A vibrancy effect for content over `blurEffect`.
  public convenience init(blurEffect: UIBlurEffect) { self.init() }
}

/// UIKit's `UIFieldBehavior`; not available yet.
@available(
  *, unavailable,
  message: """
    UIKit Dynamics field behaviors are not there yet; UIGravityBehavior, UIPushBehavior or a \
    spring UIAttachmentBehavior comes closest; see docs/porting.md
    """
)
open class UIFieldBehavior: UIDynamicBehavior {
  /// A field pulling items towards its position like a spring.
  public static func springField() -> UIFieldBehavior { UIFieldBehavior() }
}
