import Flipbook
import FlipbookQuartz
import Foundation
import Pixels
import Testing

/// CALayer.contents: "An object that provides the contents of the layer … a CGImage"; by
/// default (contentsGravity `resize`) "the content is resized to fit the entire bounds
/// rectangle"; contentsScale is "the scale factor applied to the layer", pixels per point.
@Suite("CALayer contents")
struct CALayerContentsTests {
  /// Two columns, red then blue, 2 × 1 pixels.
  private let stripes: Image = {
    var image = Image(width: 2, height: 1)
    image[0, 0] = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    image[1, 0] = Pixel(red: 0, green: 0, blue: 255, alpha: 255)
    return image
  }()

  /// The frame of a 100 × 60 white window holding, at (10, 10, 80, 40), a layer showing
  /// `image` with `gravity`.
  private func frame(showing image: Image, gravity: CALayerContentsGravity = .resize) throws
    -> Image
  {
    try Recording(
      size: Size(width: 100, height: 60), duration: 0.1,
      settings: RenderSettings(fps: 10, scale: 1, threads: 1)
    ) { scene in
      let window = UIWindow(scene: scene)
      window.backgroundColor = .white
      let layer = CALayer()
      layer.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
      layer.contents = UIImage(flipbookImage: image).cgImage
      layer.contentsGravity = gravity
      #expect(layer.contentsGravity == gravity)
      window.layer.addSublayer(layer)
    }.frame(at: 0)
  }

  @Test("a CGImage as contents fills the bounds: the left half red, the right half blue")
  func drawn() throws {
    let frame = try frame(showing: stripes)
    // Stretched over 80 points, each pixel 40 points wide: red left of x = 50, blue right.
    #expect(frame[20, 30].red > 240 && frame[20, 30].blue < 15)
    #expect(frame[80, 30].blue > 240 && frame[80, 30].red < 15)
    // Outside the bounds: the window's white.
    #expect(frame[5, 5].red > 240 && frame[5, 5].blue > 240)
  }

  /// Apple's contentsGravity: the names assume an upward vertical axis, "when
  /// [contentsAreFlipped()] is true, top aligns contents to the bottom of the layer", and it
  /// is false by default; on iOS, whose axis points down, `.bottom` shows at the top.
  @Test("contentsGravity .bottom shows the image unscaled at the top on screen, .top at the bottom")
  func gravity() throws {
    let blue = Image(width: 4, height: 4, fill: .blue)
    // Unscaled, 4 × 4 points, centred across: x 48…52.
    let atTop = try frame(showing: blue, gravity: .bottom)
    #expect(atTop[50, 12].blue > 240 && atTop[50, 12].red < 15)
    #expect(atTop[50, 47].red > 240)
    let atBottom = try frame(showing: blue, gravity: .top)
    #expect(atBottom[50, 47].blue > 240 && atBottom[50, 47].red < 15)
    #expect(atBottom[50, 12].red > 240)
  }

  @Test("contents read back as set, follow contentsScale, and refuse what is not an image")
  func values() throws {
    let (scene, view) = animationScene()
    let image = CGImage(stripes)
    let layer = view.layer
    layer.contents = image
    #expect((layer.contents as? CGImage) === image)
    #expect(layer.flipbookLayer.contents?.scale == 1)
    layer.contentsScale = 2
    #expect(layer.flipbookLayer.contents?.scale == 2)
    layer.contents = "not an image"
    #expect((layer.contents as? CGImage) === image)
    #expect(scene.timeline.events.contains { $0.name == "contents.unsupported" })
    layer.contents = nil
    #expect(layer.contents == nil && layer.flipbookLayer.contents == nil)
  }

  @Test("cropping cuts the pixels inside the rectangle, cut to the image")
  func cropping() throws {
    let image = CGImage(stripes)
    let right = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 5, height: 5)))
    #expect(right.width == 1 && right.height == 1)
    #expect(right.flipbookImage[0, 0] == stripes[1, 0])
    #expect(image.cropping(to: CGRect(x: 3, y: 0, width: 1, height: 1)) == nil)
    #expect(UIImage(cgImage: image).size == CGSize(width: 2, height: 1))
  }
}
