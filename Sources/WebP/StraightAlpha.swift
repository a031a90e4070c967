/// Conversions between Flipbook's premultiplied RGBA and the straight RGBA libwebp takes
/// and gives, with the rounding PNG files use, so a frame reads back from a lossless WebP
/// exactly as from a PNG.
enum StraightAlpha {
  /// Premultiplied RGBA → straight: each colour × 255 ÷ alpha, rounded; 0 where alpha is 0.
  static func straightened(_ premultiplied: [UInt8]) -> [UInt8] {
    var straight = premultiplied
    for i in stride(from: 0, to: straight.count, by: 4) {
      let a = UInt32(straight[i + 3])
      if a == 255 { continue }
      for c in 0..<3 {
        straight[i + c] = a == 0 ? 0 : UInt8(min(255, (UInt32(straight[i + c]) * 255 + a / 2) / a))
      }
    }
    return straight
  }

  /// Straight RGBA → premultiplied: each colour × alpha ÷ 255, rounded.
  static func premultiply(_ bytes: inout [UInt8]) {
    for i in stride(from: 0, to: bytes.count, by: 4) {
      let a = UInt32(bytes[i + 3])
      if a == 255 { continue }
      for c in 0..<3 { bytes[i + c] = UInt8((UInt32(bytes[i + c]) * a + 127) / 255) }
    }
  }
}
