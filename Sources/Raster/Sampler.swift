import Foundation
import Pixels

/// Reads a premultiplied image at fractional positions: bilinear when magnified, trilinear
/// through a mip chain when minified, clamping to the edge.
final class Sampler {
  /// Level 0 is the image itself; each next level halves it (box filter), built on demand.
  private var levels: [Image]

  init(image: Image) {
    levels = [image]
  }

  /// The full-resolution image.
  var image: Image { levels[0] }

  /// The filtered colour at (x, y) in level-0 pixel coordinates (pixel (i, j) has its centre
  /// at (i + 0.5, j + 0.5)), for a screen pixel whose footprint spans `footprint` image
  /// pixels along its longer axis; premultiplied components in 0...1.
  ///
  /// The mip level is λ = log₂(footprint), as OpenGL chooses it; between levels ⌊λ⌋ and
  /// ⌊λ⌋ + 1 the two bilinear samples are blended by the fraction of λ.
  @inline(__always)
  func sample(x: Double, y: Double, footprint: Double) -> (Float, Float, Float, Float) {
    guard footprint > 1, footprint.isFinite else { return bilinear(levels[0], x: x, y: y) }
    let lambda = min(footprint.log2, 24)
    let lower = Int(lambda)
    let fraction = Float(lambda - Double(lower))
    let a = level(lower)
    let scaleA = Double(a.width) / Double(levels[0].width)
    let sa = bilinear(a, x: x * scaleA, y: y * Double(a.height) / Double(levels[0].height))
    guard fraction > 0 else { return sa }
    let b = level(lower + 1)
    let scaleB = Double(b.width) / Double(levels[0].width)
    let sb = bilinear(b, x: x * scaleB, y: y * Double(b.height) / Double(levels[0].height))
    return (
      sa.0 + (sb.0 - sa.0) * fraction, sa.1 + (sb.1 - sa.1) * fraction,
      sa.2 + (sb.2 - sa.2) * fraction, sa.3 + (sb.3 - sa.3) * fraction
    )
  }

  /// Mip level `n`, building the chain up to it; the last level is 1 × 1.
  private func level(_ n: Int) -> Image {
    while levels.count <= n {
      let previous = levels[levels.count - 1]
      if previous.width == 1 && previous.height == 1 { return previous }
      levels.append(Self.halve(previous))
    }
    return levels[n]
  }

  /// The image at half size, each pixel the mean of the 2 × 2 block (an odd last row or
  /// column is reused).
  private static func halve(_ image: Image) -> Image {
    let w = max(1, image.width / 2)
    let h = max(1, image.height / 2)
    var bytes = [UInt8](repeating: 0, count: w * h * 4)
    image.bytes.withUnsafeBufferPointer { src in
      for y in 0..<h {
        let y0 = min(2 * y, image.height - 1)
        let y1 = min(2 * y + 1, image.height - 1)
        for x in 0..<w {
          let x0 = min(2 * x, image.width - 1)
          let x1 = min(2 * x + 1, image.width - 1)
          for c in 0..<4 {
            let sum =
              Int(src[(y0 * image.width + x0) * 4 + c]) + Int(src[(y0 * image.width + x1) * 4 + c])
              + Int(src[(y1 * image.width + x0) * 4 + c]) + Int(src[(y1 * image.width + x1) * 4 + c])
            bytes[(y * w + x) * 4 + c] = UInt8((sum + 2) / 4)
          }
        }
      }
    }
    return Image(width: w, height: h, bytes: bytes)
  }

  @inline(__always)
  private func bilinear(_ image: Image, x: Double, y: Double) -> (Float, Float, Float, Float) {
    let w = image.width
    let h = image.height
    guard w > 0, h > 0 else { return (0, 0, 0, 0) }
    let fx = min(max(x - 0.5, 0), Double(w - 1))
    let fy = min(max(y - 0.5, 0), Double(h - 1))
    let x0 = Int(fx)
    let y0 = Int(fy)
    let x1 = min(x0 + 1, w - 1)
    let y1 = min(y0 + 1, h - 1)
    let tx = Float(fx - Double(x0))
    let ty = Float(fy - Double(y0))
    return image.bytes.withUnsafeBufferPointer { b in
      let i00 = (y0 * w + x0) * 4
      let i10 = (y0 * w + x1) * 4
      let i01 = (y1 * w + x0) * 4
      let i11 = (y1 * w + x1) * 4
      @inline(__always) func channel(_ c: Int) -> Float {
        let top = Float(b[i00 + c]) * (1 - tx) + Float(b[i10 + c]) * tx
        let bottom = Float(b[i01 + c]) * (1 - tx) + Float(b[i11 + c]) * tx
        return (top * (1 - ty) + bottom * ty) / 255
      }
      return (channel(0), channel(1), channel(2), channel(3))
    }
  }
}

extension Double {
  fileprivate var log2: Double { Foundation.log2(self) }
}
