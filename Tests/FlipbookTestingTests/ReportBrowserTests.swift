import Flipbook
import FlipbookTesting
import Foundation
import Pixels
import SnapshotTesting
import Testing

/// The report as a person sees it: a run with a failing, a recorded and a passing snapshot,
/// its page opened in headless Chromium, looked at in screenshots while the wipe slider is
/// dragged and the frame scrubber stepped with the keyboard. The screenshots are kept in
/// `flipbook-report-browser` in the temporary directory.
@Suite("The report in a browser")
struct ReportBrowserTests {
  /// Where the screenshots go.
  static let screenshots = NSTemporaryDirectory() + "flipbook-report-browser"

  @Test(
    "the failure first; the wipe shows the reference left of its line; the scrubber the frame",
    .enabled(
      if: HeadlessChromium.executable != nil,
      "Chromium is not installed (Debian: apt-get install chromium; Scripts/test installs it)"))
  func reportInChromium() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let references = folder.appendingPathComponent("references").path
    let report = folder.appendingPathComponent("report").path
    try Self.writeReport(to: report, references: references)

    let reference = try RecordedGIF(recording: Fixtures.fade(duration: 0.4))
    let new = try RecordedGIF(recording: Fixtures.fade(duration: 0.2))
    let browser = try HeadlessChromium(width: 1000, height: 1200)
    try browser.open(URL(fileURLWithPath: report + "/index.html"))
    try FileManager.default.createDirectory(
      atPath: Self.screenshots, withIntermediateDirectories: true)

