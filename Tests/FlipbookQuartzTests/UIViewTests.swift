import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Testing

/// A controller logging the touches that reach it.
private final class LoggingController: UIViewController {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("began \(touches.count)")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("ended")
  }
}

/// Recognises a lift after a move of at least 20 pt to the right.
private final class SwipeRecognizer: UIGestureRecognizer {
  var resets = 0
  var movesSeen = 0
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    movesSeen += 1
    if let touch = touches.first, touch.location(in: view).x < touch.previousLocation(in: view).x {
      state = .failed
    }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .recognized
  }
  override func reset() { resets += 1 }
}

/// The target of the swipe's action.
private final class SwipeTarget {
  var recognized: [UIGestureRecognizer.State] = []
  func handleSwipe(_ recognizer: SwipeRecognizer) { recognized.append(recognizer.state) }
}

@Suite("UIView")
struct UIViewTests {
  @Test("a touch on a label goes up the responder chain to the view controller")
  func responderChain() {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 1)
    let window = UIWindow(scene: scene)
    let controller = LoggingController()
    window.rootViewController = controller
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
    label.text = "Hi"
    controller.view.addSubview(label)
    var script = TouchScript()
    script.tap(at: Point(x: 50, y: 40), time: 0.1)
    scene.touches.run(script)
    scene.timeline.advance(to: 1)
    #expect(controller.log == ["began 1", "ended"])
  }

  @Test("hit testing skips hidden and non-interactive views and follows transforms")
  func hitTesting() {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 1)
    let window = UIWindow(scene: scene)
    let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(image)
    var touched: [UIView?] = []
    final class Probe: UIView {
      var onBegan: ((UITouch) -> Void)?
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { onBegan?(touch) }
      }
    }
    let probe = Probe(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    probe.transform = CGAffineTransform(scaleX: 2, y: 2)
    probe.onBegan = { touched.append($0.view) }
    window.addSubview(probe)
    // The image view above nothing interactive: the window gets it, not the image view.
    #expect(image.isUserInteractionEnabled == false)
    var script = TouchScript()
    script.tap(at: Point(x: 50, y: 50), time: 0.1)
    // Outside the probe's frame but inside its doubled presentation.
    script.tap(at: Point(x: 170, y: 170), time: 0.3)
    scene.touches.run(script)
    scene.timeline.advance(to: 1)
    #expect(touched.count == 1 && touched[0] === probe)
  }

  @Test("a recogniser sends its action once recognised, then resets for the next gesture")
  func recognizer() {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 2)
    let window = UIWindow(scene: scene)
    let target = SwipeTarget()
    let swipe = SwipeRecognizer(target: target, action: SwipeTarget.handleSwipe)
    window.addGestureRecognizer(swipe)
    var script = TouchScript()
    script.drag(along: [Point(x: 20, y: 50), Point(x: 80, y: 50)], from: 0.1, speed: 300)
    // Moves left at once: fails, gets no further touches, sends nothing.
    script.drag(along: [Point(x: 80, y: 90), Point(x: 20, y: 90)], from: 0.8, speed: 300)
    scene.touches.run(script)
    scene.timeline.advance(to: 0.7)
    #expect(target.recognized == [.ended])
    #expect(swipe.state == .possible && swipe.resets == 1)
    let moves = swipe.movesSeen
    scene.timeline.advance(to: 2)
    #expect(target.recognized == [.ended])
    #expect(swipe.movesSeen == moves + 1)
    #expect(swipe.resets == 2)
  }

  @Test("a UITouch is one object from touching down to lifting")
  func touchIdentity() {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 1)
    let window = UIWindow(scene: scene)
    final class Tracker: UIView {
      var touches: [UITouch] = []
      var phases: [UITouch.Phase] = []
      override func touchesBegan(_ t: Set<UITouch>, with event: UIEvent?) { record(t) }
      override func touchesMoved(_ t: Set<UITouch>, with event: UIEvent?) { record(t) }
      override func touchesEnded(_ t: Set<UITouch>, with event: UIEvent?) { record(t) }
      func record(_ t: Set<UITouch>) {
        touches += t
        phases += t.map(\.phase)
      }
    }
    let tracker = Tracker(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(tracker)
    var script = TouchScript()
    script.drag(along: [Point(x: 10, y: 10), Point(x: 40, y: 10)], from: 0.1, speed: 300)
    scene.touches.run(script)
    scene.timeline.advance(to: 1)
    #expect(tracker.phases.first == .began && tracker.phases.last == .ended)
    #expect(tracker.touches.allSatisfy { $0 === tracker.touches[0] })
    #expect(tracker.touches[0].location(in: tracker) == CGPoint(x: 40, y: 10))
  }
}
