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
}
