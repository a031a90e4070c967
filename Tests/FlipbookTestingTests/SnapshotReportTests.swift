import Flipbook
import Foundation
import Pixels
import Report
import SnapshotTesting
import Testing

@testable import FlipbookTesting

/// What the strategies add to the report for each way an assertion can end, read back
/// from the folder.
@Suite("Snapshot report")
struct SnapshotReportTests {
  @Test("recorded, passed, failed: one entry each, with the images of each side")
  func statuses() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let references = folder.appendingPathComponent("references").path
    let report = ReportDirectory(path: folder.appendingPathComponent("report").path)
    let reference = Image(width: 6, height: 4, fill: .white)
    var new = reference
    new[1, 2] = Color.black.pixel
    let issues = SnapshotReport.withDirectory(report.path) {
      _ = verifySnapshot(
        of: reference, as: .image, named: "dot", record: .all, snapshotDirectory: references)
      _ = verifySnapshot(
        of: reference, as: .image, named: "dot", record: .never, snapshotDirectory: references)
      return Fixtures.issues {
        _ = verifySnapshot(
          of: new, as: .image(tolerance: 0), named: "dot", record: .never,
          snapshotDirectory: references)
      }
    }
    #expect(issues.count == 1)
    let entries = report.entries()
    #expect(entries.map(\.status) == [.failed, .recorded, .passed])
    #expect(entries.map(\.strategy) == [".image(tolerance: 0)", ".image", ".image"])
    #expect(Set(entries.map(\.id)).count == 3)
    let failed = try #require(entries.first)
    #expect(failed.message == issues.first)
    #expect(failed.location?.hasPrefix("statuses() · FlipbookTestingTests/") == true)
    let frame = try #require(failed.frames.first)
    #expect(frame.differs && frame.differingPixels == 1)
    let folderOfEntry = report.entriesPath + "/" + failed.id + "/"
    #expect(try Image(contentsOfPNGFile: folderOfEntry + #require(frame.new?.file)) == new)
    #expect(
      try Image(contentsOfPNGFile: folderOfEntry + #require(frame.reference?.file)) == reference)
    let difference = try Image(contentsOfPNGFile: folderOfEntry + #require(frame.difference?.file))
    #expect(difference[1, 2] == Color.red.pixel)
    // Recorded: only the new image; passed: both sides, nothing differs.
    #expect(entries[1].frames.first?.reference == nil && entries[1].frames.first?.new != nil)
    #expect(entries[2].frames.first?.differs == false)
  }

  @Test("no reference and recording off fails; record mode failed adds one failed entry")
  func missingAndRecordedAgain() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let references = folder.appendingPathComponent("references").path
    let report = ReportDirectory(path: folder.appendingPathComponent("report").path)
    let strategy = Snapshotting<Recording, Image>.frames(at: [0, 0.1, 0.4])
    try SnapshotReport.withDirectory(report.path) {
      let missing = verifySnapshot(
        of: try Fixtures.fade(duration: 0.4), as: strategy, named: "none", record: .never,
        snapshotDirectory: references)
      #expect(missing?.contains("No reference was found") == true)
      _ = verifySnapshot(
        of: try Fixtures.fade(duration: 0.4), as: strategy, named: "fade", record: .all,
        snapshotDirectory: references)
      let again = verifySnapshot(
        of: try Fixtures.fade(duration: 0.2), as: strategy, named: "fade", record: .failed,
        snapshotDirectory: references)
      #expect(again != nil)
    }
    let entries = report.entries()
    #expect(entries.map(\.status) == [.failed, .failed, .recorded])
    #expect(entries.contains { $0.message?.contains("the record mode is never") == true })
    let recordedAgain = try #require(
      entries.first { $0.message?.contains("recorded as the new reference") == true })
    // The strip's three frames, at their times, the one at 0.1 s differing.
    #expect(recordedAgain.frames.map(\.time) == [0, 0.1, 0.4])
    #expect(recordedAgain.frames.map(\.differs) == [false, true, false])
    #expect(recordedAgain.strategy == ".frames(at: [0, 0.1, 0.4])")
  }

  @Test("a GIF's entry: both files, every frame with its delays, the timeline compared")
  func gifEntry() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let references = folder.appendingPathComponent("references").path
    let report = ReportDirectory(path: folder.appendingPathComponent("report").path)
    try SnapshotReport.withDirectory(nil) {
      _ = verifySnapshot(
        of: try Fixtures.fade(duration: 0.4), as: .gif(), named: "fade", record: .all,
        snapshotDirectory: references)
    }
    #expect(!FileManager.default.fileExists(atPath: report.path), "no report while turned off")
    try SnapshotReport.withDirectory(report.path) {
      _ = try Fixtures.issues {
        _ = verifySnapshot(
          of: try Fixtures.fade(duration: 0.2), as: .gif(), named: "fade", record: .never,
          snapshotDirectory: references)
      }
    }
    let entry = try #require(report.entries().first)
    #expect(entry.strategy == ".gif()" && entry.delayUnit == "cs")
    #expect(entry.frames.count == 5)
    #expect(entry.frames.map(\.newDelay) == [10, 10, 10, 10, 10])
    #expect(entry.frames.map(\.differs) == [false, true, true, true, false])
    #expect(entry.animations.map(\.label) == ["reference", "new"])
    let gif = try #require(
      FileManager.default.contents(
        atPath: report.entriesPath + "/\(entry.id)/" + entry.animations[1].file))
    #expect(try RecordedGIF(data: Array(gif), name: "new").frames.count == 5)
    #expect(entry.timeline.map(\.change) == [.removed, .removed, .added, .added])
  }

  @Test("<b>\"A name\"</b> & 'quotes' are shown as typed")
  func escapedTestName() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = ReportDirectory(path: folder.appendingPathComponent("report").path)
    SnapshotReport.withDirectory(report.path) {
      _ = verifySnapshot(
        of: Image(width: 2, height: 2, fill: .white), as: .image, named: "plain", record: .all,
        snapshotDirectory: folder.appendingPathComponent("references").path)
    }
    let html = try String(contentsOfFile: report.indexPath, encoding: .utf8)
    #expect(
      html.contains(
        "<span class=\"title\">&lt;b&gt;&quot;A name&quot;&lt;/b&gt; &amp; &#39;quotes&#39; "
          + "are shown as typed</span>"))
    #expect(!html.contains("<b>"))
  }

  @Test("the report goes to SNAPSHOT_ARTIFACTS when set, else flipbook-report in the temp dir")
  func directory() {
    #expect(SnapshotReport.withDirectory("/ci/report") { SnapshotReport.directory } == "/ci/report")
    #expect(SnapshotReport.withDirectory(nil) { SnapshotReport.directory } == nil)
    #expect(SnapshotReport.directory(environment: ["SNAPSHOT_ARTIFACTS": "/ci/out"]) == "/ci/out")
    let temporary = NSTemporaryDirectory() + "flipbook-report"
    #expect(
      SnapshotReport.directory(environment: [:])
        == temporary.replacingOccurrences(of: "//", with: "/"))
  }
}
