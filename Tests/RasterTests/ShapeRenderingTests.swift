import Animation
import Foundation
import Geometry
import Layers
import Pixels
import Testing

@testable import Raster

/// Shapes drawn by the renderer, each frame compared with a golden image and measured
/// against a value worked out from the geometry alone.
@Suite("Shape rendering")
struct ShapeRenderingTests {
  /// A white frame of `size` points at `scale`, the root's bounds filling it.
  private func render(
    _ size: Size, scale: Double = 1, threads: Int = 1, at time: Double = 0,
    _ build: (Layer) -> Void
  ) -> Image {
    let root = Layer(frame: Rect(origin: .zero, size: size))
    build(root)
    let timeline = Timeline(rootLayer: root)
    timeline.advance(to: time)
    return Renderer(scale: scale, background: .white, fonts: nil).render(
      root.presentation(at: time), size: size, threads: threads)
  }

  /// A layer filling `rect` with `shape`.
  private func shapeLayer(_ rect: Rect, _ shape: ShapeContent) -> Layer {
    let layer = Layer(frame: rect)
    layer.shape = shape
    return layer
  }

  /// Compares `image` with `__Snapshots__/ShapeRenderingTests/<name>.png`.
  private func expectGolden(
    _ image: Image, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try Golden.expect(image, "ShapeRenderingTests/\(name)", sourceLocation: sourceLocation)
  }

  /// How much black covers a pixel of a white frame: 1 − red / 255.
  private func ink(_ image: Image, _ x: Int, _ y: Int) -> Double {
    guard x >= 0, y >= 0, x < image.width, y < image.height else { return 0 }
    return 1 - Double(image[x, y].red) / 255
  }

  /// The ink of the whole frame, in square pixels.
  private func totalInk(_ image: Image) -> Double {
    var total = 0.0
    for y in 0..<image.height {
      for x in 0..<image.width { total += ink(image, x, y) }
    }
    return total
  }

  /// The area a polygon encloses (shoelace), its sign dropped.
  private func shoelace(_ points: [Point]) -> Double {
    abs(PolygonReference.signedArea(points))
  }

  private func polygonPath(_ points: [Point]) -> Path {
    var path = Path()
    path.move(to: points[0])
    for p in points.dropFirst() { path.addLine(to: p) }
    path.closeSubpath()
    return path
  }

  @Test("a progress ring's stroke covers 90° at strokeEnd 0.25 and 180° at 0.5")
  func progressRing() throws {
    // Radius 24 pt at scale 2: 48 px; a round cap of radius 4 pt reaches past each end of
    // the arc until the centre circle leaves the cap's disc, 2·asin(4 / (2·24)) further.
    let cap = 2 * asin(4.0 / 48) * 180 / .pi
    for (end, degrees) in [(0.25, 90.0), (0.5, 180.0)] {
      var arc = Path()
      arc.addArc(
        center: Point(x: 32, y: 32), radius: 24, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
        clockwise: true)
      let image = render(Size(width: 64, height: 64), scale: 2) { root in
        root.addSublayer(
          shapeLayer(
            Rect(x: 0, y: 0, width: 64, height: 64),
            ShapeContent(
              path: arc, fillColor: .clear, strokeColor: .black, lineWidth: 8, lineCap: .round,
              strokeEnd: end)))
      }
      try expectGolden(image, "ring-\(Int(end * 100))")
      // Walk the centre circle in steps of 0.05°: the inked angles.
      var inked = 0
      for step in 0..<7200 {
        let angle = Double(step) * 0.05 * .pi / 180
        let x = Int((64 + 48 * cos(angle)).rounded(.down))
        let y = Int((64 + 48 * sin(angle)).rounded(.down))
        if ink(image, x, y) >= 0.5 { inked += 1 }
      }
      let covered = Double(inked) * 0.05 - 2 * cap
      #expect(abs(covered - degrees) < 1, "strokeEnd \(end): \(covered)° against \(degrees)°")
    }
  }

