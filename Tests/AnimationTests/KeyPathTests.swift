import Animation
import Foundation
import Geometry
import Pixels
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

  /// The standard front/back-face flip (Apple's "Adding 3D perspective" flip cards, and
  /// CORE-ANIMATION.md: an animated rotation.y = θ renders as R_y(θ) · the model's other
  /// parts): the back face rests at R_y(π) and turns by rotation.y from −π to 0; the front
  /// rests flat and turns from 0 to π. R_y(π) used to split into Euler angles (π, 0, π), so
  /// the back face ran mirrored: m11 +1 at the start and −1 at the end.
  @Test("a flip starting from an already turned face runs as written")
  func flipFromTurnedFace() throws {
    let key = try AnimationKeyPath("transform.rotation.y")
    let back = Transform3D.rotation(angle: .pi, x: 0, y: 1, z: 0)
    for model in [back, back * perspective, perspective.rotated(by: .pi, x: 0, y: 1, z: 0)] {
      let read = key.component(of: .transform(model))?.components?.first
      #expect(read.map { abs(abs($0) - Double.pi) < 1e-9 } == true)
      for angle: Double in [-.pi, -2, -.pi / 2, -0.5, 0] {
        let rest = model.m34 != 0 ? perspective : .identity
        let expected = Transform3D.rotation(angle: angle, x: 0, y: 1, z: 0) * rest
        let result = try #require(
          transform(key.replacingComponent(of: .transform(model), with: .scalar(angle))))
        for (a, b) in zip(result.rows.joined(), expected.rows.joined()) {
          #expect(abs(a - b) < 1e-9, "θ = \(angle)")
        }
      }
    }
    // Through an animation, as the flip runs it: m11 = cos θ, −1 at the start, +1 at the end.
    var turnIn = try BasicAnimation(
      keyPath: "transform.rotation.y", from: .scalar(-.pi), to: .scalar(0), duration: 1)
    turnIn.timing.fillMode = .forwards
    func m11(at t: Double) -> Double? {
      let values = turnIn.values(at: t) { _ in key.component(of: .transform(back)) }
      guard let value = values.first?.value else { return nil }
      return transform(key.replacingComponent(of: .transform(back), with: value))?.m11
    }
    #expect(abs(m11(at: 0)! + 1) < 1e-9)
    #expect(abs(m11(at: 0.75)! - cos(-.pi / 4)) < 1e-9)
    #expect(abs(m11(at: 1)! - 1) < 1e-9)
    // Other turned models keep their other angles: R_x(0.3) · R_y(2.5), rotation.y → 1.
    let tilted =
      Transform3D.rotation(angle: 0.3, x: 1, y: 0, z: 0)
      * Transform3D.rotation(angle: 2.5, x: 0, y: 1, z: 0)
    let expected =
      Transform3D.rotation(angle: 0.3, x: 1, y: 0, z: 0)
      * Transform3D.rotation(angle: 1, x: 0, y: 1, z: 0)
    let result = try #require(
      transform(key.replacingComponent(of: .transform(tilted), with: .scalar(1))))
    for (a, b) in zip(result.rows.joined(), expected.rows.joined()) { #expect(abs(a - b) < 1e-9) }
  }

  /// Additive transforms apply inside the model (inferred from WebKit's GraphicsLayerCA,
  /// Source/WebCore/platform/graphics/ca/GraphicsLayerCA.cpp, which runs CSS transform
  /// animations as additive Core Animation ones): model T(100, 0, 0) plus an additive 90° z
  /// rotation turns the layer in place at (100, 0); the reverse order put it at (0, 100).
  @Test("an additive transform and a transform byValue apply inside the model")
  func additiveTransformOrder() throws {
    let model = Transform3D.translation(x: 100, y: 0, z: 0)
    let quarter = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
    var additive = try BasicAnimation(
      keyPath: "transform", from: .transform(quarter), to: .transform(quarter), duration: 1)
    additive.isAdditive = true
    let shown = try #require(
      transform(additive.values(at: 0.5) { _ in .transform(model) }.first?.value))
    // The anchor (origin of the layer's frame) lands at (100, 0).
    #expect(abs(shown.m41 - 100) < 1e-9 && abs(shown.m42) < 1e-9)
    let by = try BasicAnimation(keyPath: "transform", by: .transform(quarter), duration: 1)
    let end = try #require(
      transform(by.values(at: 0.999_999) { _ in .transform(model) }.first?.value))
    #expect(abs(end.m41 - 100) < 1e-3 && abs(end.m42) < 1e-3)
    #expect(abs(end.m12 - 1) < 1e-3)  // turned by 90°
    var keyframes = try KeyframeAnimation(
      keyPath: "transform", values: [.transform(quarter)], duration: 1)
    keyframes.isAdditive = true
    let k = try #require(
      transform(keyframes.values(at: 0.5) { _ in .transform(model) }.first?.value))
    #expect(abs(k.m41 - 100) < 1e-9 && abs(k.m42) < 1e-9)
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
    let spring = Spring(dampingRatio: 0.4, response: 0.2)
    var a = try SpringAnimation(
      keyPath: "transform.scale", from: .scalar(0.9), to: .scalar(1), spring: spring)
    // A CASpringAnimation whose duration is not set runs 0.25 s like any CAAnimation; Apple's
    // settlingDuration page: it "may not be the same as the duration", and its example sets
    // `duration = settlingDuration`.
    #expect(a.timing.duration == 0 && a.timing.effectiveDuration == 0.25)
    #expect(a.timing.endTime == 0.25)
    a.timing.duration = spring.settlingDuration
    let samples = stride(from: 0.0, through: a.timing.duration, by: 0.005).compactMap {
      a.values(at: $0) { _ in .scalar(1) }.first?.value
    }
    let values = samples.compactMap { if case .scalar(let x) = $0 { x } else { nil } }
    #expect(values.max()! > 1.0)
    #expect(abs(values.last! - 1) < 0.001 * 0.1 + 1e-4)
  }

  private func scalar(_ values: [(keyPath: AnimationKeyPath, value: AnimatableValue)]) -> Double? {
    if case .scalar(let x) = values.first?.value { return x }
    return nil
  }

  /// CAAnimationGroup: "the group's timing is the children's parent time" (CAMediaTiming's
  /// hierarchical timing). A group held forwards keeps what its children showed at its end,
  /// as a single animation does; an autoreversing group turns at its children's ends.
  @Test("a group held at its end keeps its children's end values")
  func groupHoldsItsEnd() throws {
    let fade = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1), duration: 1)
    var group = AnimationGroup(animations: [fade], duration: 1)
    group.timing.fillMode = .forwards
    group.isRemovedOnCompletion = false
    for t in [1.0, 1.5, 30] {
      #expect(scalar(group.values(at: t) { _ in .scalar(7) }) == 1, "t = \(t)")
    }
    var bounce = AnimationGroup(animations: [fade], duration: 1)
    bounce.timing.autoreverses = true
    #expect(scalar(bounce.values(at: 1) { _ in .scalar(7) }) == 1)  // the turnaround
    #expect(abs(scalar(bounce.values(at: 1.25) { _ in .scalar(7) })! - 0.75) < 1e-12)
    #expect(bounce.values(at: 2) { _ in .scalar(7) }.isEmpty)
  }

  /// Inferred: a child's active interval ends at its end, where a removed fill shows the
  /// model, as for the same animation outside a group; the group's time only stops or turns
  /// at its end when the group holds its end (fill forwards) or autoreverses.
  @Test("a child ending while its group runs on shows the model at its own end")
  func childEndsInsideRunningGroup() throws {
    let fade = try BasicAnimation(
      keyPath: "opacity", from: .scalar(0), to: .scalar(1), duration: 0.5)
    let group = AnimationGroup(animations: [fade], duration: 1)
    #expect(group.values(at: 0.5) { _ in .scalar(7) }.isEmpty)
    #expect(fade.values(at: 0.5) { _ in .scalar(7) }.isEmpty)
    // A group frozen at its end that coincides with the child's end still holds it.
    var held = AnimationGroup(animations: [fade], duration: 0.5)
    held.timing.fillMode = .forwards
    #expect(scalar(held.values(at: 0.5) { _ in .scalar(7) }) == 1)
    #expect(scalar(held.values(at: 2) { _ in .scalar(7) }) == 1)
  }

  @Test("a group's speed, offset, repeats and timing function reach its children")
  func groupTiming() throws {
    let fade = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1), duration: 1)
    var group = AnimationGroup(animations: [fade], duration: 1)
    group.timingFunction = .easeIn
    let eased = TimingFunction.easeIn.progress(at: 0.5)
    #expect(abs(scalar(group.values(at: 0.5) { _ in .scalar(7) })! - eased) < 1e-12)
    group.timingFunction = nil
    group.timing.speed = 2
    group.timing.repeatCount = 2
    #expect(abs(scalar(group.values(at: 0.75) { _ in .scalar(7) })! - 0.5) < 1e-12)
    group.timing.speed = 1
    group.timing.timeOffset = 0.25
    #expect(abs(scalar(group.values(at: 0.5) { _ in .scalar(7) })! - 0.75) < 1e-12)
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
