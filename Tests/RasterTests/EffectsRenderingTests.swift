import Animation
import Foundation
import Geometry
import Layers
import Pixels
import Testing

@testable import Raster

/// Shadows, gradients, masks and replicators drawn by the renderer, each frame compared
/// with a golden image and measured against a value worked out without the renderer: the
/// Gaussian's integral across a shadow's edge, a gradient's colour from its stops, a mask's
/// area from its radius, a copy's place from the instance transform.
@Suite("Effects rendering")
struct EffectsRenderingTests {
  /// A frame of `size` points at `scale` over `background`, the root's bounds filling it.
  private func render(
    _ size: Size, scale: Double = 1, background: Color = .white, threads: Int = 1,
    at time: Double = 0, _ build: (Layer) -> Void
  ) -> Image {
    let root = Layer(frame: Rect(origin: .zero, size: size))
    build(root)
    let timeline = Timeline(rootLayer: root)
    timeline.advance(to: time)
    return Renderer(scale: scale, background: background, fonts: nil).render(
      root.presentation(at: time), size: size, threads: threads)
  }

  private func expectGolden(
    _ image: Image, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try Golden.expect(image, "EffectsRenderingTests/\(name)", sourceLocation: sourceLocation)
  }

  /// How much black covers a pixel of a white frame: 1 − red / 255.
  private func ink(_ image: Image, _ x: Int, _ y: Int) -> Double {
    1 - Double(image[x, y].red) / 255
  }

