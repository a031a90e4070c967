import Foundation
import Layers
import Raster

extension UILabel {
  /// The laid-out size of the label's text in a box `width` points wide, each side
  /// rounded up to a whole point.
  func measured(width: Double) -> CGSize {
    guard let text = layer.flipbookLayer.text, !text.string.isEmpty,
      let fonts = try? FontLibrary.bundled()
    else { return .zero }
    let size = fonts.size(of: text, width: width)
    return CGSize(
      width: CGFloat(size.width.rounded(.up)), height: CGFloat(size.height.rounded(.up)))
  }
}

extension UIFont {
  /// The font's metrics in points from its file's tables; zeros when the bundled fonts
  /// cannot be loaded (a render then reports why).
  private var metrics: (ascender: Double, descender: Double, lineHeight: Double) {
    (try? FontLibrary.bundled().metrics(of: flipbookFont)) ?? (0, 0, 0)
  }

  /// The distance from the baseline to the top of the line, in points.
  public var ascender: CGFloat { CGFloat(metrics.ascender) }

  /// The distance from the baseline to the bottom of the line, negative, in points.
  public var descender: CGFloat { CGFloat(-metrics.descender) }

  /// The height of a line of this font: ascender, descender and line gap, in points.
  public var lineHeight: CGFloat { CGFloat(metrics.lineHeight) }

  /// The space between lines beyond the ascender and descender, in points.
  public var leading: CGFloat { lineHeight - ascender + descender }
}
