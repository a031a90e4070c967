import Flipbook
import Foundation
import SnapshotTesting
import Testing
import WebP

@testable import FlipbookTesting

@Suite("The .webp strategy")
struct RecordedWebPTests {
  @Test("the WebP keeps full-colour frames, millisecond durations and the event timeline")
  func roundTrip() throws {
    let recording = try Fixtures.fade(duration: 0.2)
    let webP = try RecordedWebP(recording: recording)
    // Frames 0.2, 0.3 and 0.4 s are the same (the fade is over): one stored frame, 300 ms.
    let frames = try recording.frames(at: recording.frameTimes)
    #expect(webP.frames == Array(frames.prefix(3)))
    #expect(webP.durations == [100, 100, 300])
    #expect(webP.frameTimes == [0, 0.1, 0.2])
    #expect(webP.events == recording.events().map(\.description))
    #expect(webP.events.contains { $0.contains("animation.end") })
    let file = try WebPFile(data: webP.data, name: "fade.webp")
    #expect(file.frames.count == 3 && file.loopCount == 0)
    let again = try RecordedWebP(data: webP.data, name: "fade.webp")
    #expect(again.events == webP.events && again.frames == webP.frames)
  }

  @Test("a recording's WebP, against a reference whose frames were looked at")
  func golden() throws {
    assertSnapshot(of: try Fixtures.fade(duration: 0.4), as: .webp(), named: "fade")
  }

  @Test("a slower animation fails on its frames, its durations and its timeline")
  func changedDuration() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = verifySnapshot(
      of: try Fixtures.fade(duration: 0.2), as: .webp(), named: "fade", record: .all,
      snapshotDirectory: folder.path)
    let issues = try Fixtures.issues {
      _ = verifySnapshot(
        of: try Fixtures.fade(duration: 0.3), as: .webp(), named: "fade", record: .never,
        snapshotDirectory: folder.path)
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    #expect(message.contains("4 frames where the reference has 3"))
    #expect(message.contains("frame 3 at 0.2 s: delay 100 ms, reference 300 ms"))
    #expect(message.contains("the event timeline differs"))
    #expect(Fixtures.artifactPaths(in: message).count == 3)
  }

  @Test("a reference that is not a WebP fails with that reason")
  func notAWebP() throws {
    let reference = Diffing<RecordedWebP>.webp().fromData(Data("GIF89a".utf8))
    #expect(reference.events == ["the reference is not a WebP"] && reference.frames.isEmpty)
  }
}
