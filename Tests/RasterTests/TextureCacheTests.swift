import Geometry
import Layers
import Pixels
import Testing

@testable import Raster

@Suite("Texture cache")
struct TextureCacheTests {
  /// A 64 × 32 image of a gradient, so that each texel differs.
  private func picture(shade: UInt8) -> Image {
    var image = Image(width: 64, height: 32)
    for y in 0..<32 {
      for x in 0..<64 {
        image[x, y] = Pixel(red: UInt8(x * 4), green: UInt8(y * 8), blue: shade, alpha: 255)
      }
    }
    return image
  }

  /// A card with contents and a line of text, turned by `degrees` about y with perspective.
  private func tree(contents: Image, degrees: Double) -> PresentedLayer {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 60))
    let card = Layer(frame: Rect(x: 10, y: 5, width: 80, height: 50))
    card.contents = LayerContents(image: contents)
    card.text = TextContent("Hi", fontSize: 20)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 400
    card.transform = perspective.rotated(by: degrees * .pi / 180, x: 0, y: 1, z: 0)
    root.addSublayer(card)
    return root.presentation(at: 0)
  }

  @Test("one render builds each image's and each line's texture once, not per frame or band")
  func builtOncePerRender() throws {
    let renderer = try Renderer(scale: 2, fonts: FontLibrary.bundled())
    let image = picture(shade: 100)
    for degrees in stride(from: 0.0, through: 60, by: 15) {
      // Three threads: the frame is drawn in twelve bands.
      _ = renderer.render(
        tree(contents: image, degrees: degrees), size: Size(width: 100, height: 60), threads: 3)
    }
    #expect(renderer.textures.buildCount == 2)
  }

  @Test("frames rendering at once on several threads still build a texture once")
  func builtOnceAcrossThreads() throws {
    let renderer = try Renderer(scale: 1, fonts: FontLibrary.bundled())
    let image = picture(shade: 7)
    let trees = (0..<8).map { tree(contents: image, degrees: Double($0) * 5) }
    _ = ParallelMap.map(trees, threads: 4) {
      renderer.render($0, size: Size(width: 100, height: 60))
    }
    #expect(renderer.textures.buildCount == 2)
  }

  @Test("a different image, or the same one changed, gets a texture of its own")
  func changedContentsRebuild() throws {
    let renderer = try Renderer(scale: 1, fonts: FontLibrary.bundled())
    let first = picture(shade: 0)
    var second = first
    second[0, 0] = Pixel(red: 1, green: 2, blue: 3, alpha: 255)
    let a = renderer.render(tree(contents: first, degrees: 0), size: Size(width: 100, height: 60))
    let b = renderer.render(tree(contents: second, degrees: 0), size: Size(width: 100, height: 60))
    #expect(renderer.textures.buildCount == 3)  // two images, one line
    #expect(a != b)
  }

  @Test("the mip chain halves each level down to 1 × 1, each texel a rounded 2 × 2 mean")
  func mipChain() {
    var image = Image(width: 5, height: 2)
    for x in 0..<5 {
      image[x, 0] = Pixel(red: UInt8(10 * x), green: 0, blue: 0, alpha: 255)
      image[x, 1] = Pixel(red: UInt8(10 * x + 1), green: 0, blue: 0, alpha: 255)
    }
    let texture = Texture(image)
    let levels = (0..<texture.levelCount).map { texture.sampler.levels[$0] }
    #expect(levels.map(\.width) == [5, 2, 1])
    #expect(levels.map(\.height) == [2, 1, 1])
    // Level 1, texel 1: mean of red 20, 30, 21, 31 = 25.5 → 26.
    #expect(levels[1].texel(1, 0) == SIMD4<Float>(26, 0, 0, 255))
  }
}
