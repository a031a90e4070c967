import Flipbook
import Foundation
import GIF
import Pixels

/// A recording's GIF as a snapshot: the file's bytes, with the recording's event timeline
/// stored in a GIF comment, and what they decode to — frames, delays and events.
public struct RecordedGIF: Sendable, RecordedAnimation {
  /// The GIF file, timeline comment included; it plays in any viewer.
  public let data: [UInt8]
  /// The frames as they show, composited.
  public let frames: [Image]
  /// Each frame's delay, in centiseconds.
  public let delays: [Int]
  /// The event timeline, one event a line (`TimelineEvent`'s description).
  public let events: [String]

  /// The first line of the comment that holds the timeline.
  static let commentHeading = "flipbook timeline"

  /// Renders `recording` into a GIF and adds its event timeline as a comment.
  ///
  /// - Throws: `RecordingError` or a GIF error when it cannot be rendered or read back.
  public init(recording: Recording) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("flipbook-snapshot-\(UUID().uuidString).gif").path
    // A temporary file left behind holds nothing the result lacks.
    defer { try? FileManager.default.removeItem(atPath: path) }
    try recording.writeGIF(to: path)
    let bytes = try GIFFile.bytes(ofFile: path)
    let comment = ([Self.commentHeading] + recording.events().map(\.description))
      .joined(separator: "\n")
    try self.init(data: Self.inserting(comment: comment, into: bytes), name: path)
  }

  /// Decodes GIF bytes; `name` is what error messages call them.
  ///
  /// - Throws: a GIF error when the bytes are not a GIF.
  public init(data: [UInt8], name: String) throws {
    let file = try GIFFile(data: data, name: name)
    self.data = data
    frames = file.frames.map(\.image)
    delays = file.frames.map(\.delay)
    let comment = Self.comments(in: data).first { $0.hasPrefix(Self.commentHeading) } ?? ""
    events = comment.split(separator: "\n").dropFirst().map(String.init)
  }

  /// No frames, only events.
  init(empty events: [String]) {
    data = []
    frames = []
    delays = []
    self.events = events
  }

  static let delayUnit = "cs"
  static let formatName = "GIF"
  static let pathExtension = "gif"

  /// When each frame starts, in seconds: the sum of the delays before it.
  public var frameTimes: [Double] { Self.startTimes(of: delays, perSecond: 100) }

  // MARK: Comment blocks

  /// The offset of the first block after the header, screen descriptor and global colour
  /// table; nil when the bytes are too short to have one.
  private static func firstBlockOffset(in data: [UInt8]) -> Int? {
    guard data.count > 13 else { return nil }
    let packed = data[10]
    let tableSize = packed & 0x80 != 0 ? 3 << (Int(packed & 0x07) + 1) : 0
    let offset = 13 + tableSize
    return offset <= data.count ? offset : nil
  }

  /// `data` with a comment extension holding `text` inserted before its first block.
  static func inserting(comment text: String, into data: [UInt8]) -> [UInt8] {
    guard let offset = firstBlockOffset(in: data) else { return data }
    var block: [UInt8] = [0x21, 0xFE]
    let bytes = Array(text.utf8)
    for start in stride(from: 0, to: bytes.count, by: 255) {
      let chunk = bytes[start..<min(start + 255, bytes.count)]
      block.append(UInt8(chunk.count))
      block += chunk
    }
    block.append(0)
    var result = data
    result.insert(contentsOf: block, at: offset)
    return result
  }

  /// The text of the comment extensions that come before the first image.
  static func comments(in data: [UInt8]) -> [String] {
    guard var offset = firstBlockOffset(in: data) else { return [] }
    var comments: [String] = []
    while offset + 1 < data.count, data[offset] == 0x21 {
      let label = data[offset + 1]
      offset += 2
      var text: [UInt8] = []
      while offset < data.count, data[offset] != 0 {
        let end = min(offset + 1 + Int(data[offset]), data.count)
        text += data[(offset + 1)..<end]
        offset = end
      }
      offset += 1
      if label == 0xFE { comments.append(String(decoding: text, as: UTF8.self)) }
    }
    return comments
  }
}

extension GIFFile {
  /// The bytes of the file at `path`.
  fileprivate static func bytes(ofFile path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw RecordingError.cannotWrite(path: path, reason: "the GIF written cannot be read back")
    }
    return Array(data)
  }
}
