import Layers

/// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`: a role for text whose size
/// follows the person's ``ContentSizeCategory``.
///
/// The sizes are the table in Apple's Human Interface Guidelines (Typography, "iOS, iPadOS
/// Dynamic Type sizes"): body is 17 pt at the default Large, 14 pt at xSmall and 53 pt at
/// AX5. Headline is semibold; every other style is regular.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
  /// Large Title: 34 pt at Large.
  case largeTitle
  /// Title 1: 28 pt at Large.
  case title1
  /// Title 2: 22 pt at Large.
  case title2
  /// Title 3: 20 pt at Large.
  case title3
  /// Headline: 17 pt semibold at Large.
  case headline
  /// Body: 17 pt at Large.
  case body
  /// Callout: 16 pt at Large.
  case callout
  /// Subheadline: 15 pt at Large.
  case subheadline
  /// Footnote: 13 pt at Large.
  case footnote
  /// Caption 1: 12 pt at Large.
  case caption1
  /// Caption 2: 11 pt at Large.
  case caption2

  /// The point size at `category`.
  public func size(at category: ContentSizeCategory = .large) -> Double {
    Self.sizes[self]![category.index]
  }

  /// Semibold for ``headline``, regular for the others.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// The system font of the style at `category`.
  public func font(at category: ContentSizeCategory = .large) -> TextFont {
    .system(size: size(at: category), weight: weight)
  }

  /// Points per category, xSmall to AX5, from the Human Interface Guidelines' table.
  private static let sizes: [TextStyle: [Double]] = [
    //           xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]
}
