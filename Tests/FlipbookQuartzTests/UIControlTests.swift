import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Testing

/// A control subclass written as on iOS: it logs its events with where the finger was, and
/// counts the tracking calls.
private final class LoggingControl: UIControl {
  var log: [(event: String, x: CGFloat, highlighted: Bool)] = []
  var trackingCalls: [String] = []
  var lastTouch: UITouch?

  override init(frame: CGRect) {
    super.init(frame: frame)
    addTarget(self, action: LoggingControl.down, for: .touchDown)
    addTarget(self, action: LoggingControl.exit, for: .touchDragExit)
    addTarget(self, action: LoggingControl.enter, for: .touchDragEnter)
    addTarget(self, action: LoggingControl.upInside(_:event:), for: .touchUpInside)
    addTarget(self, action: LoggingControl.other(_:), for: [.touchUpOutside, .touchCancel])
  }

  required init?(coder: NSCoder) { nil }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    trackingCalls.append("begin")
    lastTouch = touch
    return super.beginTracking(touch, with: event)
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    if trackingCalls.last != "continue" { trackingCalls.append("continue") }
    return super.continueTracking(touch, with: event)
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    trackingCalls.append("end")
  }

  override func cancelTracking(with event: UIEvent?) {
    trackingCalls.append("cancel")
  }

  private func note(_ name: String) {
    let x = lastTouch?.location(in: nil).x ?? .nan
    log.append((name, x, isHighlighted))
  }

  func down() { note("touchDown") }
  func exit() { note("touchDragExit") }
  func enter() { note("touchDragEnter") }
  func upInside(_ sender: LoggingControl, event: UIEvent?) { note("touchUpInside") }
  func other(_ sender: UIControl) { note(isTouchInside ? "cancel" : "touchUpOutside") }
}

@Suite("UIControl")
struct UIControlTests {
  /// A 60 × 40 control at (100, 100) in a window, with `script` run over 3 s.
  private func setUp(_ script: TouchScript) -> (Scene, UIWindow, LoggingControl) {
    let scene = Scene(size: Size(width: 400, height: 300), duration: 3)
    let window = UIWindow(scene: scene)
    let control = LoggingControl(frame: CGRect(x: 100, y: 100, width: 60, height: 40))
    window.addSubview(control)
    scene.touches.run(script)
    return (scene, window, control)
  }

  @Test(
    "a control a block animates gets no touches unless the block allows user interaction",
    arguments: [false, true])
  func touchesWhileAnimating(allows: Bool) throws {
    var script = TouchScript()
    script.tap(at: Point(x: 130, y: 120), time: 0.5)
    script.tap(at: Point(x: 130, y: 120), time: 1.5)
    let (scene, _, control) = setUp(script)
    // Apple: "During an animation, user interactions are temporarily disabled for the views
    // being animated." The pulse runs 0…1 s.
    UIView.animate(
      withDuration: 1, delay: 0, options: allows ? [.allowUserInteraction] : [],
      animations: { control.alpha = 0.5 })
    scene.timeline.advance(to: 3)
    let downs = control.log.filter { $0.event == "touchDown" }.count
    #expect(downs == (allows ? 2 : 1))
  }

