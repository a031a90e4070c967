import Pixels

/// How colours between palette entries are rendered.
public enum Dither: String, Sendable, CaseIterable {
  /// Each pixel takes its nearest palette colour.
  case none
  /// Floyd–Steinberg error diffusion: each pixel's error goes to its unvisited neighbours
  /// (7/16 right, 3/16 below left, 5/16 below, 1/16 below right), trading banding in smooth
  /// gradients for fine noise — and larger GIFs, since the noise changes between frames.
  case floydSteinberg = "floyd-steinberg"
}

/// Maps the rows of a region to palette indices with Floyd–Steinberg error diffusion.
struct ErrorDiffusion {
  let palette: Palette
  let transparentIndex: Int
  /// The errors carried into the current and the next row, per column, R G B.
  private var current: [SIMD3<Int32>]
  private var next: [SIMD3<Int32>]
  private var cache: [UInt32: UInt8] = [:]

  init(palette: Palette, transparentIndex: Int, width: Int) {
    self.palette = palette
    self.transparentIndex = transparentIndex
    current = Array(repeating: .zero, count: width + 2)
    next = Array(repeating: .zero, count: width + 2)
  }

  /// The indices of one row of `width` pixels starting at byte `start` of `bytes`; errors are
  /// in sixteenths of a level.
  mutating func row(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, width: Int, into out: inout [UInt8]
  ) {
    for x in 0..<width {
      let i = start + x * 4
      let a = Int(bytes[i + 3])
      if a < 128 {
        out[x] = UInt8(max(transparentIndex, 0))
        continue
      }
      let (r, g, b) = MedianCutQuantizer.unpremultiply(bytes[i], bytes[i + 1], bytes[i + 2], a)
      let carried = current[x + 1]
      let want = SIMD3<Int32>(Int32(r), Int32(g), Int32(b)) &* 16 &+ carried
      let clamped = want.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255 * 16))
      let target = (clamped &+ 8) / 16
      let key = UInt32(target.x) << 16 | UInt32(target.y) << 8 | UInt32(target.z)
      let index: UInt8
      if let cached = cache[key] {
        index = cached
      } else {
        index = UInt8(
          palette.nearestIndex(red: UInt8(target.x), green: UInt8(target.y), blue: UInt8(target.z)))
        cache[key] = index
      }
      out[x] = index
      let chosen = palette.colors[Int(index)]
      let error = clamped &- SIMD3(Int32(chosen.red), Int32(chosen.green), Int32(chosen.blue)) &* 16
      current[x + 2] &+= error &* 7 / 16
      next[x] &+= error &* 3 / 16
      next[x + 1] &+= error &* 5 / 16
      next[x + 2] &+= error / 16
    }
    swap(&current, &next)
    for k in next.indices { next[k] = .zero }
  }
}
