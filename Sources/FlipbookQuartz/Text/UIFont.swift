import Foundation
import Interaction
import Layers
import Raster

/// A font, as UIKit's `UIFont`: a family, a size, a weight and a slant, which the renderer
/// draws with the bundled faces (Inter standing in for San Francisco, Noto Sans Mono for SF
/// Mono) or with the file a font was registered from.
///
/// The system fonts report iOS's names (`familyName` ".AppleSystemUIFont", `fontName`
/// ".SFUI-Bold" and so on). `UIFont(name:size:)` finds only the fonts registered with
/// ``CTFontManagerRegisterFontsForURL(_:_:_:)``, by their PostScript or full name: the
/// fonts that come with iOS (Helvetica Neue, Avenir…) are not on this machine, and the
/// initialiser returns nil for them. `lineHeight`, `ascender` and `descender` come from the
/// font file's own tables.
///
/// Not an `NSObject`, unlike on iOS: Foundation on Linux stops the program when it compares
/// the attributes of an attributed string's neighbouring runs holding `NSObject` values,
/// and fonts are such values.
public final class UIFont: Hashable, CustomStringConvertible, Sendable {
  /// The engine's font: family, size, weight and slant.
  public let flipbookFont: TextFont
  /// The size in points.
  public var pointSize: CGFloat { CGFloat(flipbookFont.size) }
  /// The face's name: a registered font's PostScript name, or iOS's for a system font.
  public let fontName: String
  /// The family's name.
  public let familyName: String

  /// The text style the size follows, and the size at the default content size, for a font
  /// from `preferredFont(forTextStyle:)` or `UIFontMetrics`.
  let scaling: (style: Interaction.TextStyle, largeSize: Double)?

  private init(
    _ font: TextFont, fontName: String, familyName: String,
    scaling: (style: Interaction.TextStyle, largeSize: Double)? = nil
  ) {
    flipbookFont = font
    self.fontName = fontName
    self.familyName = familyName
    self.scaling = scaling
  }

  /// The font sized by its text style for `traits`' content size; nil for a font of fixed
  /// size.
  func resized(for traits: UITraitCollection) -> UIFont? {
    guard let scaling else { return nil }
    let category = traits.preferredContentSizeCategory.resolved.category
    let size = scaling.largeSize * scaling.style.size(at: category) / scaling.style.size()
    var font = flipbookFont
    font.size = size
    return UIFont(font, fontName: fontName, familyName: familyName, scaling: scaling)
  }

  /// The same face, sized by `style` from `largeSize` at the default content size.
  func scaled(by style: Interaction.TextStyle, largeSize: Double) -> UIFont {
    UIFont(
      flipbookFont, fontName: fontName, familyName: familyName, scaling: (style, largeSize))
  }

  /// A system font, named as iOS names its own.
  private convenience init(system font: TextFont) {
    let monospaced = font.family == .monospaced
    let weight = font.weight.rawValue.prefix(1).uppercased() + font.weight.rawValue.dropFirst()
    self.init(
      font,
      fontName: (monospaced ? ".SFUIMono-" : ".SFUI-") + weight + (font.isItalic ? "Italic" : ""),
      familyName: monospaced ? ".AppleSystemUIFontMonospaced" : ".AppleSystemUIFont")
  }

