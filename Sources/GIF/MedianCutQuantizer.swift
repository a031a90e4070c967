import Pixels

/// Heckbert's median cut: exact when the pixels use at most `maxColors` colours (pure white
/// stays pure white). Otherwise each colour that covers at least a slot's share of the pixels
/// (1/256 of them) keeps its own exact entry — flat interface colours stay flat — and boxes of
/// the other colours are split at the median of their widest channel, the box with the most
/// pixels times that channel's range squared first, while a split is worth it (see
/// ``worthDivisor``) and until there are enough; each box gives the mean
/// of its colours. Boxes hold exact colours, so a smooth ramp gets entries a level or two
/// apart rather than a coarse grid's; a frame of more than `maxExactColors` distinct colours
/// (a photograph) is cut over a 5-bit-per-channel histogram instead, without exact entries.
package struct MedianCutQuantizer: Quantizer {
  /// How many distinct colours are cut exactly; more are cut over the coarse histogram.
  static let maxExactColors = 65536
  /// A box is split only while its pixels times its widest channel's range squared is at
  /// least a quarter of the frame's pixels: a ramp's many pixels per level keep it splitting
  /// to a level or two, while the few pixels of anti-aliased edges stop at coarse steps, as
  /// a 5-bit grid's did — finer edge colours made the demos' GIFs 14–35 % larger.
  static let worthDivisor = 4

  /// A median-cut quantizer.
  package init() {}

  package func palette(for image: Image, in region: PixelRegion, maxColors: Int) -> Palette {
    let limit = max(1, min(maxColors, 256))
    var exact: [UInt32: Int] = [:]
    var tooMany = false
    Self.forEachOpaqueRun(of: image, in: region) { r, g, bl, run in
      guard !tooMany else { return }
      exact[UInt32(r) << 16 | UInt32(g) << 8 | UInt32(bl), default: 0] += run
      if exact.count > Self.maxExactColors { tooMany = true }
    }
    if !tooMany && exact.count <= limit {
      let colors = exact.keys.sorted().map {
        Pixel(
          red: UInt8($0 >> 16), green: UInt8(($0 >> 8) & 0xFF), blue: UInt8($0 & 0xFF), alpha: 255)
      }
      return Palette(
        colors: colors.isEmpty ? [Pixel(red: 0, green: 0, blue: 0, alpha: 255)] : colors)
    }
    if !tooMany { return Self.exactCut(exact, limit: limit) }
    let histogram = Self.histogram(of: image, in: region)
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

  /// Pixel counts and colour sums over a 5-bit-per-channel grid, of the opaque pixels of
  /// `region`: built only for a frame of too many colours to cut exactly, since filling a
  /// mebibyte per frame cost UI frames, which never need it, a tenth of their quantizing.
  static func histogram(of image: Image, in region: PixelRegion) -> [Bin] {
    var histogram = [Bin](repeating: Bin(), count: 32 * 32 * 32)
    histogram.withUnsafeMutableBufferPointer { histogram in
      forEachOpaqueColor(of: image, in: region) { r, g, bl in
        let bin = (Int(r) >> 3) << 10 | (Int(g) >> 3) << 5 | Int(bl) >> 3
        histogram[bin].count += 1
        histogram[bin].red += Int(r)
        histogram[bin].green += Int(g)
        histogram[bin].blue += Int(bl)
      }
    }
    return histogram
  }

  /// Calls `body` with the unpremultiplied colour and length of each run of identical
  /// pixels of `region` whose alpha is at least 128 (a run may go on into the next row).
  /// Runs of one colour are most of a UI's pixels: they are found on the stored words, before
  /// any arithmetic.
  @inline(__always)
  static func forEachOpaqueRun(
    of image: Image, in region: PixelRegion, _ body: (UInt8, UInt8, UInt8, Int) -> Void
  ) {
    var runWord: UInt32 = 0
    var run = 0
    func flush() {
      guard run > 0, runWord >> 24 >= 128 else { return }
      let (r, g, bl) = unpremultiply(
        UInt8(truncatingIfNeeded: runWord), UInt8(truncatingIfNeeded: runWord >> 8),
        UInt8(truncatingIfNeeded: runWord >> 16), Int(runWord >> 24))
      body(r, g, bl, run)
    }
    image.bytes.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      for y in region.y..<(region.y + region.height) {
        let words = base + (y * image.width + region.x) * 4
        for x in 0..<region.width {
          let word = words.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
          if word == runWord {
            run += 1
          } else {
            flush()
            runWord = word
            run = 1
          }
        }
      }
    }
    flush()
  }

  /// Calls `body` with the straight colour of each pixel of `region` that the GIF draws
  /// (alpha at least 128), row after row.
  @inline(__always)
  static func forEachOpaqueColor(
    of image: Image, in region: PixelRegion, _ body: (UInt8, UInt8, UInt8) -> Void
  ) {
    image.bytes.withUnsafeBufferPointer { b in
      for y in region.y..<(region.y + region.height) {
        var i = (y * image.width + region.x) * 4
        for _ in 0..<region.width {
          defer { i += 4 }
          let a = Int(b[i + 3])
          guard a >= 128 else { continue }
          let (r, g, bl) = unpremultiply(b[i], b[i + 1], b[i + 2], a)
          body(r, g, bl)
        }
      }
    }
  }

  /// The palette of more than `limit` exact colours with their pixel counts: the colours
  /// covering a slot's share first (at most half the slots), then the means of median-cut
  /// boxes of the rest.
  static func exactCut(_ exact: [UInt32: Int], limit: Int) -> Palette {
    let total = exact.values.reduce(0, +)
    let byCount = exact.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
    var reserved: [Pixel] = []
    var entries: [ColorCount] = []
    entries.reserveCapacity(byCount.count)
    for (key, count) in byCount {
      if reserved.count < limit / 2 && count * 256 >= total {
        reserved.append(
          Pixel(
            red: UInt8(key >> 16), green: UInt8((key >> 8) & 0xFF), blue: UInt8(key & 0xFF),
            alpha: 255))
      } else {
        entries.append(ColorCount(key: key, count: count))
      }
    }
    var boxes: [ColorBox] = []
    if !entries.isEmpty {
      boxes.append(ColorBox(range: 0..<entries.count, entries: entries))
    }
    while reserved.count + boxes.count < limit {
      guard
        let index = boxes.indices.filter({
          boxes[$0].range.count > 1 && boxes[$0].weight * Self.worthDivisor >= total
        })
        .max(by: { (boxes[$0].weight, $1) < (boxes[$1].weight, $0) })
      else { break }
      let (a, b) = boxes[index].split(&entries)
      boxes[index] = a
      boxes.append(b)
    }
    return Palette(colors: reserved + boxes.map { $0.mean(entries) })
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

/// One exact colour and how many pixels have it.
struct ColorCount {
  var key: UInt32
  var count: Int

  /// Channel `c` (0 red, 1 green, 2 blue).
  func channel(_ c: Int) -> Int { Int((key >> UInt32(16 - 8 * c)) & 0xFF) }
}

/// A run of exact colours in the quantizer's entry array.
struct ColorBox {
  var range: Range<Int>
  var population: Int
  /// The widest channel and its range.
  var widest: Int
  var spread: Int

  init(range: Range<Int>, entries: [ColorCount]) {
    self.range = range
    population = entries[range].reduce(0) { $0 + $1.count }
    widest = 0
    spread = -1
    for c in 0..<3 {
      var low = 255
      var high = 0
      for e in entries[range] {
        low = min(low, e.channel(c))
        high = max(high, e.channel(c))
      }
      if high - low > spread {
        spread = high - low
        widest = c
      }
    }
  }

  /// How much splitting the box is worth: its pixels times its widest channel's range squared.
  var weight: Int { population * spread * spread }

  /// Splits at the pixel median along the widest channel (sorting the box's entries).
  func split(_ entries: inout [ColorCount]) -> (ColorBox, ColorBox) {
    let c = widest
    entries[range].sort { ($0.channel(c), $0.key) < ($1.channel(c), $1.key) }
    var running = 0
    var cut = range.lowerBound + 1
    for i in range {
      running += entries[i].count
      if running * 2 >= population {
        cut = max(range.lowerBound + 1, min(i + 1, range.upperBound - 1))
        break
      }
    }
    return (
      ColorBox(range: range.lowerBound..<cut, entries: entries),
      ColorBox(range: cut..<range.upperBound, entries: entries)
    )
  }

  /// The mean colour of the box's pixels.
  func mean(_ entries: [ColorCount]) -> Pixel {
    var sums = [0, 0, 0]
    for e in entries[range] {
      for c in 0..<3 { sums[c] += e.channel(c) * e.count }
    }
    let n = max(population, 1)
    return Pixel(
      red: UInt8((sums[0] + n / 2) / n), green: UInt8((sums[1] + n / 2) / n),
      blue: UInt8((sums[2] + n / 2) / n), alpha: 255)
  }
}
