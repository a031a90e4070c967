import Animation
import Foundation
import Geometry
import Interaction
import Layers
import Testing

@Suite("View animations (UIView.animate on the engine)")
struct ViewAnimationTests {
  /// A 200 × 200 scene with one 100 × 100 layer at (50, 50).
  private final class Bench {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 3)
    let layer = Layer(frame: Rect(x: 50, y: 50, width: 100, height: 100), name: "card")
    var completions: [(time: Double, finished: Bool)] = []

    init() { scene.rootLayer.addSublayer(layer) }

    var timeline: Timeline { scene.timeline }

    /// Runs `animation` at `time` with `changes`, logging its completion.
    func run(
      _ animation: ViewAnimation, at time: Double,
      _ changes: [(property: LayerProperty, value: AnimatableValue)]
    ) {
      timeline.schedule(at: time) { [self] in
        animation.run(changes, on: layer) { [self] finished in
          completions.append((timeline.now, finished))
        }
      }
    }

    func opacity(at t: Double) -> Double { layer.presentedValues(at: t).opacity }
    func position(at t: Double) -> Point { layer.presentedValues(at: t).position }
  }

  private static let linear = ViewAnimation.Pacing.curve(TimingFunction(name: .linear))

  @Test("a change whose value cannot animate is logged as a rejected animation, not dropped")
  func unanimatableChangeIsLogged() {
    let bench = Bench()
    bench.run(ViewAnimation(duration: 0.5), at: 0.1, [(.opacity, .color(.red))])
    bench.timeline.advance(to: 0.2)
    let rejected = bench.timeline.events.filter { $0.name == "animation.rejected" }
    #expect(rejected.count == 1)
    #expect(rejected.first?["keyPath"] == .string("opacity"))
    #expect(rejected.first?["layer"] == .string("card"))
    // Nothing animates, so the block completes as the next event.
    #expect(bench.completions.map(\.finished) == [true])
  }

  @Test("the model takes the new value at once; the old shows through the delay")
  func delayAndLinearProgress() {
    let bench = Bench()
    bench.run(ViewAnimation(duration: 1, delay: 0.5, pacing: Self.linear), at: 0, [(.opacity, 0)])
    bench.timeline.advance(to: 0)
    #expect(bench.layer.opacity == 0)
    #expect(bench.opacity(at: 0.25) == 1)
    #expect(abs(bench.opacity(at: 1.0) - 0.5) < 1e-12)
    #expect(abs(bench.opacity(at: 1.25) - 0.25) < 1e-12)
    bench.timeline.advance(to: 2)
    #expect(bench.opacity(at: 2) == 0)
    #expect(bench.completions.count == 1)
    #expect(abs(bench.completions[0].time - 1.5) < 1e-9)
    #expect(bench.completions[0].finished)
  }

  @Test("the default curve is ease-in-ease-out: half way at half time, slow at the ends")
  func defaultCurve() {
    let bench = Bench()
    bench.run(ViewAnimation(duration: 1), at: 0, [(.opacity, 0)])
    bench.timeline.advance(to: 0)
    // Control points (0.42, 0, 0.58, 1) are symmetric about the middle.
    #expect(abs(bench.opacity(at: 0.5) - 0.5) < 1e-9)
    // Slower than linear at the start: less than a tenth done at 0.1 s.
    #expect(bench.opacity(at: 0.1) > 0.95)
  }

  @Test("a spring form overshoots as a damped spring from rest does and settles by the duration")
  func springOvershoot() {
    let bench = Bench()
    let ratio = 0.5
    bench.run(
      ViewAnimation(duration: 1, pacing: .spring(dampingRatio: ratio, initialVelocity: 0)), at: 0,
      [(.position, .point(Point(x: 100, y: 200)))])
    bench.timeline.advance(to: 0)
    // From y = 100 to 200: a second-order step response's first peak overshoots by
    // exp(−πζ/√(1−ζ²)) of the distance, whatever its frequency.
    let predicted = 100 * exp(-Double.pi * ratio / (1 - ratio * ratio).squareRoot())
    let peak = stride(from: 0.0, through: 1, by: 0.0005).map { bench.position(at: $0).y }.max()!
    #expect(abs(peak - 200 - predicted) < 0.05)
    // UIKit's mapping promises the envelope is within 0.001 of the distance at the duration.
    #expect(abs(bench.position(at: 0.999).y - 200) <= 0.1 + 1e-9)
  }

  @Test("a new block on a running property blends into it without a jump; both complete")
  func interruptionWithoutJump() {
    let bench = Bench()
    bench.run(ViewAnimation(duration: 1, pacing: Self.linear), at: 0, [(.opacity, 0)])
    bench.run(ViewAnimation(duration: 1, pacing: Self.linear), at: 0.5, [(.opacity, 1)])
    bench.timeline.advance(to: 0.5)
    let before = 1 - 0.5
    #expect(abs(bench.opacity(at: 0.5) - before) < 1e-12)
    // Just after, the first is still falling (−1 per second) and the second rising
    // (+1 per second): the sum holds still.
    #expect(abs(bench.opacity(at: 0.6) - before) < 1e-12)
    bench.timeline.advance(to: 2)
    #expect(bench.opacity(at: 1.5) == 1)
    #expect(bench.completions.map(\.finished) == [true, true])
  }

  @Test("touches skip an animating layer unless the block allows user interaction")
  func touchesDuringAnimation() {
    let centre = Point(x: 100, y: 100)
    for allows in [false, true] {
      let bench = Bench()
      bench.run(
        ViewAnimation(duration: 1, allowsUserInteraction: allows), at: 0, [(.opacity, 0.5)])
      bench.timeline.advance(to: 0.5)
      let during = bench.scene.rootLayer.hitTest(centre, at: 0.5)
      #expect((during === bench.layer) == allows)
      bench.timeline.advance(to: 1.5)
      #expect(bench.scene.rootLayer.hitTest(centre, at: 1.5) === bench.layer)
    }
  }

  @Test("with no duration the change is made at once and the completion is the next event")
  func zeroDuration() {
    let bench = Bench()
    bench.timeline.advance(to: 0.2)
    var completed = false
    ViewAnimation(duration: 0).run([(.opacity, 0)], on: bench.layer) { completed = $0 }
    #expect(bench.layer.opacity == 0)
    #expect(bench.layer.animationKeys.isEmpty)
    #expect(!completed)
    bench.timeline.advance(to: 0.2)
    #expect(completed)
  }

  @Test("a block that repeats never completes; autoreverse runs each pass back")
  func repeatAndAutoreverse() {
    let bench = Bench()
    bench.run(
      ViewAnimation(duration: 0.5, pacing: Self.linear, repeats: true, autoreverses: true), at: 0,
      [(.opacity, 0)])
    bench.timeline.advance(to: 3)
    #expect(bench.completions.isEmpty)
    // Forward 0 → 0.5 s, back 0.5 → 1 s: at 0.75 s half way back.
    #expect(abs(bench.opacity(at: 0.75) - 0.5) < 1e-12)
    #expect(abs(bench.opacity(at: 1.0) - 1) < 1e-12)
  }

  @Test("a transform that cannot be inverted animates from the value on screen")
  func singularTransform() {
    let bench = Bench()
    let flat = Transform3D.identity.scaled(x: 0, y: 0, z: 1)
    bench.run(
      ViewAnimation(duration: 1, pacing: Self.linear), at: 0, [(.transform, .transform(flat))])
    bench.timeline.advance(to: 0)
    // The engine interpolates a singular end by switching at the midpoint: the value on
    // screen (the identity) shows until then, the flat transform after.
    #expect(bench.layer.presentedValues(at: 0.4).transform == .identity)
    #expect(bench.layer.presentedValues(at: 0.6).transform == flat)
  }
}

