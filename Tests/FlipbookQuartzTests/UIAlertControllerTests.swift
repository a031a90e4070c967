import Flipbook
import FlipbookQuartz
import Geometry
import Interaction
import Layers
import Testing

@Suite("UIAlertController")
struct UIAlertControllerTests {
  @Test("present shows the alert, OK dismisses it and then runs the handler; a message is reported")
  func presentAndDismiss() throws {
    let scene = Scene(size: Size(width: 320, height: 240), duration: 2)
    let window = UIWindow(scene: scene)
    let controller = UIViewController()
    window.rootViewController = controller
    var log: [String] = []
    let alert = UIAlertController(title: "Hi", message: "More", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .cancel) { _ in log.append("handler") })
    var script = TouchScript()
    // The OK button: the panel's bottom 44 points, centred in the scene.
    script.tap(at: Point(x: 160, y: 120 + 56 - 22), time: 1.0)
    scene.touches.run(script)
    controller.present(alert, animated: true) { log.append("presented") }
    #expect(controller.presentedViewController === alert)
    #expect(alert.presentingViewController === controller)
    scene.timeline.advance(to: 0.5)
    #expect(log == ["presented"])
    #expect(window.subviews.last === alert.view)
    scene.timeline.advance(to: 2)
    #expect(log == ["presented", "handler"])
    #expect(controller.presentedViewController == nil && alert.view.superview == nil)
    let unsupported = scene.timeline.events.filter { $0.name == "alert.unsupported" }
    #expect(unsupported.map { $0["reason"] } == [.string("a message is not drawn")])
  }
}
