/// A font as text asks for it: a family, a size, a weight and a slant. The renderer maps
/// it onto the bundled faces (or the file named), so every machine draws the same pixels.
public struct TextFont: Sendable, Hashable {
  /// Which typeface the text is set in.
  public enum Family: Sendable, Hashable {
    /// The proportional system font, as `UIFont.systemFont(ofSize:weight:)`.
    case system
    /// The monospaced system font, as `UIFont.monospacedSystemFont(ofSize:weight:)`.
    case monospaced
    /// A font file (TrueType or OpenType) at a path; its own weight and slant are drawn,
    /// whatever ``TextFont/weight`` and ``TextFont/isItalic`` say.
    case file(String)
  }

  /// The typeface.
  public var family: Family
  /// The size in points: the em square's height.
  public var size: Double
  /// The stroke weight, for the system families.
  public var weight: FontWeight
  /// Whether the system family's italic is drawn.
  public var isItalic: Bool

  /// A font of `family` at `size` points.
  public init(
    _ family: Family = .system, size: Double = 17, weight: FontWeight = .regular,
    isItalic: Bool = false
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.isItalic = isItalic
  }

  /// The proportional system font.
  public static func system(
    size: Double, weight: FontWeight = .regular, isItalic: Bool = false
  ) -> TextFont {
    TextFont(.system, size: size, weight: weight, isItalic: isItalic)
  }

  /// The monospaced system font.
  public static func monospaced(size: Double, weight: FontWeight = .regular) -> TextFont {
    TextFont(.monospaced, size: size, weight: weight)
  }

  /// The font file at `path`.
  public static func file(_ path: String, size: Double) -> TextFont {
    TextFont(.file(path), size: size)
  }
}

/// The nine weights of UIKit's `UIFont.Weight`, lightest first.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Comparable {
  /// UIKit's lightest weight (CSS 100).
  case ultraLight
  /// CSS 200.
  case thin
  /// CSS 300.
  case light
  /// The body weight (CSS 400).
  case regular
  /// CSS 500.
  case medium
  /// CSS 600.
  case semibold
  /// CSS 700, as `boldSystemFont(ofSize:)`.
  case bold
  /// CSS 800.
  case heavy
  /// The heaviest weight (CSS 900).
  case black

  /// The weight on CSS's 100…900 scale.
  public var cssValue: Int { (Self.allCases.firstIndex(of: self)! + 1) * 100 }

  /// The weight whose `UIFont.Weight` value is nearest `value` (−0.8 ultra-light … 0.62
  /// black).
  public init(uiFontWeight value: Double) {
    self =
      Self.allCases.min { abs($0.uiFontWeight - value) < abs($1.uiFontWeight - value) }
      ?? .regular
  }

  /// The value of UIKit's constant of the same name.
  public var uiFontWeight: Double {
    switch self {
    case .ultraLight: -0.8
    case .thin: -0.6
    case .light: -0.4
    case .regular: 0
    case .medium: 0.23
    case .semibold: 0.3
    case .bold: 0.4
    case .heavy: 0.56
    case .black: 0.62
    }
  }

  public static func < (a: FontWeight, b: FontWeight) -> Bool { a.cssValue < b.cssValue }
}
