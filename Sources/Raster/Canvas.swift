import Pixels

/// A frame being drawn: premultiplied RGBA in floating point (0...1), sRGB, so that layers
/// composite without rounding between them.
public struct Canvas: Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Premultiplied R, G, B, A per pixel, row after row.
  var samples: [Float]

  /// A canvas filled with one colour.
  public init(width: Int, height: Int, fill: Color = .clear) {
    self.width = width
    self.height = height
    let p = fill.pixel
    let pixel: [Float] = [p.red, p.green, p.blue, p.alpha].map { Float($0) / 255 }
    samples = [Float](repeating: 0, count: width * height * 4)
    if p.alpha > 0 {
      for i in stride(from: 0, to: samples.count, by: 4) {
        samples[i] = pixel[0]
        samples[i + 1] = pixel[1]
        samples[i + 2] = pixel[2]
        samples[i + 3] = pixel[3]
      }
    }
  }

  /// Source-over: puts a premultiplied colour over the pixel at `index` (pixel number).
  @inline(__always)
  mutating func blend(at index: Int, red: Float, green: Float, blue: Float, alpha: Float) {
    let i = index * 4
    let keep = 1 - alpha
    samples[i] = red + samples[i] * keep
    samples[i + 1] = green + samples[i + 1] * keep
    samples[i + 2] = blue + samples[i + 2] * keep
    samples[i + 3] = alpha + samples[i + 3] * keep
  }

  /// Puts another canvas of the same size over this one, faded by `opacity`.
  mutating func composite(_ layer: Canvas, opacity: Float) {
    for p in 0..<(width * height) {
      let i = p * 4
      let a = layer.samples[i + 3] * opacity
      guard a > 0 else { continue }
      blend(
        at: p, red: layer.samples[i] * opacity, green: layer.samples[i + 1] * opacity,
        blue: layer.samples[i + 2] * opacity, alpha: a)
    }
  }

  /// The canvas as an 8-bit image, each component rounded to nearest.
  public var image: Image {
    var bytes = [UInt8](repeating: 0, count: samples.count)
    for i in 0..<samples.count {
      bytes[i] = UInt8(min(max(samples[i], 0), 1) * 255 + 0.5)
    }
    return Image(width: width, height: height, bytes: bytes)
  }
}
