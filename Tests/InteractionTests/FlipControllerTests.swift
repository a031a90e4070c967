import Animation
import Foundation
import Geometry
import Interaction
import Layers
import Testing

@Suite("Flip (seed 001)")
struct FlipControllerTests {
  private final class Bench {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let container = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "container")
    let hello = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "Hello")
    let world = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "World")
    let timeline: Timeline
    let touches: TouchSystem
    let controller: FlipController

    init() {
      timeline = Timeline(rootLayer: root)
      touches = TouchSystem(timeline: timeline, showsTouches: false)
      root.addSublayer(container)
      container.addSublayer(hello)
      controller = FlipController(
        view: root, container: container, views: (hello, world), duration: 1, timeline: timeline)
      touches.register(controller)
    }

    func tap(at time: Double) {
      var script = TouchScript()
      script.tap(at: Point(x: 150, y: 100), time: time)
      touches.run(script)
    }

    /// The angle about y that a view shows, read from its presented transform (R_y(θ)·P
    /// has m11 = cos θ, m13 = −sin θ).
    func angle(of layer: Layer, at t: Double) -> Double? {
      guard let index = container.sublayers.firstIndex(where: { $0 === layer }) else { return nil }
      let m = container.presentation(at: t).sublayers[index].values.transform
      return atan2(-m.m13, m.m11)
    }
  }

  @Test("the first half turns Hello away 0 → π/2 ease-in, the second turns World in −π/2 → 0")
  func halves() throws {
    let bench = Bench()
    bench.tap(at: 0)
    bench.timeline.advance(to: 0.25)
    let eased = TimingFunction.easeIn.progress(at: 0.5) * .pi / 2
    #expect(abs(try #require(bench.angle(of: bench.hello, at: 0.25)) - eased) < 1e-9)
    #expect(bench.container.sublayers.map(\.name) == ["Hello"])
    // Between the halves Hello is removed and World added.
    bench.timeline.advance(to: 0.75)
    #expect(bench.container.sublayers.map(\.name) == ["World"])
    let easedOut = -.pi / 2 * (1 - TimingFunction.easeOut.progress(at: 0.5))
    #expect(abs(try #require(bench.angle(of: bench.world, at: 0.75)) - easedOut) < 1e-9)
    // The perspective stays while it turns: the presented transform is R_y(θ) · P.
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 400
    let shown = bench.container.presentation(at: 0.75).sublayers[0].values.transform
    let expected = Transform3D.rotation(angle: easedOut, x: 0, y: 1, z: 0) * perspective
    #expect(zip(shown.rows.joined(), expected.rows.joined()).allSatisfy { abs($0 - $1) < 1e-12 })
    bench.timeline.advance(to: 1.5)
    #expect(bench.world.transform == .identity)
    #expect(bench.world.animationKeys.isEmpty)
    #expect(bench.controller.current === bench.world)
  }

  @Test("a tap during a flip is refused; a tap afterwards flips back")
  func lock() {
    let bench = Bench()
    bench.tap(at: 0)
    bench.tap(at: 0.6)
    bench.tap(at: 1.2)
    bench.timeline.advance(to: 3)
    let actions = bench.timeline.events.filter { $0.name == "action" }.map(\.time)
    #expect(actions == [0, 0.6, 1.2])
    #expect(
      bench.timeline.events.contains { $0["name"] == .string("flip refused: one is running") })
    #expect(bench.controller.current === bench.hello)
    #expect(bench.container.sublayers.map(\.name) == ["Hello"])
  }
}
