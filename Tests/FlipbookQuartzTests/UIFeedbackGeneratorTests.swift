import FlipbookQuartz
import Foundation
import Layers
import Testing

/// UIKit's feedback generators play haptics, which a recording cannot; each is logged as a
/// `haptic` event at the time it was played, so a test can check that it was.
@Suite("UIFeedbackGenerator")
struct UIFeedbackGeneratorTests {
  @Test("selection and notification feedback are logged with their style and type")
  func logged() throws {
    let (scene, _) = animationScene()
    let selection = UISelectionFeedbackGenerator()
    let notification = UINotificationFeedbackGenerator()
    scene.timeline.schedule(at: 0.5) {
      selection.prepare()
      selection.selectionChanged()
      notification.notificationOccurred(.warning)
      UIImpactFeedbackGenerator(style: .rigid).impactOccurred()
    }
    scene.timeline.advance(to: 1)
    let haptics = scene.timeline.events.filter { $0.name == "haptic" }
    #expect(haptics.map(\.time) == [0.5, 0.5, 0.5])
    #expect(
      haptics.map { $0["style"] } == [
        .string("selection"), .string("notification"), .string("rigid"),
      ])
    #expect(haptics[1]["type"] == .string("warning"))
  }
}
