import Animation
import FlipbookTesting
import Foundation
import Layers
import Pixels
import Scenes
import SnapshotTesting
import Testing

@testable import Flipbook

/// Frames compared with PNGs recorded after they were looked at, through the FlipbookTesting
/// strategy. Set `SNAPSHOT_TESTING_RECORD=all` to record them again (then look at them
/// before committing). Next to each comparison a measurement of the frame checks what the
/// test says it shows, against the value the demo's timing gives at that moment.
@Suite("Golden frames")
struct GoldenFrameTests {
  /// The flip as it starts (flat), turning away (19°), turned 76° towards edge-on, turning
  /// in (50° to go), and settled: the card's width on screen is its projection with
  /// m34 = −1/400 at the angle the eased halves give (0.5 s each from the tap at 0.4 s).
  @Test("the flip at the moments that matter", arguments: [0.4, 0.6, 0.85, 1.05, 1.6])
  func flip(at time: Double) throws {
    let recording = try Recording(file: .builtIn(named: "flip"), settings: RenderSettings(scale: 1))
    let frame = try recording.frame(at: time)
    try assertGolden(frame, named: "flip-\(time)")
    let angle: Double
    if time < 0.9 {
      angle = .pi / 2 * TimingFunction.easeIn.progress(at: max(time - 0.4, 0) / 0.5)
    } else {
      angle = -.pi / 2 * (1 - TimingFunction.easeOut.progress(at: min((time - 0.9) / 0.5, 1)))
    }
    // Corners at x = ±150 turn to x·cos θ at depth −x·sin θ; w = 1 + z·m34.
    let c = cos(angle)
    let s = sin(angle)
    let projected = 150 * c / (1 - 150 * s / 400) + 150 * c / (1 + 150 * s / 400)
    let card = span(in: frame, row: 180) { p in
      (p.blue > 200 && p.red < 60 && p.green < 60) || (p.red > 200 && p.green < 60 && p.blue < 60)
    }
    #expect(abs(Double(card) - projected) <= 2, "width \(card) px, projected \(projected)")
  }

