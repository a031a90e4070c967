import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Testing

/// What the recognisers' actions saw.
private final class Log {
  var states: [UIGestureRecognizer.State] = []
  var values: [CGFloat] = []
  var velocities: [CGFloat] = []

  func pinched(_ recognizer: UIPinchGestureRecognizer) {
    states.append(recognizer.state)
    values.append(recognizer.scale)
    velocities.append(recognizer.velocity)
  }

  func rotated(_ recognizer: UIRotationGestureRecognizer) {
    states.append(recognizer.state)
    values.append(recognizer.rotation)
  }

  func swiped(_ recognizer: UISwipeGestureRecognizer) {
    states.append(recognizer.state)
  }
}

/// UIKit: a pinch's scale is "the scale factor relative to the points of the two touches in
/// screen coordinates", its velocity "the velocity of the pinch in scale factor per second";
/// a rotation is "the rotation of the gesture in radians"; a swipe is discrete, recognised
/// "when the specified number of touches have moved mostly in an allowable direction far
/// enough to be considered a swipe".
@Suite("Pinch, rotation and swipe")
struct TwoFingerGestureTests {
  private func scene(_ script: TouchScript) -> (Scene, UIView) {
    let scene = Scene(size: Size(width: 300, height: 300), duration: 3)
    let window = UIWindow(scene: scene)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(view)
    scene.touches.run(script)
    return (scene, view)
  }

  @Test("two fingers moving apart from 100 to 200 points pinch to scale 2, at 2 a second")
  func pinch() {
    var script = TouchScript()
    script.press(at: Point(x: 100, y: 150), time: 0.1, finger: 0)
    script.press(at: Point(x: 200, y: 150), time: 0.1, finger: 1)
    // Each finger 50 points outwards at 100 points a second: the distance grows 200 a second.
    script.move(
      along: [Point(x: 100, y: 150), Point(x: 50, y: 150)], from: 0.2, speed: 100, finger: 0)
    script.move(
      along: [Point(x: 200, y: 150), Point(x: 250, y: 150)], from: 0.2, speed: 100, finger: 1)
    script.lift(at: Point(x: 50, y: 150), time: 0.9, finger: 0)
    script.lift(at: Point(x: 250, y: 150), time: 0.9, finger: 1)
    let (scene, view) = scene(script)
    let log = Log()
    view.addGestureRecognizer(UIPinchGestureRecognizer(target: log, action: Log.pinched))
    scene.timeline.advance(to: 2)
    #expect(log.states.first == .began && log.states.last == .ended)
    // It begins once the distance has grown 10 points: a scale of at least 1.1.
    #expect(log.values.first.map { $0 >= 1.1 && $0 < 1.2 } == true)
    #expect(abs((log.values.last ?? 0) - 2) < 1e-9)
    // Over each move both fingers have gone the same way: 200 points a second on 100.
    let settled = log.velocities.dropFirst().dropLast()
    #expect(!settled.isEmpty && settled.allSatisfy { abs($0 - 2) < 1e-6 })
  }

  @Test("a finger going a quarter round the other turns the rotation to π/2")
  func rotation() {
    var script = TouchScript()
    script.press(at: Point(x: 100, y: 150), time: 0.1, finger: 0)
    script.press(at: Point(x: 200, y: 150), time: 0.1, finger: 1)
    // Around finger 0 at radius 100, from angle 0 to π/2: clockwise on screen.
    let arc = (0...45).map { step -> Point in
      let angle = Double(step) / 45 * .pi / 2
      return Point(x: 100 + 100 * cos(angle), y: 150 + 100 * sin(angle))
    }
    let end = script.move(along: arc, from: 0.2, speed: 200, finger: 1)
    script.lift(at: Point(x: 100, y: 150), time: end + 0.1, finger: 0)
    let (scene, view) = scene(script)
    let log = Log()
    view.addGestureRecognizer(UIRotationGestureRecognizer(target: log, action: Log.rotated))
    scene.timeline.advance(to: 3)
    #expect(log.states.first == .began && log.states.last == .ended)
    // Begun past 5°.
    #expect(log.values.first.map { $0 >= 5 * .pi / 180 } == true)
    // At .ended, as at the last change: where the fingers were.
    #expect(log.values.suffix(2).allSatisfy { abs($0 - .pi / 2) < 1e-9 })
  }

  @Test("a quick stroke right swipes; a slow one or the wrong way does not")
  func swipe() {
    var script = TouchScript()
    // 120 points in 0.2 s: past the 50-point minimum long before 0.5 s.
    script.drag(along: [Point(x: 50, y: 100), Point(x: 170, y: 100)], from: 0.1, speed: 600)
    // 50 points a second: 25 points at 0.5 s, short of the 26.5 the minimum has shrunk to.
    script.drag(along: [Point(x: 50, y: 200), Point(x: 100, y: 200)], from: 1.0, speed: 50)
    // Quick, but leftwards.
    script.drag(along: [Point(x: 250, y: 100), Point(x: 130, y: 100)], from: 2.3, speed: 600)
    let (scene, view) = scene(script)
    let log = Log()
    let right = UISwipeGestureRecognizer(target: log, action: Log.swiped)
    view.addGestureRecognizer(right)
    scene.timeline.advance(to: 3)
    #expect(log.states == [.ended])
    #expect(right.direction == .right && UISwipeGestureRecognizer.Direction.left.rawValue == 2)
  }
}
