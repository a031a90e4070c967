/// How far each texel of an image lies from ink: the Chebyshev distance (the larger of the
/// column and row distances), capped at 255, to the nearest texel that is not transparent
/// (all four bytes 0). Most of a line of text is space around its letters.
///
/// The bilinear samples of level 0 spread at most r texels either way around a point read
/// texels less than r + 2.5 texels (either way) from the texel under the point, both clamped
/// to the image: when that texel lies farther from ink than that, the samples are
/// transparent without reading them, and exactly what reading them gives
/// (`MipLevel.bilinear` returns zero for four zero texels).
struct InkDistance {
  /// One byte a texel, row after row.
  let distances: UnsafeMutablePointer<UInt8>

  /// The distances of `width` × `height` texels of premultiplied RGBA bytes at `texels`;
  /// nil when every texel is ink, so that no lookup is made in vain.
  init?(texels: UnsafePointer<UInt8>, width: Int, height: Int) {
    let count = width * height
    guard count > 0 else { return nil }
    let words = UnsafeRawPointer(texels)
    var blank = false
    for i in 0..<count where words.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) == 0 {
      blank = true
      break
    }
    guard blank else { return nil }
    let d = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    // Two passes of the 8-neighbour chamfer, exact for this distance: from the top left,
    // each texel takes one more than its nearest neighbour above or to the left; then from
    // the bottom right, below or to the right.
    @inline(__always) func step(_ v: UInt8) -> UInt8 { v == 255 ? 255 : v + 1 }
    for y in 0..<height {
      for x in 0..<width {
        let i = y * width + x
        guard words.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) == 0 else {
          d[i] = 0
          continue
        }
        var nearest: UInt8 = 255
        if x > 0 { nearest = min(nearest, d[i - 1]) }
        if y > 0 {
          let above = i - width
          nearest = min(nearest, d[above])
          if x > 0 { nearest = min(nearest, d[above - 1]) }
          if x + 1 < width { nearest = min(nearest, d[above + 1]) }
        }
        d[i] = step(nearest)
      }
    }
    for y in stride(from: height - 1, through: 0, by: -1) {
      for x in stride(from: width - 1, through: 0, by: -1) {
        let i = y * width + x
        guard d[i] > 0 else { continue }
        var nearest = d[i]
        if x + 1 < width { nearest = min(nearest, step(d[i + 1])) }
        if y + 1 < height {
          let below = i + width
          nearest = min(nearest, step(d[below]))
          if x + 1 < width { nearest = min(nearest, step(d[below + 1])) }
          if x > 0 { nearest = min(nearest, step(d[below - 1])) }
        }
        d[i] = nearest
      }
    }
    distances = d
  }

  /// Frees the distances.
  func deallocate() { distances.deallocate() }
}
