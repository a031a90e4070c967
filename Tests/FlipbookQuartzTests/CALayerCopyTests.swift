import FlipbookQuartz
import Foundation
import Testing

/// A layer subclass as iOS code writes one, copying its own property in init(layer:).
private final class BadgeLayer: CALayer {
  var count = 0

  override init() { super.init() }

  override init(layer: Any) {
    super.init(layer: layer)
    count = (layer as? BadgeLayer)?.count ?? 0
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// CALayer's documentation: init(layer:) is "used to create shadow copies of layers, for
/// example, for the presentation method", and subclasses override it to copy their fields;
/// model() "returns the model layer object associated with the receiver, if any", which for
/// a presentation layer is the layer it shows and for a model layer the layer itself.
@Suite("CALayer copies")
struct CALayerCopyTests {
  @Test("init(layer:) copies the model values, and a subclass its own fields")
  func copies() {
    let badge = BadgeLayer()
    badge.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    badge.opacity = 0.5
    badge.name = "badge"
    badge.count = 7
    let copy = BadgeLayer(layer: badge)
    #expect(copy.frame == badge.frame && copy.opacity == 0.5 && copy.name == "badge")
    #expect(copy.count == 7)
    copy.opacity = 1
    #expect(badge.opacity == 0.5)
  }

  @Test("init(layer:) of a shape, gradient or text layer copies its content too")
  func contentCopies() {
    let shape = CAShapeLayer()
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    shape.lineWidth = 4
    let shapeCopy = CAShapeLayer(layer: shape)
    #expect(shapeCopy.lineWidth == 4 && shapeCopy.path != nil)
    let gradient = CAGradientLayer()
    gradient.locations = [0, 0.3, 1]
    #expect(CAGradientLayer(layer: gradient).locations?.map(\.doubleValue) == [0, 0.3, 1])
    let text = CATextLayer()
    text.string = "Hi"
    text.isWrapped = true
    let textCopy = CATextLayer(layer: text)
    #expect(textCopy.string as? String == "Hi" && textCopy.isWrapped)
    #expect(CATextLayer(layer: CALayer()).string == nil)
  }

  @Test("model() is the layer a presentation copy shows, and a model layer itself")
  func model() throws {
    let (scene, view) = animationScene()
    let layer = view.layer
    #expect(layer.model() === layer)
    let shown = try #require(layer.presentation())
    #expect(shown !== layer)
    #expect(shown.model() === layer)
    _ = scene
  }

  @Test("getControlPoint gives the ends and the two control points")
  func controlPoints() {
    let function = CAMediaTimingFunction(name: .default)
    var point: [Float] = [-1, -1]
    function.getControlPoint(at: 1, values: &point)
    #expect(point == [0.25, 0.1])
    function.getControlPoint(at: 2, values: &point)
    #expect(point == [0.25, 1])
    function.getControlPoint(at: 3, values: &point)
    #expect(point == [1, 1])
    function.getControlPoint(at: 4, values: &point)
    #expect(point == [1, 1])
  }
}
