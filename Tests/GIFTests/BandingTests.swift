import Foundation
import GIF
import Pixels
import Testing

/// A horizontal ramp: each row goes from `from` at the left edge to `to` at the right,
/// interpolated per channel and rounded to 8 bits, as a renderer's axial gradient does.
private func ramp(
  width: Int, height: Int, from: (Double, Double, Double), to: (Double, Double, Double)
) -> Image {
  var image = Image(width: width, height: height)
  paintRamp(&image, rows: 0..<height, from: from, to: to)
  return image
}

private func paintRamp(
  _ image: inout Image, rows: Range<Int>, from: (Double, Double, Double),
  to: (Double, Double, Double)
) {
  func level(_ a: Double, _ b: Double, _ t: Double) -> UInt8 {
    UInt8((a + (b - a) * t).rounded())
  }
  for x in 0..<image.width {
    let t = Double(x) / Double(image.width - 1)
    let p = Pixel(
      red: level(from.0, to.0, t), green: level(from.1, to.1, t), blue: level(from.2, to.2, t),
      alpha: 255)
    for y in rows { image[x, y] = p }
  }
}

/// The ramps measured: iOS system blue to system purple, a light grey to white, and a soft
/// shadow's falloff (black from 40 % to 0 % over white).
private let ramps: [(name: String, from: (Double, Double, Double), to: (Double, Double, Double))] =
  [
    ("blue→purple", (0, 122, 255), (175, 82, 222)),
    ("grey→white", (220, 220, 220), (255, 255, 255)),
    ("shadow falloff", (153, 153, 153), (255, 255, 255)),
  ]

/// Flat interface colours: a white page, a system-blue button, near-black text.
private let page = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
private let button = Pixel(red: 0, green: 122, blue: 255, alpha: 255)
private let ink = Pixel(red: 28, green: 28, blue: 30, alpha: 255)

/// Paints rows `rows` as an interface strip: a white page, a blue button, and text-like
/// strokes of ink whose left and right edges are anti-aliased (partial coverage blended
/// over the page), returning the mask of pixels that are exactly one of the flat colours.
@discardableResult
private func paintInterface(_ image: inout Image, rows: Range<Int>) -> Set<Int> {
  var flat = Set<Int>()
  for y in rows {
    for x in 0..<image.width {
      image[x, y] = page
    }
  }
  let top = rows.lowerBound
  for y in (top + 10)..<(top + 40) {
    for x in 20..<200 { image[x, y] = button }
  }
  // Glyph-like stems 2.4 px wide at fractional positions: the edge columns are mixes.
  for stem in 0..<60 {
    let left = 230.0 + Double(stem) * 6.1
    for y in (top + 50)..<(top + 80) {
      for x in Int(left)...Int(left + 2.4) + 1 {
        let coverage = max(0, min(Double(x + 1), left + 2.4) - max(Double(x), left))
        guard coverage > 0 else { continue }
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
          UInt8((Double(a) * coverage + Double(b) * (1 - coverage)).rounded())
        }
        image[x, y] = Pixel(
          red: mix(ink.red, page.red), green: mix(ink.green, page.green),
          blue: mix(ink.blue, page.blue), alpha: 255)
      }
    }
  }
  for y in rows {
    for x in 0..<image.width {
      let p = image[x, y]
      if p == page || p == button || p == ink { flat.insert(y * image.width + x) }
    }
  }
  return flat
}

/// A card: the three ramps stacked, 100 rows each, above a 100-row interface strip — more
/// than 256 colours, so the encoder must choose. With `busy`, a 100-row two-dimensional
/// gradient (some 20 000 colours, like a photograph) below competes for the palette.
private func card(busy: Bool = false) -> (image: Image, flat: Set<Int>) {
  var image = Image(width: 600, height: busy ? 500 : 400)
  for (i, r) in ramps.enumerated() {
    paintRamp(&image, rows: (i * 100)..<(i * 100 + 100), from: r.from, to: r.to)
  }
  let flat = paintInterface(&image, rows: 300..<400)
  if busy {
    for y in 400..<500 {
      for x in 0..<600 {
        image[x, y] = Pixel(
          red: UInt8(x * 255 / 599), green: UInt8(60 + (y - 400)), blue: UInt8(255 - x * 200 / 599),
          alpha: 255)
      }
    }
  }
  return (image, flat)
}

/// How a decoded ramp compares with its source.
struct Banding: CustomStringConvertible {
  /// The longest horizontal run of one decoded colour, in pixels.
  var longestRun: Int
  /// Where the longest run ends.
  var runEnd = 0
  /// The longest run of one colour in the column averages rounded to 8 bits: the band
  /// seen across the ramp's rows, where an ordered pattern averages out and a band does not.
  var bandRun: Int
  /// The ramp width over the number of 8-bit levels it spans (in its widest channel): the
  /// run a perfect encoder would leave.
  var ideal: Double
  /// The mean absolute channel difference, per pixel.
  var meanError: Double
  /// The mean absolute channel difference of 4 × 4 block averages: what is seen from a
  /// normal distance, where dither noise averages out and bands do not.
  var blockError: Double