  @Test("a check mark stroked to strokeEnd 0.6 ends at 0.6 of its length")
  func checkMark() throws {
    let a = Point(x: 10, y: 30)
    let b = Point(x: 25, y: 45)
    let c = Point(x: 55, y: 15)
    var path = Path()
    path.move(to: a)
    path.addLine(to: b)
    path.addLine(to: c)
    let image = render(Size(width: 64, height: 64), scale: 2) { root in
      root.addSublayer(
        shapeLayer(
          Rect(x: 0, y: 0, width: 64, height: 64),
          ShapeContent(
            path: path, fillColor: .clear, strokeColor: .black, lineWidth: 4, strokeEnd: 0.6)))
    }
    try expectGolden(image, "check-mark")
    // Along the second leg's centre line (scale 2), in steps of 0.01 pt: where ink ends.
    let first = 15 * 2.0.squareRoot()
    let second = 30 * 2.0.squareRoot()
    var drawn = first
    for step in 0..<Int(second * 100) {
      let t = Double(step) / 100
      let x = 2 * (b.x + t / 2.0.squareRoot())
      let y = 2 * (b.y - t / 2.0.squareRoot())
      guard ink(image, Int(x), Int(y)) >= 0.5 else { break }
      drawn = first + t
    }
    let expected = 0.6 * (first + second)
    // A pixel is half a point: the last inked centre is within that of the end.
    #expect(abs(drawn - expected) < 0.5, "drawn \(drawn) pt against \(expected) pt")
  }

  @Test("a dashed square border: each dash of [6, 4] covers 6 px, after the phase")
  func dashedBorder() throws {
    let image = render(Size(width: 64, height: 64)) { root in
      root.addSublayer(
        shapeLayer(
          Rect(x: 0, y: 0, width: 64, height: 64),
          ShapeContent(
            path: Path(rect: Rect(x: 8, y: 8, width: 48, height: 48)), fillColor: .clear,
            strokeColor: .black, lineWidth: 2, lineDashPattern: [6, 4], lineDashPhase: 2.5)))
    }
    try expectGolden(image, "dashed-border")
    // The top side runs right from (8, 8); its stroke fills rows 7 and 8. With the phase
    // 2.5, the first dash ends at 11.5, the gap at 15.5, and the next dash runs to 21.5.
    let row = (0..<64).map { ink(image, $0, 7) }
    let dash = row[13..<24].reduce(0, +)
    #expect(abs(dash - 6) < 0.02, "a dash covers \(dash) px")
    let start = 16 - row[15]
    #expect(abs(start - 15.5) < 0.02, "the dash starts at \(start)")
    #expect(abs(row[8..<13].reduce(0, +) - 3.5) < 0.02)
  }

  /// A five-point star: its tips in drawing order (every second one), and the inner
  /// pentagon where the lines cross.
  private func star(centre: Point, radius: Double) -> (tips: [Point], outline: [Point]) {
    let inner = radius * cos(0.4 * .pi) / cos(0.2 * .pi)
    func at(_ k: Double, _ r: Double) -> Point {
      let angle = -Double.pi / 2 + k * Double.pi / 5
      return Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
    }
    let tips = [0.0, 4, 8, 2, 6].map { at($0, radius) }
    let outline = (0..<10).map { at(Double($0), $0 % 2 == 0 ? radius : inner) }
    return (tips, outline)
  }

  @Test("a star under nonZero covers its outline's area; under evenOdd, less its centre")
  func starFillRules() throws {
    let shape = star(centre: Point(x: 32.3, y: 33.6), radius: 30)
    for rule in [FillRule.nonZero, .evenOdd] {
      let image = render(Size(width: 64, height: 64)) { root in
        root.addSublayer(
          shapeLayer(
            Rect(x: 0, y: 0, width: 64, height: 64),
            ShapeContent(path: polygonPath(shape.tips), fillRule: rule)))
      }
      try expectGolden(image, "star-\(rule.rawValue)")
      // The inner pentagon: every second point of the outline, the inner corners.
      let pentagon = stride(from: 1, to: 10, by: 2).map { shape.outline[$0] }
      let exact =
        rule == .nonZero
        ? shoelace(shape.outline) : shoelace(shape.outline) - shoelace(pentagon)
      let area = totalInk(image)
      #expect(abs(area - exact) < 0.5, "\(rule): \(area) against \(exact)")
      #expect(ink(image, 32, 33) == (rule == .nonZero ? 1 : 0))
    }
  }