  /// The button pressed (0.9), at the peak of its pop (1.2), the alert it shows, and a
  /// second finger on the other button ignored during a long press (the first stays at 0.9,
  /// the second at 1). The pop starts at the release, 0.8 s; its value 1.2 is at eased
  /// progress 0.4, easeOut⁻¹(0.4) = 0.266 of 0.3 s, so at 0.880 s. The save icon's width is
  /// measured against the cancel icon's at rest.
  @Test(
    "the button pressed, popping, its alert, a second finger ignored",
    arguments: [0.6, 0.88, 1.5, 6.2])
  func pop(at time: Double) throws {
    let recording = try Recording(
      file: .builtIn(named: "button-pop"), settings: RenderSettings(scale: 1))
    let frame = try recording.frame(at: time)
    try assertGolden(frame, named: "button-pop-\(time)")
    if time == 1.5 {
      // The alert panel (270 pt wide) over the dimmed scene.
      let panel = span(in: frame, row: 120) { p in p.red > 240 && p.green > 240 && p.blue > 240 }
      #expect(abs(panel - 270) <= 1, "panel \(panel) px")
      return
    }
    let green = span(in: frame, row: 120) { p in
      Int(p.green) > Int(p.red) + 60 && Int(p.green) > Int(p.blue) + 40
    }
    let red = span(in: frame, row: 120) { p in
      Int(p.red) > Int(p.green) + 80 && Int(p.red) > Int(p.blue) + 80
    }
    let scale = [0.6: 0.9, 0.88: 1.2, 6.2: 0.9][time]!
    #expect(
      abs(Double(green) - scale * Double(red)) <= 2,
      "save \(green) px, cancel \(red) px, expected × \(scale)")
  }

  /// The image turning clockwise, turned, and turning back counter-clockwise: the arrow's
  /// axis (it points up at rest) against the default curve's angle 0.126 s into each
  /// 0.25 s turn (the turns start when the gestures are recognised).
  @Test("the rotation recognised both ways", arguments: [1.15, 1.5, 3.85])
  func rotation(at time: Double) throws {
    let recording = try Recording(
      file: .builtIn(named: "rotation"), settings: RenderSettings(scale: 1))
    let frame = try recording.frame(at: time)
    try assertGolden(frame, named: "rotation-\(time)")
    let turns = recording.events().filter { $0.name == "animation.begin" }.map(\.time)
    let start = try #require(turns.last { $0 <= time })
    let progress = TimingFunction.default.progress(at: min((time - start) / 0.25, 1))
    let clockwise = start < 2
    let expected = clockwise ? -90 + 90 * progress : -90 * progress
    let axis = arrowAxis(in: frame)
    #expect(abs(axis - expected) < 1, "axis \(axis)°, expected \(expected)°")
  }

  /// A flat key highlighted at once (white 0.45), then a third of the way through its fade
  /// back: 0.12 s into the 0.5 s ease-out fade that starts at the release (0.58 s), easeOut
  /// gives 0.36 of the way from white 0.45 to 0.2.
  @Test("the fluid button pressed and fading back", arguments: [0.45, 0.7])
  func fluidButton(at time: Double) throws {
    let recording = try Recording(
      file: .builtIn(named: "fluid-button"), settings: RenderSettings(scale: 1))
    let frame = try recording.frame(at: time)
    try assertGolden(frame, named: "fluid-button-\(time)")
    let progress = time < 0.58 ? 0 : TimingFunction.easeOut.progress(at: (time - 0.58) / 0.5)
    let white = 0.45 + (0.2 - 0.45) * progress
    let shown = Double(frame[35, 70].red) / 255
    #expect(abs(shown - white) < 2.0 / 255, "background \(shown), expected \(white)")
  }

  /// The title fading out (opacity 0.5 a quarter into its 0.2 s [1, 0, 1] keyframes), the
  /// highlighted title in (wider than "Download"), a fallback title dimmed to alpha 0.2,
  /// and selected ("Following" in white 0.45). Titles are blue (red channel 0) on white, so
  /// the red channel of the darkest pixel is 255·(1 − alpha).
  @Test("the system button's states", arguments: [0.45, 1.0, 2.0, 5.3])
  func buttonStates(at time: Double) throws {
    let recording = try Recording(
      file: .builtIn(named: "button-states"), settings: RenderSettings(scale: 1))
    let frame = try recording.frame(at: time)
    try assertGolden(frame, named: "button-states-\(time)")
    func darkest(row y: Int, columns: ClosedRange<Int>) -> Pixel {
      var best = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
      for yy in (y - 8)...(y + 8) {
        for x in columns {
          let p = frame[x, yy]
          if Int(p.red) + Int(p.green) + Int(p.blue) < Int(best.red) + Int(best.green)
            + Int(best.blue)
          {
            best = p
          }
        }
      }
      return best
    }
    func titleWidth(row y: Int) -> Int {
      (y - 8...y + 8).map { yy in span(in: frame, row: yy) { min($0.red, $0.green) < 200 } }.max()!
    }
    switch time {
    case 0.45:
      // Left of the finger's dot, which covers the title's middle.
      let alpha = 1 - Double(darkest(row: 52, columns: 100...140).red) / 255
      #expect(abs(alpha - 0.5) < 0.02, "alpha \(alpha)")
    case 1.0:
      #expect(titleWidth(row: 52) > titleWidth(row: 108) * 2, "“Release to start” is not shown")
      #expect(darkest(row: 52, columns: 90...140).red < 10)
    case 2.0:
      let alpha = 1 - Double(darkest(row: 108, columns: 100...140).red) / 255
      #expect(abs(alpha - 0.2) < 0.02, "alpha \(alpha)")
    default:
      let grey = darkest(row: 220, columns: 100...220)
      #expect(grey.red == grey.green && grey.green == grey.blue)
      #expect(abs(Double(grey.red) / 255 - 0.45) < 2.0 / 255)
      #expect(titleWidth(row: 220) > titleWidth(row: 108) * 3 / 2, "“Following” is not shown")
    }
  }

  /// Compares with the reference in `__Snapshots__/GoldenFrameTests/` through
  /// FlipbookTesting's image strategy (2 levels on 0.1 % of the pixels).
  private func assertGolden(_ image: Image, named name: String) throws {
    assertSnapshot(of: image, as: .image, named: name, testName: "frame")
  }

  /// From the first to the last pixel of row `y` that matches, in pixels (0 when none does).
  private func span(in image: Image, row y: Int, where matches: (Pixel) -> Bool) -> Int {
    let xs = (0..<image.width).filter { matches(image[$0, y]) }
    guard let first = xs.first, let last = xs.last else { return 0 }
    return last - first + 1
  }

  /// The direction of the long axis of the white arrow inside the blue tile, in degrees
  /// (screen y down, so clockwise is positive), from the second moments of its pixels.
  private func arrowAxis(in image: Image) -> Double {
    var points: [(Double, Double)] = []
    for y in 0..<image.height {
      let row = (0..<image.width).map { image[$0, y] }
      let blue = row.indices.filter { row[$0].blue > 200 && row[$0].red < 60 }
      guard let left = blue.first, let right = blue.last else { continue }
      for x in left...right where row[x].red > 230 && row[x].green > 230 && row[x].blue > 230 {
        points.append((Double(x), Double(y)))
      }
    }
    let n = Double(points.count)
    let mx = points.map(\.0).reduce(0, +) / n
    let my = points.map(\.1).reduce(0, +) / n
    var xx = 0.0
    var yy = 0.0
    var xy = 0.0
    for (x, y) in points {
      xx += (x - mx) * (x - mx)
      yy += (y - my) * (y - my)
      xy += (x - mx) * (y - my)
    }
    return 0.5 * atan2(2 * xy, xx - yy) * 180 / .pi
  }
}
