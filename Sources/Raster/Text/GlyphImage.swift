/// One glyph rasterized at a pixel size: an 8-bit coverage mask to be coloured, or a colour
/// bitmap (an emoji) already premultiplied, placed relative to the pen on the baseline.
struct GlyphImage: Sendable {
  /// What the bytes hold.
  enum Kind: Sendable {
    /// Coverage 0…255, one byte a pixel.
    case coverage
    /// Premultiplied RGBA, four bytes a pixel.
    case color
  }

  let kind: Kind
  let width: Int
  let height: Int
  /// Pixels from the pen to the bitmap's left edge.
  let left: Int
  /// Pixels from the baseline up to the bitmap's top edge.
  let top: Int
  let bytes: [UInt8]

  static let empty = GlyphImage(kind: .coverage, width: 0, height: 0, left: 0, top: 0, bytes: [])
}