  /// The registered font whose PostScript or full name is `fontName`, at `fontSize` points;
  /// nil when no registered font has that name, as on iOS for a name it does not know, and
  /// nil with a warning naming the file and the cause on standard error when its file can
  /// no longer be drawn from.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard let registered = FontRegistry.font(named: fontName) else { return nil }
    let checked = Result { try FontLibrary.bundled().check(.file(registered.path, size: 17)) }
    if case .failure(let error) = checked {
      FileHandle.standardError.write(
        Data(
          "FlipbookQuartz: UIFont(name: \(fontName.debugDescription)) is nil: \(error.localizedDescription)\n"
            .utf8))
      return nil
    }
    self.init(
      .file(registered.path, size: Double(fontSize)),
      fontName: registered.names.postScriptName, familyName: registered.names.family)
  }

  /// The same face at `fontSize` points.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    var font = flipbookFont
    font.size = Double(fontSize)
    return UIFont(font, fontName: fontName, familyName: familyName)
  }

  /// The system font at `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` points and `weight` (the nearest of the nine weights).
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(system: .system(size: Double(fontSize), weight: weight.flipbookWeight))
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize` points.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(system: .system(size: Double(fontSize), isItalic: true))
  }

  /// The monospaced system font at `fontSize` points and `weight`.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(system: .monospaced(size: Double(fontSize), weight: weight.flipbookWeight))
  }

  /// The system font with digits of one width, at `fontSize` points and `weight`.
  ///
  /// Here it is the proportional system font: the text model has no switch for tabular
  /// figures yet, so digits keep the widths the bundled face gives them, and a changing
  /// number may shift sideways where on iOS it holds still.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The system font of a Dynamic Type style at the current content size
  /// (`UITraitCollection.current`, the scene's), as iOS gives it: body 17 pt at the default
  /// Large, 53 pt at AX5; headline semibold. A label with
  /// ``UILabel/adjustsFontForContentSizeCategory`` sizes it again when the content size
  /// changes.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font of a Dynamic Type style at the content size of `traitCollection`; the
  /// current one when nil or unspecified there.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    guard let engineStyle = style.engineStyle else {
      return systemFont(ofSize: 17)
    }
    let font = UIFont(system: engineStyle.font())
      .scaled(by: engineStyle, largeSize: engineStyle.size())
    return font.resized(for: traitCollection ?? .current)!
  }

  /// The families of the registered fonts, in alphabetical order.
  public static var familyNames: [String] {
    Array(Set(FontRegistry.fonts.map(\.names.family))).sorted()
  }

  /// The PostScript names of the registered fonts of `familyName`.
  public static func fontNames(forFamilyName familyName: String) -> [String] {
    FontRegistry.fonts.filter { $0.names.family == familyName }.map(\.names.postScriptName)
      .sorted()
  }

  /// Whether the two are the same face at the same size.
  public static func == (a: UIFont, b: UIFont) -> Bool {
    a.flipbookFont == b.flipbookFont && a.fontName == b.fontName
  }

  /// Hashes the face and size.
  public func hash(into hasher: inout Hasher) { hasher.combine(flipbookFont) }

  /// The font's name and size, as UIKit describes a font.
  public var description: String {
    "<UIFont> font-family: \"\(familyName)\"; font-name: \"\(fontName)\"; "
      + "font-size: \(pointSize)"
  }
}

extension UIFont {
  /// A stroke weight, as UIKit's `UIFont.Weight`: a number from −1 (lightest) to 1
  /// (heaviest), with UIKit's nine named values. A value between them draws the nearest.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight on UIKit's scale.
    public var rawValue: CGFloat

    /// The weight `rawValue` on UIKit's scale.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The weight `rawValue` on UIKit's scale.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// The nearest of the engine's nine weights.
    public var flipbookWeight: FontWeight { FontWeight(uiFontWeight: Double(rawValue)) }

    /// −0.8.
    public static let ultraLight = Weight(FontWeight.ultraLight.uiFontWeight)
    /// −0.6.
    public static let thin = Weight(FontWeight.thin.uiFontWeight)
    /// −0.4.
    public static let light = Weight(FontWeight.light.uiFontWeight)
    /// 0, the body weight.
    public static let regular = Weight(FontWeight.regular.uiFontWeight)
    /// 0.23.
    public static let medium = Weight(FontWeight.medium.uiFontWeight)
    /// 0.3.
    public static let semibold = Weight(FontWeight.semibold.uiFontWeight)
    /// 0.4, as `boldSystemFont(ofSize:)`.
    public static let bold = Weight(FontWeight.bold.uiFontWeight)
    /// 0.56.
    public static let heavy = Weight(FontWeight.heavy.uiFontWeight)
    /// 0.62.
    public static let black = Weight(FontWeight.black.uiFontWeight)
  }

  /// A Dynamic Type style, as UIKit's `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's name for the style.
    public var rawValue: String

    /// The style named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// 34 pt.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// 28 pt.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// 22 pt.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// 20 pt.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// 17 pt semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// 15 pt.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// 17 pt.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// 16 pt.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// 13 pt.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// 12 pt.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// 11 pt.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The engine's style of this name; nil for a name UIKit does not have.
    var engineStyle: Interaction.TextStyle? {
      switch self {
      case .largeTitle: .largeTitle
      case .title1: .title1
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption1: .caption1
      case .caption2: .caption2
      default: nil
      }
    }
  }
}
