import Foundation
import Geometry
import Layers
import Pixels
import Testing

@testable import Raster

/// A layer's backdrop (a blur effect's) drawn by the renderer, measured against values
/// worked out without it: a step edge blurred into the Gaussian's integral, a grey's
/// saturation left alone, the tint laid over by source-over.
@Suite("Backdrop rendering")
struct BackdropRenderingTests {
  /// A 200 × 100 frame: black left of x = 100, white right of it, under a panel over the
  /// middle with `backdrop`.
  private func stepUnderPanel(_ backdrop: Backdrop, scale: Double = 1) -> (Layer, Size) {
    let size = Size(width: 200, height: 100)
    let root = Layer(frame: Rect(origin: .zero, size: size))
    let dark = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    dark.backgroundColor = .black
    root.addSublayer(dark)
    let panel = Layer(frame: Rect(x: 20, y: 10, width: 160, height: 80))
    panel.values.backdrop = backdrop
    root.addSublayer(panel)
    return (root, size)
  }

  private func render(_ root: Layer, _ size: Size, scale: Double = 1, threads: Int = 1)
    -> Image
  {
    Renderer(scale: scale, background: .white, fonts: nil).render(
      root.presentation(at: 0), size: size, threads: threads)
  }

  /// The standard normal distribution function.
  private func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }

  /// Across the step, inside the panel, the white is 255 · Φ((x − 100) / σ): three box
  /// blurs come within 2 % of the Gaussian's integral (their sum's variance is σ²).
  @Test("a blurred step edge follows the Gaussian's integral, σ = the radius")
  func stepProfile() throws {
    for (radius, scale) in [(4.0, 1.0), (6.0, 2.0)] {
      let (root, size) = stepUnderPanel(Backdrop(radius: radius), scale: scale)
      let image = render(root, size, scale: scale)
      let y = Int(50 * scale)
      var worst = 0.0
      for x in Int(85 * scale)..<Int(115 * scale) {
        let centre = (Double(x) + 0.5) / scale
        let expected = 255 * phi((centre - 100) / radius)
        worst = max(worst, abs(Double(image[x, y].red) - expected))
      }
      #expect(worst < 0.02 * 255, "σ = \(radius) at scale \(scale): off by \(worst)")
      // Outside the panel the step stays sharp.
      #expect(image[Int(99 * scale), Int(5 * scale)].red == 0)
      #expect(image[Int(101 * scale), Int(5 * scale)].red == 255)
    }
  }

  /// Grey has no colour to saturate; the tint goes over by source-over:
  /// 255 · (0.11 · 0.73 + 1 − 0.73) = 89.3 on the white side, 20.5 on the black.
  @Test("the tint goes over the blurred backdrop; saturation leaves grey alone")
  func tint() {
    let (root, size) = stepUnderPanel(
      Backdrop(radius: 2, saturation: 1.8, color: Color(white: 0.11, alpha: 0.73)))
    let image = render(root, size)
    #expect(abs(Double(image[170, 50].red) - 89.3) <= 1)
    #expect(abs(Double(image[30, 50].red) - 20.5) <= 1)
  }

  /// Saturation moves each colour away from the Rec. 709 luma: for (0.8, 0.4, 0.4) the
  /// luma is 0.485, and a factor of 2 gives (1.0 clamped, 0.315, 0.315).
  @Test("saturation scales a colour's distance from its luma")
  func saturation() {
    let size = Size(width: 60, height: 60)
    let root = Layer(frame: Rect(origin: .zero, size: size))
    root.backgroundColor = Color(red: 0.8, green: 0.4, blue: 0.4)
    let panel = Layer(frame: Rect(x: 10, y: 10, width: 40, height: 40))
    panel.values.backdrop = Backdrop(saturation: 2)
    root.addSublayer(panel)
    let pixel = render(root, size)[30, 30]
    let luma = 0.2126 * 0.8 + 0.7152 * 0.4 + 0.0722 * 0.4
    #expect(pixel.red == 255)
    #expect(abs(Double(pixel.green) - 255 * (luma + 2 * (0.4 - luma))) <= 1)
  }

  /// Every pixel reads the same neighbours whatever band it falls in, and a patch draws
  /// what a whole frame does.
  @Test("the blur does not depend on the bands, the threads or the patch")
  func bandsAndPatches() {
    let (root, size) = stepUnderPanel(Backdrop(radius: 8), scale: 2)
    let one = render(root, size, scale: 2, threads: 1)
    #expect(render(root, size, scale: 2, threads: 4).bytes == one.bytes)
    let renderer = Renderer(scale: 2, background: .white, fonts: nil)
    let before = root.presentation(at: 0)
    root.sublayers[0].backgroundColor = Color(red: 0, green: 0, blue: 0.5)
    let after = root.presentation(at: 0)
    var image = renderer.render(before, size: size, threads: 2)
    renderer.patch(from: before, to: after, size: size, threads: 3).apply(to: &image)
    #expect(image.bytes == renderer.render(after, size: size, threads: 1).bytes)
  }

  /// A panel inside a clipping container is drawn in a group of the container's rows; its
  /// blur still reads what lies behind beyond them, so its inside matches the panel drawn
  /// without the container (to a level, for the group's own rounding).
  @Test("a backdrop inside a clipping group blurs what lies beyond the group")
  func insideAGroup() {
    let (plain, size) = stepUnderPanel(Backdrop(radius: 6))
    let (grouped, _) = stepUnderPanel(Backdrop(radius: 6))
    // A black band above the panel, which its top rows' blur must reach.
    for root in [plain, grouped] {
      let band = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 8))
      band.backgroundColor = .black
      root.insertSublayer(band, at: 1)
    }
    let panel = grouped.sublayers[2]
    panel.removeFromSuperlayer()
    let clip = Layer(frame: Rect(x: 20, y: 10, width: 160, height: 80))
    clip.masksToBounds = true
    panel.position = Point(x: 80, y: 40)
    clip.addSublayer(panel)
    grouped.addSublayer(clip)
    let a = render(plain, size)
    let b = render(grouped, size)
    for y in [12, 50, 88] {
      for x in 22..<178 {
        #expect(abs(Int(a[x, y].red) - Int(b[x, y].red)) <= 1, "at (\(x), \(y))")
      }
    }
  }
}
