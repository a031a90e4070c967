import Foundation
import Pixels

/// An image ready to be sampled: bilinear when magnified, trilinear through a mip chain
/// when minified, clamping to the edge. Immutable, so one texture can serve many threads.
struct Texture: Sendable {
  /// Level 0 is the image itself; each next level halves it (box filter), down to 1 × 1.
  let levels: [Image]
  /// The same levels as premultiplied components in 0...255, ready for filtering: one load
  /// per texel instead of four byte loads and conversions.
  private let texels: [[SIMD4<Float>]]

  /// A texture of `image`, with its mip chain when `mipmapped`.
  init(_ image: Image, mipmapped: Bool) {
    var levels = [image]
    while mipmapped, let last = levels.last, last.width > 1 || last.height > 1 {
      levels.append(Self.halve(last))
    }
    self.levels = levels
    texels = levels.map(Self.floatTexels)
  }

  /// An image's pixels as float vectors.
  private static func floatTexels(_ image: Image) -> [SIMD4<Float>] {
    var out = [SIMD4<Float>](repeating: .zero, count: image.width * image.height)
    image.bytes.withUnsafeBufferPointer { b in
      for i in 0..<out.count {
        let r = Float(b[i * 4])
        let g = Float(b[i * 4 + 1])
        let bl = Float(b[i * 4 + 2])
        let a = Float(b[i * 4 + 3])
        out[i] = SIMD4(r, g, bl, a)
      }
    }
    return out
  }

  /// The full-resolution image.
  var image: Image { levels[0] }

  /// The filtered colour at (x, y) in level-0 pixel coordinates (pixel (i, j) has its centre
  /// at (i + 0.5, j + 0.5)), for a screen pixel whose footprint spans `footprint` image
  /// pixels along its longer axis; premultiplied components in 0...255.
  ///
  /// The mip level is λ = log₂(footprint), as OpenGL chooses it; between levels ⌊λ⌋ and
  /// ⌊λ⌋ + 1 the two bilinear samples are blended by the fraction of λ.
  @inline(__always)
  func sample(x: Double, y: Double, footprint: Double) -> SIMD4<Float> {
    guard footprint > 1, levels.count > 1 else { return bilinear(0, x: x, y: y) }
    let lambda = min(log2(footprint), Double(levels.count - 1))
    let lower = min(Int(lambda), levels.count - 1)
    let fraction = Float(lambda - Double(lower))
    let a = bilinear(lower, x: x * scaleX(lower), y: y * scaleY(lower))
    guard fraction > 0, lower + 1 < levels.count else { return a }
    let b = bilinear(lower + 1, x: x * scaleX(lower + 1), y: y * scaleY(lower + 1))
    return a + (b - a) * fraction
  }

  @inline(__always) private func scaleX(_ level: Int) -> Double {
    Double(levels[level].width) / Double(levels[0].width)
  }

  @inline(__always) private func scaleY(_ level: Int) -> Double {
    Double(levels[level].height) / Double(levels[0].height)
  }

  @inline(__always)
  private func bilinear(_ level: Int, x: Double, y: Double) -> SIMD4<Float> {
    let w = levels[level].width
    let h = levels[level].height
    let fx = min(max(x - 0.5, 0), Double(w - 1))
    let fy = min(max(y - 0.5, 0), Double(h - 1))
    let x0 = Int(fx)
    let y0 = Int(fy)
    let x1 = min(x0 + 1, w - 1)
    let y1 = min(y0 + 1, h - 1)
    let tx = Float(fx - Double(x0))
    let ty = Float(fy - Double(y0))
    return texels[level].withUnsafeBufferPointer { t in
      let p00 = t[y0 * w + x0]
      let p10 = t[y0 * w + x1]
      let p01 = t[y1 * w + x0]
      let p11 = t[y1 * w + x1]
      let top = p00 + (p10 - p00) * tx
      let bottom = p01 + (p11 - p01) * tx
      return top + (bottom - top) * ty
    }
  }

  /// The image at half size, each pixel the mean of its 2 × 2 block (an odd last row or
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
              + Int(src[(y1 * image.width + x0) * 4 + c])
              + Int(src[(y1 * image.width + x1) * 4 + c])
            bytes[(y * w + x) * 4 + c] = UInt8((sum + 2) / 4)
          }
        }
      }
    }
    return Image(width: w, height: h, bytes: bytes)
  }
}
