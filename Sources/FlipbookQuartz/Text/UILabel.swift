import Foundation
import Layers
import Pixels

/// A view showing text, as UIKit's `UILabel`; it does not take touches.
///
/// The text is laid out as UIKit lays out a label's: centred vertically in the bounds, on
/// one line unless `numberOfLines` says otherwise (0 for as many as fit), broken between
/// words (between characters for `.byCharWrapping`) and marked with "…" where
/// `lineBreakMode` says.
///
/// `text` and `attributedText` are two views of one string, as in UIKit: setting either
/// replaces the other. An attributed string is drawn in its own fonts and colours; where it
/// has none, the label's `font` and `textColor` at the moment it is set fill in, and after
/// it is set `font`, `textColor`, `textAlignment` and `lineBreakMode` read its attributes at
/// its start. Setting one of those afterwards applies it to the whole string. Attributes
/// that cannot be drawn are logged as `text.unsupported` on the timeline, naming them.
open class UILabel: UIView {
  /// The string with the attributes set in it: none when set through ``text``.
  private var content: NSAttributedString?
  private var ownFont = UIFont.systemFont(ofSize: 17)
  private var ownTextColor = UIColor.label

  /// The text; setting it replaces ``attributedText`` with the same characters, drawn in the
  /// label's font and colour.
  open var text: String? {
    get { content?.string }
    set {
      content = newValue.map { NSAttributedString(string: $0) }
      show()
    }
  }

  /// The text with its attributes; the label's font, colour and paragraph style stand where
  /// the string sets none.
  open var attributedText: NSAttributedString? {
    get {
      content?.filling(.font, with: ownFont).filling(.foregroundColor, with: ownTextColor)
        .filling(.paragraphStyle, with: paragraphStyle)
    }
    set {
      guard let newValue else {
        content = nil
        show()
        return
      }
      let text = newValue.flipbookText(font: ownFont.flipbookFont, color: .black)
      layer.reportUnsupported(text.unsupported, in: newValue.string)
      content = newValue.filling(.font, with: ownFont).filling(.foregroundColor, with: ownTextColor)
      if newValue.length > 0 {
        let start = newValue.attributes(at: 0, effectiveRange: nil)
        if let font = start[.font] as? UIFont { ownFont = font }
        if let color = start[.foregroundColor] as? UIColor { ownTextColor = color }
      }
      if let style = text.paragraphStyle {
        textAlignment = style.alignment
        lineBreakMode = style.lineBreakMode
      }
      show()
    }
  }

  /// The font; the system font at 17 points unless set, and again when set to nil.
  open var font: UIFont! {
    get { ownFont }
    set {
      ownFont = newValue ?? .systemFont(ofSize: 17)
      content = content?.removing(.font)
      show()
    }
  }

  /// The text colour; `UIColor.label` (black in light, white in dark) unless set, and again
  /// when set to nil.
  open var textColor: UIColor! {
    get { ownTextColor }
    set {
      ownTextColor = newValue ?? .label
      content = content?.removing(.foregroundColor)
      show()
    }
  }

  /// How the lines sit horizontally; `.natural` unless set. Natural text is right-aligned
  /// when the label lays out right to left (``UIView/effectiveUserInterfaceLayoutDirection``);
  /// left to right, each paragraph sits as its own direction says.
  open var textAlignment = NSTextAlignment.natural { didSet { show() } }

  /// Whether a font from a text style (`UIFont.preferredFont(forTextStyle:)`,
  /// `UIFontMetrics.scaledFont(for:)`) is sized again when the content size changes; false
  /// unless set, as in UIKit.
  open var adjustsFontForContentSizeCategory = false

  /// The most lines shown; 1 unless set, 0 for as many as fit.
  open var numberOfLines = 1 { didSet { show() } }

  /// Where lines break and where "…" goes; `.byTruncatingTail` unless set.
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail { didSet { show() } }
  /// The width a label of several lines wraps at when it reports its intrinsic size; 0
  /// for none.
  open var preferredMaxLayoutWidth: CGFloat = 0

  /// An empty label with an empty frame, to be sized by `sizeToFit()` or a frame later.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// An empty label occupying `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    hugsItsText()
  }

  /// A label with the attributes a storyboard gives it.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    hugsItsText()
  }

  /// A label hugs its text a little more than other views (251), as in UIKit, so that in a
  /// row of a label and a field the field stretches.
  private func hugsItsText() {
    setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    setContentHuggingPriority(.defaultLow + 1, for: .vertical)
  }

  /// A paragraph style of the label's alignment and line break mode.
  private var paragraphStyle: NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    style.lineBreakMode = lineBreakMode
    return style
  }

  /// Shows `title`, its missing attributes filled with the label's font and colour, without
  /// taking the font and colour at its start as the label's own: a button's attributed
  /// title, which leaves the title label's font as it was for the plain titles.
  func showTitle(_ title: NSAttributedString?) {
    content = title?.filling(.font, with: ownFont).filling(.foregroundColor, with: ownTextColor)
    show()
  }

  /// The size the label's text needs, laid out as it draws: lines wrapped to `size.width`
  /// when the label shows more than one line (with no limit when the width is 0), each
  /// side rounded up to a whole point, as UIKit's; zero for no text.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = numberOfLines == 1 || size.width <= 0 ? Double.infinity : Double(size.width)
    return measured(width: width)
  }

  /// The text's size with no width limit, or `preferredMaxLayoutWidth` when it is set and
  /// the label shows more than one line.
  open override var intrinsicContentSize: CGSize {
    let width =
      numberOfLines != 1 && preferredMaxLayoutWidth > 0
      ? Double(preferredMaxLayoutWidth) : .infinity
    return measured(width: width)
  }

  /// Sizes a text style's font for the new content size when asked to, and resolves the
  /// text's dynamic colours again.
  override func updateForTraits() {
    super.updateForTraits()
    if adjustsFontForContentSizeCategory, let resized = ownFont.resized(for: traitCollection) {
      ownFont = resized
    }
    show()
  }

  /// Puts the text in the view's layer, laid out as UIKit lays out a label's, its dynamic
  /// colours resolved with the view's traits.
  private func show() {
    invalidateIntrinsicContentSize()
    let traits = traitCollection
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let alignment =
      textAlignment == .natural && rightToLeft ? .right : textAlignment.flipbookAlignment
    layer.flipbookLayer.text = content.map { content in
      var runs: [TextRun] = []
      traits.performAsCurrent {
        runs =
          content.flipbookText(
            font: ownFont.flipbookFont,
            color: ownTextColor.resolvedColor(with: traits).flipbookColor
          ).runs
      }
      return TextContent(
        runs: runs,
        alignment: alignment,
        wrapping: numberOfLines == 1 ? .none : lineBreakMode.flipbookWrapping,
        truncation: lineBreakMode.flipbookTruncation, maximumLines: numberOfLines,
        verticalPlacement: .center)
    }
  }

  // Not available yet (docs/uikit-symbols.md); declared here, in the class, so that an
  // override fails with the message too. Bodies never run.

  /// UIKit's `textRect(forBounds:limitedToNumberOfLines:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      use sizeThatFits(_:); see docs/porting.md
      """
  )
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect
  {
    bounds
  }

  /// UIKit's `drawText(in:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no drawing context: set text or attributedText; see docs/porting.md
      """
  )
  open func drawText(in rect: CGRect) {}
}
