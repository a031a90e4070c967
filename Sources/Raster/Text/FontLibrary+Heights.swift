import Layers

extension FontLibrary {
  /// A font's cap height and x-height in points, as `UIFont`'s `capHeight` and `xHeight`:
  /// the heights above the baseline of a flat capital and of a flat lowercase letter.
  ///
  /// - Throws: ``FontError`` when the font's file cannot be opened.
  public func heights(of font: TextFont) throws -> (capHeight: Double, xHeight: Double) {
    let face = try primaryFace(for: font)
    return (face.capHeight * font.size, face.xHeight * font.size)
  }
}
