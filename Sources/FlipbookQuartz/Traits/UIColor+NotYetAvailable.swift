import Foundation

// UIColor members FlipbookQuartz does not offer yet (docs/uikit-symbols.md lists them with
// the rest of UIColor). Each is declared unavailable so that iOS code using it fails to
// compile with a message saying what to do instead. Bodies never run.

/// Core Image's colour, as iOS's `CIColor`; Core Image is not available.
@available(
  *, unavailable,
  message: """
    Core Image is not there: use UIColor or CGColor; see docs/porting.md
    """
)
public final class CIColor {}

extension UIColor {
  /// How prominent a colour is, as UIKit's `UIColor.Prominence` (iOS 18); the members
  /// using it are not available yet.
  public enum Prominence: Int, Sendable {
    /// The colour as given.
    case primary
    /// Less prominent.
    case secondary
    /// Less still.
    case tertiary
    /// The least prominent.
    case quaternary
  }

  /// UIKit's `init(displayP3Red:green:blue:alpha:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      Display P3 colours are not there yet: give sRGB components with \
      init(red:green:blue:alpha:); see docs/porting.md
      """
  )
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
  }

  /// UIKit's `init(patternImage:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      pattern colours are not there yet: tile the image with layers or a \
      CAReplicatorLayer; see docs/porting.md
      """
  )
  public convenience init(patternImage image: UIImage) {
    self.init(.clear)
  }

  /// UIKit's `init(ciColor:)`; not available.
  @available(
    *, unavailable,
    message: """
      Core Image is not there: use init(red:green:blue:alpha:) or init(cgColor:); see \
      docs/porting.md
      """
  )
  public convenience init(ciColor: CIColor) {
    self.init(.clear)
  }

  /// UIKit's `ciColor`; not available.
  @available(
    *, unavailable,
    message: """
      Core Image is not there: use cgColor or getRed(_:green:blue:alpha:); see \
      docs/porting.md
      """
  )
  public var ciColor: CIColor { fatalError() }

  /// UIKit's `init(named:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no asset catalogue: give the colour's components with \
      init(red:green:blue:alpha:); see docs/porting.md
      """
  )
  public convenience init?(named name: String) {
    return nil
  }

  /// UIKit's `init(named:in:compatibleWith:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no asset catalogue: give the colour's components with \
      init(red:green:blue:alpha:) or init(dynamicProvider:); see docs/porting.md
      """
  )
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    return nil
  }

  /// UIKit's `set()`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom Core Graphics drawing is not there yet: draw with layers; see docs/porting.md
      """
  )
  public func set() {}

  /// UIKit's `setFill()`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom Core Graphics drawing is not there yet: draw with layers (a CAShapeLayer's \
      fillColor); see docs/porting.md
      """
  )
  public func setFill() {}

  /// UIKit's `setStroke()`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom Core Graphics drawing is not there yet: draw with layers (a CAShapeLayer's \
      strokeColor); see docs/porting.md
      """
  )
  public func setStroke() {}

  /// UIKit's `getWhite(_:alpha:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      colours are RGB here, with no grey colour space: use getRed(_:green:blue:alpha:); \
      see docs/porting.md
      """
  )
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool { false }

  /// UIKit's `withProminence(_:)` (iOS 18); not available yet.
  @available(
    *, unavailable,
    message: """
      colour prominence (iOS 18) is not there yet: give the colour's alpha with \
      withAlphaComponent(_:); see docs/porting.md
      """
  )
  public func withProminence(_ prominence: Prominence) -> UIColor { self }

  /// UIKit's `prominence` (iOS 18); not available yet.
  @available(
    *, unavailable,
    message: """
      colour prominence (iOS 18) is not there yet; see docs/porting.md
      """
  )
  public var prominence: Prominence { .primary }

  /// UIKit's `lightText`; not available yet.
  @available(
    *, unavailable,
    message: """
      lightText's components are not published: use label in a dark appearance, or a \
      colour of your own; see docs/porting.md
      """
  )
  public static var lightText: UIColor { .clear }

  /// UIKit's `darkText`; not available yet.
  @available(
    *, unavailable,
    message: """
      darkText's components are not published: use label in a light appearance, or a \
      colour of your own; see docs/porting.md
      """
  )
  public static var darkText: UIColor { .clear }

  /// UIKit's `UIColor.tintColor`; not available yet.
  @available(
    *, unavailable,
    message: """
      UIColor.tintColor does not follow a view's own tint yet: use the view's tintColor \
      (the system blue unless set); see docs/porting.md
      """
  )
  public static var tintColor: UIColor { .systemBlue }
}
