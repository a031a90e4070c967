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
    return try Renderer(scale: scale, font: Font.bundled()).render(
      root.presentation(at: 0), size: Size(width: 200, height: 80))
  }

  /// The integer offsets within 3 pixels of centring `line` on (`x`, `y`) at which it,
  /// drawn black over white, matches `image` exactly.
  private func exactPlacements(of line: TextLine, in image: Image, centredOn x: Double, _ y: Double)
    -> [(Int, Int)]
  {
    var found: [(Int, Int)] = []
    let left = Int(x - Double(line.width) / 2)
    let top = Int(y - Double(line.height) / 2)
    for oy in top - 3...top + 3 {
      for ox in left - 3...left + 3 {
        var matches = true
        rows: for y in 0..<line.height {
          for x in 0..<line.width {
            let ink = UInt8(255 - Int(line.coverage[y * line.width + x]))
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

  @Test("an unrotated text layer at scale 2 copies the glyph mask pixel for pixel")
  func unrotatedTextIsPixelExact() throws {
    let font = try Font.bundled()
    let line = font.line("Hello", pixelSize: 40)
    let image = try render(scale: 2)
    // The label's centre is at (100.25, 40.25) pt: (200.5, 80.5) px.
    let placements = exactPlacements(of: line, in: image, centredOn: 200.5, 80.5)
    try #require(placements.count == 1)
    // Within half a pixel of the unsnapped, centred position.
    #expect(abs(Double(placements[0].0) - (200.5 - Double(line.width) / 2)) <= 0.5)
    #expect(abs(Double(placements[0].1) - (80.5 - Double(line.height) / 2)) <= 0.5)
  }

  @Test("text magnified by its layer is rasterized larger, not stretched")
  func magnifiedTextIsRasterizedLarger() throws {
    let font = try Font.bundled()
    // Scale 2 about the label's centre at render scale 1 shows 40 px per em.
    let image = try render(scale: 1, transform: .scale(x: 2, y: 2, z: 1))
    let line = font.line("Hello", pixelSize: 40)
    #expect(exactPlacements(of: line, in: image, centredOn: 100.25, 40.25).count == 1)
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
    return Renderer(scale: 1, font: try? Font.bundled())
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
    let blank = Renderer(scale: 1, font: nil).render(root.presentation(at: 0), size: size)
    #expect(blank.bytes.allSatisfy { $0 == 255 })
    let drawn = try Renderer(scale: 1, font: Font.bundled())
      .render(root.presentation(at: 0), size: size)
    #expect(drawn.bytes.contains { $0 < 128 })
  }

  @Test("a file that is not a font is refused, naming it and FreeType's cause")
  func notAFont() throws {
    let path = FileManager.default.temporaryDirectory.path + "/not-a-font-\(getpid()).ttf"
    try Data("plain text, not a font".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let error = #expect(throws: FontError.self) { _ = try Font(path: path) }
    #expect(
      error?.errorDescription
        == "\(path): not a font FreeType can open (FreeType error 2: unknown file format)")
  }

  @Test("text blown up 10 000 times is rasterized at most 4× the render scale")
  func hugeMagnification() throws {
    let renderer = try Renderer(scale: 1, font: Font.bundled())
    let root = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 40))
    let label = Layer(frame: Rect(x: 10, y: 10, width: 40, height: 20))
    label.text = TextContent("Hi", fontSize: 17, color: .black)
    label.transform = .scale(x: 10_000, y: 10_000, z: 1)
    root.addSublayer(label)
    _ = renderer.render(root.presentation(at: 0), size: Size(width: 60, height: 40))
    let lines = renderer.textures.lineSizes
    #expect(lines == [17 * 4])
  }
}
