import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Testing

/// Records the tap count of each touch that begins on it.
private final class TapCounter: UIView {
  var counts: [Int] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    counts += touches.map(\.tapCount)
  }
}

/// Records a control's repeated touch-downs.
private final class RepeatLog {
  var repeats = 0
  func repeated() { repeats += 1 }
}

/// UITouch.tapCount: "the number of times the finger was tapped for this given touch";
/// UIControl.Event.touchDownRepeat: "a repeated touch-down event in the control; for this
/// event the value of the UITouch tapCount method is greater than one".
@Suite("UITouch.tapCount")
struct UITouchTapCountTests {
  @Test("quick taps in one place count up; a pause or another place starts again at 1")
  func counts() {
    var script = TouchScript()
    script.tap(at: Point(x: 100, y: 100), time: 0.1)
    script.tap(at: Point(x: 104, y: 100), time: 0.35)
    script.tap(at: Point(x: 100, y: 103), time: 0.6)
    // Long after the last lift: a new series.
    script.tap(at: Point(x: 100, y: 100), time: 1.5)
    // Quick, but 60 points away.
    script.tap(at: Point(x: 160, y: 100), time: 1.7)
    let scene = Scene(size: Size(width: 300, height: 300), duration: 3)
    let window = UIWindow(scene: scene)
    let view = TapCounter(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(view)
    scene.touches.run(script)
    scene.timeline.advance(to: 3)
    #expect(view.counts == [1, 2, 3, 1, 1])
  }

  @Test("a control's second quick tap sends touchDownRepeat")
  func touchDownRepeat() {
    var script = TouchScript()
    script.tap(at: Point(x: 100, y: 100), time: 0.1)
    script.tap(at: Point(x: 100, y: 100), time: 0.35)
    let scene = Scene(size: Size(width: 300, height: 300), duration: 3)
    let window = UIWindow(scene: scene)
    let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(button)
    let log = RepeatLog()
    button.addTarget(log, action: RepeatLog.repeated, for: .touchDownRepeat)
    scene.touches.run(script)
    scene.timeline.advance(to: 3)
    #expect(log.repeats == 1)
  }
}
