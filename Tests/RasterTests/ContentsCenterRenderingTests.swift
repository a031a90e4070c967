import Geometry
import Layers
import Pixels
import Raster
import Testing

/// A layer's `contentsCenter` drawn: the contents cut into nine parts whose corners keep
/// their size, edges stretch along themselves and centre both ways, with no seam where the
/// parts meet.
@Suite("contentsCenter drawn")
struct ContentsCenterRenderingTests {
  private static let third = 1.0 / 3
  private static let middleThird = Rect(x: third, y: third, width: third, height: third)
  private static let green = Pixel(red: 0, green: 255, blue: 0, alpha: 255)

  /// 30 × 30 px in blocks of 10: red corners, green edges, a blue centre.
  private let tile: Image = {
    var image = Image(width: 30, height: 30)
    for y in 0..<30 {
      for x in 0..<30 {
        let edges = (x / 10 == 1 ? 1 : 0) + (y / 10 == 1 ? 1 : 0)
        image[x, y] = [Color.red, Color(red: 0, green: 1, blue: 0), Color.blue][edges].pixel
      }
    }
    return image
  }()

  private func render(
    _ image: Image, frame: Rect, center: Rect, gravity: ContentsGravity = .resize,
    canvas: Size = Size(width: 90, height: 60), background: Color = .white
  ) -> Image {
    let root = Layer(frame: Rect(origin: .zero, size: canvas))
    let layer = Layer(frame: frame)
    layer.contents = LayerContents(image: image)
    layer.contentsCenter = center
    layer.contentsGravity = gravity
    root.addSublayer(layer)
    return Renderer(scale: 1, background: background, fonts: nil).render(
      root.presentation(at: 0), size: canvas)
  }

