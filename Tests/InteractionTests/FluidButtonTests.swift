import Animation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

@Suite("Fluid button (seed 004)")
struct FluidButtonTests {
  private final class Bench {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let timeline: Timeline
    let touches: TouchSystem
    let button: FluidButton

    init(style: FluidButton.Style = .flat) {
      timeline = Timeline(rootLayer: root)
      touches = TouchSystem(timeline: timeline, showsTouches: false)
      button = FluidButton(
        title: "7", frame: Rect(x: 100, y: 50, width: 100, height: 100), style: style,
        timeline: timeline)
      root.addSublayer(button.layer)
      touches.register(button)
    }

    func shown(at t: Double) -> PropertyValues { root.presentation(at: t).sublayers[0].values }
  }

  @Test("touch down highlights at once and plays a light haptic")
  func touchDown() {
    let bench = Bench()
    var script = TouchScript()
    script.press(at: Point(x: 150, y: 100), time: 0.5)
    bench.touches.run(script)
    bench.timeline.advance(to: 0.5)
    #expect(bench.shown(at: 0.5).backgroundColor == FluidButton.Style.flat.highlightedBackground)
    #expect(bench.timeline.events.contains { $0.name == "haptic" && $0.time == 0.5 })
  }

  @Test("touch up fades back over 0.5 s ease-out")
  func fadeBack() {
    let bench = Bench()
    var script = TouchScript()
    script.tap(at: Point(x: 150, y: 100), time: 0, duration: 0.2)
    bench.touches.run(script)
    bench.timeline.advance(to: 0.45)
    let style = FluidButton.Style.flat
    let p = TimingFunction.easeOut.progress(at: 0.5)
    let expected =
      style.highlightedBackground.red + (style.background.red - style.highlightedBackground.red) * p
    #expect(abs((bench.shown(at: 0.45).backgroundColor?.red ?? -1) - expected) < 1e-9)
    bench.timeline.advance(to: 0.8)
    #expect(bench.shown(at: 0.8).backgroundColor == style.background)
    #expect(bench.button.layer.animationKeys.isEmpty)
  }

  /// Seed 004's press runs `UIViewPropertyAnimator(duration: 0, timingParameters:)` with a
  /// mass-stiffness-damping spring, whose own settling time replaces the animator's duration;
  /// a spring animation left without a duration would stop after 0.25 s (issue 8, item 3).
  @Test("the press spring runs its settling duration")
  func pressRunsTheSettlingDuration() throws {
    let bench = Bench()
    var script = TouchScript()
    script.press(at: Point(x: 150, y: 100), time: 0.1)
    bench.touches.run(script)
    bench.timeline.advance(to: 0.1)
    let spring = Spring(dampingRatio: 0.4, response: 0.2)
    let press = try #require(bench.button.layer.animation(forKey: "press"))
    #expect(press.timing.duration == spring.settlingDuration)
    #expect(abs(press.timing.endTime - (0.1 + spring.settlingDuration)) < 1e-12)
  }

  @Test("a new touch during the fade interrupts it: highlighted at once")
  func interruptible() {
    let bench = Bench()
    var script = TouchScript()
    script.tap(at: Point(x: 150, y: 100), time: 0, duration: 0.1)
    script.press(at: Point(x: 150, y: 100), time: 0.3)
    bench.touches.run(script)
    bench.timeline.advance(to: 0.3)
    #expect(bench.shown(at: 0.3).backgroundColor == FluidButton.Style.flat.highlightedBackground)
    #expect(!bench.button.layer.animationKeys.contains("fade.background"))
  }

  @Test("dragging out fades back; dragging in highlights again")
  func dragExitAndEnter() {
    let bench = Bench()
    var script = TouchScript()
    script.press(at: Point(x: 150, y: 100), time: 0)
    script.move(along: [Point(x: 150, y: 100), Point(x: 150, y: 190)], from: 0.1, speed: 900)
    script.move(along: [Point(x: 150, y: 190), Point(x: 150, y: 100)], from: 0.5, speed: 900)
    bench.touches.run(script)
    bench.timeline.advance(to: 0.3)
    #expect(!bench.button.isHighlighted)
    #expect(bench.button.layer.animationKeys.contains("fade.background"))
    bench.timeline.advance(to: 0.7)
    #expect(bench.button.isHighlighted)
    #expect(bench.timeline.events.filter { $0.name == "haptic" }.count == 2)
  }

  @Test("the press scale follows the spring with damping ratio 0.4 and response 0.2")
  func pressSpring() throws {
    let bench = Bench()
    var script = TouchScript()
    script.press(at: Point(x: 150, y: 100), time: 0)
    bench.touches.run(script)
    bench.timeline.advance(to: 0.05)
    let spring = Spring(dampingRatio: 0.4, response: 0.2)
    let expected = 1 + (FluidButton.pressedScale - 1) * spring.progress(at: 0.05)
    #expect(abs(bench.shown(at: 0.05).transform.m11 - expected) < 1e-9)
    // It overshoots below the pressed scale before settling.
    let lowest = stride(from: 0.0, through: 0.4, by: 0.005).map {
      bench.shown(at: $0).transform.m11
    }.min()!
    #expect(lowest < FluidButton.pressedScale)
  }

  @Test("both styles have corner radius 2; only ghost has a border of 1")
  func styles() {
    #expect(Bench(style: .flat).button.layer.borderWidth == 0)
    let ghost = Bench(style: .ghost).button.layer
    #expect(ghost.borderWidth == 1 && ghost.cornerRadius == 2)
  }
}
