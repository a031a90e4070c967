import Foundation
import Interaction

/// Scales fonts and sizes of your own as a text style scales with the content size, as
/// UIKit's `UIFontMetrics`: by the ratio of the style's size at the content size to its size
/// at the default, Large (body: 53 / 17 at AX5).
public struct UIFontMetrics: Sendable {
  private let style: Interaction.TextStyle

  /// Metrics following `textStyle`; body for a style UIKit does not name.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    style = textStyle.engineStyle ?? .body
  }

  /// Metrics following the body style.
  public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// `font` scaled for the current content size (the scene's); a label with
  /// ``UILabel/adjustsFontForContentSizeCategory`` scales it again when that changes.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, compatibleWith: nil)
  }

  /// `font` scaled for the content size of `traitCollection` (the current one when nil).
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    font.scaled(by: style, largeSize: Double(font.pointSize))
      .resized(for: traitCollection ?? .current)!
  }

  /// `value` scaled for the current content size.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for the content size of `traitCollection` (the current one when nil).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    let category = (traitCollection ?? .current).preferredContentSizeCategory.resolved.category
    return value * CGFloat(style.size(at: category) / style.size())
  }
}
