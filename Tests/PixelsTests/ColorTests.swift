import Pixels
import Testing

@Suite("Color and Image")
struct ColorTests {
  @Test("a colour becomes a premultiplied pixel, rounded to nearest")
  func premultiplied() {
    #expect(
      Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).pixel
        == Pixel(red: 128, green: 64, blue: 0, alpha: 128))
    #expect(Color.white.pixel == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(Color(white: 2, alpha: -1).pixel == .clear)
  }

  @Test("a pixel gives back its straight colour")
  func straight() {
    let c = Pixel(red: 100, green: 50, blue: 0, alpha: 200).color
    #expect(
      abs(c.red - 0.5) < 1e-12 && abs(c.green - 0.25) < 1e-12 && abs(c.alpha - 200.0 / 255) < 1e-12)
  }

  @Test("an image is filled and addressed row by row")
  func imageAddressing() {
    var image = Image(width: 3, height: 2, fill: .blue)
    image[2, 1] = .clear
    #expect(image.bytes.count == 24)
    #expect(Array(image.bytes[0..<4]) == [0, 0, 255, 255])
    #expect(Array(image.bytes[20..<24]) == [0, 0, 0, 0])
  }
}