  /// The pixels of `image` equal to `pixel`, as the smallest rectangle holding them and
  /// their count.
  private func extent(of pixel: Pixel, in image: Image) -> (box: Rect, count: Int) {
    var (minX, minY, maxX, maxY, count) = (Int.max, Int.max, -1, -1, 0)
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y] == pixel {
        (minX, minY) = (min(minX, x), min(minY, y))
        (maxX, maxY) = (max(maxX, x), max(maxY, y))
        count += 1
      }
    }
    guard count > 0 else { return (.zero, 0) }
    return (
      Rect(
        x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1),
        height: Double(maxY - minY + 1)), count
    )
  }

  @Test("the middle third of 30 × 30 px over 90 × 60 pt: 10 × 10 corners, a 70 × 40 centre")
  func nineParts() {
    let image = render(
      tile, frame: Rect(x: 0, y: 0, width: 90, height: 60), center: Self.middleThird)
    // The corners keep their 10 px at scale 1: 4 × 100 red pixels, at the four corners.
    let red = extent(of: Color.red.pixel, in: image)
    #expect(red.count == 400)
    #expect(red.box == Rect(x: 0, y: 0, width: 90, height: 60))
    for (x0, y0) in [(0, 0), (80, 0), (0, 50), (80, 50)] {
      for y in y0..<(y0 + 10) {
        for x in x0..<(x0 + 10) where image[x, y] != Color.red.pixel {
          Issue.record("(\(x), \(y)) is \(image[x, y]), not red")
        }
      }
    }
    // The top edge stretches from x 10 to 80, 10 pt tall; the side edges from y 10 to 50.
    for x in 10..<80 {
      #expect(image[x, 0] == Self.green && image[x, 9] == Self.green, "top edge at x \(x)")
      #expect(image[x, 50] == Self.green && image[x, 59] == Self.green, "bottom at x \(x)")
    }
    #expect(image[9, 5] == Color.red.pixel && image[80, 5] == Color.red.pixel)
    #expect(extent(of: Self.green, in: image).count == 2 * 70 * 10 + 2 * 40 * 10)
    // The centre fills what is left: 90 − 2 · 10 by 60 − 2 · 10.
    let blue = extent(of: Color.blue.pixel, in: image)
    #expect(blue.box == Rect(x: 10, y: 10, width: 70, height: 40))
    #expect(blue.count == 70 * 40)
  }

  @Test("no seam at fractional places: a flat colour stays flat, translucent or opaque")
  func noSeams() {
    for colour in [
      Color(red: 0.2, green: 0.6, blue: 0.9), Color(red: 1, green: 0, blue: 0, alpha: 0.5),
    ] {
      var flat = Image(width: 10, height: 10)
      for y in 0..<10 {
        for x in 0..<10 { flat[x, y] = colour.pixel }
      }
      // Corners of 3 pt starting at x 3.35, y 2.6: the parts meet at x 6.35 and 37.65, at
      // y 5.6 and 23.3, inside pixels.
      let frame = Rect(x: 3.35, y: 2.6, width: 37.3, height: 23.7)
      let image = render(
        flat, frame: frame, center: Rect(x: 0.3, y: 0.3, width: 0.4, height: 0.4),
        canvas: Size(width: 45, height: 30), background: .black)
      // Every pixel wholly inside the frame shows the colour over black, as one image would:
      // a seam would let black through (or, where parts overlap, cover it twice).
      let expected = image[20, 15]
      var marks: [String] = []
      for y in 3..<26 {
        for x in 4..<40 where image[x, y] != expected { marks.append("(\(x), \(y))") }
      }
      #expect(marks.isEmpty, "pixels differing from \(expected): \(marks.prefix(8))")
      #expect(expected.red > 0)
    }
  }

  @Test("a layer narrower than its corners: they shrink to fit, the centre takes nothing")
  func smallerThanCorners() {
    // 12 pt wide, corners of 10 + 10: each shrinks to 6 pt and no centre column shows.
    let image = render(
      tile, frame: Rect(x: 0, y: 0, width: 12, height: 60), center: Self.middleThird)
    for x in 0..<12 {
      for y in [2, 5, 55] {
        let p = image[x, y]
        #expect(p.red >= 200 && p.green < 60 && p.blue < 60, "(\(x), \(y)) is \(p), not red")
      }
      let side = image[x, 30]
      #expect(side.green >= 200 && side.red < 60 && side.blue < 60, "(\(x), 30) is \(side)")
    }
    // Beside the layer: the background.
    #expect(image[12, 30] == Color.white.pixel)
  }

  @Test("the default, and a gravity that does not scale, draw the contents as without it")
  func unchanged() {
    let frame = Rect(x: 5, y: 5, width: 70, height: 45)
    let plain = render(tile, frame: frame, center: Rect(x: 0, y: 0, width: 1, height: 1))
    // The whole image stretched: its red corner covers 70 / 3 pt across, 15 pt down, well
    // past the 10 pt a kept corner would take.
    #expect(plain[5 + 20, 5 + 12] == Color.red.pixel)
    #expect(plain[5 + 26, 5 + 2] == Self.green)
    // Unscaled, the nine parts are the image as it is: the same bytes either way.
    let centred = render(tile, frame: frame, center: Self.middleThird, gravity: .center)
    let centredWhole = render(
      tile, frame: frame, center: Rect(x: 0, y: 0, width: 1, height: 1), gravity: .center)
    #expect(centred.bytes == centredWhole.bytes)
  }

  @Test("with contentsRect the grid cuts the part shown: its own corners keep their size")
  func withContentsRect() {
    // The top-left 20 × 20 px of the tile (a red corner, green edges, a blue corner) with
    // the grid at its halves: 10 px corners of red, green, green and blue.
    let root = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 40))
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 40))
    layer.contents = LayerContents(image: tile)
    layer.contentsRect = Rect(x: 0, y: 0, width: 2.0 / 3, height: 2.0 / 3)
    layer.contentsCenter = Rect(x: 0.5, y: 0.5, width: 0, height: 0)
    root.addSublayer(layer)
    let image = Renderer(scale: 1, background: .white, fonts: nil).render(
      root.presentation(at: 0), size: Size(width: 60, height: 40))
    #expect(image[0, 0] == Color.red.pixel && image[9, 9] == Color.red.pixel)
    #expect(image[59, 0] == Self.green && image[50, 9] == Self.green)
    #expect(image[0, 39] == Self.green && image[59, 39] == Color.blue.pixel)
    #expect(image[50, 30] == Color.blue.pixel)
  }
}
