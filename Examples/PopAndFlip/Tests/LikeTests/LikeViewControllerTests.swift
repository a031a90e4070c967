import Flipbook
import FlipbookQuartz
import FlipbookTesting
import Testing

/// The app's `LikeViewController` (App/LikeViewController.swift, linked here as `iOS`),
/// compiled unchanged, in a window: the Like button tapped at 0.2 s, the card double-tapped
/// at 1.0 s. References were recorded after they were looked at; re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test` and look at `__Snapshots__/`.
@Suite("the app's LikeViewController, as written for iOS")
struct LikeViewControllerTests {
  /// The controller the last build made, to read its state after the frames.
  final class Built {
    var controller: LikeViewController?
  }

  func recording(_ built: Built = Built()) throws -> Recording {
    var script = TouchScript()
    script.tap(at: Point(x: 110, y: 111), time: 0.2)  // the Like button; lifts at 0.32 s
    script.tap(at: Point(x: 50, y: 50), time: 1.0)  // the card, twice
    script.tap(at: Point(x: 50, y: 50), time: 1.25)
    return try Recording(
      size: Size(width: 220, height: 150), duration: 2,
      settings: RenderSettings(fps: 10, scale: 1)
    ) { scene in
      let window = UIWindow(scene: scene)
      let controller = LikeViewController()
      window.rootViewController = controller
      built.controller = controller
      scene.touches.run(script)
    }
  }

  @Test("the button's #selector action and the double tap's each like the photo once")
  func likes() throws {
    let built = Built()
    let recording = try recording(built)
    _ = try recording.frame(at: 0.9)
    #expect(built.controller?.likes == 1)
    _ = try recording.frame(at: 1.9)
    #expect(built.controller?.likes == 2)
  }

  @Test("at 40 % of the pop, 0.16 s after the lift, the heart is 1.4 times its 24 points")
  func heartAtPeak() throws {
    let frame = try recording().frame(at: 0.32 + 0.4 * 0.4)
    // The row through the heart's centre (y 51): each pixel's share of heart colour, from
    // the white card's green channel to the heart's at its centre.
    let centre = frame[110, 51]
    var width = 0.0
    for x in 60..<160 {
      let green = Double(frame[x, 51].green)
      width += (255 - green) / (255 - Double(centre.green))
    }
    // A 33.6-point circle, its chord half a pixel off the centre: 33.58.
    #expect(abs(width - 33.58) < 0.25, "measured \(width)")
  }

  @Test("the frames and the GIF")
  func frames() throws {
    let recording = try recording()
    assertSnapshot(of: recording, as: .frames(at: [0.1, 0.48, 1.0, 1.9]))
    assertSnapshot(of: recording, as: .gif(tolerance: 2))
  }
}
