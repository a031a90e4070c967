import Foundation
import Layers
import Pixels

// `NSAttributedString` and `NSMutableAttributedString` are Foundation's; UIKit adds the
// attribute keys its text views read, with the same raw values as here.

extension NSAttributedString.Key {
  /// The font, a `UIFont`: drawn.
  public static let font = Self("NSFont")
  /// The text colour, a `UIColor` (or a `CGColor`): drawn.
  public static let foregroundColor = Self("NSColor")
  /// The paragraph style, an `NSParagraphStyle`: its alignment and line break mode are
  /// drawn, the first paragraph's for the whole text.
  public static let paragraphStyle = Self("NSParagraphStyle")
  /// The colour behind the text; not drawn yet (reported).
  public static let backgroundColor = Self("NSBackgroundColor")
  /// Extra space between characters, in points; not drawn yet (reported).
  public static let kern = Self("NSKern")
  /// Extra space between characters, in points; not drawn yet (reported).
  public static let tracking = Self("NSTracking")
  /// Ligatures on or off; not drawn yet (reported).
  public static let ligature = Self("NSLigature")
  /// A line through the text, an `NSUnderlineStyle` raw value; not drawn yet (reported).
  public static let strikethroughStyle = Self("NSStrikethrough")
  /// A line under the text, an `NSUnderlineStyle` raw value; not drawn yet (reported).
  public static let underlineStyle = Self("NSUnderline")
  /// The outline's colour; not drawn yet (reported).
  public static let strokeColor = Self("NSStrokeColor")
  /// The outline's width; not drawn yet (reported).
  public static let strokeWidth = Self("NSStrokeWidth")
  /// A shadow, an `NSShadow`; not drawn yet (reported).
  public static let shadow = Self("NSShadow")
  /// A text effect; not drawn yet (reported).
  public static let textEffect = Self("NSTextEffect")
  /// An attachment (an image in the text); not drawn yet (reported).
  public static let attachment = Self("NSAttachment")
  /// A link; not drawn as one yet (reported).
  public static let link = Self("NSLink")
  /// A shift from the baseline, in points; not drawn yet (reported).
  public static let baselineOffset = Self("NSBaselineOffset")
  /// The underline's colour; not drawn yet (reported).
  public static let underlineColor = Self("NSUnderlineColor")
  /// The strikethrough's colour; not drawn yet (reported).
  public static let strikethroughColor = Self("NSStrikethroughColor")
  /// A skew of the glyphs; not drawn yet (reported).
  public static let obliqueness = Self("NSObliqueness")
  /// A horizontal stretch of the glyphs; not drawn yet (reported).
  public static let expansion = Self("NSExpansion")
  /// Embedded writing directions; not drawn yet (reported).
  public static let writingDirection = Self("NSWritingDirection")

  /// The keys with their Swift names, to report an attribute as iOS code spells it.
  fileprivate static let swiftNames: [Self: String] = [
    .font: "font", .foregroundColor: "foregroundColor", .paragraphStyle: "paragraphStyle",
    .backgroundColor: "backgroundColor", .kern: "kern", .tracking: "tracking",
    .ligature: "ligature", .strikethroughStyle: "strikethroughStyle",
    .underlineStyle: "underlineStyle", .strokeColor: "strokeColor",
    .strokeWidth: "strokeWidth", .shadow: "shadow", .textEffect: "textEffect",
    .attachment: "attachment", .link: "link", .baselineOffset: "baselineOffset",
    .underlineColor: "underlineColor", .strikethroughColor: "strikethroughColor",
    .obliqueness: "obliqueness", .expansion: "expansion", .writingDirection: "writingDirection",
  ]

  /// The name iOS code spells the key with: `kern` for "NSKern", the raw value for a key
  /// UIKit does not name.
  fileprivate var swiftName: String { Self.swiftNames[self] ?? rawValue }
}

extension NSMutableAttributedString {
  /// An empty string, as iOS code starts one to append runs to (Foundation on Linux has no
  /// such initialiser).
  public convenience init() { self.init(string: "") }
}

/// The look of an underline or strikethrough, as UIKit's `NSUnderlineStyle` (with its raw
/// values); neither is drawn yet (reported).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The bits.
  public var rawValue: Int

  /// The style of `rawValue`'s bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// Dotted.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x100)
  /// Dashed.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x200)
  /// Only under words, not spaces.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A shadow under text, as UIKit's `NSShadow`; not drawn yet (reported). Not an `NSObject`,
