import Foundation
import Geometry
import Interaction
import Layers
import Testing

@Suite("Rotate gesture recogniser (seed 003)")
struct RotateGestureRecognizerTests {
  private final class Bench {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let timeline: Timeline
    let touches: TouchSystem
    var recognizer: RotateGestureRecognizer!
    var turns: [RotateGestureRecognizer.Turn] = []

    init() {
      timeline = Timeline(rootLayer: root)
      touches = TouchSystem(timeline: timeline, showsTouches: false)
      recognizer = RotateGestureRecognizer(view: root, timeline: timeline) { [unowned self] in
        self.turns.append($0)
      }
      touches.register(recognizer)
    }

    /// Runs a one-finger drag along `path` and returns the failure reasons logged.
    func drag(_ path: [(Double, Double)], from time: Double = 0) -> [String] {
      var script = TouchScript()
      script.drag(
        along: path.map { Point(x: $0.0, y: $0.1) }, from: time, speed: 200, sampleRate: 60)
      touches.run(script)
      timeline.advance(to: time + 10)
      return failures
    }

    var failures: [String] {
      timeline.events.filter { $0.name == "gesture.failed" }.compactMap {
        if case .string(let reason) = $0["reason"] { reason } else { nil }
      }
    }
  }

  @Test("right 25 pt (drifting down), then down 25 pt (drifting right): clockwise")
  func clockwise() {
    let bench = Bench()
    #expect(bench.drag([(50, 50), (80, 55), (85, 90)]).isEmpty)
    #expect(bench.turns == [.clockwise])
  }

  @Test("the mirror image, left then down: counter-clockwise")
  func counterClockwise() {
    let bench = Bench()
    #expect(bench.drag([(200, 50), (170, 52), (166, 90)]).isEmpty)
    #expect(bench.turns == [.counterClockwise])
  }

  /// A failing gesture: what it does, its path, the reason logged.
  struct FailureCase: Sendable, CustomTestStringConvertible {
    let name: String
    let path: [(Double, Double)]
    let reason: String
    var testDescription: String { name }
  }

  static let failureCases: [FailureCase] = [
    FailureCase(
      name: "moving up on the way right", path: [(50, 50), (70, 45)], reason: "moved up"),
    FailureCase(
      name: "moving up on the way down", path: [(50, 50), (80, 50), (80, 90), (82, 70)],
      reason: "moved up"),
    FailureCase(
      name: "turning back left on the way right", path: [(50, 50), (65, 50), (60, 50)],
      reason: "moved left on the way right"),
    FailureCase(
      name: "turning back right on the way left", path: [(200, 50), (185, 50), (190, 50)],
      reason: "moved right on the way left"),
    FailureCase(
      name: "drifting left on the way down", path: [(50, 50), (80, 50), (75, 90)],
      reason: "moved left on the way down"),
    FailureCase(
      name: "drifting right on the way down", path: [(200, 50), (170, 50), (175, 90)],
      reason: "moved right on the way down"),
    FailureCase(
      name: "too short to the right", path: [(50, 50), (70, 50), (70, 90)],
      reason: "lifted before the gesture was complete"),
    FailureCase(
      name: "too short down", path: [(50, 50), (80, 50), (80, 70)],
      reason: "lifted before the gesture was complete"),
  ]

  @Test("each failure rule", arguments: failureCases)
  func failures(_ c: FailureCase) {
    let bench = Bench()
    #expect(bench.drag(c.path) == [c.reason])
    #expect(bench.turns.isEmpty)
  }
  @Test("a second finger fails the gesture, even a valid one")
  func secondFinger() {
    let bench = Bench()
    var script = TouchScript()
    script.press(at: Point(x: 50, y: 50), time: 0)
    script.press(at: Point(x: 200, y: 200), time: 0.05, finger: 1)
    script.move(
      along: [Point(x: 50, y: 50), Point(x: 80, y: 52), Point(x: 82, y: 90)], from: 0.1, speed: 200)
    script.lift(at: Point(x: 82, y: 90), time: 1)
    script.lift(at: Point(x: 200, y: 200), time: 1, finger: 1)
    bench.touches.run(script)
    bench.timeline.advance(to: 2)
    #expect(bench.failures == ["more than one finger"])
    #expect(bench.turns.isEmpty)
  }

  @Test("a cancelled touch fails; the recogniser resets between gestures")
  func cancelAndReset() {
    let bench = Bench()
    var script = TouchScript()
    script.press(at: Point(x: 50, y: 50), time: 0)
    script.move(
      along: [Point(x: 50, y: 50), Point(x: 80, y: 50), Point(x: 80, y: 90)], from: 0.1, speed: 200)
    script.cancel(at: Point(x: 80, y: 90), time: 1)
    bench.touches.run(script)
    bench.timeline.advance(to: 1.5)
    #expect(bench.failures == ["cancelled"])
    #expect(bench.recognizer.state == .possible)
    #expect(bench.drag([(50, 50), (80, 55), (85, 90)], from: 2) == ["cancelled"])
    #expect(bench.turns == [.clockwise])
  }

  @Test("the angle accumulates modulo 2π, as the seed keeps it")
  func angleAccumulates() {
    let image = RotatingImage(layer: Layer(), animated: false)
    for _ in 0..<5 { image.apply(.clockwise) }
    #expect(abs(image.angle - .pi / 2) < 1e-12)
    image.apply(.counterClockwise)
    #expect(abs(image.angle) < 1e-12)
    image.apply(.counterClockwise)
    #expect(abs(image.angle - 3 * .pi / 2) < 1e-12)
    let t = image.layer.transform
    #expect(abs(t.m11) < 1e-12 && abs(t.m12 + 1) < 1e-12)  // R_z(3π/2): (1, 0) → (0, −1)
  }

  @Test("animated, a counter-clockwise turn goes back a quarter, not on three quarters")
  func animatedShortWay() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let timeline = Timeline(rootLayer: root)
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.addSublayer(layer)
    let image = RotatingImage(layer: layer, animated: true)
    image.apply(.counterClockwise)
    timeline.advance(to: 0.125)
    let m = root.presentation(at: 0.125).sublayers[0].values.transform
    let shown = atan2(m.m12, m.m11)
    #expect(shown < 0 && shown > -.pi / 2)
  }
}
