import Foundation
import Geometry
import Layers
import Pixels
import Testing

@testable import Raster

@Suite("Text")
struct TextTests {
  /// Black "Hello" at 20 pt in a layer whose left edge falls on a half pixel at scale 2.
  private func render(scale: Double, transform: Transform3D = .identity) throws -> Image {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 80))
    let label = Layer(frame: Rect(x: 50.25, y: 25.25, width: 100, height: 30))
    label.text = TextContent("Hello", fontSize: 20, color: .black)
    label.transform = transform
    root.addSublayer(label)
    return try Renderer(scale: scale, fonts: FontLibrary.bundled()).render(
      root.presentation(at: 0), size: Size(width: 200, height: 80))
  }

  /// The text of `render` as the layout draws it at `scale`, without the renderer.
  private func laidOut(scale: Double) throws -> (image: Image, x: Int, y: Int) {
    let layout = TextLayout(
      TextContent("Hello", fontSize: 20, color: .black), width: 100, height: 30,
      library: try FontLibrary.bundled())
    return layout.image(scale: scale, width: 100, height: 30)
  }

  /// The integer offsets within 3 pixels of (`x`, `y`) at which `text`, drawn over white,
  /// matches `image` exactly.
  private func exactPlacements(of text: Image, in image: Image, near x: Double, _ y: Double)
    -> [(Int, Int)]
  {
    var found: [(Int, Int)] = []
    for oy in Int(y) - 3...Int(y) + 3 {
      for ox in Int(x) - 3...Int(x) + 3 {
        var matches = true
        rows: for y in 0..<text.height {
          for x in 0..<text.width {
            let ink = UInt8(255 - Int(text[x, y].alpha))
            if image[ox + x, oy + y] != Pixel(red: ink, green: ink, blue: ink, alpha: 255) {
              matches = false
              break rows
            }
          }
        }
        if matches { found.append((ox, oy)) }
      }
    }
    return found
  }

  @Test("an unrotated text layer at scale 2 copies the glyph masks pixel for pixel")
  func unrotatedTextIsPixelExact() throws {
    let text = try laidOut(scale: 2)
    let image = try render(scale: 2)
    // The label's corner is at (50.25, 25.25) pt: (100.5, 50.5) px.
    let x = 100.5 + Double(text.x)
    let y = 50.5 + Double(text.y)
    let placements = exactPlacements(of: text.image, in: image, near: x, y)
    try #require(placements.count == 1)
    // Within half a pixel of the unsnapped position.
    #expect(abs(Double(placements[0].0) - x) <= 0.5)
    #expect(abs(Double(placements[0].1) - y) <= 0.5)
  }

  @Test("text magnified by its layer is rasterized larger, not stretched")
  func magnifiedTextIsRasterizedLarger() throws {
    // Scale 2 about the label's centre at render scale 1 shows 2 px per point; the box's
    // corner lands at (100.25, 40.25) − (50, 15) × 2 = (0.25, 10.25) px.
    let image = try render(scale: 1, transform: .scale(x: 2, y: 2, z: 1))
    let text = try laidOut(scale: 2)
    let x = 0.25 + Double(text.x)
    let y = 10.25 + Double(text.y)
    #expect(exactPlacements(of: text.image, in: image, near: x, y).count == 1)
  }
}

@Suite("Text limits")
struct TextLimitTests {
  private func render(fontSize: Double, layerScale: Double) -> Image {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 40))
    let label = Layer(frame: Rect(x: 10, y: 10, width: 40, height: 20))
    label.text = TextContent("Hi", fontSize: fontSize, color: .black)
    label.transform = .scale(x: layerScale, y: layerScale, z: 1)
    root.addSublayer(label)
    return Renderer(scale: 1, fonts: try? FontLibrary.bundled())
      .render(root.presentation(at: 0), size: Size(width: 60, height: 40))
  }

  @Test("a zero font size draws nothing and does not fail")
  func zeroFontSize() {
    #expect(render(fontSize: 0, layerScale: 1).bytes.allSatisfy { $0 == 255 })
  }

  @Test("a renderer without a font draws no text, and one with a font does")
  func fontIsTheRenderers() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 40))
    let label = Layer(frame: Rect(x: 10, y: 10, width: 40, height: 20))
    label.text = TextContent("Hi", fontSize: 17, color: .black)
    root.addSublayer(label)
    let size = Size(width: 60, height: 40)
    let blank = Renderer(scale: 1, fonts: nil).render(root.presentation(at: 0), size: size)
    #expect(blank.bytes.allSatisfy { $0 == 255 })
    let drawn = try Renderer(scale: 1, fonts: FontLibrary.bundled())
      .render(root.presentation(at: 0), size: size)
    #expect(drawn.bytes.contains { $0 < 128 })
  }

  @Test("a file that is not a font is refused, naming it and FreeType's cause")
  func notAFont() throws {
    let path = FileManager.default.temporaryDirectory.path + "/not-a-font-\(getpid()).ttf"
    try Data("plain text, not a font".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let error = #expect(throws: FontError.self) { _ = try FontFace(path: path) }
    #expect(
      error?.errorDescription
        == "\(path): not a font FreeType can open (FreeType error 2: unknown file format)")
  }

  @Test("text blown up 10 000 times is rasterized at most 4× the render scale")
  func hugeMagnification() throws {
    let renderer = try Renderer(scale: 1, fonts: FontLibrary.bundled())
    let root = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 40))
    let label = Layer(frame: Rect(x: 10, y: 10, width: 40, height: 20))
    label.text = TextContent("Hi", fontSize: 17, color: .black)
    label.transform = .scale(x: 10_000, y: 10_000, z: 1)
    root.addSublayer(label)
    _ = renderer.render(root.presentation(at: 0), size: Size(width: 60, height: 40))
    #expect(renderer.textures.textScales == [4])
  }

  @Test("text far larger than its layer is drawn only where the layer shows it")
  func textClippedToItsLayer() throws {
    let renderer = try Renderer(scale: 2, fonts: FontLibrary.bundled())
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let label = Layer(frame: Rect(x: 10, y: 10, width: 100, height: 50))
    // 40 "W" at 1000 pt would be about 1.4e8 px of glyphs at scale 2.
    label.text = TextContent(String(repeating: "W", count: 40), fontSize: 1000)
    root.addSublayer(label)
    _ = renderer.render(root.presentation(at: 0), size: Size(width: 400, height: 300))
    let pixels = renderer.textures.textTexturePixels
    #expect(pixels.count == 1)
    #expect(pixels.allSatisfy { $0 <= 200 * 100 })
  }
}
