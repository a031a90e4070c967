import Animation
import Geometry
import Layers
import Pixels
import Testing

@Suite("ShapeContent")
struct ShapeContentTests {
  private func square(side: Double) -> Path {
    Path(rect: Rect(x: 0, y: 0, width: side, height: side))
  }

  @Test("a shape has CAShapeLayer's defaults: black fill, no stroke, width 1, miter limit 10")
  func defaults() {
    let shape = ShapeContent()
    #expect(shape.fillColor == .black)
    #expect(shape.strokeColor.alpha == 0)
    #expect(shape.lineWidth == 1 && shape.miterLimit == 10)
    #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
    #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
  }

  @Test("strokeEnd animates on a layer with a shape, halfway at half the duration")
  func strokeEnd() throws {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    layer.shape = ShapeContent(path: square(side: 100), strokeColor: .black)
    let timeline = Timeline(rootLayer: layer)
    layer.add(
      BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1, duration: 2), forKey: "draw")
    timeline.advance(to: 1)
    let shown = try #require(layer.presentation(at: 1).values.shape)
    #expect(abs(shown.strokeEnd - 0.5) < 1e-12)
    #expect(layer.shape?.strokeEnd == 1)
  }

  @Test("an animation of a shape's property changes nothing on a layer without a shape")
  func noShape() throws {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let timeline = Timeline(rootLayer: layer)
    layer.add(BasicAnimation(keyPath: .lineWidth, from: 0, to: 8, duration: 1))
    timeline.advance(to: 0.5)
    #expect(layer.presentation(at: 0.5).values.shape == nil)
    layer[.lineWidth] = .scalar(3)
    #expect(layer.shape == nil)
  }

  @Test("a path animates point by point between paths with the same elements")
  func pathMorph() throws {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    layer.shape = ShapeContent(path: square(side: 10))
    let timeline = Timeline(rootLayer: layer)
    layer.add(
      BasicAnimation(keyPath: .path, from: square(side: 10), to: square(side: 30), duration: 1))
    timeline.advance(to: 0.5)
    let shown = try #require(layer.presentation(at: 0.5).values.shape?.path)
    #expect(shown.bounds == Rect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test("paths whose elements differ are refused with both element lists")
  func mismatchedPaths() {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
    let animation = BasicAnimation(
      keyPath: .path, from: square(side: 10), to: circle, duration: 1)
    #expect(throws: AnimationError.self) { try animation.validate() }
    do {
      try animation.validate()
    } catch {
      let message = (error as? AnimationError)?.errorDescription ?? ""
      #expect(message.contains("'MLLLZ'"), "\(message)")
      #expect(message.contains(circle.elementKinds))
    }
  }

  @Test("a path takes no byValue: paths have no sum")
  func pathNotAdditive() {
    var animation = BasicAnimation(
      keyPath: .path, from: square(side: 10), to: square(side: 20), duration: 1)
    animation.isAdditive = true
    #expect(throws: AnimationError.pathNotAdditive(keyPath: "path")) { try animation.validate() }
  }

  @Test("a presentation copy keeps the shape and the corner curve")
  func copy() {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    layer.shape = ShapeContent(path: square(side: 4), lineDashPattern: [2, 1])
    layer.cornerCurve = .continuous
    let copy = layer.presentationCopy()
    #expect(copy.shape == layer.shape)
    #expect(copy.presentation(at: 0).cornerCurve == .continuous)
  }
}
