import Pixels
import Testing

@testable import Raster

@Suite("Canvas")
struct CanvasTests {
  @Test("bytes are the components plus ½ truncated, clamped to 0...255, as one at a time")
  func rounding() {
    // Halves, the floats just below them, the ends, and beyond them.
    let values: [Float] = [
      0, 0.5, 1.5, 2.5, 127.5, 254.5, 255, 255.5, 300, -0.0, -3, 0.49999997, 3.4999998,
      254.49998, 254.99998, 0.50000006, 1e9, -1e9, .infinity, -.infinity, 17.25, 99.75,
    ]
    // Five pixels and a half: the last pixel's lanes go through the row's tail.
    let count = (values.count + 3) / 4
    var canvas = Canvas(width: count, height: 1)
    for i in 0..<count {
      var pixel = SIMD4<Float>.zero
      for lane in 0..<4 where i * 4 + lane < values.count { pixel[lane] = values[i * 4 + lane] }
      canvas.pixels[i] = pixel
    }
    let bytes = canvas.image.bytes
    for (i, v) in values.enumerated() {
      // v + ½ in Float, as every frame so far was converted: 0.49999997 + 0.5 rounds to 1.
      let expected: UInt8 = v <= 0 ? 0 : v >= 255 ? 255 : UInt8(v + 0.5)
      #expect(bytes[i] == expected, "component \(v)")
    }
  }

  @Test("a canvas holds only its columns of its rows, and writes them row after row")
  func paintedColumns() {
    var canvas = Canvas(width: 7, height: 4, rows: 1..<3, columns: 2..<5)
    #expect(canvas.pixels.count == 6)
    // Pixel (x, y) of the frame is at rowOrigin(y) + x.
    for y in 1..<3 {
      for x in 2..<5 {
        canvas.pixels[canvas.rowOrigin(y) + x] = SIMD4(repeating: Float(10 * y + x))
      }
    }
    let image = canvas.image
    #expect(image.width == 3 && image.height == 2)
    let reds = stride(from: 0, to: image.bytes.count, by: 4).map { image.bytes[$0] }
    #expect(reds == [12, 13, 14, 22, 23, 24])
  }
}
