/// A line of text as an 8-bit coverage mask, ready to be coloured and placed.
public struct TextLine: Sendable {
  /// What a line is cached by.
  struct Key: Hashable {
    let string: String
    let pixelSize: Double
  }

  /// Width in pixels (the advance of the whole line, plus a pixel of margin each side).
  public let width: Int
  /// Height in pixels: ascender plus descender.
  public let height: Int
  /// Pixel rows from the top to the baseline.
  public let baseline: Int
  /// Coverage 0...255, row after row.
  public let coverage: [UInt8]
}
