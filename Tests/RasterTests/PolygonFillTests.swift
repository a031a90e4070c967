import Foundation
import Geometry
import Pixels
import Raster
import Testing

@Suite("Polygon fill")
struct PolygonFillTests {
  /// A star under nonZero (blue), a ring of two same-way circles under evenOdd (red) and the
  /// star again under evenOdd (green), each in its own 64 × 64 box of a white canvas.
  private func shapes() throws -> Image {
    var canvas = Canvas(width: 192, height: 64, fill: .white)
    let star = PolygonReference.pentagram(centre: Point(x: 32.3, y: 33.6), radius: 30)
    let ring = [
      PolygonReference.circle(centre: Point(x: 96.5, y: 32.25), radius: 29, count: 200),
      PolygonReference.circle(centre: Point(x: 96.5, y: 32.25), radius: 17.5, count: 200),
    ]
    let shifted = star.map { Point(x: $0.x + 128, y: $0.y) }
    let fills: [([[Point]], PolygonCoverage.FillRule, SIMD4<Float>)] = [
      ([star], .nonZero, SIMD4(0, 0, 255, 255)), (ring, .evenOdd, SIMD4(255, 0, 0, 255)),
      ([shifted], .evenOdd, SIMD4(0, 255, 0, 255)),
    ]
    for (contours, rule, color) in fills {
      let coverage = try PolygonCoverage(contours, fillRule: rule, columns: 0..<192, rows: 0..<64)
      canvas.fill(coverage, color: color)
    }
    return canvas.image
  }

  @Test("fills match the golden image, and each box's ink is the shape's exact area")
  func golden() throws {
    let image = try shapes()
    try Golden.expect(image, "PolygonFillTests/shapes")

    // The ink of a box, read from a channel its colour leaves at 0: 255 · (1 − coverage).
    func ink(_ columns: Range<Int>, _ channel: KeyPath<Pixel, UInt8>) -> Double {
      var total = 0.0
      for y in 0..<64 {
        for x in columns { total += Double(255 - image[x, y][keyPath: channel]) / 255 }
      }
      return total
    }
    // A pentagram's outline is ten triangles (centre, tip, inner corner): 5 R r sin 36°, with
    // r = R cos 72° / cos 36°; its evenOdd area leaves out the centre pentagon, 5/2 r² sin 72°.
    let r = 30 * cos(0.4 * Double.pi) / cos(0.2 * Double.pi)
    let star = 5 * 30 * r * sin(0.2 * Double.pi)
    let pentagon = 2.5 * r * r * sin(0.4 * Double.pi)
    let ringArea = 100 * (29 * 29 - 17.5 * 17.5) * sin(2 * Double.pi / 200)
    #expect(abs(ink(0..<64, \.red) - star) < 0.5, "star: \(ink(0..<64, \.red)) vs \(star)")
    #expect(abs(ink(64..<128, \.green) - ringArea) < 0.5)
    #expect(abs(ink(128..<192, \.red) - (star - pentagon)) < 0.5)
  }

  @Test("a translucent fill blends source-over by its coverage")
  func translucent() throws {
    var canvas = Canvas(width: 8, height: 4, fill: .white)
    // Half of pixel 2 and all of pixels 3...5 in row 1.
    let rect = [Point(x: 2.5, y: 1), Point(x: 6, y: 1), Point(x: 6, y: 2), Point(x: 2.5, y: 2)]
    let coverage = try PolygonCoverage([rect], fillRule: .nonZero, columns: 0..<8, rows: 0..<4)
    // Blue at alpha 0.5, premultiplied.
    canvas.fill(coverage, color: SIMD4(0, 0, 127.5, 127.5))
    let image = canvas.image
    // Full: 255 · (1 − 0.5) = 127.5 in red; half: 255 · (1 − 0.25) = 191.25.
    #expect(image[4, 1] == Pixel(red: 128, green: 128, blue: 255, alpha: 255))
    #expect(image[2, 1] == Pixel(red: 191, green: 191, blue: 255, alpha: 255))
    #expect(image[1, 1] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(image[4, 2] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
  }

  @Test("a fill touches only the rows of the canvas's band, the same as the whole frame's")
  func bands() throws {
    let circle = PolygonReference.circle(centre: Point(x: 20, y: 15), radius: 12.7, count: 64)
    let coverage = try PolygonCoverage([circle], fillRule: .nonZero, columns: 0..<40, rows: 0..<30)
    var whole = Canvas(width: 40, height: 30, fill: .white)
    whole.fill(coverage, color: SIMD4(200, 0, 0, 255))
    var bytes: [UInt8] = []
    for rows in [0..<7, 7..<19, 19..<30] {
      var band = Canvas(width: 40, height: 30, rows: rows, fill: .white)
      band.fill(coverage, color: SIMD4(200, 0, 0, 255))
      bytes += band.image.bytes
    }
    #expect(bytes == whole.image.bytes)
  }
}
