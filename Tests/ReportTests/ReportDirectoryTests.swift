import Foundation
import Pixels
import Report
import Testing

@Suite("Report folder")
struct ReportDirectoryTests {
  /// An entry of one 2 × 1 frame, red against blue, with its three PNGs.
  static func entry(_ id: String, title: String, status: ReportEntry.Status) throws -> (
    ReportEntry, ReportFiles
  ) {
    var files = ReportFiles()
    let reference = try files.add(Image(width: 2, height: 1, fill: .blue), named: "reference.png")
    let new = try files.add(Image(width: 2, height: 1, fill: .red), named: "new.png")
    let entry = ReportEntry(
      id: id, title: title, strategy: ".image", status: status,
      frames: [ReportFrame(reference: reference, new: new, differingPixels: 2, differs: true)])
    return (entry, files)
  }

  @Test("an entry's files, its data and the index are written; the page names its images")
  func writesEntry() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = ReportDirectory(path: folder + "/report")
    let (entry, files) = try Self.entry("dot-1", title: "dot()", status: .failed)
    try report.add(entry, files: files)

    let new = try Image(contentsOfPNGFile: folder + "/report/entries/dot-1/new.png")
    #expect(new == Image(width: 2, height: 1, fill: .red))
    #expect(report.entries() == [entry])
    let html = try String(contentsOfFile: report.indexPath, encoding: .utf8)
    #expect(html.contains("id=\"entry-dot-1\""))
    #expect(html.contains("src=\"entries/dot-1/reference.png\""))
    #expect(html.contains("src=\"entries/dot-1/new.png\""))
    #expect(html.contains("1 failed"))
    let leftovers = try FileManager.default.subpathsOfDirectory(atPath: folder)
      .filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty)
  }

  @Test("failed entries come first, then recorded, then passed, each by title")
  func order() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = ReportDirectory(path: folder)
    for (id, status) in [
      ("a", ReportEntry.Status.passed), ("b", .recorded), ("z", .failed), ("c", .failed),
    ] {
      let (entry, files) = try Self.entry(id, title: id, status: status)
      try report.add(entry, files: files)
    }
    #expect(report.entries().map(\.id) == ["c", "z", "b", "a"])
    let html = try String(contentsOfFile: report.indexPath, encoding: .utf8)
    let sections = html.components(separatedBy: "<details class=\"entry").dropFirst()
    let ids = sections.map { $0.components(separatedBy: "data-id=\"")[1].prefix { $0 != "\"" } }
    #expect(ids == ["c", "z", "b", "a"])
  }

  @Test("adding an entry again under its id replaces it")
  func replaces() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = ReportDirectory(path: folder)
    let (failed, files) = try Self.entry("same", title: "t", status: .failed)
    try report.add(failed, files: files)
    let (passed, _) = try Self.entry("same", title: "t", status: .passed)
    try report.add(passed, files: files)
    #expect(report.entries().map(\.status) == [.passed])
    let html = try String(contentsOfFile: report.indexPath, encoding: .utf8)
    #expect(html.components(separatedBy: "<details class=\"entry").count == 2)
  }

  @Test("64 threads adding entries to one folder at once: the index lists every one")
  func concurrentThreads() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = ReportDirectory(path: folder)
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      do {
        let (entry, files) = try Self.entry(
          "entry-\(index)", title: "test \(index)", status: index % 3 == 0 ? .failed : .passed)
        try report.add(entry, files: files)
      } catch {
        failures.append("\(error)")
      }
    }
    #expect(failures.all.isEmpty)
    let html = try String(contentsOfFile: report.indexPath, encoding: .utf8)
    for index in 0..<64 { #expect(html.contains("id=\"entry-entry-\(index)\"")) }
    #expect(html.contains("22 failed") && html.contains("42 passed"))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/entries")
    #expect(names.filter { $0.hasSuffix(".json") }.count == 64)
    #expect(!names.contains { $0.contains(".tmp-") })
  }

  @Test("a report folder that is a file is an error naming it, and nothing is written")
  func folderIsAFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/report"
    _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
    let (entry, files) = try Self.entry("e", title: "e", status: .failed)
    let error = #expect(throws: ReportError.self) {
      try ReportDirectory(path: path).add(entry, files: files)
    }
    #expect(error?.errorDescription?.hasPrefix(path) == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report"])
  }

  @Test("a file that cannot be written: the entry's other files are removed, no index")
  func failedWriteLeavesNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = ReportDirectory(path: folder)
    // A folder where the second image goes: renaming a file over it fails.
    try FileManager.default.createDirectory(
      atPath: folder + "/entries/e/new.png/x", withIntermediateDirectories: true)
    let (entry, files) = try Self.entry("e", title: "e", status: .failed)
    let error = #expect(throws: ReportError.self) { try report.add(entry, files: files) }
    #expect(error?.path == folder + "/entries/e/new.png")
    #expect(!FileManager.default.fileExists(atPath: folder + "/entries/e/reference.png"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/entries/e.json"))
    #expect(!FileManager.default.fileExists(atPath: report.indexPath))
  }

  @Test("the timeline marks the lines only one side has, in place")
  func timelineDifference() {
    let lines = ReportTimelineLine.difference(
      reference: ["0 a", "0.1 b", "0.2 c"], new: ["0 a", "0.15 b", "0.2 c", "0.3 d"])
    #expect(
      lines == [
        ReportTimelineLine(.same, "0 a"), ReportTimelineLine(.removed, "0.1 b"),
        ReportTimelineLine(.added, "0.15 b"), ReportTimelineLine(.same, "0.2 c"),
        ReportTimelineLine(.added, "0.3 d"),
      ])
  }
}

/// A new empty folder in the temporary directory.
func temporaryFolder() throws -> String {
  let path = NSTemporaryDirectory() + "flipbook-report-tests-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Messages gathered from several threads.
final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []

  func append(_ message: String) { lock.withLock { list.append(message) } }

  var all: [String] { lock.withLock { list } }
}
