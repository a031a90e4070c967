import Pixels
import Testing

@testable import GIF

@Suite("Transparency scan")
struct TransparencyScanTests {
  @Test(
    "a frame has transparent pixels exactly when an alpha is below 128, wherever it is",
    arguments: [1, 2, 3, 7, 8, 33])
  func everyPosition(pixels: Int) {
    let opaque = Image(width: pixels, height: 1, bytes: [UInt8](repeating: 200, count: pixels * 4))
    #expect(!GIFEncoder.hasTransparentPixels(opaque))
    for position in 0..<pixels {
      for alpha: UInt8 in [0, 127, 128, 255] {
        var bytes = opaque.bytes
        bytes[position * 4 + 3] = alpha
        // Colour bytes below 128 elsewhere in the pixel must not count.
        bytes[position * 4] = 0
        let image = Image(width: pixels, height: 1, bytes: bytes)
        #expect(
          GIFEncoder.hasTransparentPixels(image) == (alpha < 128),
          "pixel \(position) of \(pixels), alpha \(alpha)")
      }
    }
  }

  @Test("a rectangle has transparent pixels exactly when one of its own alphas is below 128")
  func inRegion() {
    // 5 × 4 opaque pixels; one made transparent at each place in turn.
    let opaque = Image(width: 5, height: 4, bytes: [UInt8](repeating: 200, count: 5 * 4 * 4))
    let region = PixelRegion(x: 1, y: 1, width: 3, height: 2)
    #expect(!GIFEncoder.hasTransparentPixels(opaque, in: region))
    for y in 0..<4 {
      for x in 0..<5 {
        var bytes = opaque.bytes
        bytes[(y * 5 + x) * 4 + 3] = 127
        bytes[(y * 5 + x) * 4] = 0
        let inside = (1..<4).contains(x) && (1..<3).contains(y)
        #expect(
          GIFEncoder.hasTransparentPixels(Image(width: 5, height: 4, bytes: bytes), in: region)
            == inside, "pixel (\(x), \(y))")
      }
    }
  }
}
