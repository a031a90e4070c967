import Geometry
import Interaction
import Layers
import Pixels
import Testing

/// A scene with two image buttons (100 × 100 pt at x 0 and 200) whose images are twice as
/// wide as tall, so the visible image is the middle band y 25...75 of each.
private final class Bench {
  let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 200))
  let timeline: Timeline
  let touches: TouchSystem
  let group = ImageButtonGroup()
  var left: ImageButton!
  var right: ImageButton!
  var fired: [String] = []

  init() {
    timeline = Timeline(rootLayer: root)
    touches = TouchSystem(timeline: timeline, showsTouches: false)
    for (name, x) in [("left", 0.0), ("right", 200.0)] {
      let layer = Layer(frame: Rect(x: x, y: 0, width: 100, height: 100), name: name)
      layer.contents = LayerContents(image: Image(width: 40, height: 20, fill: .red))
      root.addSublayer(layer)
      let button = ImageButton(layer: layer, name: name, group: group, timeline: timeline)
      button.addAction { [unowned self] in self.fired.append("\(name) at \(self.timeline.now)") }
      touches.register(button)
      if name == "left" { left = button } else { right = button }
    }
  }

  func run(_ script: TouchScript, until time: Double) {
    touches.run(script)
    timeline.advance(to: time)
  }

  func scale(_ button: ImageButton) -> Double { button.layer.transform.m11 }
}

@Suite("Image button (seed 000)")
struct ImageButtonTests {
  @Test("pressed inside the visible image it shrinks to 0.9; released it pops, then fires")
  func tap() {
    let bench = Bench()
    var script = TouchScript()
    script.press(at: Point(x: 50, y: 50), time: 0.1)
    script.lift(at: Point(x: 50, y: 50), time: 0.4)
    bench.touches.run(script)
    bench.timeline.advance(to: 0.2)
    #expect(bench.scale(bench.left) == 0.9)
    #expect(bench.left.isTouched)
    bench.timeline.advance(to: 0.5)
    #expect(bench.scale(bench.left) == 1)  // the model is reset; the pop shows over it
    #expect(bench.left.layer.animation(forKey: "pop") != nil)
    #expect(bench.fired.isEmpty)  // not before the pop ends
    bench.timeline.advance(to: 1)
    #expect(bench.fired == ["left at 0.7"])
    #expect(bench.left.layer.animation(forKey: "pop") == nil)
    #expect(bench.group.busy == nil)
  }

  @Test("dragged out it returns to 1, back in to 0.9, and released inside it still fires")
  func dragOutAndBack() {
    let bench = Bench()
    var script = TouchScript()
    script.press(at: Point(x: 50, y: 50), time: 0.1)
    script.move(along: [Point(x: 50, y: 50), Point(x: 150, y: 50)], from: 0.2, speed: 1000)
    script.move(along: [Point(x: 150, y: 50), Point(x: 50, y: 50)], from: 0.5, speed: 1000)
    script.lift(at: Point(x: 50, y: 50), time: 0.8)
    bench.touches.run(script)
    bench.timeline.advance(to: 0.4)
    #expect(bench.scale(bench.left) == 1)
    bench.timeline.advance(to: 0.7)
    #expect(bench.scale(bench.left) == 0.9)
    bench.timeline.advance(to: 2)
    #expect(bench.fired == ["left at 1.1"])
  }

  @Test("released outside it does not fire, and the group is free again")
  func releasedOutside() {
    let bench = Bench()
    var script = TouchScript()
    script.press(at: Point(x: 50, y: 50), time: 0.1)
    script.move(along: [Point(x: 50, y: 50), Point(x: 150, y: 150)], from: 0.2, speed: 1000)
    script.lift(at: Point(x: 150, y: 150), time: 0.5)
    bench.run(script, until: 2)
    #expect(bench.fired.isEmpty)
    #expect(bench.group.busy == nil)
    #expect(bench.scale(bench.left) == 1)
  }

  @Test("a press on the bounds outside the visible image does nothing")
  func outsideVisibleImage() {
    let bench = Bench()
    var script = TouchScript()
    script.tap(at: Point(x: 50, y: 10), time: 0.1)  // above the 25...75 band
    bench.run(script, until: 2)
    #expect(bench.fired.isEmpty)
    #expect(!bench.left.isTouched)
    #expect(bench.left.visibleImageRect == Rect(x: 0, y: 25, width: 100, height: 50))
  }

