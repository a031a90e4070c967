import Pixels

/// A line of text as an 8-bit coverage mask, ready to be coloured and placed.
public struct TextLine: Sendable {
  /// Width in pixels (the advance of the whole line, plus a pixel of margin each side).
  public let width: Int
  /// Height in pixels: ascender plus descender.
  public let height: Int
  /// Pixel rows from the top to the baseline.
  public let baseline: Int
  /// Coverage 0...255, row after row.
  public let coverage: [UInt8]

  /// The mask tinted with a colour: premultiplied RGBA.
  public func tinted(_ color: Color) -> Image {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    let r = min(max(color.red, 0), 1)
    let g = min(max(color.green, 0), 1)
    let b = min(max(color.blue, 0), 1)
    let alpha = min(max(color.alpha, 0), 1)
    for (i, c) in coverage.enumerated() where c > 0 {
      let a = Double(c) * alpha
      bytes[i * 4] = UInt8((r * a).rounded())
      bytes[i * 4 + 1] = UInt8((g * a).rounded())
      bytes[i * 4 + 2] = UInt8((b * a).rounded())
      bytes[i * 4 + 3] = UInt8(a.rounded())
    }
    return Image(width: width, height: height, bytes: bytes)
  }
}
