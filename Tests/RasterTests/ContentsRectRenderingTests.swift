import Geometry
import Layers
import Pixels
import Raster
import Testing

/// A layer's `contentsRect` drawn: the part it selects takes the place of the whole image,
/// placed by the gravity; past the image's edges its edge pixels extend, as in Core Animation.
@Suite("contentsRect drawn")
struct ContentsRectRenderingTests {
  /// A sprite sheet of four 2 × 4 px frames side by side: red, green, blue, yellow.
  private let sheet: Image = {
    var image = Image(width: 8, height: 4)
    let colours: [Color] = [.red, .green, .blue, Color(red: 1, green: 1, blue: 0)]
    for y in 0..<4 {
      for x in 0..<8 { image[x, y] = colours[x / 2].pixel }
    }
    return image
  }()

  private func render(
    contentsRect: Rect, gravity: ContentsGravity = .resize, size: Size = Size(width: 20, height: 40)
  ) -> Image {
    let root = Layer(frame: Rect(origin: .zero, size: size))
    let layer = Layer(frame: Rect(origin: .zero, size: size))
    layer.contents = LayerContents(image: sheet)
    layer.contentsRect = contentsRect
    layer.contentsGravity = gravity
    root.addSublayer(layer)
    return Renderer(scale: 1, background: .white, fonts: nil).render(
      root.presentation(at: 0), size: size)
  }

  @Test("the third quarter of the sheet fills the bounds with the blue frame")
  func oneFrame() {
    let image = render(contentsRect: Rect(x: 0.5, y: 0, width: 0.25, height: 1))
    // The frame is texels 4 and 5 over 20 px, 10 px a texel: from the first texel's centre
    // (x 5) to the last's (x 15) only blue is sampled.
    for y in [0, 20, 39] {
      for x in [5, 10, 14] { #expect(image[x, y] == Color.blue.pixel, "(\(x), \(y))") }
    }
    // Outside them the filter reaches the neighbours, as Core Animation's linear filter
    // does: pixel 0's centre is texel 4.05, 0.45 of green texel 3 and 0.55 of blue texel 4.
    #expect(image[0, 20] == Pixel(red: 0, green: 115, blue: 140, alpha: 255))
  }

  @Test("the whole sheet by default: four bands of 5 px")
  func wholeSheet() {
    let image = render(contentsRect: Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(image[1, 20] == Color.red.pixel)
    #expect(image[18, 20] == Pixel(red: 255, green: 255, blue: 0, alpha: 255))
  }

  @Test("with center gravity the part keeps its own size: 4 × 4 pt in the middle")
  func centred() {
    // Half the sheet is 4 × 4 px at scale 1: centred in 20 × 20 it covers x, y 8..<12.
    let image = render(
      contentsRect: Rect(x: 0, y: 0, width: 0.5, height: 1), gravity: .center,
      size: Size(width: 20, height: 20))
    #expect(image[8, 8] == Color.red.pixel)
    #expect(image[11, 11] == Color.green.pixel)
    for (x, y) in [(7, 10), (12, 10), (10, 7), (10, 12), (0, 0)] {
      #expect(image[x, y] == Color.white.pixel, "(\(x), \(y))")
    }
  }

  @Test("a part past the right edge shows the edge column extended")
  func pastTheEdge() {
    // x 0.75...1.25: texels 6...10 over 20 px, 5 px a texel; the yellow frame (texels 6
    // and 7) on the left half, its edge column extended over the right half.
    let image = render(contentsRect: Rect(x: 0.75, y: 0, width: 0.5, height: 1))
    let yellow = Pixel(red: 255, green: 255, blue: 0, alpha: 255)
    for x in [3, 9, 10, 19] { #expect(image[x, 20] == yellow, "x \(x)") }
  }
}
