import Flipbook
import Foundation
import Pixels
import WebP

/// A recording's animated WebP as a snapshot: the file's bytes (lossless, full colour), with
/// the recording's event timeline in a chunk of its own, and what they decode to — frames,
/// durations and events.
///
/// The frames are those the file stores: libwebp merges a frame identical to the one before
/// into it, which then shows longer, so a still stretch is one frame.
public struct RecordedWebP: Sendable, RecordedAnimation {
  /// The WebP file, timeline chunk included; it plays in any browser.
  public let data: [UInt8]
  /// The frames as they show, composited.
  public let frames: [Image]
  /// Each frame's duration, in milliseconds.
  public let durations: [Int]
  /// The event timeline, one event a line (`TimelineEvent`'s description).
  public let events: [String]

  /// The RIFF chunk that holds the timeline: decoders skip chunks they do not know.
  static let timelineChunk = "FBTL"

  /// Renders `recording` into a lossless WebP and adds its event timeline.
  ///
  /// - Throws: `RecordingError` or a WebP error when it cannot be rendered or read back.
  public init(recording: Recording) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("flipbook-snapshot-\(UUID().uuidString).webp").path
    // A temporary file left behind holds nothing the result lacks.
    defer { try? FileManager.default.removeItem(atPath: path) }
    try recording.writeWebP(to: path)
    guard let bytes = FileManager.default.contents(atPath: path) else {
      throw RecordingError.cannotWrite(path: path, reason: "the WebP written cannot be read back")
    }
    let timeline = recording.events().map(\.description).joined(separator: "\n")
    guard
      let data = WebPChunk.inserting(
        Array(timeline.utf8), fourCC: Self.timelineChunk, into: Array(bytes))
    else {
      throw RecordingError.cannotWrite(path: path, reason: "the timeline cannot be added")
    }
    try self.init(data: data, name: path)
  }

  /// Decodes WebP bytes; `name` is what error messages call them.
  ///
  /// - Throws: a WebP error when the bytes are not a WebP.
  public init(data: [UInt8], name: String) throws {
    let file = try WebPFile(data: data, name: name)
    self.data = data
    frames = file.frames.map(\.image)
    durations = file.frames.map(\.duration)
    let timeline = WebPChunk.payload(fourCC: Self.timelineChunk, in: data) ?? []
    events = String(decoding: timeline, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// No frames, only events: a snapshot that fails with the reason it is empty.
  init(failure: String) {
    data = []
    frames = []
    durations = []
    events = [failure]
  }

  /// When each frame starts, in seconds: the sum of the durations before it.
  public var frameTimes: [Double] { Self.startTimes(of: durations, perSecond: 1000) }

  var delays: [Int] { durations }
  static let delayUnit = "ms"
  static let formatName = "WebP"
  static let pathExtension = "webp"
}
