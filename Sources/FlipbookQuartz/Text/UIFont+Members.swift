import Foundation
import Raster

// UIFont's members beyond those of UIFont.swift (docs/uikit-symbols.md lists them all):
// the heights of its letters, and, declared unavailable so that iOS code using them fails to
// compile with a message saying what to do instead, those not there yet.

extension UIFont {
  /// The heights of a flat capital and a flat lowercase letter, from the font file; zeros
  /// when the bundled fonts cannot be loaded (a render then reports why).
  private var letterHeights: (capHeight: Double, xHeight: Double) {
    (try? FontLibrary.bundled().heights(of: flipbookFont)) ?? (0, 0)
  }

  /// The height of a flat capital letter above the baseline, in points (the font file's
  /// OS/2 `sCapHeight`).
  public var capHeight: CGFloat { CGFloat(letterHeights.capHeight) }

  /// The height of a flat lowercase letter such as "x" above the baseline, in points (the
  /// font file's OS/2 `sxHeight`).
  public var xHeight: CGFloat { CGFloat(letterHeights.xHeight) }

  /// A width of the system font, as UIKit's `UIFont.Width`; only the standard width is
  /// drawn, and the initialiser taking one is not available yet.
  public struct Width: RawRepresentable, Hashable, Sendable {
    /// The width trait: 0 for the standard width (the others' values are our choice, as
    /// UIKit does not publish them).
    public var rawValue: CGFloat

    /// The width of trait value `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// Narrower than condensed.
    public static let compressed = Width(rawValue: -0.3)
    /// Narrower than standard.
    public static let condensed = Width(rawValue: -0.2)
    /// The usual width.
    public static let standard = Width(rawValue: 0)
    /// Wider than standard.
    public static let expanded = Width(rawValue: 0.2)
  }

  /// UIKit's `systemFont(ofSize:weight:width:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      the bundled system font has one width: use systemFont(ofSize:weight:); see docs/porting.md
      """
  )
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// UIKit's `init(descriptor:size:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      UIFontDescriptor is not there yet: use UIFont(name:size:) or systemFont(ofSize:weight:); see docs/porting.md
      """
  )
  public convenience init(descriptor: Any, size pointSize: CGFloat) {
    self.init(name: "", size: pointSize)!
  }

  /// UIKit's `fontDescriptor`; not available yet.
  @available(
    *, unavailable,
    message: """
      UIFontDescriptor is not there yet: read fontName, familyName and pointSize; see docs/porting.md
      """
  )
  public var fontDescriptor: Any { self }
}
