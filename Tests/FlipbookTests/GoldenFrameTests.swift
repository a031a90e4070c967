import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

@testable import Flipbook

/// Frames compared with PNGs recorded after they were looked at, through the FlipbookTesting
/// strategy. Set `SNAPSHOT_TESTING_RECORD=all` to record them again (then look at them
/// before committing).
@Suite("Golden frames")
struct GoldenFrameTests {
  /// The flip before it starts, turning away, nearly edge-on, turning in, and settled.
  @Test("the flip at the moments that matter", arguments: [0.4, 0.6, 0.85, 1.05, 1.6])
  func flip(at time: Double) throws {
    let recording = try Recording(demo: .flip, settings: RenderSettings(scale: 1))
    try assertGolden(recording.frame(at: time), named: "flip-\(time)")
  }

  /// The button pressed (0.9), at the peak of its pop (1.2), the alert it shows, and a
  /// second finger on the other button ignored during a long press.
  @Test(
    "the button pressed, popping, its alert, a second finger ignored",
    arguments: [0.6, 0.85, 1.5, 6.2])
  func pop(at time: Double) throws {
    let recording = try Recording(demo: .buttonPop, settings: RenderSettings(scale: 1))
    try assertGolden(recording.frame(at: time), named: "button-pop-\(time)")
  }

  /// The image turning clockwise, turned, and turning back counter-clockwise.
  @Test("the rotation recognised both ways", arguments: [1.15, 1.5, 3.85])
  func rotation(at time: Double) throws {
    let recording = try Recording(demo: .rotation, settings: RenderSettings(scale: 1))
    try assertGolden(recording.frame(at: time), named: "rotation-\(time)")
  }

  /// A flat key highlighted at once, then half-way through its fade back.
  @Test("the fluid button pressed and fading back", arguments: [0.45, 0.7])
  func fluidButton(at time: Double) throws {
    let recording = try Recording(demo: .fluidButton, settings: RenderSettings(scale: 1))
    try assertGolden(recording.frame(at: time), named: "fluid-button-\(time)")
  }

  /// The title fading out, the new title in, a fallback title dimmed, and selected.
  @Test("the system button's states", arguments: [0.45, 1.0, 2.0, 5.3])
  func buttonStates(at time: Double) throws {
    let recording = try Recording(demo: .buttonStates, settings: RenderSettings(scale: 1))
    try assertGolden(recording.frame(at: time), named: "button-states-\(time)")
  }

  /// Compares with the reference in `__Snapshots__/GoldenFrameTests/` through
  /// FlipbookTesting's image strategy (2 levels on 0.1 % of the pixels).
  private func assertGolden(_ image: Image, named name: String) throws {
    assertSnapshot(of: image, as: .image, named: name, testName: "frame")
  }
}
