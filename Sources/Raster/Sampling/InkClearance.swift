/// Where an image is far from ink: one bit a texel, set where no texel within `radius`
/// columns and rows (a square of 2 · `radius` + 1 texels a side) is other than transparent
/// (all four bytes 0). Most of a line of text is such space, around its letters.
///
/// A bilinear sample of level 0 at most r texels from a point reads texels less than r + 2
/// columns and rows from the texel under the point, both clamped to the image: its two
/// columns lie within a texel of its position less ½, which lies within r + ½ of the point.
/// So for r ≤ `maximumReach`, when that texel's bit is set, the samples are transparent
/// without reading them, and exactly what reading them gives (`MipLevel.bilinear` returns
/// zero for four zero texels).
struct InkClearance {
  /// A set bit's texel lies more than this many columns or rows from any ink.
  static let radius = 3
  /// The farthest a sample may reach from the point looked up: its texels then lie less
  /// than 1.5 + 2 columns and rows from the point's, within `radius` with half a texel to
  /// spare. (A larger radius admits larger reaches and fewer points: at 6 and 3, the flip
  /// took 2.7 % more instructions.)
  static let maximumReach: Float = 1.5

  /// The bits, row after row, each row in whole words: column x of row y is bit x & 63 of
  /// word y · `wordsPerRow` + x >> 6.
  let bits: UnsafeMutablePointer<UInt64>
  /// Words a row.
  let wordsPerRow: Int

  /// The clearance of `width` × `height` texels of premultiplied RGBA bytes at `texels`;
  /// nil when no texel is clear of ink, so that no lookup is made in vain.
  init?(texels: UnsafePointer<UInt8>, width: Int, height: Int) {
    guard width > 0, height > 0 else { return nil }
    let wordsPerRow = (width + 63) >> 6
    let count = wordsPerRow * height
    let words = UnsafeRawPointer(texels)
    // Ink, a word of 64 texels at a time, then ink spread across by `radius` columns either
    // way.
    let across = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
    defer { across.deallocate() }
    var inkCount = 0
    for y in 0..<height {
      let row = words + y * width * 4
      for i in 0..<wordsPerRow {
        let start = i << 6
        var word: UInt64 = 0
        for x in start..<min(start + 64, width) {
          let texel = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
          word |= (texel != 0 ? 1 : 0) << UInt64(x - start)
        }
        across[y * wordsPerRow + i] = word
        inkCount += word.nonzeroBitCount
      }
    }
    guard inkCount < width * height else { return nil }
    var ink = [UInt64](repeating: 0, count: wordsPerRow)
    for y in 0..<height {
      let row = across + y * wordsPerRow
      for i in 0..<wordsPerRow { ink[i] = row[i] }
      for i in 0..<wordsPerRow {
        let before = i > 0 ? ink[i - 1] : 0
        let after = i + 1 < wordsPerRow ? ink[i + 1] : 0
        var spread = ink[i]
        for k in 1...UInt64(Self.radius) {
          // Column c's ink reaches c + k (a higher bit) and c − k (a lower one).
          spread |= ink[i] << k | before >> (64 - k)
          spread |= ink[i] >> k | after << (64 - k)
        }
        row[i] = spread
      }
    }
    // Then down by `radius` rows either way; clear where nothing reached.
    let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
    // The last word's bits past the last column.
    let tail = width & 63 == 0 ? 0 : ~UInt64(0) << UInt64(width & 63)
    var anyClear = false
    for y in 0..<height {
      for i in 0..<wordsPerRow {
        var near: UInt64 = 0
        for j in max(y - Self.radius, 0)...min(y + Self.radius, height - 1) {
          near |= across[j * wordsPerRow + i]
        }
        bits[y * wordsPerRow + i] = ~near
        anyClear = anyClear || ~near & (i + 1 == wordsPerRow ? ~tail : ~0) != 0
      }
    }
    guard anyClear else {
      bits.deallocate()
      return nil
    }
    self.bits = bits
    self.wordsPerRow = wordsPerRow
  }

  /// Frees the bits.
  func deallocate() { bits.deallocate() }
}