  var description: String {
    String(
      format:
        "run %3d at %3d (×%4.1f), band %3d (×%4.1f), ideal %4.1f; error %4.2f, block error %4.2f",
      longestRun, runEnd, Double(longestRun) / ideal, bandRun, Double(bandRun) / ideal, ideal,
      meanError, blockError)
  }

  /// Measures `rows` of `decoded` against `source`.
  static func measure(_ decoded: Image, _ source: Image, rows: Range<Int>) -> Banding {
    var longest = 0
    var end = 0
    var span = 0
    var error = 0
    for y in rows {
      var run = 1
      for x in 1..<decoded.width {
        run = decoded[x, y] == decoded[x - 1, y] ? run + 1 : 1
        if run > longest { (longest, end) = (run, x) }
      }
      for c in [\Pixel.red, \Pixel.green, \Pixel.blue] {
        let levels = (0..<source.width).map { Int(source[$0, y][keyPath: c]) }
        span = max(span, levels.max()! - levels.min()! + 1)
      }
      for x in 0..<decoded.width {
        let a = decoded[x, y]
        let b = source[x, y]
        error += abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green))
        error += abs(Int(a.blue) - Int(b.blue))
      }
    }
    var blockError = 0.0
    var blocks = 0
    for by in stride(from: rows.lowerBound, to: rows.upperBound - 3, by: 4) {
      for bx in stride(from: 0, to: decoded.width - 3, by: 4) {
        var sums = [0, 0, 0, 0, 0, 0]
        for y in by..<(by + 4) {
          for x in bx..<(bx + 4) {
            let a = decoded[x, y]
            let b = source[x, y]
            sums[0] += Int(a.red)
            sums[1] += Int(a.green)
            sums[2] += Int(a.blue)
            sums[3] += Int(b.red)
            sums[4] += Int(b.green)
            sums[5] += Int(b.blue)
          }
        }
        blockError +=
          Double(
            abs(sums[0] - sums[3]) + abs(sums[1] - sums[4]) + abs(sums[2] - sums[5])) / 48
        blocks += 1
      }
    }
    var band = 0
    var bandLength = 0
    var previous: [Int] = []
    for x in 0..<decoded.width {
      var sums = [0, 0, 0]
      for y in rows {
        sums[0] += Int(decoded[x, y].red)
        sums[1] += Int(decoded[x, y].green)
        sums[2] += Int(decoded[x, y].blue)
      }
      let mean = sums.map { Int((Double($0) / Double(rows.count)).rounded()) }
      bandLength = mean == previous ? bandLength + 1 : 1
      band = max(band, bandLength)
      previous = mean
    }
    return Banding(
      longestRun: longest, runEnd: end, bandRun: band,
      ideal: Double(decoded.width) / Double(span),
      meanError: Double(error) / Double(rows.count * decoded.width * 3),
      blockError: blockError / Double(blocks))
  }
}

/// Encodes `frames` and decodes them again; also the file's size in bytes.
private func roundTrip(_ frames: [Image], dither: Dither? = nil) throws -> ([GIFFrame], Int) {
  let path = NSTemporaryDirectory() + "flipbook-banding-\(UUID().uuidString).gif"
  defer { try? FileManager.default.removeItem(atPath: path) }
  let encoder =
    try dither.map {
      try GIFEncoder(path: path, width: frames[0].width, height: frames[0].height, dither: $0)
    } ?? GIFEncoder(path: path, width: frames[0].width, height: frames[0].height)
  for frame in frames { try encoder.add(frame, delay: 10) }
  try encoder.finish()
  let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
  return (try GIFFile(contentsOfFile: path).frames, size)
}

@Suite("Banding of smooth ramps")
struct BandingTests {
  @Test("the banding table: each ramp alone and in a card with more than 256 colours")
  func table() throws {
    var lines: [String] = []
    for dither in Dither.allCases {
      for r in ramps {
        let source = ramp(width: 600, height: 100, from: r.from, to: r.to)
        let (frames, size) = try roundTrip([source], dither: dither)
        let m = Banding.measure(frames[0].image, source, rows: 0..<100)
        lines.append("\(dither.rawValue) alone \(r.name): \(m) \(size) B")
      }
      for busy in [false, true] {
        let (source, _) = card(busy: busy)
        let (frames, size) = try roundTrip([source], dither: dither)
        let name = busy ? "busy card" : "card"
        for (i, r) in ramps.enumerated() {
          let m = Banding.measure(frames[0].image, source, rows: (i * 100)..<(i * 100 + 100))
          lines.append("\(dither.rawValue) \(name) \(r.name): \(m) \(size) B")
        }
        let ui = Banding.measure(frames[0].image, source, rows: 300..<400)
        lines.append("\(dither.rawValue) \(name) interface: error \(ui.meanError)")
      }
    }
    print(lines.joined(separator: "\n"))
    #expect(lines.count == Dither.allCases.count * 11)
  }
}