  @Test(
    """
    a dragged touch exits 70 points beyond the bounds, re-enters there and lifts inside: \
    touchDown, touchDragExit, touchDragEnter, touchUpInside where the margin predicts
    """)
  func enlargedTrackingArea() throws {
    // UIKit's tracking margin, 70 pt (Stack Overflow 14340122: exit "when finger leaves the
    // control about 70 pixels, which is the default behavior of the UIControl").
    #expect(UIControl.trackingMargin == 70)
    var script = TouchScript()
    script.press(at: Point(x: 130, y: 120), time: 0.1)
    let out = script.move(
      along: [Point(x: 130, y: 120), Point(x: 280, y: 120)], from: 0.2, speed: 150,
      sampleRate: 50)
    script.move(
      along: [Point(x: 280, y: 120), Point(x: 130, y: 120)], from: out + 0.1, speed: 150,
      sampleRate: 50)
    script.lift(at: Point(x: 130, y: 120), time: 2.6)
    let (scene, _, control) = setUp(script)
    scene.timeline.advance(to: 3)

    // The right edge is at x = 160; the tracking area's edge 70 points further, at 230.
    let edge = 100.0 + 60 + 70
    let moves = script.events.filter { $0.phase == .moved }.map(\.location.x)
    let firstOutside = try #require(moves.first { $0 >= edge })
    let backInside = try #require(moves.drop { $0 < edge }.first { $0 < edge })
    #expect(
      control.log.map(\.event) == [
        "touchDown", "touchDragExit", "touchDragEnter", "touchUpInside",
      ])
    guard control.log.count == 4 else { return }
    #expect(control.log[0].x == 130)
    #expect(control.log[1].x == firstOutside && firstOutside < edge + 3)
    #expect(control.log[2].x == backInside && backInside > edge - 3)
    #expect(control.log[3].x == 130)
    // Highlighted while touching down, exiting, entering and lifting inside run.
    #expect(control.log.allSatisfy { $0.highlighted })
    #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
    #expect(control.trackingCalls == ["begin", "continue", "end"])
  }

  @Test("the highlight and isTouchInside follow the tracking area, not the bounds")
  func highlightFollowsTrackingArea() {
    var script = TouchScript()
    script.press(at: Point(x: 130, y: 120), time: 0.1)
    // 40 points below the bottom edge (y = 140): outside the bounds, inside the area.
    script.move(along: [Point(x: 130, y: 120), Point(x: 130, y: 180)], from: 0.2, speed: 300)
    // 80 points below: outside both.
    script.move(along: [Point(x: 130, y: 180), Point(x: 130, y: 220)], from: 0.6, speed: 300)
    script.lift(at: Point(x: 130, y: 220), time: 1.0)
    let (scene, _, control) = setUp(script)
    scene.timeline.advance(to: 0.5)
    #expect(control.isHighlighted && control.isTouchInside && control.isTracking)
    #expect(control.state == .highlighted)
    scene.timeline.advance(to: 0.9)
    #expect(!control.isHighlighted && !control.isTouchInside && control.isTracking)
    scene.timeline.advance(to: 1.5)
    #expect(control.log.map(\.event) == ["touchDown", "touchDragExit", "touchUpOutside"])
  }

  @Test("a cancelled touch sends touchCancel; a disabled control sends nothing")
  func cancelAndDisabled() {
    var script = TouchScript()
    script.press(at: Point(x: 130, y: 120), time: 0.1)
    script.cancel(at: Point(x: 130, y: 120), time: 0.3)
    script.tap(at: Point(x: 130, y: 120), time: 0.6)
    let (scene, _, control) = setUp(script)
    scene.timeline.advance(to: 0.5)
    #expect(control.log.map(\.event) == ["touchDown", "cancel"])
    #expect(control.trackingCalls == ["begin", "cancel"])
    control.isEnabled = false
    #expect(control.state == .disabled)
    scene.timeline.advance(to: 1)
    #expect(control.log.count == 2)
  }

  @Test("UIAction handlers, sendActions(for:), removeTarget and removeAction")
  func actions() {
    let control = UIControl(frame: .zero)
    var ran: [String] = []
    let tap = UIAction(title: "Tap") { action in
      ran.append("\(action.title) from \(action.sender === control)")
    }
    control.addAction(tap, for: [.touchUpInside, .primaryActionTriggered])
    control.addAction(UIAction { _ in ran.append("changed") }, for: .valueChanged)
    final class Target {
      var count = 0
      func fire() { count += 1 }
    }
    let target = Target()
    control.addTarget(target, action: Target.fire, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(ran == ["changed"] && target.count == 1)
    // Several events at once run in UIKit's bit order, each once per registration.
    control.sendActions(for: [.primaryActionTriggered, .touchUpInside])
    #expect(ran == ["changed", "Tap from true", "Tap from true"])
    control.removeTarget(target, action: nil, for: .valueChanged)
    control.removeAction(tap, for: .touchUpInside)
    control.sendActions(for: [.valueChanged, .touchUpInside])
    #expect(target.count == 1 && ran.count == 4)
    #expect(control.allControlEvents == [.valueChanged, .primaryActionTriggered])
  }
}
