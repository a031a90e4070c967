import Foundation
import Testing

@testable import Flipbook

/// Frames compared with PNGs recorded after they were looked at. Set
/// `SNAPSHOT_TESTING_RECORD=all` to record them again (then look at them before committing).
@Suite("Golden frames")
struct GoldenFrameTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/GoldenFrameTests").path

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

  private func assertGolden(_ image: Image, named name: String) throws {
    let path = "\(Self.directory)/\(name).png"
    let record =
      ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].map {
        $0 == "all" || $0 == "1"
      } ?? false
    if record || !FileManager.default.fileExists(atPath: path) {
      try FileManager.default.createDirectory(
        atPath: Self.directory, withIntermediateDirectories: true)
      try image.writePNG(to: path)
      Issue.record("recorded \(path): look at it, then run the tests again")
      return
    }
    let golden = try Image(contentsOfPNGFile: path)
    try #require(golden.width == image.width && golden.height == image.height)
    var differing = 0
    var worst = 0
    var diff = Image(width: image.width, height: image.height, fill: .white)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let a = image[x, y]
        let b = golden[x, y]
        let d = max(
          abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
          abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
        worst = max(worst, d)
        if d > 2 {
          differing += 1
          diff[x, y] = Color(red: 1, green: 0, blue: 0, alpha: 1).pixel
        }
      }
    }
    // Up to 0.1 % of pixels may move by more than 2 levels (floating-point differences
    // between machines at anti-aliased edges).
    let allowed = image.width * image.height / 1000
    if differing > allowed {
      let out = NSTemporaryDirectory() + "flipbook-golden-\(name)"
      try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      try? image.writePNG(to: out + "/actual.png")
      try? diff.writePNG(to: out + "/diff.png")
      Issue.record("\(name): \(differing) pixels differ (worst by \(worst)); see \(out)/")
    }
  }
}