    // The failed entry first, though it was added last, and its badge drawn red.
    let statuses = try browser.evaluate(
      "Array.from(document.querySelectorAll('details.entry')).map(function (e) { "
        + "return e.dataset.status; })")
    #expect(statuses as? [String] == ["failed", "recorded", "passed"])
    let top = try browser.screenshot()
    try top.writePNG(to: Self.screenshots + "/1-top.png")
    let badge = try browser.box(of: "details.entry .status")
    #expect(
      Self.near(top[Int(badge.x + badge.width / 2), Int(badge.y + 2)], 0xC6, 0x28, 0x28),
      "the first entry's badge is red")

    // The wipe of the failed GIF, at its first differing frame (0.1 s): the reference left
    // of the line, the new frame right of it. The 40 px frames are shown 7 times larger.
    let failed = "details.entry[data-status=failed] "
    try browser.scroll(to: failed + ".wipe")
    try browser.settle()
    let stage = try browser.box(of: failed + ".wipe-reference")
    let zoom = Int(stage.width) / 40
    #expect(zoom == 7)
    func shown(_ screenshot: Image, _ x: Int, _ y: Int) -> Pixel {
      screenshot[Int(stage.x) + x * zoom + zoom / 2, Int(stage.y) + y * zoom + zoom / 2]
    }
    let (left, right) = ((x: 12, y: 20), (x: 27, y: 20))  // both in the box; the line is at 20
    #expect(reference.frames[1][left.x, left.y] != new.frames[1][left.x, left.y])
    let before = try browser.screenshot()
    try before.writePNG(to: Self.screenshots + "/2-wipe-half.png")
    #expect(Self.near(shown(before, left.x, left.y), reference.frames[1][left.x, left.y]))
    #expect(Self.near(shown(before, right.x, right.y), new.frames[1][right.x, right.y]))

    // Dragged to a fifth: the line at 8 px, so the left point shows the new frame now.
    let slider = try browser.box(of: failed + ".wipe-slider")
    let middle = (x: slider.x + slider.width / 2, y: slider.y + slider.height / 2)
    try browser.drag(from: middle, to: (slider.x + slider.width / 5, middle.y))
    let fifth = try browser.evaluate("document.querySelector('\(failed).wipe-slider').value")
    #expect((15...25).contains(Int(fifth as? String ?? "") ?? -1), "slider at \(fifth ?? "nil")")
    try browser.settle()
    let dragged = try browser.screenshot()
    try dragged.writePNG(to: Self.screenshots + "/3-wipe-fifth.png")
    #expect(Self.near(shown(dragged, left.x, left.y), new.frames[1][left.x, left.y]))
    #expect(Self.near(shown(dragged, right.x, right.y), new.frames[1][right.x, right.y]))
    #expect(shown(dragged, left.x, left.y) != shown(before, left.x, left.y))

    // Dragged to nine tenths: both points show the reference.
    try browser.drag(
      from: (slider.x + slider.width / 5, middle.y), to: (slider.x + slider.width * 0.9, middle.y))
    try browser.settle()
    let ninth = try browser.screenshot()
    try ninth.writePNG(to: Self.screenshots + "/4-wipe-nine-tenths.png")
    #expect(Self.near(shown(ninth, left.x, left.y), reference.frames[1][left.x, left.y]))
    #expect(Self.near(shown(ninth, right.x, right.y), reference.frames[1][right.x, right.y]))

    // Two steps of the scrubber with the arrow key: frame 4, at 0.3 s, on every side.
    _ = try browser.evaluate("document.querySelector('\(failed).frame-slider').focus()")
    try browser.press("ArrowRight", code: 39)
    try browser.press("ArrowRight", code: 39)
    let label = try browser.evaluate(
      "document.querySelector('\(failed).frame-label').textContent")
    #expect(label as? String == "frame 4 of 5 · 0.3 s · 10 cs · differs")
    try browser.scroll(to: failed + ".compare")
    try browser.settle()
    let scrubbed = try browser.screenshot()
    try scrubbed.writePNG(to: Self.screenshots + "/5-scrubbed-to-0.3s.png")
    for (side, gif) in [("reference", reference), ("new", new)] {
      let image = try browser.box(of: failed + ".side-\(side) img")
      let pixel = scrubbed[Int(image.x) + 20 * zoom + zoom / 2, Int(image.y) + 20 * zoom + zoom / 2]
      #expect(Self.near(pixel, gif.frames[3][20, 20]), "the \(side) side shows frame 4")
      #expect(!Self.near(pixel, gif.frames[1][20, 20]), "the \(side) side left frame 2")
    }
    // The timeline is lit up to 0.3 s: the lines of both sides at or before it.
    let lit = try browser.evaluate(
      "document.querySelectorAll('\(failed).timeline li.past').length")
    let times = Set(reference.events + new.events).compactMap { line in
      line.split(separator: " ").first.flatMap { Double($0) }
    }
    #expect(lit as? Int == times.filter { $0 <= 0.3 }.count)
  }

  /// A report of three assertions: `.gif()` of a fade that got faster (failed), a strip
  /// recorded for the first time, and an image that matches (passed). The references they
  /// are compared with are recorded outside the report.
  static func writeReport(to report: String, references: String) throws {
    var still = Image(width: 6, height: 4, fill: .white)
    still[2, 1] = Color.systemBlue.pixel
    try SnapshotReport.withDirectory(nil) {
      _ = verifySnapshot(
        of: try Fixtures.fade(duration: 0.4), as: .gif(), named: "fade", record: .all,
        snapshotDirectory: references)
      _ = verifySnapshot(
        of: still, as: .image, named: "still", record: .all, snapshotDirectory: references)
    }
    try SnapshotReport.withDirectory(report) {
      let passed = verifySnapshot(
        of: still, as: .image, named: "still", record: .never, snapshotDirectory: references)
      #expect(passed == nil)
      let recorded = verifySnapshot(
        of: try Fixtures.fade(duration: 0.4), as: .frames(at: [0, 0.2, 0.4]), named: "strip",
        record: .all, snapshotDirectory: references)
      #expect(recorded?.contains("Record mode is on") == true)
      let issues = try Fixtures.issues {
        _ = verifySnapshot(
          of: try Fixtures.fade(duration: 0.2), as: .gif(), named: "fade", record: .never,
          snapshotDirectory: references)
      }
      #expect(issues.count == 1)
    }
  }

  /// Whether two colours are within 3 levels in red, green and blue.
  static func near(_ pixel: Pixel, _ other: Pixel) -> Bool {
    near(pixel, Int(other.red), Int(other.green), Int(other.blue))
  }

  /// Whether a colour is within 3 levels of `red`, `green` and `blue`.
  static func near(_ pixel: Pixel, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
    abs(Int(pixel.red) - red) <= 3 && abs(Int(pixel.green) - green) <= 3
      && abs(Int(pixel.blue) - blue) <= 3
  }
}
