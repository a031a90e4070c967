import Flipbook
import FlipbookQuartz
import FlipbookTesting
import Testing

/// The app's `LikeViewController` on an iPhone 16, its Like button tapped by name: the tap
/// finds the button wherever Auto Layout put it on that screen. References were recorded
/// after they were looked at.
@Suite("the app's LikeViewController on a device")
struct LikeOnDeviceTests {
  @Test("tapping the Like button on an iPhone 16 likes the photo once")
  func likeOnAnIPhone() throws {
    let recording = try Recording(
      of: LikeViewController(), on: .iPhone16, duration: 1, settings: RenderSettings(scale: 1)
    ) { controller, touches in
      touches.tap(controller.likeButton, at: 0.3)
    }
    assertSnapshot(of: recording, as: .frames(at: [0.2, 0.5]))

    // The button's centre, from the constraints: 393 / 2 across; 15 + 24 + 24 + 8 + 20 + 4
    // + 32 / 2 = 111 points down.
    let tap = try #require(recording.events().first { $0.name == "touch.began" })
    #expect(tap.fields.contains { $0.key == "x" && $0.value == .number(196.5) })
    #expect(tap.fields.contains { $0.key == "y" && $0.value == .number(111) })
  }
}
