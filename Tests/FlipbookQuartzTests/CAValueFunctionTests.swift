import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Testing

/// `CAValueFunction`: the animation interpolates numbers and the function makes the
/// transform (CAValueFunction.h: "the function maps the interpolated value to the
/// property's value").
@Suite("CAValueFunction")
struct CAValueFunctionTests {
  private func stage() -> (Scene, CALayer) {
    let scene = Scene(size: Size(width: 100, height: 100), duration: 2)
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(layer)
    return (scene, layer)
  }

  private func transform(_ layer: CALayer) throws -> CATransform3D {
    try #require(layer.presentation()).transform
  }

  /// From 0 to 2π linearly over 1 s: a quarter turn at 0.25 s (m11 = cos, m12 = sin), half
  /// a turn at 0.5 s. Two matrices 2π apart are the same matrix, so without the function
  /// nothing would turn.
  @Test("rotateZ turns a whole turn where matrices would not move")
  func wholeTurn() throws {
    let (scene, layer) = stage()
    let spin = CABasicAnimation(keyPath: "transform")
    spin.valueFunction = CAValueFunction(name: .rotateZ)
    spin.fromValue = 0
    spin.toValue = 2 * Double.pi
    spin.duration = 1
    layer.add(spin, forKey: "spin")
    scene.timeline.advance(to: 0.25)
    var t = try transform(layer)
    #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 1) < 1e-9)
    scene.timeline.advance(to: 0.5)
    t = try transform(layer)
    #expect(abs(t.m11 + 1) < 1e-9 && abs(t.m12) < 1e-9)
  }

  /// `.scale` takes three numbers: half-way from (1, 1, 1) to (2, 3, 1) is (1.5, 2, 1).
  @Test("scale interpolates three numbers")
  func scale() throws {
    let (scene, layer) = stage()
    let grow = CABasicAnimation(keyPath: "transform")
    grow.valueFunction = CAValueFunction(name: .scale)
    grow.fromValue = [1, 1, 1]
    grow.toValue = [2, 3, 1]
    grow.duration = 1
    layer.add(grow, forKey: "grow")
    scene.timeline.advance(to: 0.5)
    let t = try transform(layer)
    #expect(abs(t.m11 - 1.5) < 1e-9 && abs(t.m22 - 2) < 1e-9 && abs(t.m33 - 1) < 1e-9)
  }

  /// A keyframe animation with translateX: values 0, 100, 0 at even key times put the
  /// layer 50 pt along a quarter of the way.
  @Test("a keyframe animation's values go through the function")
  func keyframes() throws {
    let (scene, layer) = stage()
    let shake = CAKeyframeAnimation(keyPath: "transform")
    shake.valueFunction = CAValueFunction(name: .translateX)
    shake.values = [0, 100, 0]
    shake.duration = 1
    layer.add(shake, forKey: "shake")
    scene.timeline.advance(to: 0.25)
    #expect(abs(try transform(layer).m41 - 50) < 1e-9)
  }

  /// A value function makes transforms: on `opacity` the animation is rejected with the
  /// reason, and so is a point given to a rotation; an unknown name makes no function.
  @Test("a value function on a key path that is not a transform is rejected")
  func rejected() throws {
    let (scene, layer) = stage()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.valueFunction = CAValueFunction(name: .rotateZ)
    fade.toValue = 0
    layer.add(fade, forKey: "fade")
    let turn = CABasicAnimation(keyPath: "transform")
    turn.valueFunction = CAValueFunction(name: .rotateZ)
    turn.toValue = CGPoint(x: 1, y: 1)
    layer.add(turn, forKey: "turn")
    let reasons = scene.timeline.events.filter { $0.name == "animation.rejected" }.compactMap {
      event -> String? in
      guard case .string(let reason)? = event["reason"] else { return nil }
      return reason
    }
    #expect(reasons.count == 2)
    #expect(reasons.first?.contains("'rotateZ' makes transforms") == true)
    #expect(reasons.last?.contains("number") == true)
    #expect(layer.animationKeys() == nil)
    #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")) == nil)
  }
}
