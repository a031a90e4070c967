import Foundation
import GIF
import Pixels
import Testing

@Suite("flipbook render --report")
struct RenderReportTests {
  static let fast = ["--fps", "5", "--scale", "0.5", "--quiet"]

  @Test("a render's entry: the GIF as written, every frame, the contact sheet, the timeline")
  func writesEntry() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A temporary folder of its own, to see that the report's frames leave nothing there.
    let temporary = dir + "/tmp"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    let result = try FlipbookBinary.run(
      ["render", "flip", "-o", "flip.gif", "--report", "report"] + Self.fast, in: dir,
      environment: ["TMPDIR": temporary])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let entry = dir + "/report/entries/render-flip"
    let gif = try GIFFile(contentsOfFile: dir + "/flip.gif")
    #expect(
      FileManager.default.contents(atPath: entry + "/render.gif")
        == FileManager.default.contents(atPath: dir + "/flip.gif"))
    let frames = try FileManager.default.contentsOfDirectory(atPath: entry)
      .filter { $0.hasPrefix("frame_") }
    #expect(frames.count == gif.frames.count)
    let first = try Image(contentsOfPNGFile: entry + "/frame_0000.png")
    #expect(first.width == gif.width && first.height == gif.height)
    #expect(try Image(contentsOfPNGFile: entry + "/contact-sheet.png").width > first.width)
    let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    #expect(html.contains("<span class=\"status status-rendered\">rendered</span>"))
    #expect(html.contains("max=\"\(gif.frames.count - 1)\""))
    #expect(html.contains("animation.begin"))
    // The frames were written for the report only: none is left in the temporary folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
  }

  @Test("two renders at once into one folder: the page lists both")
  func twoProcesses() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let statuses = Statuses()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let scene = ["flip", "button-pop"][index]
      let result = try? FlipbookBinary.run(
        ["render", scene, "-o", "\(scene).gif", "--report", "shared"] + Self.fast, in: dir)
      statuses.set(index, result?.status ?? -1)
    }
    #expect(statuses.all == [0, 0])
    let html = try String(contentsOfFile: dir + "/shared/index.html", encoding: .utf8)
    #expect(html.contains("id=\"entry-render-flip\""))
    #expect(html.contains("id=\"entry-render-button-pop\""))
    #expect(html.contains("2 rendered"))
  }

  @Test("a report folder that cannot be one is refused before rendering, naming it")
  func badFolder() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = FileManager.default.createFile(atPath: dir + "/taken", contents: Data("x".utf8))
    for (arguments, cause) in [
      (["-o", "out.gif", "--report", "taken"], "--report taken: exists and is not a directory"),
      (
        ["-o", "out.gif", "--report", "taken/report"],
        "--report taken/report: \(dir)/taken exists and is not"
      ),
      (["-o", "out.gif", "--report", "out.gif"], "--report out.gif: is also the output out.gif"),
      (["--report", "r", "--at", "0.5"], "--report r: a report shows an animation"),
    ] {
      let result = try FlipbookBinary.run(["render", "flip"] + arguments + Self.fast, in: dir)
      #expect(result.status == 1, "\(arguments)")
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1 && lines.first?.contains(cause) == true, "\(result.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["taken"])
    }
  }

  @Test("--help describes --report")
  func help() throws {
    let result = try FlipbookBinary.run(["render", "--help"], in: NSTemporaryDirectory())
    #expect(result.stdout.contains("--report <DIR>"))
    #expect(result.stdout.contains("report page"))
  }
}

/// Exit statuses set from several threads.
private final class Statuses: @unchecked Sendable {
  private let lock = NSLock()
  private var values = [Int32](repeating: -2, count: 2)

  func set(_ index: Int, _ value: Int32) { lock.withLock { values[index] = value } }

  var all: [Int32] { lock.withLock { values } }
}
