import Animation
import Foundation
import Geometry
import Testing

@Suite("Key paths and basic animations")
struct KeyPathTests {
  private var perspective: Transform3D {
    var p = Transform3D.identity
    p.m34 = -1.0 / 400
    return p
  }

  private func transform(_ value: AnimatableValue?) -> Transform3D? {
    if case .transform(let t) = value { return t }
    return nil
  }

  @Test(
    "transform.rotation.y on a perspective model gives R_y(θ) · P, keeping m34",
    arguments: [0.0, 0.3, .pi / 4, 1.2, .pi / 2 - 1e-3])
  func flipKeepsPerspective(angle: Double) throws {
    let key = try AnimationKeyPath("transform.rotation.y")
    let expected = Transform3D.rotation(angle: angle, x: 0, y: 1, z: 0) * perspective
    for model in [perspective, perspective.rotated(by: -.pi / 2, x: 0, y: 1, z: 0)] {
      let result = try #require(
        transform(key.replacingComponent(of: .transform(model), with: .scalar(angle))))
      for (a, b) in zip(result.rows.joined(), expected.rows.joined()) {
        #expect(abs(a - b) < 1e-12)
      }
    }
  }

  @Test("the seed's flip half: a basic animation of rotation.y from 0 to π/2, ease-in")
  func flipHalf() throws {
    var animation = try BasicAnimation(
      keyPath: "transform.rotation.y", from: .scalar(0), to: .scalar(.pi / 2), duration: 0.5,
      timingFunction: .easeIn)
    animation.timing.beginTime = 1
    animation.timing.fillMode = .forwards
    let result = animation.values(at: 1.2) { _ in .scalar(0) }
    let angle = Double.pi / 2 * TimingFunction.easeIn.progress(at: 0.4)
    #expect(result.count == 1)
    if case .scalar(let value) = result.first?.value { #expect(abs(value - angle) < 1e-12) }
    #expect(animation.values(at: 5) { _ in .scalar(0) }.first?.value == .scalar(.pi / 2))
  }

  @Test("components read and write the parts they name")
  func components() throws {
    let model = AnimatableValue.transform(
      Transform3D.scale(x: 2, y: 3, z: 1) * Transform3D.translation(x: 5, y: 6, z: 7))
    #expect(try AnimationKeyPath("transform.scale.y").component(of: model) == .scalar(3))
    #expect(try AnimationKeyPath("transform.translation.z").component(of: model) == .scalar(7))
    #expect(
      try AnimationKeyPath("transform.translation").component(of: model)
        == .size(Size(width: 5, height: 6)))
    let position = AnimatableValue.point(Point(x: 1, y: 2))
    #expect(
      try AnimationKeyPath("position.x").replacingComponent(of: position, with: .scalar(9))
        == .point(Point(x: 9, y: 2)))
    let bounds = AnimatableValue.rect(Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      try AnimationKeyPath("bounds.size.width").replacingComponent(of: bounds, with: .scalar(30))
        == .rect(Rect(x: 1, y: 2, width: 30, height: 4)))
    let scaled = try AnimationKeyPath("transform.scale").replacingComponent(
      of: .transform(.identity), with: .scalar(1.2))
    #expect(
      transform(scaled).map {
        abs($0.m11 - 1.2) < 1e-12 && abs($0.m22 - 1.2) < 1e-12 && $0.m41 == 0
      } == true)
  }

  @Test("unknown key paths and values of the wrong kind are errors")
  func errors() throws {
    for bad in [
      "transform.rotation.w", "opacity.x", "frame", "", "position.z", "bounds.size.depth",
    ] {
      #expect(throws: AnimationError.unknownKeyPath(bad)) { try AnimationKeyPath(bad) }
    }
    // Refused when created; one changed afterwards is refused by validate().
    let mismatch = AnimationError.valueTypeMismatch(
      keyPath: "opacity", expected: "number", got: "color")
    #expect(throws: mismatch) { try BasicAnimation(keyPath: "opacity", to: .color(.red)) }
    var changed = try BasicAnimation(keyPath: "opacity", to: 1)
    changed.toValue = .color(.red)
    #expect(throws: mismatch) { try changed.validate() }
  }

  @Test("from/to/by combine as Core Animation documents")
  func fromToBy() throws {
    func value(_ a: BasicAnimation) -> AnimatableValue? {
      var a = a
      a.timing.beginTime = 0
      return a.values(at: 0.125) { _ in .scalar(10) }.first?.value
    }
    #expect(
      value(try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(2))) == .scalar(1))
    #expect(
      value(try BasicAnimation(keyPath: "opacity", from: .scalar(0), by: .scalar(4))) == .scalar(2))
    #expect(
      value(try BasicAnimation(keyPath: "opacity", to: .scalar(2), by: .scalar(4))) == .scalar(0))
    #expect(value(try BasicAnimation(keyPath: "opacity", from: .scalar(0))) == .scalar(5))
    #expect(value(try BasicAnimation(keyPath: "opacity", to: .scalar(0))) == .scalar(5))
    #expect(value(try BasicAnimation(keyPath: "opacity", by: .scalar(2))) == .scalar(11))
  }

  @Test("a spring animation overshoots and settles on its end value")
  func springAnimation() throws {
    let spring = try Spring(dampingRatio: 0.4, response: 0.2)
    let a = try SpringAnimation(
      keyPath: "transform.scale", from: .scalar(0.9), to: .scalar(1), spring: spring)
    #expect(a.timing.duration == spring.settlingDuration)
    let samples = stride(from: 0.0, through: a.timing.duration, by: 0.005).compactMap {
      a.values(at: $0) { _ in .scalar(1) }.first?.value
    }
    let values = samples.compactMap { if case .scalar(let x) = $0 { x } else { nil } }
    #expect(values.max()! > 1.0)
    #expect(abs(values.last! - 1) < 0.001 * 0.1 + 1e-4)
  }

  @Test("a group runs its children in its own time and clips them")
  func group() throws {
    var fade = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1), duration: 1)
    fade.timing.beginTime = 0.5
    var group = AnimationGroup(animations: [fade], duration: 1)
    group.timing.beginTime = 10
    #expect(group.values(at: 10.25) { _ in .scalar(7) }.isEmpty)  // child not begun
    let inside = group.values(at: 10.75) { _ in .scalar(7) }.first?.value
    if case .scalar(let x) = inside {
      #expect(abs(x - 0.25) < 1e-12)
    } else {
      Issue.record("no value")
    }
    #expect(group.values(at: 11.25) { _ in .scalar(7) }.isEmpty)  // group over
  }
}
