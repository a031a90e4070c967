import Geometry
import Layers

/// Measures text as it is drawn, for the intrinsic size of a laid-out layer with `text`:
/// the width of its widest line and the height of its lines in a box of a given width
/// (infinity for no limit), as `UILabel.sizeThatFits(_:)` answers; and checks the font
/// files a scene names.
///
/// The fonts live with the renderer, so the scene file is handed one; the `Flipbook`
/// module makes one from a `FontLibrary`.
public struct TextMeasurer: Sendable {
  private let measure: @Sendable (TextContent, Double) -> Size
  private let checkFont: (@Sendable (String) throws -> Void)?

  /// A measurer that answers with `measure(text, width)`, and checks a font file with
  /// `checkFont(path)`, which throws an error naming the file and the cause when the file
  /// cannot be drawn from (nil: font files are not checked beyond their first bytes).
  public init(
    _ measure: @escaping @Sendable (_ text: TextContent, _ width: Double) -> Size,
    checkingFontsWith checkFont: (@Sendable (_ path: String) throws -> Void)? = nil
  ) {
    self.measure = measure
    self.checkFont = checkFont
  }

  /// The size `text` needs in a box `width` points wide, each side rounded up to a whole
  /// point, as UIKit rounds a label's.
  public func size(of text: TextContent, width: Double) -> Size {
    let size = measure(text, width)
    return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  /// Throws when the font file at `path` cannot be drawn from, with an error naming the file
  /// and the cause.
  public func checkFont(at path: String) throws {
    try checkFont?(path)
  }
}