  @Test("a long press still fires")
  func longPress() {
    let bench = Bench()
    var script = TouchScript()
    script.tap(at: Point(x: 50, y: 50), time: 0.1, duration: 3)
    bench.run(script, until: 4)
    #expect(bench.fired == ["left at 3.4"])
  }

  @Test("while one button is pressed or popping, another is ignored")
  func oneAtATime() {
    let bench = Bench()
    var script = TouchScript()
    script.press(at: Point(x: 50, y: 50), time: 0.1)
    script.tap(at: Point(x: 250, y: 50), time: 0.2, duration: 0.1, finger: 1)
    script.lift(at: Point(x: 50, y: 50), time: 0.5)
    // During the pop (0.5 to 0.8) the right button is still ignored.
    script.tap(at: Point(x: 250, y: 50), time: 0.6, duration: 0.1, finger: 1)
    bench.touches.run(script)
    bench.timeline.advance(to: 0.25)
    #expect(bench.scale(bench.right) == 1)
    bench.timeline.advance(to: 2)
    #expect(bench.fired == ["left at 0.8"])
    // Once the pop has ended the right one works again.
    var later = TouchScript()
    later.tap(at: Point(x: 250, y: 50), time: 2.1)
    bench.run(later, until: 3)
    #expect(bench.fired.last?.hasPrefix("right") == true)
  }

  @Test("a cancelled touch resets the button without firing")
  func cancelled() {
    let bench = Bench()
    var script = TouchScript()
    script.press(at: Point(x: 50, y: 50), time: 0.1)
    script.cancel(at: Point(x: 50, y: 50), time: 0.3)
    bench.run(script, until: 1)
    #expect(bench.fired.isEmpty)
    #expect(bench.scale(bench.left) == 1)
    #expect(bench.group.busy == nil)
  }
}

@Suite("Touches and hit testing")
struct TouchTests {
  @Test("hit testing goes through transforms and picks the frontmost layer")
  func hitTesting() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let back = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "back")
    let card = Layer(frame: Rect(x: 50, y: 50, width: 100, height: 100), name: "card")
    card.transform = .scale(x: 0.5, y: 0.5, z: 1)
    root.addSublayer(back)
    root.addSublayer(card)
    #expect(root.hitTest(Point(x: 100, y: 100), at: 0) === card)
    // (60, 60) is inside the untransformed card but outside the half-size one.
    #expect(root.hitTest(Point(x: 60, y: 60), at: 0) === back)
    card.isUserInteractionEnabled = false
    #expect(root.hitTest(Point(x: 100, y: 100), at: 0) === back)
    #expect(root.hitTest(Point(x: 300, y: 100), at: 0) == nil)
    #expect(card.convertFromScene(Point(x: 100, y: 100), at: 0) == Point(x: 50, y: 50))
  }

  @Test("a drag reports moves at the sample rate and ends on time")
  func dragTiming() {
    var script = TouchScript()
    let end = script.drag(
      along: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 50)], from: 1, speed: 100,
      sampleRate: 10, hold: 0)
    #expect(abs(end - 2.5) < 1e-12)
    let moves = script.events.filter { $0.phase == .moved }
    #expect(moves.count == 15)
    #expect(moves.last?.location == Point(x: 100, y: 50))
    #expect(moves[9].location == Point(x: 100, y: 0))
    #expect(script.events.first?.phase == .began && script.events.last?.phase == .ended)
  }

  @Test("touches are logged with their position and finger; the finger dot follows them")
  func logAndIndicator() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let timeline = Timeline(rootLayer: root)
    let touches = TouchSystem(timeline: timeline)
    var script = TouchScript()
    script.drag(
      along: [Point(x: 10, y: 10), Point(x: 60, y: 10)], from: 0, speed: 100, sampleRate: 4, hold: 0
    )
    touches.run(script)
    timeline.advance(to: 0.3)
    #expect(root.firstLayer(named: "touch-0")?.position == Point(x: 35, y: 10))
    timeline.advance(to: 1)
    #expect(root.firstLayer(named: "touch-0") == nil)
    let names = timeline.events.map(\.name)
    #expect(names.first == "touch.began" && names.last == "touch.ended")
    #expect(
      timeline.events.first?.description == "0 touch.began x=10 y=10 finger=0")
  }
}
