import Geometry
import Layers
import Pixels
import Raster
import Testing

@Suite("Renderer")
struct RendererTests {
  private func scene(_ size: Size, _ build: (Layer) -> Void) -> PresentedLayer {
    let root = Layer(frame: Rect(origin: .zero, size: size))
    build(root)
    return root.presentation(at: 0)
  }

  @Test("a filled layer covers its pixels; an edge through pixel centres gives half coverage")
  func fillAndEdges() {
    let tree = scene(Size(width: 20, height: 20)) { root in
      let square = Layer(frame: Rect(x: 5, y: 5, width: 10, height: 10.5))
      square.backgroundColor = .red
      root.addSublayer(square)
    }
    let image = Renderer(scale: 1, background: .white, fonts: nil).render(
      tree, size: Size(width: 20, height: 20))
    #expect(image[10, 10] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(image[2, 2] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(image[4, 10] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    // Row 15 spans y 15...16; the layer ends at 15.5: half red over white.
    let half = image[10, 15]
    #expect(half.red == 255 && abs(Int(half.green) - 128) <= 1)
  }

  @Test("scale maps points to pixels")
  func scaleMapsPoints() {
    let tree = scene(Size(width: 10, height: 10)) { root in
      let square = Layer(frame: Rect(x: 0, y: 0, width: 5, height: 5))
      square.backgroundColor = .blue
      root.addSublayer(square)
    }
    let image = Renderer(scale: 2, fonts: nil).render(tree, size: Size(width: 10, height: 10))
    #expect(image.width == 20)
    #expect(image[9, 9].blue == 255 && image[9, 9].red == 0)
    #expect(image[10, 10].red == 255)
  }

  @Test("contents drawn at 1:1 reproduce the image exactly")
  func contentsOneToOne() {
    var picture = Image(width: 4, height: 3)
    for y in 0..<3 {
      for x in 0..<4 {
        picture[x, y] = Color(red: Double(x) / 3, green: Double(y) / 2, blue: 0.5).pixel
      }
    }
    let tree = scene(Size(width: 4, height: 3)) { root in
      let layer = Layer(frame: Rect(x: 0, y: 0, width: 4, height: 3))
      layer.contents = LayerContents(image: picture)
      root.addSublayer(layer)
    }
    let image = Renderer(scale: 1, fonts: nil).render(tree, size: Size(width: 4, height: 3))
    #expect(image == picture)
  }

  @Test("opacity fades a layer and its sublayers as one group")
  func groupOpacity() {
    let tree = scene(Size(width: 30, height: 10)) { root in
      let group = Layer(frame: Rect(x: 0, y: 0, width: 30, height: 10))
      group.opacity = 0.5
      let a = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 10))
      a.backgroundColor = .black
      let b = Layer(frame: Rect(x: 10, y: 0, width: 20, height: 10))
      b.backgroundColor = .black
      group.addSublayer(a)
      group.addSublayer(b)
      root.addSublayer(group)
    }
    let image = Renderer(scale: 1, fonts: nil).render(tree, size: Size(width: 30, height: 10))
    // Where the two overlap, the faded group is no darker than where only one is.
    #expect(image[15, 5] == image[5, 5])
    #expect(abs(Int(image[5, 5].red) - 128) <= 1)
  }

  @Test("masksToBounds clips sublayers to the rounded bounds")
  func masksToBounds() {
    let tree = scene(Size(width: 40, height: 40)) { root in
      let clip = Layer(frame: Rect(x: 10, y: 10, width: 20, height: 20))
      clip.masksToBounds = true
      clip.cornerRadius = 10
      let child = Layer(frame: Rect(x: -10, y: -10, width: 40, height: 40))
      child.backgroundColor = .green
      clip.addSublayer(child)
      root.addSublayer(clip)
    }
    let image = Renderer(scale: 1, fonts: nil).render(tree, size: Size(width: 40, height: 40))
    #expect(image[20, 20] == Color.green.pixel)
    #expect(image[5, 5] == Color.white.pixel)
    // The corner of the 20 × 20 square is outside the 10 pt radius circle.
    #expect(image[10, 10] == Color.white.pixel)
  }

  @Test("a layer that is not double-sided disappears when turned to its back")
  func backFaceCulling() {
    func render(doubleSided: Bool) -> Image {
      let tree = scene(Size(width: 20, height: 20)) { root in
        let card = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        card.backgroundColor = .red
        card.transform = .rotation(angle: .pi * 0.9, x: 0, y: 1, z: 0)
        card.isDoubleSided = doubleSided
        root.addSublayer(card)
      }
      return Renderer(scale: 1, fonts: nil).render(tree, size: Size(width: 20, height: 20))
    }
    #expect(render(doubleSided: true)[10, 10] == Color.red.pixel)
    #expect(render(doubleSided: false)[10, 10] == Color.white.pixel)
  }

  @Test("geometry behind the eye renders without a crash or a smear")
  func behindTheEye() throws {
    // m34 = −1/100 puts the eye 100 pt in front; turned 80°, the card's left part (local
    // x < −101.5 from the centre) is behind it, and the part just in front of the eye
    // projects out to infinity on the left.
    let root = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let card = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    card.backgroundColor = .blue
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 100
    card.transform = perspective.rotated(by: 80 * .pi / 180, x: 0, y: 1, z: 0)
    root.addSublayer(card)
    let tree = root.presentation(at: 0)
    let image = Renderer(scale: 1, fonts: nil).render(tree, size: Size(width: 300, height: 200))

    let toScreen = tree.sublayers[0].transformToSuperlayer
    func project(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
      let p = toScreen.transform(Vector4(x: x, y: y, z: 0, w: 1))
      return p.w > 1e-6 ? (p.x / p.w, p.y / p.w) : nil
    }
    let corners = Renderer(scale: 1, fonts: nil).screenCorners(ofLayerAt: [0], in: tree)
    #expect(corners[0] == nil && corners[3] == nil)  // the left corners are behind the eye
    let right = try #require(corners[1]).x
    // Beyond the right edge: background, no smear.
    for x in Int(right.rounded(.up)) + 1..<300 { #expect(image[x, 100] == Color.white.pixel) }
    // Along the middle row the visible part spans from the far left to the right edge.
    for x in 0..<Int(right) - 1 { #expect(image[x, 100] == Color.blue.pixel, "column \(x)") }
    // The top edge, found by projecting points along it: white above, blue below. It is
    // steep here (about 6 px down per px across), so 10 px vertically is over 1.5 px away
    // from it, beyond the anti-aliased band.
    for column in [154, 156, 158] {
      var edge: Double?
      var lx = 300.0
      while lx > 0, edge == nil {
        if let p = project(lx, 0), p.x <= Double(column) + 0.5 { edge = p.y }
        lx -= 0.01
      }
      let y = try #require(edge)
      try #require(y > 10 && y < 189, "the edge at column \(column) is at \(y)")
      #expect(image[column, Int(y - 10)] == Color.white.pixel)
      #expect(image[column, Int(y + 10)] == Color.blue.pixel)
    }
  }
}
