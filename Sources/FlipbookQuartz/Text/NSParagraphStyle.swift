import Foundation
import Layers

/// How lines sit horizontally, as UIKit's `NSTextAlignment` (with its raw values).
public enum NSTextAlignment: Int, Sendable {
  /// Against the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Against the right edge.
  case right = 2
  /// Spaces widened so that every line but a paragraph's last fills the width.
  case justified = 3
  /// Against the edge the paragraph's writing direction starts from.
  case natural = 4

  /// The engine's alignment.
  public var flipbookAlignment: TextContent.Alignment {
    switch self {
    case .left: .left
    case .center: .center
    case .right: .right
    case .justified: .justified
    case .natural: .natural
    }
  }
}

/// What happens to a line too long for its box, as UIKit's `NSLineBreakMode` (with its raw
/// values): where a label's lines break, and where "…" goes on the last one.
public enum NSLineBreakMode: Int, Sendable {
  /// Lines break between words; what does not fit is cut off.
  case byWordWrapping = 0
  /// Lines break between characters; what does not fit is cut off.
  case byCharWrapping = 1
  /// Lines break between words; the last line shown is clipped at the edge.
  case byClipping = 2
  /// Lines break between words; the last line shown starts with "…".
  case byTruncatingHead = 3
  /// Lines break between words; the last line shown ends with "…".
  case byTruncatingTail = 4
  /// Lines break between words; the last line shown has "…" in its middle.
  case byTruncatingMiddle = 5

  /// Where a label of several lines breaks them: between characters for
  /// ``byCharWrapping``, between words for every other mode.
  var flipbookWrapping: TextContent.Wrapping {
    self == .byCharWrapping ? .characters : .words
  }

  /// Where "…" goes.
  var flipbookTruncation: TextContent.Truncation {
    switch self {
    case .byWordWrapping, .byCharWrapping, .byClipping: .none
    case .byTruncatingHead: .head
    case .byTruncatingTail: .tail
    case .byTruncatingMiddle: .middle
    }
  }
}

/// How a paragraph is laid out, as UIKit's `NSParagraphStyle`: its alignment and line break
/// mode are drawn; the value of the `.paragraphStyle` attribute. Equal to another of the same
/// alignment and line break mode.
///
/// Not an `NSObject`, unlike on iOS: Foundation on Linux stops the program when it compares
/// the attributes of an attributed string's neighbouring runs holding `NSObject` values.
open class NSParagraphStyle: Hashable, @unchecked Sendable {
  /// The alignment; `.natural` unless set.
  open fileprivate(set) var alignment = NSTextAlignment.natural
  /// The line break mode; `.byWordWrapping` unless set.
  open fileprivate(set) var lineBreakMode = NSLineBreakMode.byWordWrapping

  /// The default style: natural alignment, breaking between words.
  public init() {}

  /// The default style.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// A copy.
  open func copy() -> Any {
    let copy = NSParagraphStyle()
    copy.alignment = alignment
    copy.lineBreakMode = lineBreakMode
    return copy
  }

  /// A changeable copy.
  open func mutableCopy() -> Any {
    let copy = NSMutableParagraphStyle()
    copy.alignment = alignment
    copy.lineBreakMode = lineBreakMode
    return copy
  }

  /// Whether the two have the same alignment and line break mode.
  public static func == (a: NSParagraphStyle, b: NSParagraphStyle) -> Bool {
    a.alignment == b.alignment && a.lineBreakMode == b.lineBreakMode
  }

  /// Hashes the alignment and line break mode.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(alignment)
    hasher.combine(lineBreakMode)
  }
}

/// A paragraph style that can be changed, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// The alignment; `.natural` unless set.
  open override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }

  /// The line break mode; `.byWordWrapping` unless set.
  open override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }

  /// Space added between lines; not drawn yet.
  @available(
    *, unavailable,
    message: "lineSpacing is not drawn yet; lines are set at the font's height; see docs/porting.md"
  )
  open var lineSpacing: CGFloat {
    get { 0 }
    set {}
  }

  /// Space added after a paragraph; not drawn yet.
  @available(*, unavailable, message: "paragraphSpacing is not drawn yet; see docs/porting.md")
  open var paragraphSpacing: CGFloat {
    get { 0 }
    set {}
  }

  /// A factor on the line height; not drawn yet.
  @available(*, unavailable, message: "lineHeightMultiple is not drawn yet; see docs/porting.md")
  open var lineHeightMultiple: CGFloat {
    get { 0 }
    set {}
  }

  /// The first line's indent; not drawn yet.
  @available(*, unavailable, message: "firstLineHeadIndent is not drawn yet; see docs/porting.md")
  open var firstLineHeadIndent: CGFloat {
    get { 0 }
    set {}
  }

  /// The other lines' indent; not drawn yet.
  @available(*, unavailable, message: "headIndent is not drawn yet; see docs/porting.md")
  open var headIndent: CGFloat {
    get { 0 }
    set {}
  }
}
