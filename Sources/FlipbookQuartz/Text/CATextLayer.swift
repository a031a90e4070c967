import Animation
import Foundation
import Layers
import Pixels

/// Where a text layer puts "…" in a line too long for its bounds, as Core Animation's
/// `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  /// Core Animation's name for the mode.
  public var rawValue: String

  /// The mode named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No "…": what does not fit is clipped.
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// At the start of the line.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// At the end of the line.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// In the middle of the line.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")

  /// The engine's truncation; none for a name Core Animation does not have.
  var flipbookTruncation: TextContent.Truncation {
    switch self {
    case .start: .head
    case .end: .tail
    case .middle: .middle
    default: .none
    }
  }
}

/// How a text layer places its lines horizontally, as Core Animation's
/// `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// Core Animation's name for the mode.
  public var rawValue: String

  /// The mode named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Against the edge the writing direction starts from.
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Against the left edge.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Against the right edge.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Filling the width, but for each paragraph's last line.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

  /// The engine's alignment; natural for a name Core Animation does not have.
  var flipbookAlignment: TextContent.Alignment {
    switch self {
    case .left: .left
    case .right: .right
    case .center: .center
    case .justified: .justified
    default: .natural
    }
  }
}

/// A layer that draws a string in its bounds, as Core Animation's `CATextLayer`: from the top
/// edge, on one line unless `isWrapped`, rasterized at `contentsScale` (1 unless set: as on
/// iOS, set it to the render's scale for crisp text), above its background, below its
/// sublayers.
///
/// The defaults are Core Animation's: no string, the system font at 36 points, opaque
/// white, not wrapped, not truncated, natural alignment. `font`, `fontSize` and
/// `foregroundColor` apply to a plain `String`; an `NSAttributedString` carries its own, and
/// where it has none, Core Text's defaults apply (the system font at 12 points, black). What
/// cannot be drawn — an attribute other than the font, colour and paragraph style, a font
/// name no registered font has, a string that is neither — logs `text.unsupported` on the
/// timeline, naming it.
///
/// `fontSize` and `foregroundColor` animate, as in Core Animation: explicitly, and
/// implicitly on a standalone layer; the text is laid out and drawn again at each presented
/// size, not scaled. They apply to a plain string: an animation of either on a layer showing
/// an `NSAttributedString` (which carries its own fonts and colours) is rejected
/// (`animation.rejected`, naming the key path).
open class CATextLayer: CALayer {
  /// The layer as it shows now, animations applied: a copy of this type, as Core
  /// Animation's `presentation()` returns; nil before the layer is on a scene.
  open override func presentation() -> CATextLayer? {
    super.presentation() as? CATextLayer
  }

  /// A text layer with an empty frame and no string.
  public override init() {
    super.init()
  }

  /// The text layer that stands for an engine layer.
  public override init(flipbookLayer: Layer) {
    super.init(flipbookLayer: flipbookLayer)
  }

