import FlipbookQuartz
import Foundation
import Pixels
import Testing

/// Core Animation Programming Guide, "Key-Value Coding Extensions": CALayer and CAAnimation
/// are "key-value coding compliant container classes" (values for arbitrary keys), and key
/// paths reach into structures and transforms: "transform.rotation.z", "position.x",
/// "bounds.size.width".
@Suite("CALayer key-value coding")
struct CALayerKeyValueCodingTests {
  @Test("transform and position components read and write through key paths")
  func components() throws {
    let (scene, view) = animationScene()
    let layer = view.layer
    layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
    let angle = try #require(layer.value(forKeyPath: "transform.rotation.z") as? Double)
    #expect(abs(angle - .pi / 4) < 1e-9)
    layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
    // A quarter turn: cos 0, sin 1.
    #expect(abs(layer.transform.m11) < 1e-9 && abs(layer.transform.m12 - 1) < 1e-9)
    layer.setValue(80, forKeyPath: "position.x")
    #expect(layer.position == CGPoint(x: 80, y: 50))
    layer.setValue(NSNumber(value: 30), forKeyPath: "bounds.size.width")
    #expect(layer.bounds.width == 30 && layer.bounds.height == 100)
    #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 30, height: 100))
    #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 80, y: 50))
    // A view's layer does not animate outside a block, by key path or property alike.
    #expect(layer.animationKeys() == nil)
    _ = scene
  }

  @Test("a standalone layer animates a change by key path implicitly, as by its property")
  func implicit() throws {
    let (scene, _) = animationScene()
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(layer)
    scene.timeline.advance(to: 0.5)
    layer.setValue(0.2, forKeyPath: "opacity")
    #expect(layer.opacity == 0.2)
    #expect(layer.animationKeys() == ["opacity"])
  }

  @Test("other keys keep values of their own; an animation holds them too")
  func arbitraryKeys() {
    let layer = CALayer()
    #expect(layer.value(forKey: "cardIndex") == nil)
    layer.setValue(3, forKey: "cardIndex")
    #expect(layer.value(forKey: "cardIndex") as? Int == 3)
    layer.setValue("badge", forKey: "name")
    #expect(layer.name == "badge")
    layer.setValue(true, forKey: "masksToBounds")
    #expect(layer.masksToBounds)
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.setValue("fade-in", forKey: "tag")
    #expect(animation.value(forKey: "tag") as? String == "fade-in")
  }

  @Test("contents, contentsGravity and frame go to their properties; sublayers is reported")
  func namedProperties() throws {
    let (scene, view) = animationScene()
    let layer = view.layer
    let image = CGImage(Image(width: 2, height: 2, fill: .red))
    layer.setValue(image, forKey: "contents")
    #expect((layer.contents as? CGImage) === image)
    #expect((layer.value(forKey: "contents") as? CGImage) === image)
    layer.setValue("resizeAspect", forKey: "contentsGravity")
    #expect(layer.contentsGravity == .resizeAspect)
    layer.setValue(CGRect(x: 5, y: 6, width: 7, height: 8), forKey: "frame")
    #expect(layer.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    layer.setValue([CALayer()], forKey: "sublayers")
    #expect(layer.sublayers?.isEmpty ?? true)
    #expect(layer.value(forKey: "sublayers") == nil)
    #expect(scene.timeline.events.filter { $0.name == "kvc.unsupported" }.count == 1)
  }

  @Test("a shape's path or a value of the wrong kind is reported and changes nothing")
  func unsupported() throws {
    let (scene, view) = animationScene()
    let shape = CAShapeLayer()
    view.layer.addSublayer(shape)
    shape.setValue(
      CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil), forKeyPath: "path")
    #expect(shape.path == nil)
    view.layer.setValue("red", forKeyPath: "opacity")
    #expect(view.layer.opacity == 1)
    let reports = scene.timeline.events.filter { $0.name == "kvc.unsupported" }
    #expect(reports.count == 2)
    #expect(reports.first?["message"]?.description.contains("path property") == true)
  }
}
