import Foundation

// UILabel members FlipbookQuartz does not offer yet (docs/uikit-symbols.md lists them with
// the rest of UILabel). Each is declared unavailable so that iOS code using it fails to
// compile with a message saying what to do instead. Bodies never run.

/// UIKit's `UIBaselineAdjustment`; not available yet.
@available(
  *, unavailable,
  message: """
    text is not shrunk to fit yet, which is when the baseline adjustment applies; see docs/porting.md
    """
)
public enum UIBaselineAdjustment: Int, Sendable {
  /// The baselines stay where they were.
  case alignBaselines
  /// The text is centred where it was.
  case alignCenters
  /// The text's top stays where it was.
  case none
}

extension UILabel {
  /// UIKit's `shadowColor`; not available yet.
  @available(
    *, unavailable,
    message: """
      a label's text shadow is not there yet: set an NSShadow in attributedText; see docs/porting.md
      """
  )
  public var shadowColor: UIColor? {
    get { nil }
    set {}
  }

  /// UIKit's `shadowOffset`; not available yet.
  @available(
    *, unavailable,
    message: """
      a label's text shadow is not there yet: set an NSShadow in attributedText; see docs/porting.md
      """
  )
  public var shadowOffset: CGSize {
    get { .zero }
    set {}
  }

  /// UIKit's `highlightedTextColor`; not available yet.
  @available(
    *, unavailable,
    message: """
      highlighted labels are not there yet: set textColor; see docs/porting.md
      """
  )
  public var highlightedTextColor: UIColor? {
    get { nil }
    set {}
  }

  /// UIKit's `isHighlighted`; not available yet.
  @available(
    *, unavailable,
    message: """
      highlighted labels are not there yet: set textColor; see docs/porting.md
      """
  )
  public var isHighlighted: Bool {
    get { false }
    set {}
  }

  /// UIKit's `isEnabled`; not available yet.
  @available(
    *, unavailable,
    message: """
      disabled labels are not drawn dimmed yet: set textColor; see docs/porting.md
      """
  )
  public var isEnabled: Bool {
    get { true }
    set {}
  }

  /// UIKit's `adjustsFontSizeToFitWidth`; not available yet.
  @available(
    *, unavailable,
    message: """
      text is not shrunk to fit yet: choose the font size; see docs/porting.md
      """
  )
  public var adjustsFontSizeToFitWidth: Bool {
    get { false }
    set {}
  }

  /// UIKit's `baselineAdjustment`; not available yet.
  @available(
    *, unavailable,
    message: """
      text is not shrunk to fit yet, which is when the baseline adjustment applies; see docs/porting.md
      """
  )
  public var baselineAdjustment: UIBaselineAdjustment {
    get { .alignBaselines }
    set {}
  }

  /// UIKit's `minimumScaleFactor`; not available yet.
  @available(
    *, unavailable,
    message: """
      text is not shrunk to fit yet: choose the font size; see docs/porting.md
      """
  )
  public var minimumScaleFactor: CGFloat {
    get { 0 }
    set {}
  }

  /// UIKit's `allowsDefaultTighteningForTruncation`; not available yet.
  @available(
    *, unavailable,
    message: """
      text is not tightened before truncation yet; see docs/porting.md
      """
  )
  public var allowsDefaultTighteningForTruncation: Bool {
    get { false }
    set {}
  }

  /// UIKit's `lineBreakStrategy`; not available yet.
  @available(
    *, unavailable,
    message: """
      line break strategies are not there yet; see docs/porting.md
      """
  )
  public var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
    get { .standard }
    set {}
  }
}

extension NSParagraphStyle {
  /// How lines break before a word, as UIKit's `NSParagraphStyle.LineBreakStrategy` (its
  /// values, from NSParagraphStyle.h); not available yet.
  @available(
    *, unavailable,
    message: """
      line break strategies are not there yet; see docs/porting.md
      """
  )
  public struct LineBreakStrategy: OptionSet, Sendable {
    /// The strategy's bits.
    public let rawValue: UInt

    /// The strategy of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Avoids a single word on the last line.
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// Keeps Hangul words whole.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    /// The system's own choice.
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
  }
}