  /// The standard normal distribution function.
  private func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }

  /// A card at (50, 50, 100, 100) casting a black shadow of `radius`, offset by `offset`.
  private func card(_ root: Layer, radius: Double, offset: Size, path: Path? = nil) {
    let card = Layer(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    card.backgroundColor = path == nil ? Color(red: 0.2, green: 0.4, blue: 1) : nil
    card.shadow = Shadow(color: .black, opacity: 1, offset: offset, radius: radius, path: path)
    root.addSublayer(card)
  }

  @Test("a shadow's darkness across its edge is the Gaussian's integral, σ = shadowRadius")
  func shadowProfile() throws {
    for (radius, scale) in [(4.0, 2.0), (8.0, 1.0), (20.0, 1.0)] {
      let image = render(Size(width: 260, height: 200), scale: scale) {
        card($0, radius: radius, offset: Size(width: 0, height: 0))
      }
      if radius == 8 { try expectGolden(image, "shadow-radius-8") }
      // Right of the card's right edge (x = 150 pt), halfway down: the shadow of a half
      // plane, 1 − Φ(d / σ), the edge 50 pt = 6σ or more from the corners for σ ≤ 8.
      let y = Int(100 * scale)
      var worst = 0.0
      for px in Int(150 * scale)..<Int((150 + 3 * radius) * scale) {
        let d = (Double(px) + 0.5) / scale - 150
        let expected = (1 - phi(d / radius)) * (radius > 8 ? phi(50 / radius) * 2 - 1 : 1)
        worst = max(worst, abs(ink(image, px, y) - expected))
      }
      #expect(worst < 0.02, "σ \(radius) pt at scale \(scale): off by \(worst)")
    }
  }

  @Test("the offset moves the shadow: (0, 10) shifts its lower edge 10 pt down")
  func shadowOffset() {
    let image = render(Size(width: 200, height: 220)) {
      card($0, radius: 4, offset: Size(width: 0, height: 10))
    }
    for y in 150..<172 {
      let d = Double(y) + 0.5 - 160
      #expect(abs(ink(image, 100, y) - (1 - phi(d / 4))) < 0.02, "row \(y)")
    }
    // Above the card the shadow has moved away: nothing within 10 − 3σ of the top edge.
    #expect(ink(image, 100, 48) < 0.01)
  }

  @Test("a shadow path casts an ellipse from a layer that draws nothing itself")
  func shadowPath() throws {
    let image = render(Size(width: 200, height: 200)) {
      card(
        $0, radius: 3, offset: Size(width: 0, height: 0),
        path: Path(ellipseIn: Rect(x: 0, y: 25, width: 100, height: 50)))
    }
    try expectGolden(image, "shadow-path")
    // The ellipse (centre (100, 100), semi-axes 50 and 25) convolved with the Gaussian,
    // summed numerically at pixel centres near its right end and its top.
    func expected(_ x: Double, _ y: Double) -> Double {
      var sum = 0.0
      let step = 0.1
      for i in -120...120 {
        for j in -120...120 {
          let (dx, dy) = (Double(i) * step, Double(j) * step)
          let (u, v) = ((x + dx - 100) / 50, (y + dy - 100) / 25)
          guard u * u + v * v <= 1 else { continue }
          sum += exp(-(dx * dx + dy * dy) / 18) * step * step / (18 * .pi)
        }
      }
      return sum
    }
    #expect(ink(image, 100, 100) > 0.99)
    for (x, y) in [(147, 100), (150, 100), (153, 100), (100, 72), (100, 75), (100, 78)] {
      let e = expected(Double(x) + 0.5, Double(y) + 0.5)
      #expect(abs(ink(image, x, y) - e) < 0.02, "(\(x), \(y)): \(ink(image, x, y)) vs \(e)")
    }
  }

  @Test("a turning card's shadow turns with it, in the card's plane")
  func turningShadow() throws {
    var toScreen = Transform3D.identity
    let image = render(Size(width: 240, height: 200)) {
      card($0, radius: 0, offset: Size(width: 30, height: 0))
      var perspective = Transform3D.identity
      perspective.m34 = -1.0 / 300
      $0.sublayers[0].transform = perspective.rotated(by: 0.8, x: 0, y: 1, z: 0)
      $0.sublayers[0].position = Point(x: 100, y: 100)
      toScreen = $0.sublayers[0].presentation(at: 0).transformToSuperlayer
    }
    try expectGolden(image, "turning-shadow")
    // The hard shadow's right edge is the card's plane at x = 130: just inside it is dark,
    // just outside it is not, where the projection puts them.
    let homography = Homography(toScreen)
    for (x, dark) in [(127.0, true), (133.0, false)] {
      let p = homography.map(x: x, y: 50)
      let (sx, sy) = (Int(p.x / p.w), Int(p.y / p.w))
      #expect((ink(image, sx, sy) > 0.9) == dark, "layer x \(x) at (\(sx), \(sy))")
    }
  }

  @Test("masksToBounds clips the shadow with everything else")
  func shadowClipped() {
    let image = render(Size(width: 200, height: 200)) {
      card($0, radius: 4, offset: Size(width: 0, height: 0))
      $0.sublayers[0].masksToBounds = true
    }
    #expect(ink(image, 152, 100) < 0.005)
  }

  @Test("an axial gradient's colours are its stops' straight colours, linear between them")
  func axialGradient() throws {
    let image = render(Size(width: 256, height: 20), background: .black) {
      let layer = Layer(frame: Rect(x: 0, y: 0, width: 256, height: 20))
      layer.gradient = GradientContent(
        colors: [.red, .blue, .clear], locations: [0, 0.5, 1],
        startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
      $0.addSublayer(layer)
    }
    try expectGolden(image, "axial")
    for x in 0..<256 {
      let t = (Double(x) + 0.5) / 256
      let expected: (Double, Double, Double)
      if t < 0.5 {
        expected = (1 - 2 * t, 0, 2 * t)
      } else {
        // Blue to transparent black, straight: (0, 0, 1 − f) at alpha 1 − f, over black.
        let f = 2 * t - 1
        expected = (0, 0, (1 - f) * (1 - f))
      }
      let p = image[x, 10]
      #expect(abs(Double(p.red) - expected.0 * 255) <= 1.5, "x \(x) red \(p.red)")
      #expect(abs(Double(p.blue) - expected.2 * 255) <= 1.5, "x \(x) blue \(p.blue)")
    }
  }

  @Test("a radial gradient spreads in an ellipse to the end point; a conic one turns clockwise")
  func radialAndConic() throws {
    let image = render(Size(width: 200, height: 100)) {
      let radial = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      radial.gradient = GradientContent(
        colors: [.black, .white], startPoint: Point(x: 0.5, y: 0.5),
        endPoint: Point(x: 1, y: 1), type: .radial)
      let conic = Layer(frame: Rect(x: 100, y: 0, width: 100, height: 100))
      conic.gradient = GradientContent(
        colors: [.black, .white], startPoint: Point(x: 0.5, y: 0.5),
        endPoint: Point(x: 1, y: 0.5), type: .conic)
      $0.addSublayer(radial)
      $0.addSublayer(conic)
    }
    try expectGolden(image, "radial-conic")
    // Radial: radius 50 both ways; pixel (70, 50)'s centre is 20.5 from (50, 50).
    #expect(abs(Double(image[70, 50].red) - 20.5 / 50 * 255) <= 1.5)
    #expect(image[2, 2].red == 255)
    // Conic about (150, 50), 0 pointing right: straight below is a quarter turn on.
    let below = atan2(30.5 - 0.5, 0.5) / (2 * .pi)
    #expect(abs(Double(image[150, 80].red) - below * 255) <= 1.5)
    let above = 1 - atan2(29.5, 0.5) / (2 * .pi)
    #expect(abs(Double(image[150, 20].red) - above * 255) <= 1.5)
  }

  @Test("a mask's alpha cuts its layer and sublayers; an animated mask reveals at its radius")
  func circularReveal() throws {
    func reveal(at time: Double) -> Image {
      render(Size(width: 120, height: 120), at: time) {
        let photo = Layer(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        photo.backgroundColor = .red
        let inner = Layer(frame: Rect(x: 50, y: 0, width: 50, height: 100))
        inner.backgroundColor = .blue
        photo.addSublayer(inner)
        let mask = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        mask.shape = ShapeContent(path: Path(ellipseIn: Rect(x: 10, y: 10, width: 80, height: 80)))
        mask.add(
          try! BasicAnimation(keyPath: "transform.scale", from: 0, to: 1, duration: 1),
          forKey: "reveal")
        try! photo.setMask(mask)
        $0.addSublayer(photo)
      }
    }
    let half = reveal(at: 0.5)
    try expectGolden(half, "reveal-half")
    // At t = 0.5 the circle's radius is 40 · 0.5 = 20 about (60, 60): the area shown.
    var shown = 0.0
    for y in 0..<120 {
      for x in 0..<120 { shown += 1 - Double(half[x, y].green) / 255 }
    }
    #expect(abs(shown - .pi * 400) / (.pi * 400) < 0.01, "area \(shown)")
    #expect(half[55, 60].red == 255 && half[55, 60].blue == 0)
    #expect(half[65, 60].blue == 255)
    #expect(half[60, 85] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
  }

  @Test("an image mask shows its layer where the image is opaque, in proportion to its alpha")
  func imageMask() throws {
    // A 4 × 1 px mask: opaque, half, clear, opaque, stretched over a 100 × 40 gradient.
    var bytes: [UInt8] = []
    for alpha: UInt8 in [255, 128, 0, 255] { bytes += [alpha, alpha, alpha, alpha] }
    let image = render(Size(width: 100, height: 40)) {
      let layer = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 40))
      layer.backgroundColor = .black
      let mask = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 40))
      mask.contents = LayerContents(image: Image(width: 4, height: 1, bytes: bytes))
      try! layer.setMask(mask)
      $0.addSublayer(layer)
    }
    try expectGolden(image, "image-mask")
    // Texel centres at x = 12.5, 37.5, 62.5, 87.5 pt; bilinear between them.
    #expect(ink(image, 12, 20) > 0.995)
    #expect(abs(ink(image, 37, 20) - 128.0 / 255) < 0.01)
    #expect(ink(image, 62, 20) < 0.01)
    #expect(ink(image, 87, 20) > 0.995)
    #expect(abs(ink(image, 50, 20) - (128.0 / 255) * 0.5) < 0.02)
  }

  @Test("a replicator draws its copies moved, tinted and delayed by the instance properties")
  func replicator() throws {
    let image = render(Size(width: 120, height: 40), at: 0.5) {
      let replicator = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 40))
      replicator.replicator = ReplicatorContent(
        instanceCount: 3, instanceTransform: .translation(x: 40, y: 0, z: 0),
        instanceDelay: 0.2, instanceColor: Color(red: 1, green: 1, blue: 1),
        instanceRedOffset: 0, instanceBlueOffset: -0.5)
      let dot = Layer(frame: Rect(x: 10, y: 10, width: 20, height: 20))
      dot.backgroundColor = Color(red: 1, green: 0, blue: 1)
      dot.add(try! BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1), forKey: "in")
      replicator.addSublayer(dot)
      $0.addSublayer(replicator)
    }
    try expectGolden(image, "replicator")
    // Copy i sits 40·i to the right, its blue halved per copy, its opacity (0.5 − 0.2 i)
    // over white.
    for i in 0..<3 {
      let opacity = 0.5 - 0.2 * Double(i)
      let blue = max(1 - 0.5 * Double(i), 0)
      let p = image[20 + 40 * i, 20]
      #expect(abs(Double(p.red) - 255) <= 1)
      #expect(abs(Double(p.green) - (1 - opacity) * 255) <= 1.5, "copy \(i) green \(p.green)")
      #expect(
        abs(Double(p.blue) - (opacity * blue + 1 - opacity) * 255) <= 1.5,
        "copy \(i) blue \(p.blue)")
    }
  }

  @Test("effects give the same pixels on one thread as on four")
  func threads() {
    func frame(_ threads: Int) -> Image {
      render(Size(width: 200, height: 200), scale: 2, threads: threads) {
        card($0, radius: 6, offset: Size(width: 3, height: 5))
        $0.sublayers[0].gradient = GradientContent(colors: [.red, .green], type: .conic)
        $0.sublayers[0].transform = .rotation(angle: 0.6, x: 0, y: 1, z: 0)
      }
    }
    #expect(frame(1) == frame(4))
  }
}
