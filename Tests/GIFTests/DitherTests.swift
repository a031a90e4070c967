import Foundation
import GIF
import Pixels
import Testing

/// Always black and white.
private struct BlackAndWhite: Quantizer {
  func palette(for image: Image, in region: PixelRegion, maxColors: Int) -> Palette {
    Palette(colors: [Color.black.pixel, Color.white.pixel])
  }
}

@Suite("Dithering")
struct DitherTests {
  private func encode(_ image: Image, dither: Dither) throws -> Image {
    let path = NSTemporaryDirectory() + "flipbook-dither-\(UUID().uuidString).gif"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let encoder = try GIFEncoder(
      path: path, width: image.width, height: image.height, quantizer: BlackAndWhite(),
      dither: dither)
    try encoder.add(image, delay: 10)
    try encoder.finish()
    return try GIFFile(contentsOfFile: path).frames[0].image
  }

  private func whiteFraction(_ image: Image) -> Double {
    var white = 0
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y].red == 255 { white += 1 }
    }
    return Double(white) / Double(image.width * image.height)
  }

  @Test(
    "a 25 % grey with only black and white: nearest gives black, Floyd–Steinberg and ordered ~25 % white"
  )
  func errorDiffusionKeepsTheMean() throws {
    let grey = Image(width: 64, height: 32, fill: Color(white: 64.0 / 255))
    #expect(whiteFraction(try encode(grey, dither: .none)) == 0)
    let dithered = whiteFraction(try encode(grey, dither: .floydSteinberg))
    #expect(abs(dithered - 64.0 / 255) < 0.02, "\(dithered)")
    let ordered = whiteFraction(try encode(grey, dither: .ordered))
    #expect(abs(ordered - 16.0 / 64) < 0.001, "\(ordered)")
  }

  @Test("colours in the palette are kept exactly with dithering on")
  func exactColoursStay() throws {
    var image = Image(width: 16, height: 4, fill: .white)
    for x in 0..<8 { image[x, 1] = Color.black.pixel }
    #expect(try encode(image, dither: .floydSteinberg) == image)
    #expect(try encode(image, dither: .ordered) == image)
  }

  @Test("ordered dithering keeps transparent pixels transparent, before and after runs of a colour")
  func orderedTransparency() throws {
    // Rows that start transparent (all-zero words), then a grey run, then transparent again,
    // and one of half-transparent grey (alpha 100 < 128, also transparent).
    let (width, height) = (24, 6)
    var image = Image(width: width, height: height, fill: .clear)
    for y in 0..<height {
      for x in 8..<16 { image[x, y] = Pixel(red: 64, green: 64, blue: 64, alpha: 255) }
    }
    for x in 0..<width { image[x, 5] = Pixel(red: 25, green: 25, blue: 25, alpha: 100) }
    let decoded = try encode(image, dither: .ordered)
    for y in 0..<height {
      for x in 0..<width {
        #expect((decoded[x, y].alpha == 255) == (y < 5 && (8..<16).contains(x)), "(\(x), \(y))")
      }
    }
  }
}
