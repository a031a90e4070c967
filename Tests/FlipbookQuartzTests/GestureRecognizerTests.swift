import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Testing

/// A view logging the touch methods that reach it.
private final class TouchLog: UIView {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("cancelled")
  }
}

/// Records each action with the recogniser's state and the time.
private final class Handler {
  var log: [(name: String, state: UIGestureRecognizer.State, time: Double)] = []
  var translations: [CGPoint] = []
  var velocities: [CGPoint] = []
  let view: UIView
  init(view: UIView) { self.view = view }
  func tapped(_ recognizer: UITapGestureRecognizer) {
    log.append(("tap\(recognizer.numberOfTapsRequired)", recognizer.state, CACurrentMediaTime()))
  }
  var untold = 0
  func tappedWithoutRecognizer() { untold += 1 }
  func pressed(_ recognizer: UILongPressGestureRecognizer) {
    log.append(("press", recognizer.state, CACurrentMediaTime()))
  }
  func panned(_ recognizer: UIPanGestureRecognizer) {
    log.append(("pan", recognizer.state, CACurrentMediaTime()))
    translations.append(recognizer.translation(in: view))
    velocities.append(recognizer.velocity(in: view))
  }
}

@Suite("Concrete gesture recognisers")
struct GestureRecognizerTests {
  private func setUp(_ script: TouchScript) -> (Scene, TouchLog, Handler) {
    let scene = Scene(size: Size(width: 300, height: 300), duration: 3)
    let window = UIWindow(scene: scene)
    let view = TouchLog(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    window.addSubview(view)
    scene.touches.run(script)
    return (scene, view, Handler(view: view))
  }

  @Test("a tap is recognised on lifting and takes the touch from the view, unless told not to")
  func tap() {
    var script = TouchScript()
    script.tap(at: Point(x: 100, y: 100), time: 0.1)
    script.tap(at: Point(x: 100, y: 100), time: 1.0)
    // Moves 20 points: not a tap.
    script.drag(along: [Point(x: 100, y: 100), Point(x: 120, y: 100)], from: 2.0, speed: 100)
    let (scene, view, handler) = setUp(script)
    let tap = UITapGestureRecognizer(target: handler, action: Handler.tapped)
    view.addGestureRecognizer(tap)
    scene.timeline.advance(to: 0.5)
    #expect(handler.log.map(\.state) == [.ended])
    #expect(view.log == ["began", "cancelled"])
    tap.cancelsTouchesInView = false
    scene.timeline.advance(to: 1.5)
    #expect(handler.log.count == 2 && view.log.suffix(2) == ["began", "ended"])
    scene.timeline.advance(to: 3)
    #expect(handler.log.count == 2 && view.log.suffix(2) == ["began", "ended"])
  }

  @Test("an action may take nothing, as UIKit allows: a double tap calls it once")
  func actionWithoutRecognizer() {
    var script = TouchScript()
    script.tap(at: Point(x: 100, y: 100), time: 0.1)
    script.tap(at: Point(x: 100, y: 100), time: 0.35)
    script.tap(at: Point(x: 100, y: 100), time: 1.5)
    let (scene, view, handler) = setUp(script)
    let doubleTap = UITapGestureRecognizer(target: handler, action: Handler.tappedWithoutRecognizer)
    doubleTap.numberOfTapsRequired = 2
    view.addGestureRecognizer(doubleTap)
    let added = UITapGestureRecognizer()
    added.addTarget(handler, action: Handler.tappedWithoutRecognizer)
    scene.timeline.advance(to: 1)
    #expect(handler.untold == 1)
    view.addGestureRecognizer(added)
    scene.timeline.advance(to: 3)
    #expect(handler.untold == 2)
  }

  @Test("a long press begins after 0.5 s held still, changes as it moves, ends on lifting")
  func longPress() throws {
    var script = TouchScript()
    script.press(at: Point(x: 100, y: 100), time: 0.2)
    script.move(along: [Point(x: 100, y: 100), Point(x: 130, y: 100)], from: 1.0, speed: 100)
    script.lift(at: Point(x: 130, y: 100), time: 1.6)
    // Lifted after 0.3 s: no press.
    script.tap(at: Point(x: 100, y: 100), time: 2.0, duration: 0.3)
    let (scene, view, handler) = setUp(script)
    view.addGestureRecognizer(
      UILongPressGestureRecognizer(target: handler, action: Handler.pressed))
    scene.timeline.advance(to: 3)
    let states = handler.log.map(\.state)
    #expect(states.first == .began && states.last == .ended)
    #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed } && states.count > 3)
    let began = try #require(handler.log.first?.time)
    #expect(abs(began - 0.7) < 1e-9)
    #expect(view.log == ["began", "cancelled", "began", "ended"])
  }

  @Test("a pan's translation and velocity follow the finger in the view's coordinates")
  func pan() throws {
    var script = TouchScript()
    script.drag(
      along: [Point(x: 100, y: 100), Point(x: 200, y: 150)], from: 0.2, speed: 100,
      sampleRate: 50)
    let (scene, view, handler) = setUp(script)
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    view.addGestureRecognizer(UIPanGestureRecognizer(target: handler, action: Handler.panned))
    scene.timeline.advance(to: 3)
    #expect(handler.log.first?.state == .began && handler.log.last?.state == .ended)
    // Began once the finger had moved 10 points (the hysteresis): not before.
    let first = try #require(handler.translations.first)
    let moved = hypot(first.x, first.y) * 0.5
    #expect(moved >= 10 && moved < 13)
    // 100 × 50 points in the window; the view is half size, so twice that in its own.
    let last = try #require(handler.translations.last)
    #expect(abs(last.x - 200) < 1e-6 && abs(last.y - 100) < 1e-6)
    // 100 points a second along (2, 1)/√5 in the window: twice that in the view.
    let velocity = try #require(handler.velocities.dropLast().last)
    #expect(abs(hypot(velocity.x, velocity.y) - 200) < 1)
  }

  @Test("a single tap that requires the double tap to fail waits for it, or fails with it")
  func requireToFail() {
    var script = TouchScript()
    script.tap(at: Point(x: 100, y: 100), time: 0.1, duration: 0.1)
    script.tap(at: Point(x: 100, y: 100), time: 1.0, duration: 0.1)
    script.tap(at: Point(x: 100, y: 100), time: 1.25, duration: 0.1)
    let (scene, view, handler) = setUp(script)
    let single = UITapGestureRecognizer(target: handler, action: Handler.tapped)
    let double = UITapGestureRecognizer(target: handler, action: Handler.tapped)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    scene.timeline.advance(to: 3)
    #expect(handler.log.map(\.name) == ["tap1", "tap2"])
    // The single tap fires once the double tap gives up, 0.35 s after the lift at 0.2 s.
    #expect(abs((handler.log.first?.time ?? 0) - 0.55) < 1e-9)
    #expect(abs((handler.log.last?.time ?? 0) - 1.35) < 1e-9)
  }
}
