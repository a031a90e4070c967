/// The text size a person chose in Settings, as UIKit's `UIContentSizeCategory`: seven
/// standard sizes and five larger accessibility sizes; ``large`` is iOS's default.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  /// xSmall: body 14 pt.
  case extraSmall
  /// Small: body 15 pt.
  case small
  /// Medium: body 16 pt.
  case medium
  /// Large, the default: body 17 pt.
  case large
  /// xLarge: body 19 pt.
  case extraLarge
  /// xxLarge: body 21 pt.
  case extraExtraLarge
  /// xxxLarge, the largest standard size: body 23 pt.
  case extraExtraExtraLarge
  /// AX1: body 28 pt.
  case accessibilityMedium
  /// AX2: body 33 pt.
  case accessibilityLarge
  /// AX3: body 40 pt.
  case accessibilityExtraLarge
  /// AX4: body 47 pt.
  case accessibilityExtraExtraLarge
  /// AX5, the largest: body 53 pt.
  case accessibilityExtraExtraExtraLarge

  /// Whether it is one of the five larger accessibility sizes (AX1 to AX5).
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Smaller categories first.
  public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
    a.index < b.index
  }

  /// The position from ``extraSmall`` (0) to ``accessibilityExtraExtraExtraLarge`` (11).
  package var index: Int { Self.allCases.firstIndex(of: self)! }
}
