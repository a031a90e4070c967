import Foundation
import MP4
import Scenes
import Testing
import WebP

@testable import Flipbook

@Suite("Recording as WebP and MP4")
struct RecordingFormatTests {
  @Test("the format follows the path's extension, in any case; other extensions have none")
  func formatByExtension() {
    #expect(AnimationFormat(path: "a/b.gif") == .gif)
    #expect(AnimationFormat(path: "b.WebP") == .webp(.lossless))
    #expect(AnimationFormat(path: "c.mp4") == .mp4)
    for path in ["d.png", "e", "f.webm", "g.gif/h", ".mp4.d/x"] {
      #expect(AnimationFormat(path: path) == nil, "\(path)")
    }
  }

  @Test("writeWebP stores every distinct frame exactly, with durations in whole milliseconds")
  func webP() throws {
    let recording = try Recording(
      file: .builtIn(named: "button-pop"), settings: RenderSettings(fps: 24, scale: 0.5))
    let path = NSTemporaryDirectory() + "flipbook-rec-\(UUID().uuidString).webp"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try recording.writeWebP(to: path)
    let file = try WebPFile(contentsOfFile: path)
    // 202 frames of 1/24 s: 8416.7 ms, rounded once, not once a frame.
    #expect(recording.frameCount == 202 && recording.frameDurations.reduce(0, +) == 8417)
    #expect(file.frames.map(\.duration).reduce(0, +) == 8417)
    // Each stored frame is the recording's frame at the time it starts.
    var start = 0
    for frame in file.frames {
      let index = Int((Double(start) * 24 / 1000).rounded())
      #expect((Double(index) * 1000 / 24).rounded() == Double(start))
      #expect(frame.image == (try recording.frame(at: recording.time(ofFrame: index))))
      start += frame.duration
    }
    #expect(file.frames.count > 10 && file.frames.count < recording.frameCount)
  }

  @Test("writeMP4 with a loop count is refused before anything is written")
  func mp4Loop() throws {
    let recording = try Recording(
      file: .builtIn(named: "button-pop"),
      settings: RenderSettings(fps: 10, scale: 0.25, loopCount: 2))
    let path = NSTemporaryDirectory() + "flipbook-rec-\(UUID().uuidString).mp4"
    #expect(throws: MP4Error.self) { try recording.writeMP4(to: path) }
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
