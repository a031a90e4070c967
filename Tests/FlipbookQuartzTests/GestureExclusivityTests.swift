import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Testing

/// A view logging the touch methods that reach it, with the time.
private final class TimedTouchLog: UIView {
  var log: [(name: String, time: Double)] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append(("began", CACurrentMediaTime()))
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append(("ended", CACurrentMediaTime()))
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append(("cancelled", CACurrentMediaTime()))
  }
}

/// Records the actions of its recognisers by name and state.
private final class Actions {
  var log: [String] = []
  func tapped(_ recognizer: UITapGestureRecognizer) {
    log.append("tap\(recognizer.numberOfTapsRequired)")
  }
  func panned(_ recognizer: UIPanGestureRecognizer) {
    if recognizer.state == .began { log.append("pan") }
  }
  func pressed(_ recognizer: UILongPressGestureRecognizer) {
    if recognizer.state == .began { log.append("press") }
  }
}

/// A delegate answering each question as set.
private final class Delegate: UIGestureRecognizerDelegate {
  var simultaneous = false
  var begins = true
  var receives = true
  var requiresFailureOf: UIGestureRecognizer?
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { otherGestureRecognizer === requiresFailureOf }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  { receives }
}

@Suite("Recogniser exclusivity and delegates")
struct GestureExclusivityTests {
  private func setUp(_ script: TouchScript) -> (Scene, TimedTouchLog, Actions) {
    let scene = Scene(size: Size(width: 300, height: 300), duration: 3)
    let window = UIWindow(scene: scene)
    let view = TimedTouchLog(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    window.addSubview(view)
    scene.touches.run(script)
    return (scene, view, Actions())
  }

  /// Adds `recognizers` to `view`, with a delegate for `delegating` (returned: a delegate is
  /// held weakly) that allows recognising together when `simultaneous`.
  private func attach(
    _ recognizers: [UIGestureRecognizer], to view: UIView, delegating: UIGestureRecognizer,
    simultaneous: Bool
  ) -> Delegate {
    let delegate = Delegate()
    delegate.simultaneous = simultaneous
    delegating.delegate = delegate
    for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
    return delegate
  }

  /// A drag of exactly 10 points: the pan begins (its 10-point threshold) while the tap
  /// still may recognise (it fails beyond 10 points); then a tap.
  private var shortDragThenTap: TouchScript {
    var script = TouchScript()
    script.drag(along: [Point(x: 100, y: 100), Point(x: 110, y: 100)], from: 0.1, speed: 100)
    script.tap(at: Point(x: 100, y: 100), time: 1.0)
    return script
  }

  @Test("a drag gives only the pan, a tap only the tap; a delegate allowing both gives both")
  func panAndTap() {
    for simultaneous in [false, true] {
      let (scene, view, actions) = setUp(shortDragThenTap)
      let tap = UITapGestureRecognizer(target: actions, action: Actions.tapped)
      let pan = UIPanGestureRecognizer(target: actions, action: Actions.panned)
      let delegate = attach([tap, pan], to: view, delegating: tap, simultaneous: simultaneous)
      scene.timeline.advance(to: 0.8)
      #expect(actions.log == (simultaneous ? ["pan", "tap1"] : ["pan"]))
      #expect(tap.state == .possible && pan.state == .possible)
      scene.timeline.advance(to: 2)
      #expect(actions.log.dropFirst(simultaneous ? 2 : 1) == ["tap1"])
      withExtendedLifetime(delegate) {}
    }
  }

  @Test("a long press held then dragged makes the pan fail, unless the delegate allows both")
  func pressThenDrag() {
    var script = TouchScript()
    script.press(at: Point(x: 100, y: 100), time: 0.1)
    script.move(along: [Point(x: 100, y: 100), Point(x: 160, y: 100)], from: 0.8, speed: 200)
    script.lift(at: Point(x: 160, y: 100), time: 1.3)
    for simultaneous in [false, true] {
      let (scene, view, actions) = setUp(script)
      let press = UILongPressGestureRecognizer(target: actions, action: Actions.pressed)
      let pan = UIPanGestureRecognizer(target: actions, action: Actions.panned)
      let delegate = attach([press, pan], to: view, delegating: pan, simultaneous: simultaneous)
      scene.timeline.advance(to: 0.7)
      #expect(pan.state == (simultaneous ? .possible : .failed))
      scene.timeline.advance(to: 2)
      #expect(actions.log == (simultaneous ? ["press", "pan"] : ["press"]))
      withExtendedLifetime(delegate) {}
    }
  }

  @Test("gestureRecognizerShouldBegin false: the action never runs and the state is failed")
  func shouldBegin() {
    var script = TouchScript()
    script.drag(along: [Point(x: 100, y: 100), Point(x: 150, y: 100)], from: 0.1, speed: 100)
    let (scene, view, actions) = setUp(script)
    let pan = UIPanGestureRecognizer(target: actions, action: Actions.panned)
    let delegate = Delegate()
    delegate.begins = false
    pan.delegate = delegate
    view.addGestureRecognizer(pan)
    var states: [UIGestureRecognizer.State] = []
    scene.timeline.schedule(at: 0.4) { states.append(pan.state) }
    scene.timeline.advance(to: 2)
    #expect(actions.log.isEmpty && states == [.failed])
    // The view keeps its touches: nothing recognised.
    #expect(view.log.map(\.name) == ["began", "ended"])
  }

  @Test("a touch the delegate keeps from the recogniser is never seen by it")
  func shouldReceive() {
    var script = TouchScript()
    script.tap(at: Point(x: 100, y: 100), time: 0.1)
    let (scene, view, actions) = setUp(script)
    let tap = UITapGestureRecognizer(target: actions, action: Actions.tapped)
    let delegate = Delegate()
    delegate.receives = false
    tap.delegate = delegate
    view.addGestureRecognizer(tap)
    scene.timeline.advance(to: 1)
    #expect(actions.log.isEmpty && view.log.map(\.name) == ["began", "ended"])
  }

  @Test(
    "delaysTouchesBegan: the view's touches arrive when the recogniser fails, never when it recognises"
  )
  func delaysTouchesBegan() throws {
    var script = TouchScript()
    // Lifted after 0.2 s: the long press fails at the lift.
    script.tap(at: Point(x: 100, y: 100), time: 0.1, duration: 0.2)
    // Held 0.8 s: the long press begins at 1.5 s.
    script.tap(at: Point(x: 100, y: 100), time: 1.0, duration: 0.8)
    let (scene, view, actions) = setUp(script)
    let press = UILongPressGestureRecognizer(target: actions, action: Actions.pressed)
    press.delaysTouchesBegan = true
    view.addGestureRecognizer(press)
    scene.timeline.advance(to: 0.2)
    #expect(view.log.isEmpty)
    scene.timeline.advance(to: 0.9)
    #expect(view.log.map(\.name) == ["began", "ended"])
    #expect(view.log.allSatisfy { abs($0.time - 0.3) < 1e-9 })
    scene.timeline.advance(to: 3)
    #expect(actions.log == ["press"] && view.log.count == 2)
  }

  @Test(
    "delaysTouchesEnded: a lift waits for a double tap to fail, and is cancelled if it recognises")
  func delaysTouchesEnded() {
    var script = TouchScript()
    script.tap(at: Point(x: 100, y: 100), time: 0.1)
    script.tap(at: Point(x: 100, y: 100), time: 1.0)
    script.tap(at: Point(x: 100, y: 100), time: 1.3)
    let (scene, view, actions) = setUp(script)
    let doubleTap = UITapGestureRecognizer(target: actions, action: Actions.tapped)
    doubleTap.numberOfTapsRequired = 2
    view.addGestureRecognizer(doubleTap)
    scene.timeline.advance(to: 0.9)
    // Lifted at 0.22; the double tap fails 0.35 s later, and the lift reaches the view then.
    #expect(view.log.map(\.name) == ["began", "ended"])
    #expect(abs(view.log[1].time - 0.57) < 1e-9)
    scene.timeline.advance(to: 2)
    // Both touches of the pair began for the view; recognising cancels both, the first one's
    // held lift included, in one call.
    #expect(view.log.map(\.name).dropFirst(2) == ["began", "began", "cancelled"])
    #expect(actions.log == ["tap2"])
  }

  @Test("a single tap waits for a double tap through the delegate's shouldRequireFailureOf")
  func requireFailureThroughDelegate() {
    var script = TouchScript()
    script.tap(at: Point(x: 100, y: 100), time: 0.1)
    script.tap(at: Point(x: 100, y: 100), time: 0.35)
    script.tap(at: Point(x: 100, y: 100), time: 1.5)
    for asks in [false, true] {
      let (scene, view, actions) = setUp(script)
      let single = UITapGestureRecognizer(target: actions, action: Actions.tapped)
      let double = UITapGestureRecognizer(target: actions, action: Actions.tapped)
      double.numberOfTapsRequired = 2
      let delegate = Delegate()
      delegate.requiresFailureOf = asks ? double : nil
      single.delegate = delegate
      view.addGestureRecognizer(single)
      view.addGestureRecognizer(double)
      scene.timeline.advance(to: 3)
      // Without the requirement the single tap wins the first tap, making the double fail;
      // with it, the double tap wins the pair and the lone tap is single after 0.35 s.
      #expect(actions.log == (asks ? ["tap2", "tap1"] : ["tap1", "tap1", "tap1"]))
    }
  }

  /// A button in a view with a double-tap recogniser acts at its lift (0.32 s), as the
  /// button's own action comes first on iOS ("default control actions prevent overlapping
  /// gesture recognizer behavior"); the view still sees the double tap.
  @Test("a control's touches are not held back by its ancestors' recognisers")
  func controlUnderDoubleTap() throws {
    var script = TouchScript()
    script.tap(at: Point(x: 70, y: 70), time: 0.2)
    script.tap(at: Point(x: 200, y: 200), time: 1.0)
    script.tap(at: Point(x: 200, y: 200), time: 1.2)
    let (scene, view, actions) = setUp(script)
    let doubleTap = UITapGestureRecognizer(target: actions, action: Actions.tapped)
    doubleTap.numberOfTapsRequired = 2
    view.addGestureRecognizer(doubleTap)
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    view.addSubview(button)
    var pressedAt: [Double] = []
    button.addAction(UIAction { _ in pressedAt.append(CACurrentMediaTime()) }, for: .touchUpInside)
    scene.timeline.advance(to: 2)
    #expect(pressedAt.count == 1)
    #expect(abs((pressedAt.first ?? 0) - 0.32) < 1e-9)
    #expect(actions.log == ["tap2"])
  }
}

@Suite("The buttons example of porting.md")
struct ButtonsSnippetTests {
  @Test("the pay button shrinks while pressed; the card's drag, double tap and tap stay apart")
  func example() {
    let scene = Scene(size: Size(width: 300, height: 300), duration: 4)
    let window = UIWindow(scene: scene)
    let button = makePayButton()
    button.frame = CGRect(x: 20, y: 240, width: 200, height: 50)
    window.addSubview(button)
    let card = UIView(frame: CGRect(x: 50, y: 20, width: 200, height: 200))
    window.addSubview(card)
    let gestures = CardGestures()
    gestures.install(on: card)
    var script = TouchScript()
    script.tap(at: Point(x: 100, y: 260), time: 0.1, duration: 0.3)
    script.drag(along: [Point(x: 100, y: 100), Point(x: 200, y: 100)], from: 0.6, speed: 200)
    script.tap(at: Point(x: 100, y: 100), time: 1.5)
    script.tap(at: Point(x: 100, y: 100), time: 1.75)
    script.tap(at: Point(x: 100, y: 100), time: 2.5)
    scene.touches.run(script)
    scene.timeline.advance(to: 0.2)
    #expect(button.transform == CGAffineTransform(scaleX: 0.95, y: 0.95))
    scene.timeline.advance(to: 0.5)
    #expect(button.transform == .identity)
    scene.timeline.advance(to: 4)
    #expect(gestures.log == ["drag", "zoom", "flip"])
  }

}