@Suite("Ordered dithering by default")
struct OrderedDitherTests {
  @Test("ramps alone and in a card keep bands short and their averages close")
  func rampsStayShort() throws {
    for r in ramps {
      let source = ramp(width: 600, height: 100, from: r.from, to: r.to)
      let m = Banding.measure(try roundTrip([source]).0[0].image, source, rows: 0..<100)
      #expect(Double(m.bandRun) <= 2 * m.ideal, "\(r.name) alone: \(m)")
      #expect(Double(m.longestRun) <= 2 * m.ideal, "\(r.name) alone: \(m)")
    }
    let (source, _) = card()
    let decoded = try roundTrip([source]).0[0].image
    for (i, r) in ramps.enumerated() {
      let m = Banding.measure(decoded, source, rows: (i * 100)..<(i * 100 + 100))
      // The blue-to-purple ramp moves three channels at different rates, so its palette
      // entries lie off its line and the pattern cannot follow every level.
      let limit = i == 0 ? 3.0 : 2.0
      #expect(Double(m.bandRun) <= limit * m.ideal, "\(r.name) in a card: \(m)")
      #expect(m.blockError <= 0.25, "\(r.name) in a card: \(m)")
    }
  }

  @Test("with the palette scarce, ordered dithering removes most of the banding")
  func scarcePalette() throws {
    let (source, _) = card(busy: true)
    let plain = try roundTrip([source], dither: Dither.none).0[0].image
    let ordered = try roundTrip([source]).0[0].image
    for (i, r) in ramps.enumerated() {
      let rows = (i * 100)..<(i * 100 + 100)
      let before = Banding.measure(plain, source, rows: rows)
      let after = Banding.measure(ordered, source, rows: rows)
      #expect(Double(after.bandRun) <= (i == 0 ? 4 : 2) * after.ideal, "\(r.name): \(after)")
      #expect(after.blockError <= 0.3, "\(r.name): \(after)")
      #expect(after.blockError * 2 <= max(before.blockError, 0.001), "\(r.name): \(after)")
      #expect(after.bandRun <= before.bandRun, "\(r.name): \(before) → \(after)")
    }
    let rows = 200..<300
    let before = Banding.measure(plain, source, rows: rows)
    let after = Banding.measure(ordered, source, rows: rows)
    #expect(after.bandRun * 2 <= before.bandRun, "shadow falloff: \(before) → \(after)")
  }

  @Test("flat colours in the palette come out exactly, even in a frame of 20 000 colours")
  func flatColoursExact() throws {
    let (source, flat) = card(busy: true)
    let decoded = try roundTrip([source]).0[0].image
    #expect(flat.count > 40_000)
    let wrong = flat.filter { decoded[$0 % 600, $0 / 600] != source[$0 % 600, $0 / 600] }
    #expect(wrong.isEmpty, "\(wrong.count) flat pixels changed")
  }

  @Test("a dithered ramp that does not change keeps its pixels while other parts change")
  func staticPixelsStay() throws {
    var first = card(busy: true).image
    var second = first
    // Two squares in opposite corners swap colours: the frame's changed rectangle spans the
    // whole canvas, so the static ramps between them are encoded again.
    let red = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    let green = Pixel(red: 0, green: 200, blue: 0, alpha: 255)
    for y in 0..<10 {
      for x in 0..<10 {
        first[x, y] = red
        second[x, y] = green
        first[590 + x, 490 + y] = green
        second[590 + x, 490 + y] = red
      }
    }
    let frames = try roundTrip([first, second]).0
    #expect(frames[1].region == PixelRegion(x: 0, y: 0, width: 600, height: 500))
    let a = frames[0].image
    let b = frames[1].image
    var dithered = 0
    var changed = 0
    for y in 10..<490 {
      for x in 0..<600 {
        if a[x, y] != first[x, y] { dithered += 1 }
        if a[x, y] != b[x, y] { changed += 1 }
      }
    }
    #expect(dithered > 1000, "the test needs dithered pixels")
    #expect(changed == 0)
  }

  @Test("the same frames encode to the same bytes")
  func deterministic() throws {
    let (source, _) = card(busy: true)
    let paths = (0..<2).map { NSTemporaryDirectory() + "flipbook-ordered-\($0)-\(UUID()).gif" }
    defer { for p in paths { try? FileManager.default.removeItem(atPath: p) } }
    for path in paths {
      let encoder = try GIFEncoder(path: path, width: 600, height: 500)
      try encoder.add(source, delay: 10)
      try encoder.finish()
    }
    #expect(
      FileManager.default.contents(atPath: paths[0])
        == FileManager.default.contents(atPath: paths[1]))
  }
}