@Suite("View transitions (UIView.transition on the engine)")
struct ViewTransitionTests {
  private final class Bench {
    let scene = Scene(size: Size(width: 300, height: 200), duration: 3)
    let container = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "card")
    let front = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "front")
    let back = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "back")
    var finished: Bool?

    init() {
      scene.rootLayer.addSublayer(container)
      container.addSublayer(front)
      container.addSublayer(back)
      back.isHidden = true
    }

    func run(_ transition: ViewTransition) {
      transition.run(
        on: container,
        change: { [self] in
          front.isHidden = true
          back.isHidden = false
        }, completion: { [self] in finished = $0 })
    }

    /// The angle about y a layer of the root shows at `t` (R_y(θ)·P has m11 = cos θ,
    /// m13 = −sin θ).
    func angle(ofRootSublayer index: Int, at t: Double) -> Double {
      let m = scene.rootLayer.presentation(at: t).sublayers[index].values.transform
      return atan2(-m.m13, m.m11)
    }
  }

  @Test("a flip turns a copy of the old content away, then the changed layer in")
  func flip() throws {
    let bench = Bench()
    bench.run(
      ViewTransition(style: .flipFromLeft, duration: 1, curve: TimingFunction(name: .linear)))
    let root = bench.scene.rootLayer
    #expect(root.sublayers.map(\.name) == ["card", "card.snapshot"])
    let snapshot = root.sublayers[1]
    #expect(snapshot.sublayers.map(\.isHidden) == [false, true])
    #expect(bench.front.isHidden && !bench.back.isHidden)
    // Linear halves: the copy is at π/4 at a quarter, the layer at −π/4 at three quarters.
    #expect(abs(bench.angle(ofRootSublayer: 1, at: 0.25) - .pi / 4) < 1e-9)
    #expect(abs(bench.angle(ofRootSublayer: 0, at: 0.25) + .pi / 2) < 1e-9)
    #expect(abs(bench.angle(ofRootSublayer: 0, at: 0.75) + .pi / 4) < 1e-9)
    bench.scene.timeline.advance(to: 1.5)
    #expect(root.sublayers.map(\.name) == ["card"])
    #expect(bench.container.transform == .identity)
    #expect(bench.finished == true)
  }

  @Test("a cross dissolve fades the copy out over the changed layer fading in")
  func crossDissolve() {
    let bench = Bench()
    bench.run(
      ViewTransition(style: .crossDissolve, duration: 1, curve: TimingFunction(name: .linear)))
    let root = bench.scene.rootLayer.presentation(at: 0.3)
    #expect(abs(root.sublayers[1].values.opacity - 0.7) < 1e-12)
    #expect(abs(root.sublayers[0].values.opacity - 0.3) < 1e-12)
  }

  @Test("each flip's edge and axis follow UIKit's option names")
  func flipDirections() {
    #expect(ViewTransition.Style.flipFromLeft.flip?.keyPath == "transform.rotation.y")
    #expect(ViewTransition.Style.flipFromTop.flip?.keyPath == "transform.rotation.x")
    #expect(ViewTransition.Style.crossDissolve.flip == nil)
    #expect(
      ViewTransition.Style.allCases.map(\.optionName) == [
        "transitionFlipFromLeft", "transitionFlipFromRight", "transitionFlipFromTop",
        "transitionFlipFromBottom", "transitionCrossDissolve",
      ])
  }
}
