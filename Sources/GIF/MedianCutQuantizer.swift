import Pixels

/// Heckbert's median cut: exact when the pixels use at most `maxColors` colours (pure white
/// stays pure white); otherwise boxes of a 5-bit-per-channel histogram are split at the
/// median of their widest channel until there are enough, and each box gives the mean of
/// the exact colours that fell in it.
package struct MedianCutQuantizer: Quantizer {
  /// A median-cut quantizer.
  package init() {}

  package func palette(for image: Image, in region: PixelRegion, maxColors: Int) -> Palette {
    let limit = max(1, min(maxColors, 256))
    var exact: [UInt32: Int] = [:]
    var histogram = [Bin](repeating: Bin(), count: 32 * 32 * 32)
    var overflow = false
    var previousKey: UInt32 = .max
    image.bytes.withUnsafeBufferPointer { b in
      for y in region.y..<(region.y + region.height) {
        var i = (y * image.width + region.x) * 4
        for _ in 0..<region.width {
          defer { i += 4 }
          let a = Int(b[i + 3])
          guard a >= 128 else { continue }
          let (r, g, bl) = Self.unpremultiply(b[i], b[i + 1], b[i + 2], a)
          let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(bl)
          // Runs of one colour are common; only a new colour needs the dictionary.
          if !overflow && key != previousKey {
            exact[key, default: 0] += 1
            if exact.count > limit { overflow = true }
            previousKey = key
          }
          let bin = (Int(r) >> 3) << 10 | (Int(g) >> 3) << 5 | Int(bl) >> 3
          histogram[bin].count += 1
          histogram[bin].red += Int(r)
          histogram[bin].green += Int(g)
          histogram[bin].blue += Int(bl)
        }
      }
    }
    if !overflow {
      let colors = exact.keys.sorted().map {
        Pixel(
          red: UInt8($0 >> 16), green: UInt8(($0 >> 8) & 0xFF), blue: UInt8($0 & 0xFF), alpha: 255)
      }
      return Palette(
        colors: colors.isEmpty ? [Pixel(red: 0, green: 0, blue: 0, alpha: 255)] : colors)
    }
    var boxes = [
      Box(bins: histogram.indices.filter { histogram[$0].count > 0 }, histogram: histogram)
    ]
    while boxes.count < limit {
      // Split the box with the most pixels among those that can still be split.
      guard
        let index = boxes.indices.filter({ boxes[$0].bins.count > 1 })
          .max(by: { boxes[$0].population < boxes[$1].population })
      else { break }
      let (a, b) = boxes[index].split(histogram)
      boxes[index] = a
      boxes.append(b)
    }
    return Palette(colors: boxes.map { $0.mean(histogram) })
  }

  static func unpremultiply(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Int) -> (UInt8, UInt8, UInt8) {
    if a == 255 { return (r, g, b) }
    func channel(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + a / 2) / a)) }
    return (channel(r), channel(g), channel(b))
  }
}

/// Pixel counts and colour sums of one histogram cell.
struct Bin {
  var count = 0
  var red = 0
  var green = 0
  var blue = 0
}

/// A set of histogram cells.
struct Box {
  var bins: [Int]
  var population: Int

  init(bins: [Int], histogram: [Bin]) {
    self.bins = bins
    population = bins.reduce(0) { $0 + histogram[$1].count }
  }

  /// Splits at the pixel median along the channel with the widest range.
  func split(_ histogram: [Bin]) -> (Box, Box) {
    func channel(_ bin: Int, _ c: Int) -> Int { (bin >> (10 - 5 * c)) & 31 }
    var widest = 0
    var widestRange = -1
    for c in 0..<3 {
      let values = bins.map { channel($0, c) }
      let range = (values.max() ?? 0) - (values.min() ?? 0)
      if range > widestRange {
        widestRange = range
        widest = c
      }
    }
    let sorted = bins.sorted { (channel($0, widest), $0) < (channel($1, widest), $1) }
    var running = 0
    var cut = 1
    for (i, bin) in sorted.enumerated() {
      running += histogram[bin].count
      if running * 2 >= population {
        cut = max(1, min(i + 1, sorted.count - 1))
        break
      }
    }
    return (
      Box(bins: Array(sorted[..<cut]), histogram: histogram),
      Box(bins: Array(sorted[cut...]), histogram: histogram)
    )
  }

  /// The mean colour of the pixels in the box.
  func mean(_ histogram: [Bin]) -> Pixel {
    var r = 0
    var g = 0
    var b = 0
    var n = 0
    for bin in bins {
      r += histogram[bin].red
      g += histogram[bin].green
      b += histogram[bin].blue
      n += histogram[bin].count
    }
    guard n > 0 else { return Pixel(red: 0, green: 0, blue: 0, alpha: 255) }
    return Pixel(
      red: UInt8((r + n / 2) / n), green: UInt8((g + n / 2) / n), blue: UInt8((b + n / 2) / n),
      alpha: 255)
  }
}
