import Animation
import Flipbook
import Foundation
import GIF
import Geometry
import Interaction
import Layers
import Pixels
import SnapshotTesting
import Testing

@testable import FlipbookTesting

@Suite("The .gif strategy")
struct RecordedGIFTests {
  @Test("the GIF keeps frames, delays and the event timeline, and still decodes as a GIF")
  func roundTrip() throws {
    let recording = try Fixtures.fade(duration: 0.4)
    let gif = try RecordedGIF(recording: recording)
    #expect(gif.frames.count == recording.frameCount)
    #expect(gif.delays == recording.frameDelays)
    #expect(gif.events == recording.events().map(\.description))
    #expect(gif.events.contains { $0.contains("animation") })
    let file = try GIFFile(data: gif.data, name: "fade.gif")
    #expect(file.frames.count == 5 && file.loopCount == 0)
    let again = try RecordedGIF(data: gif.data, name: "fade.gif")
    #expect(again.events == gif.events && again.frames == gif.frames)
  }

  @Test("a long comment is split into 255-byte sub-blocks and read back whole")
  func longComment() throws {
    let gif = try RecordedGIF(recording: Fixtures.fade(duration: 0.4))
    let text = RecordedGIF.commentHeading + "\n" + String(repeating: "x", count: 600)
    let data = RecordedGIF.inserting(comment: text, into: gif.data)
    #expect(RecordedGIF.comments(in: data).contains(text))
    #expect(try GIFFile(data: data, name: "long.gif").frames.count == gif.frames.count)
  }

  @Test("a recording's GIF, against a reference whose frames were looked at")
  func golden() throws {
    assertSnapshot(of: try Fixtures.fade(duration: 0.4), as: .gif(), named: "fade")
  }

  @Test("a slower animation fails on its frames and its timeline, naming three PNGs")
  func changedDuration() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = verifySnapshot(
      of: try Fixtures.fade(duration: 0.4), as: .gif(), named: "fade", record: .all,
      snapshotDirectory: folder.path)
    let issues = try Fixtures.issues {
      _ = verifySnapshot(
        of: try Fixtures.fade(duration: 0.3), as: .gif(), named: "fade", record: .never,
        snapshotDirectory: folder.path)
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    #expect(message.contains("the event timeline differs"))
    #expect(message.contains("3 of 5 frames differ"))
    #expect(message.contains("frame 2 at 0.1 s:"))
    let paths = Fixtures.artifactPaths(in: message)
    #expect(paths.count == 3)
    for path in paths.values { #expect(FileManager.default.fileExists(atPath: path)) }
    let reference = try Image(contentsOfPNGFile: #require(paths["reference"]))
    let new = try Image(contentsOfPNGFile: #require(paths["new"]))
    #expect(reference.width == 3 * 40 + 2 * 2 && reference != new)
  }

  @Test("a timing change with identical frames still fails, on the timeline alone")
  func timingOnly() throws {
    func recording(_ duration: Double) throws -> Recording {
      try Recording(
        size: Size(width: 20, height: 20), duration: 0.5,
        settings: RenderSettings(fps: 10, scale: 1)
      ) { scene in
        let invisible = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "ghost")
        scene.rootLayer.addSublayer(invisible)
        invisible.add(
          BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: duration), forKey: "fade")
      }
    }
    let reference = try RecordedGIF(recording: recording(0.2))
    let new = try RecordedGIF(recording: recording(0.3))
    #expect(new.frames == reference.frames)
    let message = try #require(Diffing<RecordedGIF>.gif().diffV2(reference, new)?.0)
    #expect(message.contains("the event timeline differs (- reference, + new):"))
    #expect(message.contains("  - 0.2 ") && message.contains("  + 0.3 "))
    // Removed lines in the reference's order, then added lines in the new order.
    let begin = try #require(message.range(of: "  - 0 animation.begin"))
    let end = try #require(message.range(of: "  - 0.2 animation.end"))
    let added = try #require(message.range(of: "  + 0 animation.begin"))
    #expect(begin.lowerBound < end.lowerBound && end.lowerBound < added.lowerBound)
    #expect(!message.contains("frames differ") && !message.contains("reference:"))
  }
}