/// for the reason ``UIFont`` gives.
open class NSShadow: @unchecked Sendable {
  /// No shadow.
  public init() {}

  /// Where the shadow falls.
  open var shadowOffset = CGSize.zero
  /// How far it is blurred.
  open var shadowBlurRadius: CGFloat = 0
  /// Its colour, a `UIColor`.
  open var shadowColor: Any?
}

/// An attributed string's text as the layer model holds it, and what of it cannot be drawn.
struct AttributedText {
  /// The runs of font and colour, neighbours of the same font and colour merged.
  var runs: [TextRun] = []
  /// The paragraph style at the start, when there is one.
  var paragraphStyle: NSParagraphStyle?
  /// What is not drawn: the attribute as iOS code spells it, and why.
  var unsupported: [(attribute: String, reason: String)] = []
}

extension NSAttributedString {
  /// The text in runs: each attribute run's font and colour, `font` and `color` where it
  /// has none (as a label fills in its own), and the attributes that cannot be drawn.
  func flipbookText(font: TextFont, color: Color) -> AttributedText {
    var text = AttributedText()
    var reported: Set<String> = []
    func unsupported(_ key: NSAttributedString.Key, _ reason: String) {
      guard reported.insert(key.rawValue).inserted else { return }
      text.unsupported.append((key.swiftName, reason))
    }
    let whole = string as NSString
    enumerateAttributes(in: NSRange(location: 0, length: length), options: []) {
      attributes, range, _ in
      var run = TextRun(whole.substring(with: range), font: font, color: color)
      for (key, value) in attributes {
        switch key {
        case .font:
          guard let uiFont = value as? UIFont else {
            unsupported(key, "\(type(of: value)) is not a UIFont; the default font is drawn")
            continue
          }
          run.font = uiFont.flipbookFont
        case .foregroundColor:
          if let uiColor = value as? UIColor {
            run.color = uiColor.flipbookColor
          } else if let cgColor = value as? CGColor {
            run.color = cgColor.flipbookColor
          } else {
            unsupported(
              key, "\(type(of: value)) is not a UIColor or CGColor; the default colour is drawn")
          }
        case .paragraphStyle:
          guard let style = value as? NSParagraphStyle else {
            unsupported(key, "\(type(of: value)) is not an NSParagraphStyle; it is left out")
            continue
          }
          if range.location == 0 {
            text.paragraphStyle = style
          } else if style != text.paragraphStyle ?? NSParagraphStyle.default {
            unsupported(
              key,
              "one alignment and line break mode apply to the whole text: the first "
                + "paragraph's; later paragraphs' own are left out")
          }
        default:
          unsupported(key, "\(key.swiftName) is not drawn yet; the text is drawn without it")
        }
      }
      if let last = text.runs.last, last.font == run.font, last.color == run.color {
        text.runs[text.runs.count - 1].string += run.string
      } else {
        text.runs.append(run)
      }
    }
    return text
  }

  /// A copy with `value` for `key` wherever the string has no value for it.
  func filling(_ key: NSAttributedString.Key, with value: Any) -> NSAttributedString {
    let filled = NSMutableAttributedString(attributedString: self)
    enumerateAttribute(key, in: NSRange(location: 0, length: length), options: []) {
      existing, range, _ in
      if existing == nil { filled.addAttribute(key, value: value, range: range) }
    }
    return filled
  }

  /// A copy without any value for `key`.
  func removing(_ key: NSAttributedString.Key) -> NSAttributedString {
    let removed = NSMutableAttributedString(attributedString: self)
    removed.removeAttribute(key, range: NSRange(location: 0, length: length))
    return removed
  }
}

extension CALayer {
  /// Logs a `text.unsupported` event for each attribute of `text` that cannot be drawn,
  /// naming the layer, the attribute, the text's start and the reason.
  func reportUnsupported(_ unsupported: [(attribute: String, reason: String)], in text: String) {
    for (attribute, reason) in unsupported {
      log("text.unsupported") { [weak self] in
        [
          ("layer", .string(self?.name ?? "unnamed")), ("text", .string(String(text.prefix(40)))),
          ("attribute", .string(attribute)), ("reason", .string(reason)),
        ]
      }
    }
  }
}