  @Test("a square morphed halfway to a diamond covers the halfway polygon's area")
  func morph() throws {
    let square = [
      Point(x: 16, y: 16), Point(x: 48, y: 16), Point(x: 48, y: 48), Point(x: 16, y: 48),
    ]
    let diamond = [
      Point(x: 32, y: 6), Point(x: 58, y: 32), Point(x: 32, y: 58), Point(x: 6, y: 32),
    ]
    let image = render(Size(width: 64, height: 64), at: 0.5) { root in
      let layer = shapeLayer(
        Rect(x: 0, y: 0, width: 64, height: 64),
        ShapeContent(path: polygonPath(square), fillColor: .black))
      layer.add(
        BasicAnimation(
          keyPath: .path, from: polygonPath(square), to: polygonPath(diamond), duration: 1))
      root.addSublayer(layer)
    }
    try expectGolden(image, "morph-half")
    let halfway = zip(square, diamond).map {
      Point(x: ($0.x + $1.x) / 2, y: ($0.y + $1.y) / 2)
    }
    let area = totalInk(image)
    #expect(abs(area - shoelace(halfway)) < 0.5, "\(area) against \(shoelace(halfway))")
  }

  @Test("a shape under a perspective turn lands where its corners project")
  func perspective() throws {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 80)
    let corners = [
      Point(x: 10, y: 10), Point(x: 90, y: 10), Point(x: 90, y: 70), Point(x: 10, y: 70),
    ]
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let transform =
      Transform3D.rotation(angle: 50 * .pi / 180, x: 0, y: 1, z: 0) * perspective
    let image = render(Size(width: 160, height: 120)) { root in
      let layer = shapeLayer(
        Rect(x: 30, y: 20, width: 100, height: 80), ShapeContent(path: polygonPath(corners)))
      layer.transform = transform
      root.addSublayer(layer)
    }
    try expectGolden(image, "perspective")
    // Each corner relative to the anchor (the centre), times the matrix (row vector), over W,
    // plus the position (80, 60).
    let projected = corners.map { p -> Point in
      let x = p.x - bounds.width / 2
      let y = p.y - bounds.height / 2
      let t = transform
      let px = x * t.m11 + y * t.m21 + t.m41
      let py = x * t.m12 + y * t.m22 + t.m42
      let pw = x * t.m14 + y * t.m24 + t.m44
      return Point(x: 80 + px / pw, y: 60 + py / pw)
    }
    let area = totalInk(image)
    #expect(abs(area - shoelace(projected)) < 1, "\(area) against \(shoelace(projected))")
    // Near each corner, 1.5 px towards the centre is inked and 1.5 px away is not.
    let cx = projected.map(\.x).reduce(0, +) / 4
    let cy = projected.map(\.y).reduce(0, +) / 4
    for p in projected {
      let d = ((p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy)).squareRoot()
      let (ux, uy) = ((p.x - cx) / d, (p.y - cy) / d)
      #expect(ink(image, Int(p.x - 1.5 * ux), Int(p.y - 1.5 * uy)) > 0.9, "inside \(p)")
      #expect(ink(image, Int(p.x + 1.5 * ux), Int(p.y + 1.5 * uy)) < 0.1, "outside \(p)")
    }
  }

  @Test("two shapes sharing an edge: their coverages sum to 1 along it, no seam")
  func sharedEdge() throws {
    let a = [Point(x: 5, y: 4), Point(x: 57.3, y: 9.1), Point(x: 11.7, y: 58.6)]
    let b = [Point(x: 57.3, y: 9.1), Point(x: 60, y: 55), Point(x: 11.7, y: 58.6)]
    let image = render(Size(width: 64, height: 64)) { root in
      root.addSublayer(
        shapeLayer(
          Rect(x: 0, y: 0, width: 64, height: 64),
          ShapeContent(path: polygonPath(a), fillColor: .red)))
      root.addSublayer(
        shapeLayer(
          Rect(x: 0, y: 0, width: 64, height: 64),
          ShapeContent(path: polygonPath(b), fillColor: .blue)))
    }
    try expectGolden(image, "shared-edge")
    let identity = Homography(Transform3D.identity)
    func coverage(_ points: [Point]) throws -> PolygonCoverage {
      let plan = try #require(
        ShapePlan(
          ShapeContent(path: polygonPath(points)), homography: identity, opacity: 1, width: 64,
          height: 64, clip: nil))
      return try #require(plan.fill)
    }
    let ca = try coverage(a)
    let cb = try coverage(b)
    // Every pixel the shared edge crosses, well inside the union.
    var checked = 0
    for y in 12..<56 {
      for x in 0..<64 {
        let ta = ca.coverage(x: x, y: y)
        let tb = cb.coverage(x: x, y: y)
        guard ta > 0 && ta < 1 && tb > 0 else { continue }
        checked += 1
        #expect(abs(ta + tb - 1) <= 1.0 / 255, "(\(x), \(y)): \(ta) + \(tb)")
      }
    }
    #expect(checked > 40)
  }

  @Test("a hairline is one device pixel wide at any scale")
  func hairline() throws {
    var path = Path()
    path.move(to: Point(x: 10.3, y: 4))
    path.addLine(to: Point(x: 10.3, y: 28))
    path.move(to: Point(x: 16, y: 4))
    path.addLine(to: Point(x: 40, y: 28))
    let image = render(Size(width: 48, height: 32), scale: 2) { root in
      root.addSublayer(
        shapeLayer(
          Rect(x: 0, y: 0, width: 48, height: 32),
          ShapeContent(path: path, fillColor: .clear, strokeColor: .black, lineWidth: 0)))
    }
    try expectGolden(image, "hairline")
    // Across row 30 (y 15 pt): the vertical line's ink is its width, 1 px; the diagonal's is
    // its width over cos 45°, √2 px.
    let vertical = (14..<28).map { ink(image, $0, 30) }.reduce(0, +)
    let diagonal = (40..<70).map { ink(image, $0, 30) }.reduce(0, +)
    #expect(abs(vertical - 1) < 0.02, "vertical: \(vertical)")
    #expect(abs(diagonal - 2.0.squareRoot()) < 0.03, "diagonal: \(diagonal)")
  }

  @Test("continuous corners cover their path's exact area; circular ones the circle's")
  func continuousCorners() throws {
    let rect = Rect(x: 0, y: 0, width: 80, height: 60)
    var areas: [Path.CornerCurve: Double] = [:]
    for curve in Path.CornerCurve.allCases {
      let image = render(Size(width: 96, height: 76)) { root in
        let layer = Layer(frame: Rect(x: 8.25, y: 8.5, width: 80, height: 60))
        layer.backgroundColor = .black
        layer.cornerRadius = 20
        layer.cornerCurve = curve
        root.addSublayer(layer)
      }
      try expectGolden(image, "corners-\(curve.rawValue)")
      let path = Path(roundedRect: rect, cornerRadius: 20, cornerCurve: curve)
      let area = totalInk(image)
      areas[curve] = area
      if curve == .circular {
        // Drawn from the distance to the circles: exact to well within a pixel.
        let exact = 80 * 60 - (4 - Double.pi) * 400
        #expect(abs(area - exact) < 0.5, "\(curve): \(area) against \(exact)")
      } else {
        // Drawn from the path flattened to within 0.1 px: chords cut inside each curve by at
        // most 2/3 of their 0.1 px sagitta along its length, and never outside it.
        var straight = 0.0
        var last = Point(x: 0, y: 0)
        for element in path.elements {
          if case .line(to: let p) = element {
            straight += ((p.x - last.x) * (p.x - last.x) + (p.y - last.y) * (p.y - last.y))
              .squareRoot()
          }
          last = element.points.last ?? last
        }
        let curved = path.length - straight
        let exact = abs(path.signedArea)
        #expect(
          area <= exact + 0.5 && area >= exact - 2.0 / 3 * 0.1 * curved,
          "\(curve): \(area) against \(exact), curves \(curved) long")
      }
    }
    // The measured order matches the exact one.
    let exactContinuous = abs(
      Path(roundedRect: rect, cornerRadius: 20, cornerCurve: .continuous).signedArea)
    let exactCircular = 80 * 60 - (4 - Double.pi) * 400
    #expect(
      (areas[.continuous]! > areas[.circular]!) == (exactContinuous > exactCircular))
  }

  @Test("a faded layer's overlapping fill and stroke composite once, as a group")
  func fadedFillAndStroke() throws {
    let image = render(Size(width: 64, height: 64)) { root in
      let layer = shapeLayer(
        Rect(x: 0, y: 0, width: 64, height: 64),
        ShapeContent(
          path: Path(rect: Rect(x: 16, y: 16, width: 32, height: 32)), fillColor: .red,
          strokeColor: .blue, lineWidth: 8))
      layer.opacity = 0.5
      root.addSublayer(layer)
    }
    try expectGolden(image, "faded-fill-stroke")
    // Half blue over white, inside the outline (over the fill) as outside it; half red
    // over white in the middle.
    let halfBlue = Pixel(red: 128, green: 128, blue: 255, alpha: 255)
    let halfRed = Pixel(red: 255, green: 128, blue: 128, alpha: 255)
    #expect(image[18, 32] == halfBlue)
    #expect(image[13, 32] == halfBlue)
    #expect(image[32, 32] == halfRed)
  }

  @Test("the shape is above the background and below the border; masksToBounds clips it")
  func order() throws {
    let image = render(Size(width: 40, height: 40)) { root in
      let layer = shapeLayer(
        Rect(x: 10, y: 10, width: 20, height: 20),
        ShapeContent(path: Path(ellipseIn: Rect(x: -10, y: -10, width: 40, height: 40))))
      layer.backgroundColor = .red
      layer.borderColor = .blue
      layer.borderWidth = 2
      layer.masksToBounds = true
      root.addSublayer(layer)
    }
    #expect(image[20, 20] == Color.black.pixel)
    #expect(image[11, 20] == Color.blue.pixel)
    #expect(image[5, 20] == Color.white.pixel)
  }

  @Test("a frame with shapes is the same in one band or many, on any number of threads")
  func bands() {
    let shape = star(centre: Point(x: 60, y: 50), radius: 45)
    func frame(threads: Int) -> Image {
      render(Size(width: 120, height: 100), scale: 2, threads: threads) { root in
        let layer = shapeLayer(
          Rect(x: 0, y: 0, width: 120, height: 100),
          ShapeContent(
            path: polygonPath(shape.tips), fillColor: .red, fillRule: .evenOdd,
            strokeColor: .blue, lineWidth: 3, lineJoin: .round, lineDashPattern: [9, 3]))
        layer.cornerRadius = 30
        layer.cornerCurve = .continuous
        layer.backgroundColor = .green
        root.addSublayer(layer)
      }
    }
    #expect(frame(threads: 1) == frame(threads: 4))
  }

  @Test("paths and stroke styles that cannot be drawn draw nothing and say why")
  func undrawable() throws {
    var bad = Path()
    bad.move(to: Point(x: 0, y: 0))
    bad.addLine(to: Point(x: .nan, y: 5))
    bad.addLine(to: Point(x: 5, y: 5))
    var line = Path()
    line.move(to: Point(x: 0, y: 10))
    line.addLine(to: Point(x: 1e6, y: 10))
    let cases: [(ShapeContent, String)] = [
      (ShapeContent(path: bad), "the shape's path has a coordinate that is not finite"),
      (
        ShapeContent(path: line, strokeColor: .black, lineWidth: -1),
        "the shape's stroke cannot be drawn: stroke width -1.0 is not a finite number of at "
          + "least 0"
      ),
      (
        ShapeContent(path: line, strokeColor: .black, lineDashPattern: [0.001]),
        "the shape's stroke cannot be drawn: the dash pattern cuts the path into more than "
          + "100000 dashes"
      ),
    ]
    for (shape, problem) in cases {
      #expect(shape.drawingProblem == problem)
      let image = render(Size(width: 20, height: 20)) { root in
        root.addSublayer(shapeLayer(Rect(x: 0, y: 0, width: 20, height: 20), shape))
      }
      #expect(totalInk(image) == 0)
    }
    #expect(ShapeContent(path: line, strokeColor: .black).drawingProblem == nil)
  }

  @Test("a stroke a million points wide covers the frame; a long zigzag draws in bounded time")
  func hugeStrokes() throws {
    let wide = render(Size(width: 32, height: 32)) { root in
      root.addSublayer(
        shapeLayer(
          Rect(x: 0, y: 0, width: 32, height: 32),
          ShapeContent(
            path: Path(ellipseIn: Rect(x: 8, y: 8, width: 16, height: 16)), fillColor: .clear,
            strokeColor: .black, lineWidth: 1e6, lineCap: .round, lineJoin: .round)))
    }
    #expect(totalInk(wide) == 32 * 32)
    // 20 000 segments zigzagging 1 pt up and down across the frame, stroked 0.5 pt wide:
    // every column between the ends is inked.
    var zigzag = Path()
    zigzag.move(to: Point(x: 2, y: 16))
    for i in 1...20_000 {
      zigzag.addLine(to: Point(x: 2 + Double(i) * 0.0014, y: i % 2 == 0 ? 16 : 17))
    }
    let long = render(Size(width: 32, height: 32)) { root in
      root.addSublayer(
        shapeLayer(
          Rect(x: 0, y: 0, width: 32, height: 32),
          ShapeContent(
            path: zigzag, fillColor: .clear, strokeColor: .black, lineWidth: 0.5,
            lineJoin: .bevel)))
    }
    for x in 3..<29 { #expect(ink(long, x, 16) > 0.9, "column \(x)") }
  }
}