  /// A layer with the model values of `layer`, its text properties included when it is a
  /// `CATextLayer`, as Core Animation makes the copies it shows: subclasses override it to
  /// copy their own properties, calling `super.init(layer:)`.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CATextLayer else { return }
    other.copyText(to: self)
    show()
  }

  /// A layer from an archive: nil, as archived layers are not decoded here.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The text: a `String` or an `NSAttributedString`; nil (the default) draws nothing.
  open var string: Any? {
    didSet {
      guard isShowing else { return }
      if let attributed = string as? NSAttributedString {
        let text = attributed.flipbookText(font: Self.coreTextFont, color: .black)
        reportUnsupported(text.unsupported, in: attributed.string)
      } else if let string, !(string is String) {
        let reason = "\(type(of: string)) is neither a String nor an NSAttributedString"
        reportUnsupported([("string", reason + "; nothing is drawn")], in: "")
      }
      show()
    }
  }

  /// The font of a plain string: a `UIFont` (its size is ignored: ``fontSize`` gives it) or
  /// a registered font's name (a `String`, or `name as CFString`); nil (the default) is the
  /// system font. A name no registered font has draws the system font, and is reported.
  open var font: Any? {
    didSet {
      guard isShowing else { return }
      if let name = font as? String, UIFont(name: name, size: 12) == nil {
        reportUnsupported(
          [("font", "no registered font is named \"\(name)\"; the system font is drawn")],
          in: string as? String ?? "")
      } else if let font, !(font is String), !(font is UIFont) {
        let reason = "\(type(of: font)) is neither a UIFont nor a font name"
        reportUnsupported(
          [("font", reason + "; the system font is drawn")], in: string as? String ?? "")
      }
      show()
    }
  }

  /// The size of a plain string's font, in points; 36 unless set.
  open var fontSize: CGFloat = 36 { didSet { change("fontSize", show) } }

  /// The colour of a plain string; opaque white unless set; nil draws it clear.
  open var foregroundColor: CGColor? = CGColor(.white) {
    didSet { change("foregroundColor", show) }
  }

  /// Whether lines break at words to fit the bounds' width; false unless set.
  open var isWrapped = false { didSet { show() } }

  /// Where "…" goes in a line too long for the bounds; `.none` unless set.
  open var truncationMode = CATextLayerTruncationMode.none { didSet { show() } }

  /// How lines sit horizontally; `.natural` unless set. An attributed string's paragraph
  /// style, at its start, takes precedence.
  open var alignmentMode = CATextLayerAlignmentMode.natural { didSet { show() } }

  /// Pixels per point the text is rasterized at; 1 unless set. A view's text layer (its
  /// `layerClass`) draws at the render's scale until it is set, as UIKit gives a view's layer
  /// the screen's scale (here it still reads 1: there is no screen to ask).
  open override var contentsScale: CGFloat {
    didSet {
      drawsAtScreenScale = false
      show()
    }
  }

  /// Whether the text is rasterized at the render's scale rather than ``contentsScale``: a
  /// view's layer whose scale was not set.
  var drawsAtScreenScale = false {
    didSet { show() }
  }

  /// Core Text's font and colour where an attributed string gives none.
  private static let coreTextFont = TextFont.system(size: 12)

  /// A copy showing `layer`, with this layer's properties.
  func presentationCopy(of layer: Layer) -> CATextLayer {
    let copy = CATextLayer(flipbookLayer: layer)
    copyText(to: copy)
    return copy
  }

  /// Gives `copy` this layer's text properties without redrawing it.
  private func copyText(to copy: CATextLayer) {
    copy.isShowing = false
    copy.string = string
    copy.font = font
    copy.fontSize = fontSize
    copy.foregroundColor = foregroundColor
    copy.isWrapped = isWrapped
    copy.truncationMode = truncationMode
    copy.alignmentMode = alignmentMode
    copy.contentsScale = contentsScale
    copy.drawsAtScreenScale = drawsAtScreenScale
    copy.isShowing = true
  }

  /// Whether a property change redraws the text (not while a copy is filled in).
  private var isShowing = true

  /// Refuses an animation of `fontSize` or `foregroundColor` while the string is an
  /// attributed one, whose own fonts and colours they do not change; adds any other.
  open override func add(_ anim: CAAnimation, forKey key: String?) {
    if string is NSAttributedString,
      let path = Self.keyPaths(of: anim).first(where: Self.plainTextKeyPaths.contains)
    {
      reject(anim, key: key, reason: TextAnimationError(keyPath: path))
      return
    }
    super.add(anim, forKey: key)
  }

  /// The properties that apply to a plain string only.
  private static let plainTextKeyPaths: Set<String> = ["fontSize", "foregroundColor"]

  /// The key paths `anim` animates, a group's included.
  private static func keyPaths(of anim: CAAnimation) -> [String] {
    if let group = anim as? CAAnimationGroup {
      return (group.animations ?? []).flatMap(keyPaths(of:))
    }
    return [(anim as? CAPropertyAnimation)?.keyPath].compactMap { $0 }
  }

  /// The font of a plain string.
  private var plainFont: TextFont {
    let size = Double(fontSize)
    switch font {
    case let font as UIFont: return font.withSize(fontSize).flipbookFont
    case let name as String:
      return UIFont(name: name, size: fontSize)?.flipbookFont ?? .system(size: size)
    default: return .system(size: size)
    }
  }

  /// Puts the string in the engine's layer.
  private func show() {
    guard isShowing else { return }
    let runs: [TextRun]
    var alignment = alignmentMode.flipbookAlignment
    switch string {
    case let attributed as NSAttributedString:
      let text = attributed.flipbookText(font: Self.coreTextFont, color: .black)
      runs = text.runs
      if let style = text.paragraphStyle { alignment = style.alignment.flipbookAlignment }
    case let plain as String:
      runs = [TextRun(plain, font: plainFont, color: foregroundColor?.flipbookColor ?? .clear)]
    default:
      flipbookLayer.text = nil
      return
    }
    flipbookLayer.text = TextContent(
      runs: runs, alignment: alignment, wrapping: isWrapped ? .words : .none,
      truncation: truncationMode.flipbookTruncation, maximumLines: 0, verticalPlacement: .top,
      rasterScale: drawsAtScreenScale ? nil : Double(contentsScale))
  }
}

/// An animation of a plain string's font size or colour on a layer showing an attributed
/// string.
struct TextAnimationError: Error, LocalizedError {
  /// The key path.
  let keyPath: String

  var errorDescription: String? {
    "'\(keyPath)' of a CATextLayer applies to a plain string; an attributed string keeps its "
      + "own fonts and colours"
  }
}
