import Pixels
import Testing

@testable import GIF

@Suite("Median cut")
struct MedianCutTests {
  @Test("a frame of more colours than are cut exactly gets 256 entries close to every pixel")
  func manyColours() {
    // 76 800 distinct colours, more than the 65 536 cut exactly: the 5-bit grid is cut.
    let (width, height) = (320, 240)
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        bytes[i] = UInt8(x * 255 / (width - 1))
        bytes[i + 1] = UInt8(y)
        bytes[i + 2] = UInt8((x + 3 * y) % 256)
      }
    }
    let image = Image(width: width, height: height, bytes: bytes)
    var distinct = Set<UInt32>()
    for i in stride(from: 0, to: bytes.count, by: 4) {
      distinct.insert(UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]))
    }
    #expect(distinct.count > MedianCutQuantizer.maxExactColors)
    let palette = MedianCutQuantizer().palette(
      for: image, in: PixelRegion(x: 0, y: 0, width: width, height: height), maxColors: 256)
    #expect(palette.colors.count == 256)
    // Each colour's nearest entry, found by trying them all (measured: at most 76 levels
    // away, 13 on average, root mean square). Boxes are split by pixel count
    // times range, not by volume, so the farthest colours sit in sparse corners of the cube.
    var worst = 0
    var total = 0
    for color in distinct {
      let (r, g, b) = (Int(color >> 16), Int(color >> 8 & 0xFF), Int(color & 0xFF))
      let nearest = palette.colors.map {
        let (dr, dg, db) = (Int($0.red) - r, Int($0.green) - g, Int($0.blue) - b)
        return dr * dr + dg * dg + db * db
      }.min()!
      worst = max(worst, nearest)
      total += nearest
    }
    #expect(worst <= 80 * 80)
    #expect(total / distinct.count <= 20 * 20)
  }

  @Test("runs of stored words count each opaque colour's pixels as a pixel-by-pixel count does")
  func runCounts() {
    // Runs of a few colours, some premultiplied at alpha 200 (two stored words of one
    // straight colour), transparent pixels inside runs, and runs that go on into the next row.
    let (width, height) = (37, 23)
    let words: [UInt32] = [0xFF10_2030, 0xC80C_1925, 0xC80C_1926, 0x0000_0000, 0x7F10_2030]
    var bytes = [UInt8]()
    var state: UInt32 = 12345
    var current = 0
    for _ in 0..<(width * height) {
      state = state &* 1_103_515_245 &+ 12345
      if state >> 28 == 0 { current = Int(state >> 8) % words.count }
      withUnsafeBytes(of: words[current].littleEndian) { bytes.append(contentsOf: $0) }
    }
    let image = Image(width: width, height: height, bytes: bytes)
    let region = PixelRegion(x: 3, y: 2, width: 30, height: 19)
    var expected: [UInt32: Int] = [:]
    MedianCutQuantizer.forEachOpaqueColor(of: image, in: region) { r, g, b in
      expected[UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b), default: 0] += 1
    }
    var counted: [UInt32: Int] = [:]
    var runs = 0
    MedianCutQuantizer.forEachOpaqueRun(of: image, in: region) { r, g, b, run in
      counted[UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b), default: 0] += run
      runs += 1
    }
    #expect(counted == expected)
    #expect(expected.count == 3)
    #expect(runs > 3 && runs < 100)
  }
}
